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

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { consume(key: string): Promise<RateLimitDecision> };

// One SQLite connection per rate-limit file, shared by the limiters of a process.
const sqliteStores = new Map<string, BetterSqlite3.Database>();

function sqliteStore(dataDir: string): BetterSqlite3.Database {
  const file = path.join(dataDir, 'rate-limits.db');
  let sqlite = sqliteStores.get(file);
  if (!sqlite || !sqlite.open) {
    sqlite = new BetterSqlite3(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 2000');
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
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        // The store failed (database trouble): let the request through rather than refuse a visitor.
        logger.warn(
          { error: (rejection as Error)?.name, limit: policy.keyPrefix },
          'rate limiter store failed, request allowed',
        );
        return { allowed: true };
      }
    },
  };
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
