import { getTranslations } from 'next-intl/server';
import { StatusCounts } from '@/components/staff/status-counts';
import { WeeklyLeadsChart } from '@/components/staff/weekly-leads-chart';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDayMonth, formatNumber } from '@/lib/format';
import type { InboxQuery } from '@/server/staff/inbox-query';
import type { LeadStatus } from '@/server/db/schema';
import { leadStatuses } from '@/server/staff/lead-status';

/** The counts per status (each a link to its filter) and the leads of the last weeks. */
export async function InboxOverview({
  locale,
  query,
  counts,
  weeks,
  hrefFor,
}: {
  locale: Locale;
  query: InboxQuery;
  counts: Record<LeadStatus, number>;
  weeks: readonly { weekStart: string; count: number }[];
  hrefFor: (change: Partial<InboxQuery>) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  return (
    <div className="mt-4 grid gap-4 max-lg:order-last max-lg:mt-8 lg:grid-cols-[2fr_1fr]">
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
  );
}
