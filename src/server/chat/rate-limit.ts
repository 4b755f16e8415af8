import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Per-client limit for the assistant: a burst of questions is fine, a script is not. In-process
 * memory store (one instance); the site's shared limiter in `src/server/rate-limit` replaces it
 * once that exists, so limits hold across instances.
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

/** The client's address as the reverse proxy reports it; used only as a limiter key, never logged. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'local';
}
