import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { StaffTable } from './staff-table';

export type AuditTableRow = {
  id: string;
  time: string;
  actor: string;
  action: string;
  lead: { label: string; href: string | null };
};

/** The audit log: who did what to which lead, when. */
export async function AuditTable({ locale, rows }: { locale: Locale; rows: AuditTableRow[] }) {
  const t = await getTranslations({ locale, namespace: 'StaffAudit' });
  return (
    <StaffTable
      caption={t('tableCaption')}
      empty={t('empty')}
      rows={rows}
      columns={[
        {
          key: 'time',
          header: t('columns.time'),
          className: 'whitespace-nowrap tabular-nums',
          cell: (row) => row.time,
        },
        { key: 'actor', header: t('columns.actor'), cell: (row) => row.actor },
        { key: 'action', header: t('columns.action'), cell: (row) => row.action },
        {
          key: 'lead',
          header: t('columns.lead'),
          cell: (row) =>
            row.lead.href ? (
              <a href={row.lead.href} className="text-brand-800 underline underline-offset-2">
                {row.lead.label}
              </a>
            ) : (
              row.lead.label
            ),
        },
      ]}
    />
  );
}
