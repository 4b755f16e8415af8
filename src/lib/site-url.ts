import type { Locale } from '@/i18n/locales';
import { defaultLocale } from '@/i18n/locales';

/** Canonical origin of the site (SITE_URL), without a trailing slash. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || 'http://localhost:3000';
  const url = new URL(raw);
  return url.origin;
}

/** The public path of a page in a locale: German without prefix, English under /en. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin()}${localizedPath(path, locale)}`;
}
