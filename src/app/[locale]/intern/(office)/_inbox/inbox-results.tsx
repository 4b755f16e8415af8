import { getTranslations } from 'next-intl/server';
import { LeadTable } from '@/components/staff/lead-table';
import { PaginationNav } from '@/components/staff/pagination-nav';
import { isLocale, type Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { StaffMember } from '@/server/auth/staff-session';
import type { InboxQuery } from '@/server/staff/inbox-query';
import type { InboxPage } from '@/server/staff/lead-inbox-repository';

/** One page of leads: how many match, the table, the way to the other pages. */
export async function InboxResults({
  locale,
  result,
  members,
  hrefFor,
}: {
  locale: Locale;
  result: InboxPage;
  members: readonly StaffMember[];
  hrefFor: (change: Partial<InboxQuery>) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const memberName = new Map(members.map((member) => [member.id, member.name]));
  return (
    <>
      <p className="mt-6 mb-2 text-sm font-medium text-slate-700" role="status">
        {t('resultCount', { total: result.total })}
      </p>
      <LeadTable
        locale={locale}
        rows={result.rows.map((lead) => ({
          id: lead.id,
          href: staffHref(staffPaths.lead(lead.id), locale),
          received: formatDateTime(lead.created_at, locale),
          reference: lead.reference ?? '',
          name: `${lead.first_name} ${lead.last_name}`,
          email: lead.email,
          subject:
            lead.subject ||
            (lead.form === 'sell-list' ? t('sellListSubject', { count: lead.line_count }) : t('noSubject')),
          news: lead.decision_news ? t(`decisionNews.${lead.decision_news}`) : null,
          form: tLeads(`forms.${lead.form}`),
          language: isLocale(lead.locale) ? tLeads(`languages.${lead.locale}`) : lead.locale,
          status: lead.status,
          statusLabel: tLeads(`status.${lead.status}`),
          assigned: (lead.assigned_to && memberName.get(lead.assigned_to)) || t('nobody'),
        }))}
      />
      <PaginationNav
        locale={locale}
        page={result.page}
        pageCount={result.pageCount}
        href={(page) => hrefFor({ page })}
      />
    </>
  );
}
