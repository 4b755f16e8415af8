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

type OutboxTableProps = {
  caption: string;
  locale: string;
  columns: Record<'created' | 'kind' | 'recipient' | 'lead' | 'attempts' | 'when' | 'error' | 'action', string>;
  rows: OutboxTableRow[];
  resendLabel: string;
  empty: string;
};

const textColumns = ['created', 'kind', 'recipient', 'lead', 'attempts', 'when', 'error'] as const;

/** Mails of one state; failed ones can be sent again. */
export function OutboxTable({ caption, locale, columns, rows, resendLabel, empty }: OutboxTableProps) {
  return (
    <StaffTable
      caption={caption}
      empty={empty}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        ...textColumns.map((key) => ({
          key,
          header: columns[key],
          className: key === 'recipient' || key === 'error' ? 'break-all' : undefined,
          cell: (row: OutboxTableRow) => row[key],
        })),
        {
          key: 'action',
          header: columns.action,
          cell: (row) =>
            row.resendAction && (
              <form method="post" action={row.resendAction}>
                <LocaleField locale={locale} />
                <button
                  type="submit"
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-700"
                >
                  {resendLabel}
                </button>
              </form>
            ),
        },
      ]}
    />
  );
}
