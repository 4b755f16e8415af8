import 'server-only';
import type { Kysely } from 'kysely';
import type { TaxTreatment } from '@/content/legal/tax';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatNumber } from '@/lib/format';
import { berlinToday } from '@/lib/calendar-day';
import type { Database } from '../db/schema';
import { writeAudit } from '../staff/audit';
import { CSV_BOM, csvRecord } from '../staff/csv';
import { parseCertificateDocument } from './certificate-document';
import { parseCreditNoteDocument } from './credit-note-document';
import { listRestrictedRecords, retainedUntil, type RestrictedRecord } from './kept-records';

const treatmentKeys = {
  standard: 'treatment.standard',
  private: 'treatment.private',
  'small-business': 'treatment.smallBusiness',
  'intra-eu': 'treatment.intraEu',
} as const satisfies Record<TaxTreatment, string>;

const columns = [
  'kind',
  'number',
  'reference',
  'issuedOn',
  'retainedUntil',
  'restrictedAt',
  'name',
  'company',
  'street',
  'postalCode',
  'city',
  'country',
  'vatId',
  'treatment',
  'net',
  'vatPercent',
  'vat',
  'gross',
  'dueOn',
  'paidOn',
  'revokedAt',
  'document',
] as const;
type Column = (typeof columns)[number];

function recordRow(record: RestrictedRecord, locale: Locale): Partial<Record<Column, string | number | null>> {
  const t = translator(locale, 'StaffKeptRecords');
  const euro = (cents: number) =>
    formatNumber(cents / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const common = {
    number: record.number,
    reference: record.lead_reference,
    retainedUntil: retainedUntil(record.table, record.issued_at),
    restrictedAt: berlinToday(new Date(record.restricted_at)),
    // The stored copy, as issued: the adviser can rebuild the document from it (GoBD, data access).
    document: record.document,
  };
  if (record.table === 'credit_notes') {
    const note = parseCreditNoteDocument(record.document);
    return {
      ...common,
      kind: t('kind.creditNote'),
      issuedOn: note.issuedOn,
      name: note.seller.name,
      company: note.seller.company,
      street: note.seller.street,
      postalCode: note.seller.postalCode,
      city: note.seller.city,
      country: note.seller.country,
      vatId: note.seller.vatId,
      treatment: t(treatmentKeys[note.treatment]),
      net: euro(note.totals.netCents),
      vatPercent: note.totals.vatPercent,
      vat: euro(note.totals.vatCents),
      gross: euro(note.totals.grossCents),
      dueOn: note.dueOn,
      paidOn: record.paid_on,
    };
  }
  const certificate = parseCertificateDocument(record.document);
  return {
    ...common,
    kind: t(certificate.kind === 'data-destruction' ? 'kind.dataDestruction' : 'kind.recycling'),
    issuedOn: certificate.issuedOn,
    name: certificate.holder.name,
    company: certificate.holder.company,
    revokedAt: record.revoked_at ? berlinToday(new Date(record.revoked_at)) : null,
  };
}

/**
 * The restricted records (credit notes and certificates kept after an erasure) as CSV for the
 * company's tax adviser: one row per document with the figures a tax audit asks for and the stored
 * copy of the whole document. Audited in the same breath ('records.exported', the row count).
 */
export async function restrictedRecordsCsv(
  db: Kysely<Database>,
  { locale, actorId, now = new Date() }: { locale: Locale; actorId: string; now?: Date },
): Promise<string> {
  const t = translator(locale, 'StaffKeptRecords');
  return db.transaction().execute(async (trx) => {
    const records = await listRestrictedRecords(trx);
    await writeAudit(trx, { actorId, action: 'records.exported', detail: String(records.length), now });
    const header = csvRecord(columns.map((column) => t(`column.${column}`)));
    const rows = records.map((record) => {
      const row = recordRow(record, locale);
      return csvRecord(columns.map((column) => row[column] ?? null));
    });
    return CSV_BOM + header + rows.join('');
  });
}
