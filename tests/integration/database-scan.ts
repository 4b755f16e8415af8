import { sql } from 'kysely';
import type { TestDatabase } from './helpers';

/** Every table and column of the database that holds `needle` (case-insensitive), as `table.column`. */
export async function columnsHolding(handle: TestDatabase, needle: string): Promise<string[]> {
  const hits: string[] = [];
  const like = `%${needle.toLowerCase()}%`;
  if (handle.dialect === 'sqlite') {
    const tables = handle
      .sqlite!.prepare(`select name from sqlite_master where type = 'table'`)
      .all()
      .map((row) => (row as { name: string }).name);
    for (const table of tables) {
      const columns = handle
        .sqlite!.prepare(`select name from pragma_table_info(?)`)
        .all(table)
        .map((row) => (row as { name: string }).name);
      for (const column of columns) {
        const found = handle
          .sqlite!.prepare(`select count(*) as n from "${table}" where lower(cast("${column}" as text)) like ?`)
          .get(like) as { n: number };
        if (found.n > 0) hits.push(`${table}.${column}`);
      }
    }
    return hits;
  }
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns where table_schema = 'public'`.execute(handle.db);
  for (const { table_name: table, column_name: column } of rows) {
    const found = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(table)} where lower(cast(${sql.ref(column)} as text)) like ${like}`.execute(
      handle.db,
    );
    if (Number(found.rows[0]!.n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}
