import 'server-only';
import { siteOrigin } from '@/lib/site-url';
import { getDatabase } from '../db';
import { serverEnv } from '../env';
import { errorMessage } from '../http/responses';
import { HttpError } from '../http/http-error';
import { wakeOutboxWorker } from '../mail/outbox-wake';
import { siteLimiters } from '../rate-limit/registry';
import { createStaffAuth, type StaffAuth } from './auth';
import { staffAuthSecret } from './auth-secret';

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
      siteLimiters.signInAccount(),
      siteLimiters.signInClient(),
      siteLimiters.totpCodes(),
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
