import { existsSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { erasePerson } from '../staff/erasure';

/**
 * A restored archive holds the people erased after it was made. When the database it replaces is
 * still there (a restore after a bad change, not after a lost disk), its audit log names the
 * leads erased since (`lead.erased`, ids only): each of those leads still in the restored
 * database is erased again, by its address, with the same code as the back office (erasePerson),
 * in the name of whoever erased it. Leads of another site (other ids) are never touched.
 * Returns how many persons were erased again.
 */
export async function reapplyErasures(
  restored: Kysely<Database>,
  { replacedDatabase, since, dataDir }: { replacedDatabase: string; since: string; dataDir: string },
): Promise<number> {
  if (!existsSync(replacedDatabase)) return 0;
  let erased: { lead_id: string; actor_id: string }[];
  try {
    const old = new BetterSqlite3(replacedDatabase, { fileMustExist: true });
    try {
      erased = old
        .prepare(
          "select lead_id, actor_id from audit_log where action = 'lead.erased' and created_at >= ? and lead_id is not null",
        )
        .all(since) as { lead_id: string; actor_id: string }[];
    } finally {
      old.close();
    }
  } catch {
    // A damaged or foreign database: nothing to learn from it (the restore says to repeat erasures).
    return 0;
  }
  const persons = new Map<string, string>();
  for (let start = 0; start < erased.length; start += 500) {
    const batch = erased.slice(start, start + 500);
    const actors = new Map(batch.map((row) => [row.lead_id, row.actor_id]));
    const rows = await restored
      .selectFrom('leads')
      .select(['id', 'email'])
      .where('id', 'in', [...actors.keys()])
      .execute();
    for (const row of rows) persons.set(row.email.normalize('NFC').trim().toLowerCase(), actors.get(row.id)!);
  }
  for (const [email, actorId] of persons) await erasePerson(restored, { email, actorId, dataDir });
  return persons.size;
}
