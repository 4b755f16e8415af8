import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, localizedPath } from '@/lib/site-url';

/**
 * The status link of a sell request: `/anfrage/<token>` (`/en/anfrage/<token>`). The token is the
 * only key to the page (the reference number never is). It is 128 bits, derived with HMAC-SHA256
 * from the server's secret key (STAFF_AUTH_SECRET, else DATA_DIR/staff-auth-secret) and the lead's
 * random id; the database stores only its sha256. So a copy of the database alone opens no status
 * page, while the server can write the same link into the offer mail later (and answer a retried
 * submission with it) without keeping the token anywhere.
 */

/** Tokens are base64url; the route and the proxy accept 16 to 64 such characters. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const STATUS_PATH = '/anfrage';

export function isStatusToken(value: unknown): value is string {
  return typeof value === 'string' && STATUS_TOKEN_PATTERN.test(value);
}

/** The token of a lead's status link (22 base64url characters = 128 bits). */
export function statusToken(secret: string, leadId: string): string {
  return createHmac('sha256', secret)
    .update(`sell-request-status\u0000${leadId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** What the database keeps of a token. */
export function statusTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests (the lookup is by the digest; this re-checks it). */
export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The status page's path in a locale (what the endpoint answers as `statusUrl`). */
export function statusPath(token: string, locale: Locale): string {
  return localizedPath(`${STATUS_PATH}/${token}`, locale);
}

/** The status page as an absolute link, for mails (SITE_URL). */
export function statusUrl(token: string, locale: Locale): string {
  return absoluteUrl(`${STATUS_PATH}/${token}`, locale);
}
