import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkReadiness, outboxHealth } from '@/server/health';
import { dialects, inquiry, openTestDatabase, storeLeadOk, type TestDatabase } from './helpers';

describe.each(dialects)('readiness (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('is ready when a lead can be written, and the probe leaves nothing behind', async () => {
    handle = await openTestDatabase(dialect);
    const test = handle;
    expect(await checkReadiness({ getHandle: async () => test, shuttingDown: false })).toEqual({
      ready: true,
      checks: { database: 'ok', shuttingDown: false },
    });
    expect(await handle.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });

  it('stays ready while undelivered mail piles up; the backlog is a detail of health', async () => {
    handle = await openTestDatabase(dialect);
    const test = handle;
    await storeLeadOk(test.db, { request: inquiry(), locale: 'de' });
    await storeLeadOk(test.db, { request: inquiry(), locale: 'de' });
    await test.db
      .updateTable('mail_outbox')
      .set({ status: 'failed' })
      .where('id', '=', (await test.db.selectFrom('mail_outbox').select('id').executeTakeFirstOrThrow()).id)
      .execute();
    expect((await checkReadiness({ getHandle: async () => test, shuttingDown: false })).ready).toBe(true);
    expect(await outboxHealth(test.db)).toMatchObject({ pending: 1, failed: 1 });
  });

  it('is not ready while shutting down', async () => {
    handle = await openTestDatabase(dialect);
    const test = handle;
    expect((await checkReadiness({ getHandle: async () => test, shuttingDown: true })).ready).toBe(false);
  });

  it('is not ready when the database refuses writes', async () => {
    handle = await openTestDatabase(dialect);
    const test = handle;
    if (dialect === 'sqlite') test.sqlite!.pragma('query_only = ON');
    else
      await test.pool!.query(
        'ALTER DATABASE ' + new URL(test.url!).pathname.slice(1) + ' SET default_transaction_read_only = on',
      );
    if (dialect === 'postgres') {
      // The setting applies to new connections: drop the pooled ones.
      const other = await import('@/server/db/client');
      const fresh = other.openDatabase({ dataDir: test.dataDir, databaseUrl: test.url });
      const result = await checkReadiness({ getHandle: async () => fresh, shuttingDown: false });
      await fresh.close();
      expect(result).toEqual({ ready: false, checks: { database: 'read_only', shuttingDown: false } });
      return;
    }
    expect(await checkReadiness({ getHandle: async () => test, shuttingDown: false })).toEqual({
      ready: false,
      checks: { database: 'read_only', shuttingDown: false },
    });
  });
});

describe('readiness of the embedded database file', () => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('is not ready once the database file was deleted or replaced', async () => {
    handle = await openTestDatabase('sqlite');
    const test = handle;
    const file = path.join(test.dataDir, 'site.db');
    renameSync(file, `${file}.moved`);
    writeFileSync(file, '');
    expect(test.storageProblem()).toBe('replaced');
    expect(await checkReadiness({ getHandle: async () => test, shuttingDown: false })).toEqual({
      ready: false,
      checks: { database: 'replaced', shuttingDown: false },
    });
  });
});

it('reports an unreachable database without throwing', async () => {
  const result = await checkReadiness({
    getHandle: async () => {
      throw new Error('connect ECONNREFUSED');
    },
    shuttingDown: false,
  });
  expect(result).toEqual({ ready: false, checks: { database: 'unreachable', shuttingDown: false } });
});
