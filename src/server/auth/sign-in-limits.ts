import 'server-only';
import { createHash } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { addressKey, clientAddress, type TrustProxy } from '../http/client-address';
import type { RateLimiter } from '../rate-limit';

/** The sign-in limiters, and the store of TOTP codes used (`totp-replay.ts`). */
export type StaffSignInLimiters = { account: RateLimiter; client: RateLimiter; totpCodes: RateLimiter };

/** The endpoints that check a secret (password, second factor, passkey, link token). */
const credentialPaths = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
  '/staff/accept-invitation',
  '/staff/setup',
]);

/**
 * Endpoints of a signed-in member that check the current password (one returns the TOTP
 * secret): counted against the member's account like a sign-in, so a stolen session cannot
 * guess the password at leisure.
 */
const sessionCredentialPaths = new Set([
  '/change-password',
  '/two-factor/get-totp-uri',
  '/two-factor/enable',
  '/two-factor/generate-backup-codes',
  '/staff/totp-setup',
  '/staff/confirm-identity',
]);

function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);
}

/** The context better-auth hands a `hooks.before` middleware. */
export type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The messages of a refused attempt, in the site's language. */
export type SignInRefusalMessages = { rateLimited: () => string; unavailable: () => string };

/**
 * A refusal by a limiter as better-auth's error: 429 beyond the limit; 503 when the limit's store
 * failed (the limits fail closed: no attempt is checked that could not be counted). Both with
 * `Retry-After` and a message a person can read.
 */
export function signInRefusal(
  decision: { retryAfterSeconds: number; storeFailed?: true },
  messages: SignInRefusalMessages,
): APIError {
  const retryAfter = { 'Retry-After': String(decision.retryAfterSeconds) };
  if (decision.storeFailed)
    return new APIError('SERVICE_UNAVAILABLE', { message: messages.unavailable(), code: 'unavailable' }, retryAfter);
  return new APIError('TOO_MANY_REQUESTS', { message: messages.rateLimited(), code: 'rate_limited' }, retryAfter);
}

/**
 * Part of better-auth's `hooks.before`: refuses an attempt beyond a limit (`signInRefusal`). The
 * client address comes from the project's own rule (src/server/http/client-address.ts):
 * X-Forwarded-For only as far as TRUST_PROXY says.
 */
export async function limitSignInAttempts(
  ctx: AuthMiddlewareContext,
  limiters: StaffSignInLimiters,
  trustProxy: TrustProxy,
  messages: SignInRefusalMessages,
): Promise<void> {
  const ofSession = sessionCredentialPaths.has(ctx.path);
  if (!credentialPaths.has(ctx.path) && !ofSession) return;
  const headers = ctx.request?.headers ?? ctx.headers;
  const client = addressKey(headers ? clientAddress(headers, trustProxy) : null);
  const checks = [limiters.client.consume(client)];
  const email = ofSession
    ? (await getSessionFromCtx(ctx).catch(() => null))?.user.email
    : (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string' && email) checks.push(limiters.account.consume(accountKey(email)));
  const refused = (await Promise.all(checks)).find((decision) => !decision.allowed);
  if (refused && !refused.allowed) throw signInRefusal(refused, messages);
}
