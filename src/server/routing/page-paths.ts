import 'server-only';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { localizedPath } from '@/lib/site-url';
import { prerenderedHtmlFile } from '../csp/prerendered-hashes';

/**
 * Which request paths the site answers, decided from the build itself, so that nothing else
 * reaches Next's renderer (an unknown path rendered on demand was once cached on disk for ever:
 * a disk-filling attack). Pages are known when `next build` wrote their HTML; files and metadata
 * routes when it wrote their body or they are in `public/`; pages rendered on demand are listed
 * below, once, by pattern; API routes when the build's routes manifest names them.
 */

/**
 * The staff back office: signed-in pages, rendered per request, never indexed. Paths are
 * lowercase words and ids (`/intern/anfragen/<uuid>`); each page checks the session itself.
 */
const staffAreaPattern = /^\/intern(?:\/[a-z0-9-]{1,64}){0,3}$/;

/**
 * A sell request's status page (`/anfrage/<token>`, src/app/[locale]/(site)/anfrage/[token]): the
 * page itself answers an unknown token with the 404 page.
 */
const sellRequestStatusPattern = /^\/anfrage\/[A-Za-z0-9_-]{16,64}$/;

/**
 * A certificate's public verification page (`/zertifikat/<uuid>`, src/app/[locale]/(site)/zertifikat/[id]):
 * the page answers an unknown id with its own not-found page.
 */
const certificatePattern = /^\/zertifikat\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Pages rendered per request (their HTML is not in the build), without the locale prefix. */
const onDemandPagePatterns: readonly RegExp[] = [
  /^\/preissuche$/,
  staffAreaPattern,
  sellRequestStatusPattern,
  certificatePattern,
];

/** The pre-rendered 404 page of each language (served with status 404 for unknown paths). */
export const NOT_FOUND_PAGE_PATH = '/seite-nicht-gefunden';

type PathDecision =
  | { kind: 'page' }
  | { kind: 'api' }
  | { kind: 'api-not-found' }
  /** A file or route answer; `localized` when it lives below a locale (it needs locale routing). */
  | { kind: 'file'; localized: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; locale: 'de' | 'en' };

/** The path without a locale prefix and the locale it names (`/en/x` → en, `/de/x` and `/x` → de). */
function splitLocale(pathname: string): { locale: 'de' | 'en'; rest: string } {
  const match = /^\/(de|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: 'de', rest: pathname || '/' };
  return { locale: match[1] as 'de' | 'en', rest: match[2] || '/' };
}

type Known = { kind: 'page' } | { kind: 'file'; localized: boolean } | null;
const cache = new Map<string, Known>();
const CACHE_LIMIT = 2000;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function classify(pathname: string, appDir: string, publicDir: string): Known {
  const { locale, rest } = splitLocale(pathname);
  if (rest === NOT_FOUND_PAGE_PATH || rest.includes('..') || rest.includes('\\')) return null;
  const publicPagePath = localizedPath(rest, locale);
  if (onDemandPagePatterns.some((pattern) => pattern.test(rest))) return { kind: 'page' };
  if (existsSync(prerenderedHtmlFile(publicPagePath, appDir))) return { kind: 'page' };
  // Route handlers and metadata files the build pre-rendered (search index, robots.txt, icons).
  const body = (file: string) => isFile(path.join(/*turbopackIgnore: true*/ appDir, `${file}.body`));
  if (body(`${locale}${rest}`)) return { kind: 'file', localized: true };
  if (body(pathname)) return { kind: 'file', localized: false };
  if (pathname !== '/' && isFile(path.join(/*turbopackIgnore: true*/ publicDir, pathname)))
    return { kind: 'file', localized: false };
  return null;
}

function known(pathname: string, appDir: string, publicDir: string): Known {
  const key = `${appDir}\u0000${pathname}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = classify(pathname, appDir, publicDir);
  // Known answers never change during a build's life; unknown ones are kept only up to a bound.
  if (result || cache.size < CACHE_LIMIT) cache.set(key, result);
  return result;
}

type ApiRoutes = { exact: Set<string>; patterns: RegExp[] };
const apiRoutesByManifest = new Map<string, ApiRoutes>();

/** The route handlers under /api the build has, from its routes manifest (read once). */
function apiRoutes(manifestFile: string): ApiRoutes {
  let routes = apiRoutesByManifest.get(manifestFile);
  if (!routes) {
    type Route = { page: string; regex: string };
    const manifest = JSON.parse(readFileSync(/*turbopackIgnore: true*/ manifestFile, 'utf8')) as {
      staticRoutes: Route[];
      dynamicRoutes: Route[];
    };
    const isApi = (route: Route) => route.page.startsWith('/api/');
    routes = {
      exact: new Set(manifest.staticRoutes.filter(isApi).map((route) => route.page)),
      patterns: manifest.dynamicRoutes.filter(isApi).map((route) => new RegExp(route.regex)),
    };
    apiRoutesByManifest.set(manifestFile, routes);
  }
  return routes;
}

/**
 * What to do with a request path: serve it, send a percent-encoded spelling of a known path to
 * the canonical one (308), or answer with the 404 page of its language (a JSON 404 under /api).
 */
export function decidePath(
  pathname: string,
  {
    appDir = path.join(process.cwd(), '.next', 'server', 'app'),
    publicDir = path.join(process.cwd(), 'public'),
    routesManifest = path.join(process.cwd(), '.next', 'routes-manifest.json'),
  }: { appDir?: string; publicDir?: string; routesManifest?: string } = {},
): PathDecision {
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const routes = apiRoutes(routesManifest);
    const known = routes.exact.has(pathname) || routes.patterns.some((pattern) => pattern.test(pathname));
    return { kind: known ? 'api' : 'api-not-found' };
  }
  let decoded = pathname;
  if (pathname.includes('%')) {
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return { kind: 'not-found', locale: splitLocale(pathname).locale };
    }
    // Control characters, spaces or a second encoding layer are never part of a page's path.
    if (/[\u0000-\u0020\u007f%]/.test(decoded)) return { kind: 'not-found', locale: splitLocale(decoded).locale };
  }
  const decision = known(decoded, appDir, publicDir);
  if (!decision) return { kind: 'not-found', locale: splitLocale(decoded).locale };
  if (decoded === pathname) return decision;
  return { kind: 'redirect', location: decoded.replace(/(.)\/+$/, '$1') };
}
