import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { retention } from '@/content/retention';
import { chatRateLimit, contactRateLimit, createRateLimiter, sweepExpiredCounters } from '@/server/rate-limit';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

// The limits live in the leads' store, so two instances of the site count together, and each
// policy counts on its own.
describe.each(dialects)('rate limits in the shared store (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await handle?.cleanup();
    handle = undefined;
  });

  /** A second instance of the site: its own connection to the same database. */
  function secondInstance(test: TestDatabase) {
    const other = openDatabase({ dataDir: test.dataDir, databaseUrl: test.url });
    closers.push(() => other.close());
    return other;
  }

  it('two instances share one budget per client', async () => {
    handle = await openTestDatabase(dialect);
    const policy = chatRateLimit(3);
    const first = await createRateLimiter(handle, policy, handle.dataDir);
    const second = await createRateLimiter(secondInstance(handle), policy, handle.dataDir);
    expect(await first.consume('203.0.113.7')).toEqual({ allowed: true });
    expect(await second.consume('203.0.113.7')).toEqual({ allowed: true });
    expect(await first.consume('203.0.113.7')).toEqual({ allowed: true });
    const refused = await second.consume('203.0.113.7');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(policy.durationSeconds);
    // Another client is not affected.
    expect(await second.consume('203.0.113.8')).toEqual({ allowed: true });
  });

  it('the assistant and the contact form count separately', async () => {
    handle = await openTestDatabase(dialect);
    const chat = await createRateLimiter(handle, chatRateLimit(1), handle.dataDir);
    const contact = await createRateLimiter(handle, contactRateLimit(1), handle.dataDir);
    expect(await chat.consume('198.51.100.1')).toEqual({ allowed: true });
    expect((await chat.consume('198.51.100.1')).allowed).toBe(false);
    expect(await contact.consume('198.51.100.1')).toEqual({ allowed: true });
    expect((await contact.consume('198.51.100.1')).allowed).toBe(false);
  });

  it('expired counters (they hold addresses) are deleted by the sweep, live ones kept', async () => {
    handle = await openTestDatabase(dialect);
    const limiter = await createRateLimiter(handle, contactRateLimit(5), handle.dataDir);
    await limiter.consume('203.0.113.40');
    await limiter.consume('203.0.113.41');
    const window = retention.rateLimitWindowMinutes * 60_000;
    expect(await sweepExpiredCounters(handle, handle.dataDir, Date.now())).toBe(0);
    // One sweep interval after the window, both are gone.
    const later = Date.now() + window + 1000;
    expect(await sweepExpiredCounters(handle, handle.dataDir, later)).toBe(2);
    expect(await sweepExpiredCounters(handle, handle.dataDir, later)).toBe(0);
  });

  it('the sweep copes with a store whose table does not exist yet', async () => {
    handle = await openTestDatabase(dialect);
    expect(await sweepExpiredCounters(handle, handle.dataDir)).toBe(0);
  });
});
