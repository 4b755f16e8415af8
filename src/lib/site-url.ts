import type { Locale } from './locales';
import { defaultLocale } from './locales';

type Env = Record<string, string | undefined>;

/**
 * Canonical origin of the site, without a trailing slash: SITE_URL, or without it the origin the
 * server listens on (`http://localhost:` + PORT, default 3000), so the staff setup link, the
 * sign-in's origin checks and the cross-site check match the server on any port.
 */
export function siteOrigin(env: Env = process.env): string {
  const raw = env.SITE_URL?.trim() || `http://localhost:${listenPort(env)}`;
  const url = new URL(raw);
  return url.origin;
}

function listenPort(env: Env): number {
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
}

/** Loopback hosts: an origin on one of them is reachable only from the machine itself. */
function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * What is wrong with the canonical origin of a production server, or null: a loopback origin
 * (SITE_URL unset or localhost) puts the operator's own machine into every canonical link,
 * hreflang, the sitemap and robots.txt. Logged at start and reported by /api/health.
 */
export function siteUrlProblem(env: Env = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const origin = siteOrigin(env);
  if (!isLoopbackOrigin(origin)) return null;
  const cause = env.SITE_URL?.trim() ? `SITE_URL is ${origin}, a loopback address` : `SITE_URL is not set`;
  return `${cause}: canonical links, hreflang, the sitemap and robots.txt point at ${origin}, which no visitor can reach. Set SITE_URL to the public origin (https://…) and rebuild.`;
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
