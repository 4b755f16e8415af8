import { LocaleField } from './staff-form-controls';

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

/** Mails of one state; failed ones can be sent again. Cells stack on phones like the inbox's. */
export function OutboxTable({ caption, locale, columns, rows, resendLabel, empty }: OutboxTableProps) {
  if (rows.length === 0)
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{empty}</p>;
  const cell = 'px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-0.5';
  const label = 'font-medium text-slate-500 md:hidden';
  const keys = ['created', 'kind', 'recipient', 'lead', 'attempts', 'when', 'error'] as const;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-slate-300 text-left text-slate-600">
          {keys.map((key) => (
            <th key={key} scope="col" className="px-3 py-2 font-semibold">
              {columns[key]}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.action}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-slate-200 bg-white max-md:mb-3 max-md:block max-md:rounded-lg max-md:border max-md:p-3"
          >
            {keys.map((key) => (
              <td key={key} className={`${cell} ${key === 'recipient' || key === 'error' ? 'break-all' : ''}`}>
                <span className={label}>{columns[key]}</span>
                {row[key]}
              </td>
            ))}
            <td className={cell}>
              {row.resendAction && (
                <form method="post" action={row.resendAction}>
                  <LocaleField locale={locale} />
                  <button
                    type="submit"
                    className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-700"
                  >
                    {resendLabel}
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
