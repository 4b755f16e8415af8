import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { LocaleField } from './staff-form-controls';
import { StaffTable } from './staff-table';

export type OutboxTableRow = {
  id: string;
  created: string;
  kind: string;
  recipient: string;
  lead: string;
  attempts: string;
  when: string;
  error: string;
  resendAction: string | null;
};

const textColumns = ['created', 'kind', 'recipient', 'lead', 'attempts', 'when', 'error'] as const;

/** Mails of one state; failed ones can be sent again. */
export async function OutboxTable({
  locale,
  status,
  rows,
}: {
  locale: Locale;
  status: 'failed' | 'pending' | 'sending' | 'sent';
  rows: OutboxTableRow[];
}) {
  const t = await getTranslations({ locale, namespace: 'StaffOutbox' });
  const header = (key: (typeof textColumns)[number]) =>
    key === 'when' ? t(status === 'sent' ? 'columns.sent' : 'columns.next') : t(`columns.${key}`);
  return (
    <StaffTable
      caption={t('tableCaption', { status: t(`tabs.${status}`) })}
      empty={t('empty')}
      rows={rows}
      columns={[
        ...textColumns.map((key) => ({
          key,
          header: header(key),
          className: key === 'recipient' || key === 'error' ? 'break-all' : undefined,
          cell: (row: OutboxTableRow) => row[key],
        })),
        {
          key: 'action',
          header: t('columns.action'),
          cell: (row) =>
            row.resendAction && (
              <form method="post" action={row.resendAction}>
                <LocaleField locale={locale} />
                <button
                  type="submit"
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-700"
                >
                  {t('resend')}
                </button>
              </form>
            ),
        },
      ]}
    />
  );
}
