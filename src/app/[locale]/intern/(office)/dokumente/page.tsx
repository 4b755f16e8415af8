import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormNotice } from '@/components/staff/form-notice';
import { PaginationNav } from '@/components/staff/pagination-nav';
import { LocaleField, StaffSubmitButton } from '@/components/staff/staff-form-controls';
import { StaffTable, type StaffColumn } from '@/components/staff/staff-table';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDate, formatCents, formatNumber } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { listDocuments } from '@/server/documents/document-list';
import { isSellRequestErrorCode } from '@/server/sell-requests/sell-request-error';
import { staffDocumentPath } from '@/server/sell-requests/fulfilment-page';
import { OfficeFrame } from '../office-frame';
import type { StaffSearchParams } from '../page-notice';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffDocuments' });
  return { title: t('title') };
}

const day = (isoDay: string, locale: 'de' | 'en') => formatDate(`${isoDay}T12:00:00Z`, locale);
const link = 'font-semibold text-brand-800 underline underline-offset-2';

type DocumentRow = { number: string; lead_id: string; lead_reference: string | null; issued_at: string };

/** Every credit note and certificate the office issued: PDFs, payment, verification, revocation. */
export default async function DocumentsPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'leads', staffPaths.documents);
  const query = await searchParams;
  const page = Number(query.page) || 1;
  const { creditNotes, certificates } = await listDocuments((await getDatabase()).db, { page });
  const t = await getTranslations({ locale, namespace: 'StaffDocuments' });
  const tDocs = await getTranslations({ locale, namespace: 'SellDocuments' });
  const tCard = await getTranslations({ locale, namespace: 'SellRequestStaff' });
  const euro = (cents: number) => formatCents(cents, locale);
  const leadLink = (leadId: string, reference: string | null) => (
    <a href={staffHref(staffPaths.fulfilment(leadId), locale)} className={link}>
      {reference ?? t('noReference')}
    </a>
  );
  // The columns both tables share. A document number and a reference stay whole
  // ("RN-2026-000002", not broken at a hyphen).
  const numberColumn: StaffColumn<DocumentRow> = {
    key: 'number',
    header: t('columns.number'),
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row) => <span className="font-medium">{row.number}</span>,
  };
  const referenceColumn: StaffColumn<DocumentRow> = {
    key: 'reference',
    header: t('columns.reference'),
    className: 'whitespace-nowrap',
    cell: (row) => leadLink(row.lead_id, row.lead_reference),
  };
  const issuedColumn: StaffColumn<DocumentRow> = {
    key: 'issued',
    header: t('columns.issued'),
    cell: (row) => formatDate(row.issued_at, locale),
  };
  const error = typeof query.error === 'string' && isSellRequestErrorCode(query.error) ? query.error : null;
  const pages = Math.max(creditNotes.pageCount, certificates.pageCount);
  const pageHref = (number: number) =>
    staffHref(staffPaths.documents, locale, new URLSearchParams({ page: String(number) }));
  return (
    <OfficeFrame locale={locale} session={session} section="documents">
      <h1 className="text-2xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mt-4 space-y-2">
        {query.notice === 'revoked' && <FormNotice kind="success" text={t('revoked')} />}
        {error && <FormNotice kind="error" text={tCard(`errors.${error}`, { min: 1, max: 90 })} />}
      </div>
      <h2 className="mt-6 mb-2 text-lg font-semibold text-navy-900">
        {t('creditNotes', { count: creditNotes.total })}
      </h2>
      <StaffTable
        caption={t('creditNotesCaption')}
        empty={t('noCreditNotes')}
        rows={creditNotes.rows}
        columns={[
          numberColumn,
          referenceColumn,
          issuedColumn,
          { key: 'amount', header: t('columns.amount'), cell: (row) => euro(row.gross_cents) },
          { key: 'due', header: t('columns.due'), cell: (row) => day(row.payment_due, locale) },
          {
            key: 'paid',
            header: t('columns.paid'),
            cell: (row) => (row.paid_on ? day(row.paid_on, locale) : t('open')),
          },
          {
            key: 'pdf',
            header: t('columns.pdf'),
            cell: (row) => (
              <a href={staffDocumentPath(row.id)} className={link}>
                {t('pdf', { number: row.number })}
              </a>
            ),
          },
        ]}
      />
      <h2 className="mt-8 mb-2 text-lg font-semibold text-navy-900">
        {t('certificates', { count: certificates.total })}
      </h2>
      <StaffTable
        caption={t('certificatesCaption')}
        empty={t('noCertificates')}
        rows={certificates.rows}
        columns={[
          numberColumn,
          { key: 'kind', header: t('columns.kind'), cell: (row) => tDocs(`kinds.${row.kind}`) },
          referenceColumn,
          issuedColumn,
          { key: 'count', header: t('columns.count'), cell: (row) => formatNumber(row.item_count, locale) },
          {
            key: 'state',
            header: t('columns.state'),
            cell: (row) =>
              row.revoked_at ? (
                <span className="font-medium text-rose-800">
                  {t('revokedOn', { date: formatDate(row.revoked_at, locale) })}
                </span>
              ) : (
                <form
                  method="post"
                  action={`/api/staff/certificates/${encodeURIComponent(row.id)}/revoke`}
                  className="flex flex-wrap items-center gap-2"
                >
                  <span className="font-medium text-emerald-800">{t('valid')}</span>
                  <LocaleField locale={locale} />
                  <input type="hidden" name="back" value="documents" />
                  <StaffSubmitButton variant="danger">{t('revoke', { number: row.number })}</StaffSubmitButton>
                </form>
              ),
          },
          {
            key: 'pdf',
            header: t('columns.pdf'),
            cell: (row) => (
              <span className="flex flex-wrap gap-x-3">
                <a href={staffDocumentPath(row.id)} className={link}>
                  {t('pdf', { number: row.number })}
                </a>
                <a href={staffHref(`/zertifikat/${row.id}`, locale)} className={link}>
                  {t('verify')}
                </a>
              </span>
            ),
          },
        ]}
      />
      <PaginationNav locale={locale} page={page} pageCount={pages} href={pageHref} />
    </OfficeFrame>
  );
}
