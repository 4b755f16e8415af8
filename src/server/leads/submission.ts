import 'server-only';
import { createHash } from 'node:crypto';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import type { RateLimiter } from '../rate-limit';

/**
 * What every visitor submission (an inquiry, a sell request) reads from its request the same
 * way: the language, the page it was sent from, the limits it passes.
 */

/** The submission's language: the body's `locale`, else the URL's `?locale=`, else German. */
export function submissionLocale(body: Record<string, unknown> | null, url: URL): Locale {
  const candidate = body?.locale ?? url.searchParams.get('locale');
  return hasLocale(locales, candidate) ? candidate : defaultLocale;
}

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
export async function withinLimit(limiter: () => Promise<RateLimiter>, key: string): Promise<boolean> {
  return (await (await limiter()).consume(key)).allowed;
}
