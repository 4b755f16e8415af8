import { getTranslations } from 'next-intl/server';
import { InboxFilterForm } from '@/components/staff/inbox-filter-form';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { StaffMember } from '@/server/auth/staff-session';
import { leadForms } from '@/server/db/schema';
import type { InboxQuery } from '@/server/staff/inbox-query';
import { leadStatuses } from '@/server/staff/lead-status';

/** The inbox's filter form, filled from the current view. */
export async function InboxFilters({
  locale,
  query,
  members,
}: {
  locale: Locale;
  query: InboxQuery;
  members: readonly StaffMember[];
}) {
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const any = { value: '', label: t('any') };
  const activeFilters =
    (['status', 'form', 'locale', 'assignedTo', 'from', 'to'] as const).filter((key) => query[key] !== undefined)
      .length + (query.spam === 'exclude' ? 0 : 1);
  return (
    <InboxFilterForm
      action={staffHref(staffPaths.inbox, locale)}
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
      reset={{ href: staffHref(staffPaths.inbox, locale), label: t('reset') }}
      more={{ label: t('moreFilters', { count: activeFilters }), open: activeFilters > 0 }}
    />
  );
}
