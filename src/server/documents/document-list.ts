import 'server-only';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { readPage, type Paged } from '../staff/paging';

const DOCUMENTS_PAGE_SIZE = 50;

export type CreditNoteRow = {
  id: string;
  number: string;
  lead_id: string;
  lead_reference: string | null;
  issued_at: string;
  gross_cents: number;
  payment_due: string;
  paid_on: string | null;
};
export type CertificateRow = {
  id: string;
  number: string;
  kind: 'data-destruction' | 'recycling';
  lead_id: string;
  lead_reference: string | null;
  issued_at: string;
  item_count: number;
  revoked_at: string | null;
};

/** A page of listed documents (restricted ones left out), newest first. */
function newestListed<QB extends SelectQueryBuilder<Database, 'credit_notes' | 'certificates', object>>(
  qb: QB,
  offset: number,
): QB {
  return qb
    .where('restricted_at', 'is', null)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .limit(DOCUMENTS_PAGE_SIZE)
    .offset(offset) as QB;
}

/**
 * The documents the office issued, newest first, a page of each kind: credit notes (with their
 * payment) and certificates. No personal data in the list: numbers, references, dates, amounts.
 * Restricted documents (kept after their lead went, kept-records.ts) are not listed.
 */
export async function listDocuments(
  db: Kysely<Database>,
  { page }: { page: number },
): Promise<{ creditNotes: Paged<CreditNoteRow>; certificates: Paged<CertificateRow> }> {
  const window = { requested: page, size: DOCUMENTS_PAGE_SIZE };
  const listed = (table: 'credit_notes' | 'certificates') => db.selectFrom(table).where('restricted_at', 'is', null);
  const creditNotes = await readPage(listed('credit_notes'), window, async (offset) =>
    (
      await db
        .selectFrom('credit_notes')
        .select(['id', 'number', 'lead_id', 'lead_reference', 'issued_at', 'gross_cents', 'payment_due', 'paid_on'])
        .$call((qb) => newestListed(qb, offset))
        .execute()
    ).map((row) => ({ ...row, gross_cents: Number(row.gross_cents) })),
  );
  const certificates = await readPage(listed('certificates'), window, async (offset) =>
    (
      await db
        .selectFrom('certificates')
        .select(['id', 'number', 'kind', 'lead_id', 'lead_reference', 'issued_at', 'item_count', 'revoked_at'])
        .$call((qb) => newestListed(qb, offset))
        .execute()
    ).map((row) => ({ ...row, item_count: Number(row.item_count) })),
  );
  return { creditNotes, certificates };
}
