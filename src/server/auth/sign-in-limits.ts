import 'server-only';
import { createHash } from 'node:crypto';
import { APIError, createAuthMiddleware } from 'better-auth/api';
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

function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);
}

/** The context better-auth hands a `hooks.before` middleware. */
export type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Part of better-auth's `hooks.before`: refuses an attempt beyond a limit with 429, a
 * `Retry-After` and a message a person can read. The client address comes from the project's own
 * rule (src/server/http/client-address.ts): X-Forwarded-For only as far as TRUST_PROXY says.
 */
export async function limitSignInAttempts(
  ctx: AuthMiddlewareContext,
  limiters: StaffSignInLimiters,
  trustProxy: TrustProxy,
  message: () => string,
): Promise<void> {
  if (!credentialPaths.has(ctx.path)) return;
  const headers = ctx.request?.headers ?? ctx.headers;
  const client = addressKey(headers ? clientAddress(headers, trustProxy) : null);
  const checks = [limiters.client.consume(client)];
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string' && email) checks.push(limiters.account.consume(accountKey(email)));
  const refused = (await Promise.all(checks)).find((decision) => !decision.allowed);
  if (refused && !refused.allowed) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: message(), code: 'rate_limited' },
      { 'Retry-After': String(refused.retryAfterSeconds) },
    );
  }
}
