import { inlineScripts, scriptHash } from '../csp/csp-policy';

/**
 * What src/proxy.ts needs of the page cache (handler.cjs, shared through globalThis): the entry a
 * regenerated page is served from, with the hashes of its inline scripts. Null while a page is
 * still served from the build's HTML.
 */
type Entry = { id: number; value: { kind: string; html?: unknown }; hashes?: string[] };
type Registry = { current: Map<string, Entry>; byPage: Map<string, string> };

const REGISTRY = Symbol.for('recycling-site.page-cache');

/** The page's key in the cache: `/grafikkarten-ankauf` → `/de/grafikkarten-ankauf`, `/` → `/de`. */
export function cachePagePath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/en' || clean.startsWith('/en/') || clean === '/de' || clean.startsWith('/de/')) return clean;
  return clean === '/' ? '/de' : `/de${clean}`;
}

export function livePage(pathname: string): { id: number; hashes: string[] } | null {
  const registry = (globalThis as Record<symbol, Registry | undefined>)[REGISTRY];
  const key = registry?.byPage.get(cachePagePath(pathname));
  const entry = key ? registry?.current.get(key) : undefined;
  if (!entry || entry.value.kind !== 'APP_PAGE' || typeof entry.value.html !== 'string') return null;
  entry.hashes ??= [...new Set(inlineScripts(entry.value.html).map(scriptHash))];
  return { id: entry.id, hashes: entry.hashes };
}
