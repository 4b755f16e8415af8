import 'server-only';
import { createHash } from 'node:crypto';
import type { RateLimiter } from '../rate-limit';

/**
 * What every visitor submission (an inquiry, a sell request) reads from its request the same
 * way: the page it was sent from, the limits it passes.
 */

/** The path of the page the form was sent from, when the Referer is this site (at most 300 chars). */
export function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === new URL(request.url).host ? url.pathname.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/** Confirmation limits count per address without keeping the address: a digest of it. */
export function recipientKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** Whether `key` may go on under the limiter (one point is used). */
async function withinLimit(limiter: () => Promise<RateLimiter>, key: string): Promise<boolean> {
  return (await (await limiter()).consume(key)).allowed;
}

/** The limiters of a visitor submission: submissions per client, confirmation mails per client and recipient. */
export type SubmissionLimiters = {
  contact: () => Promise<RateLimiter>;
  confirmationClient: () => Promise<RateLimiter>;
  confirmationRecipient: () => Promise<RateLimiter>;
};

/**
 * Whether a confirmation mail may go to `email`: a few per sending client an hour and per
 * recipient (a digest of the address) a day, so the forms cannot mail strangers in bulk.
 */
export async function confirmationAllowed(limiters: SubmissionLimiters, client: string, email: string) {
  return (
    (await withinLimit(limiters.confirmationClient, client)) &&
    (await withinLimit(limiters.confirmationRecipient, recipientKey(email)))
  );
}
