import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageWindow, type Paged } from '../staff/paging';

export const DOCUMENTS_PAGE_SIZE = 50;

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

/**
 * The documents the office issued, newest first, a page of each kind: credit notes (with their
 * payment) and certificates. No personal data in the list: numbers, references, dates, amounts.
 * Restricted documents (kept after their lead went, kept-records.ts) are not listed.
 */
export async function listDocuments(
  db: Kysely<Database>,
  { page }: { page: number },
): Promise<{ creditNotes: Paged<CreditNoteRow>; certificates: Paged<CertificateRow> }> {
  const count = async (table: 'credit_notes' | 'certificates') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('restricted_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const notesTotal = await count('credit_notes');
  const notesWindow = pageWindow(notesTotal, page, DOCUMENTS_PAGE_SIZE);
  const notes = await db
    .selectFrom('credit_notes')
    .select(['id', 'number', 'lead_id', 'lead_reference', 'issued_at', 'gross_cents', 'payment_due', 'paid_on'])
    .where('restricted_at', 'is', null)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .limit(DOCUMENTS_PAGE_SIZE)
    .offset(notesWindow.offset)
    .execute();
  const certificatesTotal = await count('certificates');
  const certificatesWindow = pageWindow(certificatesTotal, page, DOCUMENTS_PAGE_SIZE);
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'number', 'kind', 'lead_id', 'lead_reference', 'issued_at', 'item_count', 'revoked_at'])
    .where('restricted_at', 'is', null)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .limit(DOCUMENTS_PAGE_SIZE)
    .offset(certificatesWindow.offset)
    .execute();
  return {
    creditNotes: {
      rows: notes.map((row) => ({ ...row, gross_cents: Number(row.gross_cents) })),
      total: notesTotal,
      page: notesWindow.page,
      pageCount: notesWindow.pageCount,
    },
    certificates: {
      rows: certificates.map((row) => ({ ...row, item_count: Number(row.item_count) })),
      total: certificatesTotal,
      page: certificatesWindow.page,
      pageCount: certificatesWindow.pageCount,
    },
  };
}
