import type { MetadataRoute } from 'next';
import { getPriceList, latestPriceListDate, type PriceListId } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import { componentsHub, renewablesHub } from '@/content/catalogue-pages';
import { routes } from '@/content/routes';
import { locales } from '@/i18n/locales';
import { languageAlternates } from '@/components/seo/metadata';
import { absoluteUrl } from '@/lib/site-url';

const listByPath = new Map<string, PriceListId>(
  Object.entries(priceListPaths).map(([id, path]) => [path, id as PriceListId]),
);
/** Pages that show prices of every list: changed with the newest "Stand". */
const allListsPaths = new Set<string>([componentsHub.path, renewablesHub.path, '/preissuche', '/ankaufsliste']);

/** A price page's `lastmod`: its list's "Stand" (the published version); none for other pages. */
function lastModified(path: string): string | undefined {
  const listId = listByPath.get(path);
  if (listId) return getPriceList(listId).date;
  return allListsPaths.has(path) ? latestPriceListDate() : undefined;
}

/** Every page of the route registry, in both languages, with hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(route.path, locale),
      lastModified: lastModified(route.path),
      changeFrequency: route.group === 'legal' ? ('yearly' as const) : ('monthly' as const),
      priority: route.path === '/' ? 1 : route.group === 'legal' ? 0.3 : 0.7,
      alternates: { languages: languageAlternates(route.path) },
    })),
  );
}
