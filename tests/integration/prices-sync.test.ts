import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDraft, saveDraft } from '@/server/prices/draft-repository';
import { publishDraft } from '@/server/prices/publish-repository';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

/**
 * An instance's price sync (src/server/prices/published-store.ts) on a real database, with the
 * page regeneration (an HTTP request to the instance itself) replaced by a recorder: which pages
 * each installed version regenerates, retries, publishes during a regeneration, and a database
 * that cannot be reached.
 */
const regenerated: string[][] = [];
const control: { fail: Set<string>; gate: Promise<void> | null } = { fail: new Set(), gate: null };

vi.mock('@/server/prices/page-refresh', async (importActual) => ({
  ...(await importActual<typeof import('@/server/prices/page-refresh')>()),
  waitForServer: async () => undefined,
  regenerate: async (pages: readonly string[]) => {
    regenerated.push([...pages]);
    if (control.gate) await control.gate;
    return pages.filter((page) => control.fail.has(page));
  },
}));

type Store = typeof import('@/server/prices/published-store');
const SYNC = Symbol.for('recycling-site.price-sync');
const SLOT = Symbol.for('recycling-site.published-catalogue');

async function freshStore(): Promise<Store> {
  const global = globalThis as Record<symbol, unknown>;
  delete global[SYNC];
  delete global[SLOT];
  vi.resetModules();
  return import('@/server/prices/published-store');
}

async function publishGpu(db: TestDatabase['db'], price: number): Promise<void> {
  const draft = await getDraft(db, 'gpu');
  const document = structuredClone(draft.document);
  document.owned['KW-GPU-0101'] = { ...document.owned['KW-GPU-0101']!, price };
  await saveDraft(db, { listId: 'gpu', revision: draft.revision, document, actor: 'operator:test' });
  await publishDraft(db, { listId: 'gpu', actor: 'operator:test', date: '2026-11-28' });
}

/** Until the regeneration started by the last install has finished. */
async function settled(store: Store): Promise<void> {
  await vi.waitFor(() => expect(store.priceSyncStatus().pendingPages).toBe(0));
}

describe.each(dialects)('price sync of an instance (%s)', (dialect) => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    regenerated.length = 0;
    control.fail.clear();
    control.gate = null;
    store = await freshStore();
  });

  afterEach(async () => {
    store.stopPriceSync();
    await database.cleanup();
  });

  it('regenerates the pages of every publish, also after a start with nothing to regenerate', async () => {
    await store.startPriceSync(database.db);
    expect(store.priceSyncStatus()).toMatchObject({ sequence: 1, startedUp: true, pendingPages: 0 });
    expect(regenerated).toEqual([]);

    for (const [round, price] of [1650, 1700, 1750].entries()) {
      await publishGpu(database.db, price);
      expect(await store.syncPublished(database.db)).toBe(true);
      await settled(store);
      expect(regenerated).toHaveLength(round + 1);
      expect(regenerated[round]).toEqual(
        expect.arrayContaining(['/de/grafikkarten-ankauf', '/en/grafikkarten-ankauf']),
      );
      expect(regenerated[round]).toContain('/sitemap.xml');
      // Only lists that changed: no other list's page.
      expect(regenerated[round]).not.toContain('/de/server-hardware-ankauf');
    }
    expect(store.priceSyncStatus().sequence).toBe(4);
  });

  it('a page that could not be regenerated is tried again at the next poll', async () => {
    await store.startPriceSync(database.db);
    control.fail.add('/de/grafikkarten-ankauf');
    await publishGpu(database.db, 1650);
    await store.syncPublished(database.db);
    await vi.waitFor(() => expect(regenerated).toHaveLength(1));
    await vi.waitFor(() => expect(store.priceSyncStatus().pendingPages).toBe(1));
    control.fail.clear();
    // Nothing new in the database: the poll only retries the page left over.
    expect(await store.syncPublished(database.db)).toBe(false);
    await store.pollPrices(database.db);
    await settled(store);
    expect(regenerated[1]).toEqual(['/de/grafikkarten-ankauf']);
  });

  it('a version published while pages are regenerated is regenerated right after', async () => {
    await store.startPriceSync(database.db);
    let open = () => {};
    control.gate = new Promise<void>((resolve) => (open = resolve));
    await publishGpu(database.db, 1650);
    await store.syncPublished(database.db);
    await vi.waitFor(() => expect(regenerated).toHaveLength(1));
    await publishGpu(database.db, 1700);
    // The poll does not wait for the renders: the next version is installed at once.
    expect(await store.syncPublished(database.db)).toBe(true);
    expect(store.priceSyncStatus().sequence).toBe(3);
    control.gate = null;
    open();
    await settled(store);
    expect(regenerated).toHaveLength(2);
    expect(regenerated[1]).toContain('/de/grafikkarten-ankauf');
  });

  it('keeps the installed version while the database cannot be reached', async () => {
    await store.startPriceSync(database.db);
    await publishGpu(database.db, 1650);
    await store.syncPublished(database.db);
    await settled(store);
    const { getPriceList } = await import('@/content/catalogue');
    const price = () =>
      getPriceList('gpu')
        .categories.flatMap((category) => category.items)
        .find((item) => item.articleNumber === 'KW-GPU-0101')?.price;
    expect(price()).toBe(1650);

    await database.close();
    await store.pollPrices(database.db);
    expect(store.priceSyncStatus()).toMatchObject({ sequence: 2, error: expect.any(String) });
    expect(price()).toBe(1650);
  });
});
