import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseColumns } from '@/server/db/columns';
import { migrationProvider } from '@/server/db/migrations';

const migrationCount = Object.keys(await migrationProvider.getMigrations()).length;
import { openDatabase } from '@/server/db/client';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

async function columnsOf(handle: TestDatabase, table: string): Promise<string[]> {
  if (handle.dialect === 'sqlite') {
    return handle
      .sqlite!.prepare(`select name from pragma_table_info(?) order by cid`)
      .all(table)
      .map((row) => (row as { name: string }).name);
  }
  const { rows } = await sql<{
    column_name: string;
  }>`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`.execute(
    handle.db,
  );
  return rows.map((row) => row.column_name);
}

describe.each(dialects)('database schema (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('matches the column contract in src/server/db/columns.ts exactly', async () => {
    handle = await openTestDatabase(dialect);
    for (const [table, columns] of Object.entries(databaseColumns)) {
      expect(await columnsOf(handle, table), table).toEqual([...columns]);
    }
  });

  it('migrates idempotently: a second run changes nothing', async () => {
    handle = await openTestDatabase(dialect);
    await handle.migrate();
    await handle.migrate();
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from kysely_migration`.execute(handle.db);
    expect(Number(rows[0]!.n)).toBe(migrationCount);
  });

  it('applies the migrations once when several instances start at the same moment', async () => {
    handle = await openTestDatabase(dialect, { migrate: false });
    const others = Array.from({ length: 4 }, () =>
      openDatabase({ dataDir: handle!.dataDir, databaseUrl: handle!.url, poolSize: 2 }),
    );
    try {
      await Promise.all([handle.migrate(), ...others.map((other) => other.migrate())]);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from kysely_migration`.execute(handle.db);
    expect(Number(rows[0]!.n)).toBe(migrationCount);
    expect(await columnsOf(handle, 'leads')).toEqual([...databaseColumns.leads]);
  });
});
