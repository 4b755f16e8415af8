// Next's cache for pre-rendered pages and route answers (next.config.ts `cacheHandler`), so that a
// page regenerated after a price publish is served with the Content-Security-Policy of exactly its
// own inline scripts (docs/decisions.md, "Prices as data: pages regenerated on publish").
//
// - Build output (the pages `next build` wrote) is read through Next's own file-system cache,
//   without writing copies to disk.
// - Regenerated entries (on-demand revalidation, src/server/prices/page-refresh.ts) are kept in
//   this process's memory; the one they replace is kept a minute longer.
// - src/proxy.ts looks up the entry a page request will get (`live(path)`), sends the policy of
//   its HTML and names the entry in the request header `x-page-entry`; `get` then returns exactly
//   that entry (or the build's, for `seed`), so policy and HTML always belong together even when a
//   regeneration lands between the two.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

const REGISTRY = Symbol.for('recycling-site.page-cache');
/** How long a replaced entry can still be served to a request whose policy named it. */
const SUPERSEDED_MS = 60_000;

/** @typedef {{ id: number, key: string, value: any, lastModified: number, cacheControl: any, hashes?: string[] }} Entry */
/** @type {{ current: Map<string, Entry>, superseded: Map<string, { entry: Entry, until: number }[]>, byPage: Map<string, string>, nextId: number }} */
const registry = (globalThis[REGISTRY] ??= {
  current: new Map(),
  superseded: new Map(),
  byPage: new Map(),
  nextId: 1,
});

/** `/route-cache/APP_PAGE/<hash>/$/de/grafikkarten-ankauf` → `/de/grafikkarten-ankauf`. */
function pageOf(key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? null : key.slice(marker + 2);
}

function supersededEntry(key, id) {
  const now = Date.now();
  const kept = (registry.superseded.get(key) ?? []).filter((item) => item.until > now);
  registry.superseded.set(key, kept);
  return kept.find((item) => item.entry.id === id)?.entry;
}

export default class PageCacheHandler {
  constructor(context) {
    this.files = new FileSystemCache({ ...context, flushToDisk: false });
    this.pin = (context._requestHeaders ?? {})['x-page-entry'];
  }

  async get(key, context) {
    const current = registry.current.get(key);
    if (this.pin === 'seed' || !current) return this.files.get(key, context);
    const pinned = Number(this.pin);
    const entry = !pinned || pinned === current.id ? current : (supersededEntry(key, pinned) ?? current);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, value, context) {
    if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return this.files.set(key, value, context);
    const previous = registry.current.get(key);
    if (previous) {
      const kept = registry.superseded.get(key) ?? [];
      kept.push({ entry: previous, until: Date.now() + SUPERSEDED_MS });
      registry.superseded.set(key, kept.slice(-4));
    }
    const entry = { id: registry.nextId++, key, value, lastModified: Date.now(), cacheControl: context.cacheControl };
    registry.current.set(key, entry);
    const page = pageOf(key);
    if (page) registry.byPage.set(page, key);
  }

  async revalidateTag(tags, durations) {
    return this.files.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
