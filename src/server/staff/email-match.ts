import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type EmailColumn = 'leads.email' | 'mail_outbox.recipient' | 'mail_outbox.reply_to';

/**
 * Finds the rows whose address column equals `email` regardless of case, in both databases.
 * SQLite's lower() folds ASCII only (PostgreSQL's folds all letters), so the database narrows the
 * rows with an ASCII-folded comparison, every non-ASCII letter a one-character wildcard
 * (`JÜRGEN@müller.de` → `j_rgen@m_ller.de`), and the exact Unicode-aware comparison is made
 * here. Addresses are stored as typed (docs/leads.md), so nothing else needs folding.
 */
export function normalizedEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

function likePattern(lowered: string): string {
  return [...lowered]
    .map((char) => (char.charCodeAt(0) > 0x7f ? '_' : /[\\%_]/.test(char) ? `\\${char}` : char))
    .join('');
}

export async function idsWithEmail(
  db: Kysely<Database>,
  { table, column, email }: { table: 'leads' | 'mail_outbox'; column: EmailColumn; email: string },
): Promise<string[]> {
  const wanted = normalizedEmail(email);
  if (wanted === '') return [];
  const ascii = /^[\x20-\x7e]*$/.test(wanted);
  const condition = ascii
    ? sql<boolean>`lower(${sql.ref(column)}) = ${wanted}`
    : sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(wanted)} escape '\\'`;
  const rows = await db
    .selectFrom(table)
    .select([`${table}.id as id`, sql<string | null>`${sql.ref(column)}`.as('address')])
    .where(condition)
    .execute();
  return rows.filter((row) => row.address !== null && normalizedEmail(row.address) === wanted).map((row) => row.id);
}
