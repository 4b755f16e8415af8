import 'server-only';
import { siteOrigin } from '@/lib/site-url';
import { getDatabase } from '../db';
import { serverEnv } from '../env';
import { errorMessage } from '../http/responses';
import { HttpError } from '../http/http-error';
import { createRateLimiter } from '../rate-limit';
import { wakeOutboxWorker } from '../runtime';
import { createStaffAuth, type StaffAuth } from './auth';
import { staffAuthSecret } from './auth-secret';
import { staffSignInAccountLimit, staffSignInClientLimit } from './sign-in-limits';
import { staffTotpCodeUse } from './totp-replay';

// One instance per process, on globalThis like the database: Next bundles route handlers and
// pages separately, and all of them must share the same limiters.
const KEY = Symbol.for('recycling-site.staff-auth');
type Slot = { promise?: Promise<StaffAuth> };
const slot: Slot =
  ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

/** The process's staff sign-in (src/server/auth/auth.ts) on the process's database. */
export function getStaffAuth(): Promise<StaffAuth> {
  slot.promise ??= (async () => {
    const env = serverEnv();
    const handle = await getDatabase();
    const [account, client, totpCodes] = await Promise.all([
      createRateLimiter(handle, staffSignInAccountLimit, env.DATA_DIR),
      createRateLimiter(handle, staffSignInClientLimit(env.STAFF_SIGNIN_RATE_LIMIT), env.DATA_DIR),
      createRateLimiter(handle, staffTotpCodeUse, env.DATA_DIR),
    ]);
    return createStaffAuth({
      db: handle.db,
      dialect: handle.dialect,
      siteOrigin: siteOrigin(),
      secret: staffAuthSecret(env.DATA_DIR),
      limiters: { account, client, totpCodes },
      trustProxy: env.TRUST_PROXY,
      rateLimitedMessage: () => errorMessage(new HttpError('rate_limited'), 'de'),
      onInvited: wakeOutboxWorker,
    });
  })().catch((error: unknown) => {
    slot.promise = undefined;
    throw error;
  });
  return slot.promise;
}
