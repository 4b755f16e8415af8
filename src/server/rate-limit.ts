import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { retention } from '@/content/retention';
import type { DatabaseHandle } from './db/client';
import { rateLimitTable } from './db/columns';
import { logger } from './log';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type ContactRateLimiter = { consume(key: string): Promise<RateLimitDecision> };

/**
 * Per-client limit on POST /api/contact: `points` submissions per window
 * (retention.rateLimitWindowMinutes). PostgreSQL with DATABASE_URL (so the limit holds across
 * instances); embedded: a SQLite file of its own beside the database (DATA_DIR/rate-limits.db),
 * because sharing the leads connection would run its writes inside a lead's open transaction.
 * The store creates its own table (`rate_limits`) and clears expired counters.
 */
export async function createContactRateLimiter(handle: Pick<DatabaseHandle, 'dialect' | 'pool'> | null, points: number, dataDir?: string): Promise<ContactRateLimiter> {
  const base = { points, duration: retention.rateLimitWindowMinutes * 60, keyPrefix: 'contact', tableName: rateLimitTable, clearExpiredByTimeout: true };
  let limiter: RateLimiterAbstract;
  if (handle?.dialect === 'postgres' && handle.pool) {
    const pool = handle.pool;
    limiter = await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres({ ...base, storeClient: pool, storeType: 'pool' }, (error?: unknown) => (error ? reject(error) : resolve(created)));
    }).catch(
      // Two instances creating the table at the same moment: the loser's CREATE fails; it exists now.
      () => new RateLimiterPostgres({ ...base, storeClient: handle.pool, storeType: 'pool', tableCreated: true }),
    );
  } else if (handle?.dialect === 'sqlite' && dataDir) {
    const sqlite = new BetterSqlite3(path.join(dataDir, 'rate-limits.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 2000');
    limiter = await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const created: RateLimiterSQLite = new RateLimiterSQLite({ ...base, storeClient: sqlite, storeType: 'better-sqlite3' }, (error?: unknown) => (error ? reject(error) : resolve(created)));
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
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        // The store failed (database trouble): let the request through; storing the lead decides.
        logger.warn({ error: (rejection as Error)?.name }, 'rate limiter store failed, request allowed');
        return { allowed: true };
      }
    },
  };
}

/**
 * The client's address as the rate-limit key. Next passes the socket address on as
 * X-Forwarded-For when the request has none. TRUST_PROXY=true: the right-most entry is the
 * address your reverse proxy saw (the client). TRUST_PROXY=false: the first entry, the only one
 * when clients talk to `next start` directly.
 */
export function clientKey(headers: Headers, trustProxy: boolean): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = (trustProxy ? forwarded.at(-1) : forwarded[0]) ?? headers.get('x-real-ip') ?? 'unknown';
  return address.replace(/^::ffff:/, '').slice(0, 64);
}
