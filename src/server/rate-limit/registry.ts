import 'server-only';
import { getDatabase } from '../db';
import { serverEnv } from '../env';
import { uploadSettings } from '../uploads/config';
import { createRateLimiter, type RateLimiter } from './limiter';
import {
  chatRateLimit,
  confirmationClientRateLimit,
  confirmationRecipientRateLimit,
  contactRateLimit,
  sellListMatchRateLimit,
  staffActionRateLimit,
  staffSignInAccountLimit,
  staffSignInClientLimit,
  staffTotpCodeUse,
  uploadBytesLimit,
  uploadRateLimit,
  uploadRemoveRateLimit,
  type RateLimitPolicy,
} from './policies';

/**
 * The ONE cache of this process's limiters: one per policy, in the store of the leads, created on
 * first use. Kept on globalThis because Next bundles route handlers, pages and instrumentation
 * separately, and all of them must count together.
 */
const KEY = Symbol.for('recycling-site.rate-limiters');
const limiters: Map<string, Promise<RateLimiter>> = ((globalThis as Record<symbol, unknown>)[KEY] as
  Map<string, Promise<RateLimiter>> | undefined) ?? ((globalThis as Record<symbol, unknown>)[KEY] = new Map());

/** This process's limiter for a policy (a failed creation is retried by the next call). */
export function rateLimiter(policy: RateLimitPolicy): Promise<RateLimiter> {
  let limiter = limiters.get(policy.keyPrefix);
  if (!limiter) {
    limiter = (async () => createRateLimiter(await getDatabase(), policy, serverEnv().DATA_DIR))().catch(
      (error: unknown) => {
        limiters.delete(policy.keyPrefix);
        throw error;
      },
    );
    limiters.set(policy.keyPrefix, limiter);
  }
  return limiter;
}

const MB = 1024 * 1024;

/** Every limiter of the site by name, with its configured size. */
export const siteLimiters = {
  /** Inquiries and sell requests per client (CONTACT_RATE_LIMIT). */
  contact: () => rateLimiter(contactRateLimit(serverEnv().CONTACT_RATE_LIMIT)),
  confirmationClient: () => rateLimiter(confirmationClientRateLimit),
  confirmationRecipient: () => rateLimiter(confirmationRecipientRateLimit),
  chat: () => rateLimiter(chatRateLimit(serverEnv().CHAT_RATE_LIMIT)),
  sellListMatch: () => rateLimiter(sellListMatchRateLimit),
  /** Staff actions per signed-in account. */
  staffAction: () => rateLimiter(staffActionRateLimit),
  uploads: () => rateLimiter(uploadRateLimit(uploadSettings().rateLimit)),
  uploadBytes: () => rateLimiter(uploadBytesLimit(Math.round(uploadSettings().quotaBytes / MB))),
  uploadRemovals: () => rateLimiter(uploadRemoveRateLimit),
  signInAccount: () => rateLimiter(staffSignInAccountLimit),
  signInClient: () => rateLimiter(staffSignInClientLimit(serverEnv().STAFF_SIGNIN_RATE_LIMIT)),
  totpCodes: () => rateLimiter(staffTotpCodeUse),
};
