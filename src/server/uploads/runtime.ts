import 'server-only';
import { getDatabase } from '../db';
import { serverEnv } from '../env';
import { createRateLimiter, type RateLimiter, type RateLimitPolicy } from '../rate-limit';
import { uploadSettings } from './config';
import { databaseStore, s3Store, type UploadStore } from './store';

/**
 * This process's upload limiters and store, created on first use and kept on globalThis (Next
 * bundles route handlers separately; src/server/runtime.ts keeps its limiters the same way).
 */
type UploadRuntime = { limiters?: Map<string, Promise<RateLimiter>>; store?: UploadStore };
const KEY = Symbol.for('recycling-site.uploads');
const state: UploadRuntime =
  ((globalThis as Record<symbol, unknown>)[KEY] as UploadRuntime | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

const HOUR = 3600;

/** Uploads per client and hour (UPLOAD_RATE_LIMIT). */
export const uploadRateLimit = (points: number): RateLimitPolicy => ({
  keyPrefix: 'upload',
  points,
  durationSeconds: HOUR,
});

/** Bytes per client and hour (UPLOAD_QUOTA_MB), one point per started MiB received. */
export const uploadBytesLimit = (megabytes: number): RateLimitPolicy => ({
  keyPrefix: 'upload-bytes',
  points: megabytes,
  durationSeconds: HOUR,
});

/** Files a client removes from the form per hour: more than it may upload, fewer than a script wants. */
export const uploadRemoveRateLimit: RateLimitPolicy = { keyPrefix: 'upload-remove', points: 60, durationSeconds: HOUR };

function limiter(policy: RateLimitPolicy): Promise<RateLimiter> {
  const limiters = (state.limiters ??= new Map());
  let created = limiters.get(policy.keyPrefix);
  if (!created) {
    created = (async () => createRateLimiter(await getDatabase(), policy, serverEnv().DATA_DIR))().catch(
      (error: unknown) => {
        limiters.delete(policy.keyPrefix);
        throw error;
      },
    );
    limiters.set(policy.keyPrefix, created);
  }
  return created;
}

export const uploadLimiters = {
  uploads: () => limiter(uploadRateLimit(uploadSettings().rateLimit)),
  bytes: () => limiter(uploadBytesLimit(Math.round(uploadSettings().quotaBytes / (1024 * 1024)))),
  removals: () => limiter(uploadRemoveRateLimit),
};

/** The configured store: S3 when S3_URL is set, else the database. */
export function getUploadStore(): UploadStore {
  state.store ??= uploadSettings().s3 ? s3Store(uploadSettings().s3!) : databaseStore;
  return state.store;
}
