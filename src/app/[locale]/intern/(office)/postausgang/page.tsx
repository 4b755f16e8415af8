import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormNotice } from '@/components/staff/form-notice';
import { OutboxTable } from '@/components/staff/outbox-table';
import { PaginationNav } from '@/components/staff/pagination-nav';
import { StatusCounts } from '@/components/staff/status-counts';
import type { OutboxStatus } from '@/server/db/schema';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDateTime, formatNumber } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { listOutbox, outboxCounts } from '@/server/staff/outbox-admin';
import { OfficeFrame } from '../office-frame';
import { readNotice, type StaffSearchParams } from '../page-notice';

const states: readonly OutboxStatus[] = ['failed', 'pending', 'sending', 'sent'];

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffOutbox' });
  return { title: t('title') };
}

/** The mail outbox (admins): every notification by state, its last error, and "send again". */
export default async function OutboxPage({ params, searchParams }: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'outbox', staffPaths.outbox);
  const query = await searchParams;
  const status = states.find((state) => state === query.status) ?? 'failed';
  const page = Number(query.page) || 1;
  const { db } = await getDatabase();
  const [result, counts] = await Promise.all([listOutbox(db, { status, page }), outboxCounts(db)]);
  const { notice, error } = await readNotice(searchParams, ['resent'] as const);
  const t = await getTranslations({ locale, namespace: 'StaffOutbox' });
  const tLead = await getTranslations({ locale, namespace: 'StaffLead' });
  const tErrors = await getTranslations({ locale, namespace: 'StaffErrors' });
  const href = (state: OutboxStatus, pageNumber = 1) =>
    staffHref(
      staffPaths.outbox,
      locale,
      new URLSearchParams({ status: state, ...(pageNumber > 1 ? { page: String(pageNumber) } : {}) }),
    );

  return (
    <OfficeFrame locale={locale} session={session} section="outbox">
      <h1 className="text-2xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mt-4 space-y-2">
        {notice && <FormNotice kind="success" text={t(`notices.${notice}`)} />}
        {error && <FormNotice kind="error" text={tErrors(error, { max: 0 })} />}
      </div>
      <div className="mt-4">
        <StatusCounts
          label={t('title')}
          counts={states.map((state) => ({
            status: state,
            label: t(`tabs.${state}`),
            count: formatNumber(counts[state], locale),
            href: href(state),
            current: state === status,
          }))}
        />
      </div>
      <div className="mt-6">
        <OutboxTable
          locale={locale}
          status={status}
          rows={result.rows.map((mail) => ({
            id: mail.id,
            created: formatDateTime(mail.created_at, locale),
            kind: tLead(`mailKinds.${mail.kind as 'notification'}`),
            recipient: mail.recipient,
            lead: mail.reference ?? tLead('none'),
            attempts: formatNumber(mail.attempts, locale),
            when: formatDateTime(status === 'sent' && mail.sent_at ? mail.sent_at : mail.next_attempt_at, locale),
            error: mail.last_error ?? '',
            resendAction: mail.status === 'failed' ? `/api/staff/outbox/${encodeURIComponent(mail.id)}/resend` : null,
          }))}
        />
      </div>
      <PaginationNav
        locale={locale}
        page={result.page}
        pageCount={result.pageCount}
        href={(pageNumber) => href(status, pageNumber)}
      />
    </OfficeFrame>
  );
}
