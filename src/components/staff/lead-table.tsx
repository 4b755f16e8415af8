import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { LeadStatusBadge } from './lead-status-badge';
import { StaffTable } from './staff-table';

export type LeadTableRow = {
  id: string;
  href: string;
  received: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  form: string;
  language: string;
  status: string;
  statusLabel: string;
  assigned: string;
  /** News the team has not looked at yet (a visitor's decision on an offer), shown as a badge. */
  news?: string | null;
};

/** The inbox table: newest first, the name links to the lead. */
export async function LeadTable({ locale, rows }: { locale: Locale; rows: LeadTableRow[] }) {
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  const columns = {
    received: t('columns.received'),
    name: t('columns.name'),
    subject: t('columns.subject'),
    form: t('columns.form'),
    language: t('columns.language'),
    status: t('columns.status'),
    assigned: t('columns.assigned'),
  };
  return (
    <StaffTable
      caption={t('tableCaption')}
      empty={t('empty')}
      rows={rows}
      columns={[
        {
          key: 'received',
          header: columns.received,
          cell: (row) => (
            <span>
              <span className="whitespace-nowrap tabular-nums">{row.received}</span>
              <span className="block text-xs text-slate-500">{row.reference}</span>
            </span>
          ),
        },
        {
          key: 'name',
          header: columns.name,
          rowHeader: true,
          cell: (row) => (
            <>
              <a href={row.href} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                {row.name}
              </a>
              {row.news && (
                <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {row.news}
                </span>
              )}
              <span className="block text-xs break-all text-slate-500 max-md:hidden">{row.email}</span>
            </>
          ),
        },
        {
          key: 'subject',
          header: columns.subject,
          className: 'max-w-xs',
          cell: (row) => <span className="line-clamp-2 break-words">{row.subject}</span>,
        },
        { key: 'form', header: columns.form, cell: (row) => row.form },
        { key: 'language', header: columns.language, cell: (row) => row.language },
        {
          key: 'status',
          header: columns.status,
          cell: (row) => <LeadStatusBadge status={row.status} label={row.statusLabel} />,
        },
        { key: 'assigned', header: columns.assigned, cell: (row) => row.assigned },
      ]}
    />
  );
}
