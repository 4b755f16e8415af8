import { afterEach, describe, expect, it } from 'vitest';
import { storeLead } from '@/server/leads/lead-repository';
import { checkReadiness } from '@/server/health';
import { dialects, inquiry, openTestDatabase, type TestDatabase } from './helpers';

describe.each(dialects)('readiness (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('is ready with a reachable database and an empty outbox', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    expect(await checkReadiness({ getDb: async () => db, shuttingDown: false, maxBacklog: 10 })).toEqual({
      ready: true,
      checks: { database: 'ok', outboxBacklog: 0, shuttingDown: false },
    });
  });

  it('is not ready when undelivered mail piles up past the threshold', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    await storeLead(db, { request: inquiry(), locale: 'de' });
    await storeLead(db, { request: inquiry(), locale: 'de' });
    const result = await checkReadiness({ getDb: async () => db, shuttingDown: false, maxBacklog: 1 });
    expect(result.ready).toBe(false);
    expect(result.checks.outboxBacklog).toBe(2);
  });

  it('is not ready while shutting down', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    expect((await checkReadiness({ getDb: async () => db, shuttingDown: true, maxBacklog: 10 })).ready).toBe(false);
  });
});

it('reports an unreachable database without throwing', async () => {
  const result = await checkReadiness({
    getDb: async () => {
      throw new Error('connect ECONNREFUSED');
    },
    shuttingDown: false,
    maxBacklog: 10,
  });
  expect(result).toEqual({
    ready: false,
    checks: { database: 'unreachable', outboxBacklog: null, shuttingDown: false },
  });
});
