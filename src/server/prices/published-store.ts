import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  installPublishedCatalogue,
  projectPublished,
  publishedCatalogue,
  seedDocuments,
} from '@/content/catalogue/published';
import type { Database } from '../db/schema';
import { logger } from '../log';
import { affectedPages, regenerate, waitForServer } from './page-refresh';
import { ensureSeeded, loadPublished, publishedSequence } from './repository';

/**
 * This instance's view of the published prices. At start it loads the seed into an empty
 * database, then installs what the database publishes (src/content/catalogue/published.ts) and
 * polls `price_state.sequence` every PRICES_POLL_MS (2 s): a publish on any instance, or by
 * `npm run prices`, is installed here within one poll, and the pages that show the changed lists
 * are regenerated. A database that cannot be reached leaves the last version in place.
 */
type SyncState = {
  sequence: number | null;
  timer?: NodeJS.Timeout;
  polling?: Promise<void>;
  /** Pages still to regenerate (a failed page waits for the next poll). */
  pending: Set<string>;
  refreshing?: Promise<void>;
  lastError?: string;
  /** When the last version was installed, and when its pages were all regenerated (ms since epoch). */
  installedAt?: number;
  refreshedAt?: number;
  /** The version found at start is installed and its pages regenerated (or tried): /api/ready waits for it. */
  startedUp?: boolean;
};

const KEY = Symbol.for('recycling-site.price-sync');
const state: SyncState =
  ((globalThis as Record<symbol, unknown>)[KEY] as SyncState | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = { sequence: null, pending: new Set<string>() });

export function pollIntervalMs(): number {
  const value = Number(process.env.PRICES_POLL_MS);
  return Number.isFinite(value) && value >= 200 ? value : 2_000;
}

/** A fingerprint of each list as the pages show it: equal fingerprints need no new page. */
function fingerprints(lists: readonly { id: string }[]): Map<string, string> {
  return new Map(lists.map((list) => [list.id, createHash('sha256').update(JSON.stringify(list)).digest('base64url')]));
}

/** Installs the database's published version if it is newer than this instance's; returns whether it did. */
export async function syncPublished(db: Kysely<Database>): Promise<boolean> {
  const sequence = await publishedSequence(db);
  if (sequence === null || sequence === state.sequence) return false;
  const loaded = await loadPublished(db);
  if (!loaded) return false;
  const before = fingerprints(publishedCatalogue().lists);
  let next;
  try {
    next = projectPublished(loaded.documents, `db-${loaded.sequence}`);
  } catch (error) {
    // Never install what the pages cannot render; the repository validates every publish first.
    logger.error(
      { sequence: loaded.sequence, error: (error as Error)?.message?.slice(0, 500) },
      'published prices invalid',
    );
    state.sequence = loaded.sequence;
    return false;
  }
  installPublishedCatalogue(next);
  state.sequence = loaded.sequence;
  state.installedAt = Date.now();
  const changed = new Set<string>();
  for (const [id, print] of fingerprints(next.lists)) if (before.get(id) !== print) changed.add(id);
  for (const page of affectedPages(changed)) state.pending.add(page);
  logger.info({ sequence: loaded.sequence, lists: changed.size, pages: state.pending.size }, 'prices installed');
  refreshPending();
  return true;
}

/**
 * Starts regenerating the pending pages unless that is already running (then the running loop
 * takes them too). Never awaited by the poll: a slow render must not hold back the next version.
 */
function refreshPending(): void {
  if (state.refreshing || state.pending.size === 0) return;
  // Assigned before the loop can settle: a loop that finishes at once must not leave a stale promise.
  const refreshing = refreshLoop();
  state.refreshing = refreshing;
  void refreshing.finally(() => {
    if (state.refreshing === refreshing) state.refreshing = undefined;
  });
}

async function refreshLoop(): Promise<void> {
  try {
    await refreshPages();
  } finally {
    state.startedUp = true;
  }
}

async function refreshPages(): Promise<void> {
  // At start the poll runs before the HTTP server listens.
  await waitForServer();
  while (state.pending.size > 0) {
    const pages = [...state.pending];
    state.pending.clear();
    const started = Date.now();
    const failed = await regenerate(pages);
    logger.info({ pages: pages.length, failed: failed.length, ms: Date.now() - started }, 'price pages regenerated');
    if (failed.length) {
      // Tried again at the next poll.
      for (const page of failed) state.pending.add(page);
      return;
    }
  }
  state.refreshedAt = Date.now();
}

/** Seeds an empty database, installs the published version and starts polling (once per process). */
export async function startPriceSync(db: Kysely<Database>): Promise<void> {
  if (state.timer) return;
  try {
    if (await ensureSeeded(db, seedDocuments())) logger.info('price lists seeded from the repository');
    await syncPublished(db);
  } catch (error) {
    state.lastError = (error as Error)?.name;
    logger.error({ error: state.lastError }, 'prices not loaded at start; serving the build version');
  }
  if (!state.refreshing) state.startedUp = true;
  const poll = () => {
    if (state.polling) return;
    const polling = pollPrices(db);
    state.polling = polling;
    void polling.finally(() => {
      if (state.polling === polling) state.polling = undefined;
    });
  };
  state.timer = setInterval(poll, pollIntervalMs());
  state.timer.unref();
}

/** One poll: installs a newer version, regenerates what is left to; a failure keeps the last version. */
export async function pollPrices(db: Kysely<Database>): Promise<void> {
  try {
    await syncPublished(db);
    refreshPending();
    state.lastError = undefined;
  } catch (error) {
    if (!state.lastError) logger.warn({ error: (error as Error)?.name }, 'price poll failed; keeping the last version');
    state.lastError = (error as Error)?.name ?? 'error';
  }
}

export function stopPriceSync(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
}

/** For /api/health and the benchmark: which version this instance serves, and whether its pages are done. */
export function priceSyncStatus() {
  return {
    sequence: state.sequence,
    stamp: publishedCatalogue().stamp,
    pendingPages: state.pending.size + (state.refreshing ? 1 : 0),
    installedAt: state.installedAt ?? null,
    refreshedAt: state.refreshedAt ?? null,
    startedUp: state.startedUp === true,
    error: state.lastError ?? null,
  };
}
