import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { hasPermission } from '@/server/auth/permissions';
import { listStaffMembers, requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { parseInboxQuery, toSearchParams, type InboxQuery } from '@/server/staff/inbox-query';
import { leadsPerWeek, listLeads, statusCounts } from '@/server/staff/lead-inbox-repository';
import { InboxFilters } from './_inbox/inbox-filters';
import { InboxOverview } from './_inbox/inbox-overview';
import { InboxResults } from './_inbox/inbox-results';
import { OfficeFrame } from './office-frame';

type InboxPageProps = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  return { title: t('title') };
}

/** The inbox: every lead, newest first, filtered and paged on the server, the view in the URL. */
export default async function InboxPage({ params, searchParams }: InboxPageProps) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'leads');
  const query = parseInboxQuery(await searchParams);
  const { db } = await getDatabase();
  const [result, counts, weeks, members] = await Promise.all([
    listLeads(db, query),
    statusCounts(db),
    leadsPerWeek(db, 12, new Date()),
    listStaffMembers(),
  ]);
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  const hrefFor = (change: Partial<InboxQuery>) =>
    staffHref(staffPaths.inbox, locale, toSearchParams({ ...query, page: 1, ...change }));

  return (
    <OfficeFrame locale={locale} session={session} section="inbox">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">{t('title')}</h1>
        {hasPermission(session, 'export') && (
          <a
            href={`/api/staff/leads/export?${toSearchParams({ ...query, page: 1 })}&locale=${locale}`}
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            download
          >
            {t('export')}
          </a>
        )}
      </div>

      {/* On a phone the counts and the chart follow the results, so the first lead is on the first screen. */}
      <div className="flex flex-col">
        <InboxOverview locale={locale} query={query} counts={counts} weeks={weeks} hrefFor={hrefFor} />
        <div className="mt-6">
          <InboxFilters locale={locale} query={query} members={members} />
        </div>
        <InboxResults locale={locale} result={result} members={members} hrefFor={hrefFor} />
      </div>
    </OfficeFrame>
  );
}
