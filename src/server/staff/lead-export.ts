import 'server-only';
import type { Kysely } from 'kysely';
import { isLocale, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { columnsExcept } from '../db/columns';
import type { Database, Lead, LeadForm } from '../db/schema';
import { sellExportDetails, type SellExportDetails } from '../sell-requests/export-details';
import { writeAudit } from './audit';
import { CSV_BOM, csvRecord } from './csv';
import { inboxCondition } from './inbox-filter';
import type { InboxQuery } from './inbox-query';

/** Rows read per query: memory stays flat however many leads match. */
const EXPORT_PAGE_SIZE = 1_000;

type ExportInput = {
  /** The inbox's current filter (its page is ignored: the export holds every matching lead). */
  query: Omit<InboxQuery, 'page'> & { page?: number };
  /** Language of the header and of the status, form and language labels. */
  locale: Locale;
  actorId: string;
  /** Test hook: rows per query. */
  pageSize?: number;
};

/** A lead as the export reads it: everything but its internals and its last change. */
const exportColumns = columnsExcept('leads', 'is_spam', 'idempotency_key', 'content_hash', 'updated_at');
type ExportRow = Pick<Lead, (typeof exportColumns)[number]>;

/** Local time in Cologne as `2026-11-24 14:05:00` (Swedish formatting is ISO-like, sortable). */
const berlinTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Every form's label in the export, named explicitly: a new form fails the type check here (and
 * the export test, which enumerates them) instead of being called "Kontaktseite".
 */
export const exportFormLabelKeys = {
  inquiry: 'form.inquiry',
  'contact-page': 'form.contactPage',
  'sell-list': 'form.sellList',
} as const satisfies Record<LeadForm, string>;

function labels(locale: Locale, staffNames: ReadonlyMap<string, string>) {
  const t = translator(locale, 'StaffExport');
  const header = [
    t('column.reference'),
    t('column.createdAt'),
    t('column.status'),
    t('column.form'),
    t('column.language'),
    t('column.firstName'),
    t('column.lastName'),
    t('column.email'),
    t('column.phone'),
    t('column.subject'),
    t('column.message'),
    t('column.page'),
    t('column.assignedTo'),
    t('column.company'),
    t('column.lines'),
    t('column.offerTotal'),
  ];
  const row = (lead: ExportRow, sell: SellExportDetails | undefined) => [
    lead.reference,
    berlinTime.format(new Date(lead.created_at)),
    t(`status.${lead.status}`),
    t(exportFormLabelKeys[lead.form]),
    isLocale(lead.locale) ? t(`language.${lead.locale}`) : lead.locale,
    lead.first_name,
    lead.last_name,
    lead.email,
    lead.phone,
    lead.subject,
    lead.message,
    lead.page,
    // The member's name; an id whose account was removed since stays as the id.
    lead.assigned_to ? (staffNames.get(lead.assigned_to) ?? lead.assigned_to) : null,
    sell?.company ?? null,
    sell?.lines ?? null,
    sell?.offerTotal ?? null,
  ];
  return { header, row };
}

/**
 * The CSV of every lead the inbox's filter matches, newest first, as text chunks: the BOM and
 * header, then one chunk per page of rows. Pages are read by keyset (created_at, id), each only
 * when the consumer asks for more, so a slow download never holds more than one page in memory
 * and never holds a transaction open.
 *
 * Sell requests add their company, lines and latest offer total; "Zuständig" is the member's name.
 *
 * The export is audited before the first byte ('leads.exported', the number of matching rows as
 * detail, no filter text: a search may be a name), so an aborted download is recorded too.
 */
export async function* leadCsvChunks(
  db: Kysely<Database>,
  { query, locale, actorId, pageSize = EXPORT_PAGE_SIZE }: ExportInput,
): AsyncGenerator<string, void, undefined> {
  const where = inboxCondition(db, query);
  const members = await db.selectFrom('staff_users').select(['id', 'name']).execute();
  const { header, row } = labels(locale, new Map(members.map((member) => [member.id, member.name])));
  await db.transaction().execute(async (trx) => {
    const counted = await trx
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId, action: 'leads.exported', detail: String(Number(counted.n)) });
  });
  yield CSV_BOM + csvRecord(header);

  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const cursor = after;
    const rows: ExportRow[] = await db
      .selectFrom('leads')
      .select(exportColumns)
      .where(where)
      .$if(cursor !== null, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('created_at', '<', cursor!.created_at),
            eb.and([eb('created_at', '=', cursor!.created_at), eb('id', '<', cursor!.id)]),
          ]),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    const sell = await sellExportDetails(
      db,
      rows.filter((lead) => lead.form === 'sell-list').map((lead) => lead.id),
      locale,
    );
    yield rows.map((lead) => csvRecord(row(lead, sell.get(lead.id)))).join('');
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * The export as a web stream of UTF-8 bytes for a Response
 * (`new Response(leadCsvStream(…), { headers: { 'content-type': 'text/csv; charset=utf-8' } })`).
 * A page is read only when the client has taken the previous one (pull), and a cancelled download
 * stops the reading.
 */
export function leadCsvStream(db: Kysely<Database>, input: ExportInput): ReadableStream<Uint8Array> {
  const chunks = leadCsvChunks(db, input);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
