import type { Metadata } from 'next';
import { company } from '@/content/company';
import { getRoute, type RoutePath } from '@/content/routes';
import { shareImageCopy, shareImageFamily, shareImageName } from '@/content/share-images';
import { locales, type Locale } from '@/i18n/locales';
import { resolveLocale } from '@/i18n/server';
import { absoluteUrl, siteOrigin } from '@/lib/site-url';

const openGraphLocale: Record<Locale, string> = { de: 'de_DE', en: 'en_GB' };

/** hreflang alternates for a path: one per locale plus x-default (German). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(path, locale);
  languages['x-default'] = absoluteUrl(path, 'de');
  return languages;
}

/** The document title as it appears in the tab and in search results. */
export function documentTitle(path: RoutePath, locale: Locale): string {
  const route = getRoute(path);
  return path === '/' ? `${company.name} – ${route.title[locale]}` : `${route.title[locale]} | ${company.name}`;
}

/**
 * Metadata for a page of the route registry: title with the company name, description,
 * canonical, hreflang alternates, Open Graph and Twitter cards.
 */
export function routeMetadata(path: RoutePath, locale: Locale, extra: Pick<Metadata, 'keywords'> = {}): Metadata {
  const route = getRoute(path);
  const title = documentTitle(path, locale);
  const description = route.description[locale];
  const url = absoluteUrl(path, locale);
  const family = shareImageFamily(path);
  // The family's image, generated at build time; absolute through metadataBase.
  const image = {
    url: `/og/${shareImageName(family, locale)}`,
    width: 1200,
    height: 630,
    alt: `${company.name}: ${shareImageCopy[family][locale].title}`,
  };
  return {
    metadataBase: new URL(siteOrigin()),
    title: { absolute: title },
    description,
    ...extra,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: company.name,
      title,
      description,
      url,
      locale: openGraphLocale[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocale[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** `generateMetadata` for a static page of the registry. */
export function routeMetadataGenerator(path: RoutePath, extra?: (locale: Locale) => Pick<Metadata, 'keywords'>) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await resolveLocale(params);
    return routeMetadata(path, locale, extra?.(locale));
  };
}
