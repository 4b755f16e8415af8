import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { locales } from '@/i18n/locales';
import { languageAlternates } from '@/components/seo/metadata';
import { absoluteUrl } from '@/lib/site-url';

/** Every page of the route registry, in both languages, with hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(route.path, locale),
      changeFrequency: route.group === 'legal' ? ('yearly' as const) : ('monthly' as const),
      priority: route.path === '/' ? 1 : route.group === 'legal' ? 0.3 : 0.7,
      alternates: { languages: languageAlternates(route.path) },
    })),
  );
}
