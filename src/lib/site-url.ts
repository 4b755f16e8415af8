import type { Locale } from '@/i18n/locales';
import { defaultLocale } from '@/i18n/locales';

/** Canonical origin of the site (SITE_URL), without a trailing slash. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || 'http://localhost:3000';
  const url = new URL(raw);
  return url.origin;
}

/** Host names of this machine: right for development, wrong as the public site's origin. */
const LOOPBACK_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|\[::\]|0\.0\.0\.0)$/i;

/**
 * Why the canonical origin is wrong for a public site, or null: a production server whose
 * SITE_URL is unset or a loopback address would point canonical links, hreflang, sitemap and
 * robots at `http://localhost:3000`. Logged at start and reported by /api/health.
 */
export function siteUrlWarning(env: Record<string, string | undefined> = process.env): 'site_url_loopback' | null {
  if (env.NODE_ENV !== 'production') return null;
  return LOOPBACK_HOST.test(new URL(siteOrigin(env)).hostname) ? 'site_url_loopback' : null;
}

/** The public path of a page in a locale: German without prefix, English under /en. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin()}${localizedPath(path, locale)}`;
}

/** Localizes an internal href that may carry a query or hash ("/kontakt#anfrage"); "#id" stays. */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const path = localizedPath(match[1] || '/', locale);
  const rest = match[2] ?? '';
  // "/en" + "#contact" → "/en#contact"; the German home stays "/#contact".
  return `${path}${rest}`;
}

/**
 * Splits a path into its locale and the path without the locale prefix. Besides public paths it
 * accepts the internal `/de/…` form that next/navigation reports for German pages (the locale
 * middleware rewrites `/mission` to `/de/mission`).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(de|en)(?=\/|$)(.*)$/.exec(pathname);
  if (match) return { locale: match[1] as Locale, path: match[2] || '/' };
  return { locale: defaultLocale, path: pathname || '/' };
}
