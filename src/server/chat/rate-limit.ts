import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey as siteClientKey } from '@/server/rate-limit';

/**
 * Per-client limit for the assistant: a burst of questions is fine, a script is not (20 a minute).
 * In-process memory: with several instances each counts on its own. The site's database-backed
 * limiter (`src/server/rate-limit.ts`) is built for the contact form's hourly window and key; the
 * client key is the same.
 */
export type ChatRateLimiter = { consume(key: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> };

export function createChatRateLimiter({ points = 20, durationSeconds = 60 } = {}): ChatRateLimiter {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: 'chat' });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        throw error;
      }
    },
  };
}

/** The client's address as the site's limiters key it; used only as a limiter key, never logged. */
export function clientKey(headers: Headers, trustProxy = false): string {
  return siteClientKey(headers, trustProxy);
}
