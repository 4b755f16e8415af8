import { retention } from '@/content/retention';

/** One limit: `points` requests per client within `durationSeconds`, counted under `keyPrefix`. */
export type RateLimitPolicy = { keyPrefix: string; points: number; durationSeconds: number };

/** The contact form: CONTACT_RATE_LIMIT inquiries per window (retention.rateLimitWindowMinutes). */
export const contactRateLimit = (points: number): RateLimitPolicy => ({
  keyPrefix: 'contact',
  points,
  durationSeconds: retention.rateLimitWindowMinutes * 60,
});

/** The assistant: CHAT_RATE_LIMIT messages a minute; a burst of questions is fine, a script is not. */
export const chatRateLimit = (points: number): RateLimitPolicy => ({ keyPrefix: 'chat', points, durationSeconds: 60 });

/**
 * Confirmation mails (MAIL_CONFIRMATION): a few per recipient a day, keyed by a digest of the
 * address, and a few per sending client an hour, so the form cannot mail strangers in bulk.
 */
export const confirmationRecipientRateLimit: RateLimitPolicy = {
  keyPrefix: 'confirm-to',
  points: 3,
  durationSeconds: retention.confirmationLimitHours * 3600,
};
export const confirmationClientRateLimit: RateLimitPolicy = {
  keyPrefix: 'confirm-from',
  points: 3,
  durationSeconds: retention.rateLimitWindowMinutes * 60,
};

/**
 * Staff actions (form posts, exports) per signed-in account, keyed by the user id (no header can
 * reset it): generous for people working the inbox, a stop for a runaway script or a stolen session.
 */
export const staffActionRateLimit: RateLimitPolicy = { keyPrefix: 'staff-action', points: 300, durationSeconds: 600 };

/**
 * Asset-list matching (POST /api/sell-list/match) per client: room to upload, correct and upload
 * again, a stop for a script that uses the endpoint as a free catalogue lookup.
 */
export const sellListMatchRateLimit: RateLimitPolicy = {
  keyPrefix: 'sell-list-match',
  points: 30,
  durationSeconds: 600,
};

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

/**
 * Sign-in attempts per account (a digest of the address, so one account cannot be guessed at from
 * many addresses) and per client (so one client cannot try many accounts). Every attempt counts,
 * a successful one too: a person signs in a few times a day, a script thousands of times.
 */
export const staffSignInAccountLimit: RateLimitPolicy = {
  keyPrefix: 'staff-signin-account',
  points: 10,
  durationSeconds: 15 * 60,
};
export const staffSignInClientLimit = (points: number): RateLimitPolicy => ({
  keyPrefix: 'staff-signin-client',
  points,
  durationSeconds: 15 * 60,
});

/**
 * A TOTP code signs in once. better-auth accepts the code of the current 30-second step and of
 * its neighbours, so a code seen over someone's shoulder, or read from a proxy's log, would work
 * for up to 90 seconds; this keeps each code an account has offered for two minutes and refuses
 * it the second time. It counts in the project's limiter store (one point per account and code),
 * so every instance of the site shares it.
 */
export const staffTotpCodeUse: RateLimitPolicy = { keyPrefix: 'staff-totp-code', points: 1, durationSeconds: 120 };
