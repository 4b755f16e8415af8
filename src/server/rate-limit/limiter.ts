import 'server-only';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/client';
import { rateLimitTable } from '../db/columns';
import { logger } from '../log';
import type { RateLimitPolicy } from './policies';

/**
 * A limiter's answer. `storeFailed`: the store could not count (locked, down, slow) and the
 * policy fails closed, so the request is refused as unavailable (503), not as too many (429).
 */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; storeFailed?: true };

/** Counts `points` (default 1) for `key`. */
export type RateLimiter = { consume(key: string, points?: number): Promise<RateLimitDecision> };

/** How long a store may take before the call counts as a store failure (a hung PostgreSQL lock). */
const STORE_TIMEOUT_MS = 1000;
/** Pauses before retrying a busy SQLite store; the event loop runs meanwhile. */
const BUSY_RETRY_MS = [10, 40, 120];
/** What a refusal for a failed store asks the client to wait. */
const STORE_FAILED_RETRY_SECONDS = 30;

// One SQLite connection per rate-limit file, shared by the limiters of a process.
const sqliteStores = new Map<string, BetterSqlite3.Database>();

function sqliteStore(dataDir: string): BetterSqlite3.Database {
  const file = path.join(dataDir, 'rate-limits.db');
  let sqlite = sqliteStores.get(file);
  if (!sqlite || !sqlite.open) {
    sqlite = new BetterSqlite3(file);
    // No busy timeout: better-sqlite3 waits for a lock synchronously, which would stall every
    // request of the process; a busy store answers SQLITE_BUSY at once and is retried after a
    // pause (`BUSY_RETRY_MS`), then counts as failed.
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqliteStores.set(file, sqlite);
  }
  return sqlite;
}

/**
 * A per-client limiter for one policy, in the store the leads use, so limits hold across
 * instances: PostgreSQL with DATABASE_URL; embedded, a SQLite file of its own beside the database
 * (DATA_DIR/rate-limits.db), because sharing the leads connection would run its writes inside a
 * lead's open transaction; memory only without a database (tests). The store creates its table
 * (`rate_limits`, one for all policies, keys prefixed); `sweepExpiredCounters` deletes old counters.
 */
export async function createRateLimiter(
  handle: Pick<DatabaseHandle, 'dialect' | 'pool'> | null,
  policy: RateLimitPolicy,
  dataDir?: string,
): Promise<RateLimiter> {
  const base = {
    points: policy.points,
    duration: policy.durationSeconds,
    keyPrefix: policy.keyPrefix,
    tableName: rateLimitTable,
    // Expired counters are deleted by `sweepExpiredCounters` within minutes, not the store's hour.
    clearExpiredByTimeout: false,
  };
  let limiter: RateLimiterAbstract;
  if (handle?.dialect === 'postgres' && handle.pool) {
    const pool = handle.pool;
    limiter = await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        { ...base, storeClient: pool, storeType: 'pool' },
        (error?: unknown) => (error ? reject(error) : resolve(created)),
      );
    }).catch(
      // Two instances creating the table at the same moment: the loser's CREATE fails; it exists now.
      () => new RateLimiterPostgres({ ...base, storeClient: handle.pool, storeType: 'pool', tableCreated: true }),
    );
  } else if (handle?.dialect === 'sqlite' && dataDir) {
    const storeClient = sqliteStore(dataDir);
    limiter = await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const created: RateLimiterSQLite = new RateLimiterSQLite(
        { ...base, storeClient, storeType: 'better-sqlite3' },
        (error?: unknown) => (error ? reject(error) : resolve(created)),
      );
    });
  } else {
    limiter = new RateLimiterMemory(base);
  }
  return storeLimiter(limiter, policy);
}

const isBusy = (error: unknown) => /SQLITE_BUSY|SQLITE_LOCKED/.test(String((error as { code?: unknown })?.code));

/** One call to the store, bounded in time; a busy SQLite store is retried after short pauses. */
async function consumeInStore(limiter: RateLimiterAbstract, key: string, points: number): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('rate limit store timeout')), STORE_TIMEOUT_MS);
    });
    try {
      await Promise.race([limiter.consume(key, points), timeout]);
      return;
    } catch (error) {
      if (!isBusy(error) || attempt >= BUSY_RETRY_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS[attempt]));
    } finally {
      clearTimeout(timer);
    }
  }
}

/** What a policy does when its store cannot count: refuse (sign-in, codes, uploads) or let through. */
export function storeFailure(policy: RateLimitPolicy, error: unknown): RateLimitDecision {
  const closed = policy.onStoreFailure === 'refuse';
  logger.warn(
    { error: (error as Error)?.name, code: (error as { code?: string })?.code, limit: policy.keyPrefix },
    closed ? 'rate limiter store failed, request refused' : 'rate limiter store failed, request allowed',
  );
  return closed
    ? { allowed: false, retryAfterSeconds: STORE_FAILED_RETRY_SECONDS, storeFailed: true }
    : { allowed: true };
}

function storeLimiter(limiter: RateLimiterAbstract, policy: RateLimitPolicy): RateLimiter {
  return {
    async consume(key, points = 1) {
      try {
        await consumeInStore(limiter, key, points);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        return storeFailure(policy, rejection);
      }
    },
  };
}

/** A limiter whose store could not even be opened: every call is a store failure of its policy. */
export function unavailableLimiter(policy: RateLimitPolicy, error: unknown): RateLimiter {
  return { consume: async () => storeFailure(policy, error) };
}

/**
 * Deletes expired counters (they hold client addresses) from the shared store. Run every
 * `retention.rateLimitSweepMinutes`, so a counter is gone at most that long after its window.
 * rate-limiter-flexible's own cleanup only removes counters that expired an hour earlier.
 */
export async function sweepExpiredCounters(
  handle: Pick<DatabaseHandle, 'dialect' | 'pool'> | null,
  dataDir: string | undefined,
  now = Date.now(),
): Promise<number> {
  try {
    if (handle?.dialect === 'postgres' && handle.pool) {
      const result = await handle.pool.query(`DELETE FROM ${rateLimitTable} WHERE expire < $1`, [now]);
      return result.rowCount ?? 0;
    }
    if (handle?.dialect === 'sqlite' && dataDir) {
      return sqliteStore(dataDir).prepare(`DELETE FROM ${rateLimitTable} WHERE expire < ?`).run(now).changes;
    }
  } catch (error) {
    // No limiter has created the table yet: nothing to delete.
    if (/no such table|does not exist/.test(String((error as Error)?.message))) return 0;
    throw error;
  }
  return 0;
}
