import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxFilterForm } from '@/components/staff/inbox-filter-form';
import { LeadTable } from '@/components/staff/lead-table';
import { PaginationNav } from '@/components/staff/pagination-nav';
import { StatusCounts } from '@/components/staff/status-counts';
import { WeeklyLeadsChart } from '@/components/staff/weekly-leads-chart';
import { isLocale } from '@/i18n/locales';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDate, formatDateTime, formatDayMonth, formatNumber } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { hasPermission } from '@/server/auth/permissions';
import { listStaffMembers, requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { leadForms } from '@/server/db/schema';
import { parseInboxQuery, toSearchParams, type InboxQuery } from '@/server/staff/inbox-query';
import { leadsPerWeek, listLeads, statusCounts } from '@/server/staff/lead-inbox-repository';
import { leadStatuses } from '@/server/staff/lead-status';
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
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const memberName = new Map(members.map((member) => [member.id, member.name]));
  const inbox = staffPaths.inbox;
  const hrefFor = (change: Partial<InboxQuery>) =>
    staffHref(inbox, locale, toSearchParams({ ...query, page: 1, ...change }));
  const any = { value: '', label: t('any') };

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

      <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <StatusCounts
          label={t('countsLabel')}
          counts={leadStatuses.map((status) => ({
            status,
            label: tLeads(`status.${status}`),
            count: formatNumber(counts[status] ?? 0, locale),
            href: hrefFor({ status, spam: status === 'spam' ? 'only' : 'exclude' }),
            current: query.status === status,
          }))}
        />
        <WeeklyLeadsChart
          title={t('chartTitle')}
          description={t('chartDescription', { weeks: weeks.length, last: weeks.at(-1)?.count ?? 0 })}
          weeks={weeks.map((week) => ({
            key: week.weekStart,
            count: week.count,
            tick: formatDayMonth(week.weekStart, locale),
            label: t('chartWeek', { date: formatDate(week.weekStart, locale), count: week.count }),
          }))}
        />
      </div>

      <div className="mt-6">
        <InboxFilterForm
          action={staffHref(inbox, locale)}
          legend={t('filters')}
          search={{ label: t('search'), placeholder: t('searchPlaceholder'), value: query.q ?? '' }}
          selects={[
            {
              name: 'status',
              label: t('statusFilter'),
              value: query.status ?? '',
              options: [any, ...leadStatuses.map((status) => ({ value: status, label: tLeads(`status.${status}`) }))],
            },
            {
              name: 'form',
              label: t('formFilter'),
              value: query.form ?? '',
              options: [any, ...leadForms.map((form) => ({ value: form, label: tLeads(`forms.${form}`) }))],
            },
            {
              name: 'locale',
              label: t('languageFilter'),
              value: query.locale ?? '',
              options: [
                any,
                { value: 'de', label: tLeads('languages.de') },
                { value: 'en', label: tLeads('languages.en') },
              ],
            },
            {
              name: 'assignedTo',
              label: t('assignedFilter'),
              value: query.assignedTo ?? '',
              options: [
                any,
                { value: 'none', label: t('unassigned') },
                ...members.map((member) => ({ value: member.id, label: member.name })),
              ],
            },
            {
              name: 'spam',
              label: t('spamFilter'),
              value: query.spam,
              options: [
                { value: 'exclude', label: t('spamExclude') },
                { value: 'only', label: t('spamOnly') },
                { value: 'include', label: t('spamInclude') },
              ],
            },
          ]}
          dates={[
            { name: 'from', label: t('from'), value: query.from ?? '' },
            { name: 'to', label: t('to'), value: query.to ?? '' },
          ]}
          applyLabel={t('apply')}
          reset={{ href: staffHref(inbox, locale), label: t('reset') }}
        />
      </div>

      <p className="mt-6 mb-2 text-sm font-medium text-slate-700" role="status">
        {t('resultCount', { total: result.total })}
      </p>
      <LeadTable
        caption={t('tableCaption')}
        columns={{
          received: t('columns.received'),
          name: t('columns.name'),
          subject: t('columns.subject'),
          form: t('columns.form'),
          language: t('columns.language'),
          status: t('columns.status'),
          assigned: t('columns.assigned'),
        }}
        empty={t('empty')}
        rows={result.rows.map((lead) => ({
          id: lead.id,
          href: staffHref(staffPaths.lead(lead.id), locale),
          received: formatDateTime(lead.created_at, locale),
          reference: lead.reference ?? '',
          name: `${lead.first_name} ${lead.last_name}`,
          email: lead.email,
          subject: lead.subject || t('noSubject'),
          form: tLeads(`forms.${lead.form}`),
          language: isLocale(lead.locale) ? tLeads(`languages.${lead.locale}`) : lead.locale,
          status: lead.status,
          statusLabel: tLeads(`status.${lead.status}`),
          assigned: (lead.assigned_to && memberName.get(lead.assigned_to)) || t('nobody'),
        }))}
      />
      {result.pageCount > 1 && (
        <PaginationNav
          label={t('pagination')}
          summary={t('pageOf', { page: result.page, pages: result.pageCount })}
          previous={result.page > 1 ? { href: hrefFor({ page: result.page - 1 }), label: t('previous') } : null}
          next={result.page < result.pageCount ? { href: hrefFor({ page: result.page + 1 }), label: t('next') } : null}
        />
      )}
    </OfficeFrame>
  );
}
