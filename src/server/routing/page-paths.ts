import 'server-only';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { prerenderedHtmlFile } from '../csp/prerendered-hashes';

/**
 * Which request paths the site answers, decided from the build itself, so that nothing else
 * reaches Next's renderer (an unknown path rendered on demand was once cached on disk for ever:
 * a disk-filling attack). Pages are known when `next build` wrote their HTML; files and metadata
 * routes when it wrote their body or they are in `public/`; pages rendered on demand are listed
 * below, once, by pattern.
 */

/** Pages rendered per request (their HTML is not in the build), without the locale prefix. */
export const onDemandPagePatterns: readonly RegExp[] = [/^\/preissuche$/];

/** The pre-rendered 404 page of each language (served with status 404 for unknown paths). */
export const NOT_FOUND_PAGE_PATH = '/seite-nicht-gefunden';

export type PathDecision =
  | { kind: 'page' }
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
  const publicPagePath = locale === 'de' ? rest : `/en${rest === '/' ? '' : rest}`;
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

/**
 * What to do with a request path: serve it, send a percent-encoded spelling of a known path to
 * the canonical one (308), or answer with the 404 page of its language.
 */
export function decidePath(
  pathname: string,
  {
    appDir = path.join(process.cwd(), '.next', 'server', 'app'),
    publicDir = path.join(process.cwd(), 'public'),
  }: { appDir?: string; publicDir?: string } = {},
): PathDecision {
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
