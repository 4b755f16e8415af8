import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { retention } from '@/content/retention';
import { berlinToday } from '@/lib/calendar-day';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
const documentTables = ['credit_notes', 'certificates'] as const;
type DocumentTable = (typeof documentTables)[number];

/** Years a kind of document is kept, counted from the end of the calendar year of issue (src/content/retention.ts). */
const keptYears: Record<DocumentTable, number> = {
  credit_notes: retention.creditNoteYears,
  certificates: retention.certificateYears,
};

/** The last day (YYYY-MM-DD) a document issued at `issuedAt` is kept: 31 December of issue year + period. */
export function retainedUntil(table: DocumentTable, issuedAt: string): string {
  return `${Number(berlinToday(new Date(issuedAt)).slice(0, 4)) + keptYears[table]}-12-31`;
}

/**
 * The instant before which a document's period is over at `now`: 1 January, 00:00 in Cologne, of
 * (this year − period). A note issued in 2026 and kept 10 years goes from 1 January 2037 on.
 * January is always CET (+01:00) in Cologne.
 */
function expiredBefore(table: DocumentTable, now: Date): string {
  const year = Number(berlinToday(now).slice(0, 4)) - keptYears[table];
  return new Date(`${String(year).padStart(4, '0')}-01-01T00:00:00+01:00`).toISOString();
}

/**
 * Restricts (Art. 18 GDPR, kept under Art. 17 (3) (b)) the credit notes and certificates of these
 * leads that are not yet restricted; in the erasure's transaction, before the leads go.
 */
export async function restrictDocumentsOfLeads(trx: Db, leadIds: readonly string[], now: Date): Promise<number> {
  if (leadIds.length === 0) return 0;
  let restricted = 0;
  for (const table of documentTables) {
    const result = await trx
      .updateTable(table)
      .set({ restricted_at: now.toISOString() })
      .where('lead_id', 'in', [...leadIds])
      .where('restricted_at', 'is', null)
      .executeTakeFirst();
    restricted += Number(result.numUpdatedRows);
  }
  return restricted;
}

/**
 * The retention sweep's part for documents: restricts those whose lead is gone (its period ended
 * before the documents' did) and deletes those whose own period is over, restricted or not.
 */
export async function sweepDocuments(
  trx: Db,
  now: Date,
): Promise<{ restricted: number; creditNotes: number; certificates: number }> {
  let restricted = 0;
  const deleted = { credit_notes: 0, certificates: 0 };
  for (const table of documentTables) {
    const orphaned = await trx
      .updateTable(table)
      .set({ restricted_at: now.toISOString() })
      .where('restricted_at', 'is', null)
      .where('lead_id', 'not in', trx.selectFrom('leads').select('id'))
      .executeTakeFirst();
    restricted += Number(orphaned.numUpdatedRows);
    const expired = await trx.deleteFrom(table).where('issued_at', '<', expiredBefore(table, now)).executeTakeFirst();
    deleted[table] = Number(expired.numDeletedRows);
  }
  return { restricted, creditNotes: deleted.credit_notes, certificates: deleted.certificates };
}

export type RestrictedRecord = {
  table: DocumentTable;
  id: string;
  number: string;
  lead_reference: string | null;
  issued_at: string;
  restricted_at: string;
  document: string;
  paid_on: string | null;
  revoked_at: string | null;
};

/** How many documents are restricted (the erasure page says so next to the export). */
export async function countRestrictedRecords(db: Db): Promise<number> {
  let total = 0;
  for (const table of documentTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('restricted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

/** Every restricted document, credit notes first, each kind by number: the tax adviser's export only. */
export async function listRestrictedRecords(db: Db): Promise<RestrictedRecord[]> {
  const notes = await db
    .selectFrom('credit_notes')
    .select(['id', 'number', 'lead_reference', 'issued_at', 'restricted_at', 'document', 'paid_on'])
    .where('restricted_at', 'is not', null)
    .orderBy('number')
    .execute();
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'number', 'lead_reference', 'issued_at', 'restricted_at', 'document', 'revoked_at'])
    .where('restricted_at', 'is not', null)
    .orderBy('number')
    .execute();
  return [
    ...notes.map((row) => ({
      ...row,
      table: 'credit_notes' as const,
      restricted_at: row.restricted_at!,
      revoked_at: null,
    })),
    ...certificates.map((row) => ({
      ...row,
      table: 'certificates' as const,
      restricted_at: row.restricted_at!,
      paid_on: null,
    })),
  ];
}

/** Whether a document (by id) is restricted: the office's lists and downloads leave it out. */
export async function isRestrictedDocument(db: Db, id: string): Promise<boolean> {
  for (const table of documentTables) {
    const row = await db.selectFrom(table).select('restricted_at').where('id', '=', id).executeTakeFirst();
    if (row) return row.restricted_at !== null;
  }
  return false;
}
