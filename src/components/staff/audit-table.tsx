export type AuditTableRow = {
  id: string;
  time: string;
  actor: string;
  action: string;
  lead: { label: string; href: string | null };
};

type AuditTableProps = {
  caption: string;
  columns: Record<'time' | 'actor' | 'action' | 'lead', string>;
  rows: AuditTableRow[];
  empty: string;
};

/** The audit log: who did what to which lead, when. Cells stack on phones. */
export function AuditTable({ caption, columns, rows, empty }: AuditTableProps) {
  if (rows.length === 0)
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{empty}</p>;
  const cell = 'px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-0.5';
  const label = 'font-medium text-slate-500 md:hidden';
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-slate-300 text-left text-slate-600">
          {(['time', 'actor', 'action', 'lead'] as const).map((key) => (
            <th key={key} scope="col" className="px-3 py-2 font-semibold">
              {columns[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-slate-200 bg-white max-md:mb-3 max-md:block max-md:rounded-lg max-md:border max-md:p-3"
          >
            <td className={`${cell} whitespace-nowrap tabular-nums`}>
              <span className={label}>{columns.time}</span>
              {row.time}
            </td>
            <td className={cell}>
              <span className={label}>{columns.actor}</span>
              {row.actor}
            </td>
            <td className={cell}>
              <span className={label}>{columns.action}</span>
              {row.action}
            </td>
            <td className={cell}>
              <span className={label}>{columns.lead}</span>
              {row.lead.href ? (
                <a href={row.lead.href} className="text-brand-800 underline underline-offset-2">
                  {row.lead.label}
                </a>
              ) : (
                row.lead.label
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
