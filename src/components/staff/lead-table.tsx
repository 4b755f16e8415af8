import { LeadStatusBadge } from './lead-status-badge';

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
};

type LeadTableProps = {
  caption: string;
  columns: Record<'received' | 'name' | 'subject' | 'form' | 'language' | 'status' | 'assigned', string>;
  rows: LeadTableRow[];
  empty: string;
};

/**
 * The inbox table. On phones each row becomes a card (the cells stack, each with its column
 * name), so nothing scrolls sideways; the name links to the lead.
 */
export function LeadTable({ caption, columns, rows, empty }: LeadTableProps) {
  if (rows.length === 0)
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{empty}</p>;
  const cell = 'px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-0.5';
  const label = 'font-medium text-slate-500 md:hidden';
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-slate-300 text-left text-slate-600">
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.received}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.name}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.subject}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.form}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.language}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.status}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {columns.assigned}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-slate-200 bg-white max-md:mb-3 max-md:block max-md:rounded-lg max-md:border max-md:p-3"
          >
            <td className={cell}>
              <span className={label}>{columns.received}</span>
              <span className="whitespace-nowrap tabular-nums">{row.received}</span>
              <span className="block text-xs text-slate-500 max-md:inline">{row.reference}</span>
            </td>
            <th scope="row" className={`${cell} text-left font-normal`}>
              <a href={row.href} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                {row.name}
              </a>
              <span className="block text-xs break-all text-slate-500 max-md:hidden">{row.email}</span>
            </th>
            <td className={`${cell} max-w-xs`}>
              <span className={label}>{columns.subject}</span>
              <span className="line-clamp-2 break-words">{row.subject}</span>
            </td>
            <td className={cell}>
              <span className={label}>{columns.form}</span>
              {row.form}
            </td>
            <td className={cell}>
              <span className={label}>{columns.language}</span>
              {row.language}
            </td>
            <td className={cell}>
              <span className={label}>{columns.status}</span>
              <LeadStatusBadge status={row.status} label={row.statusLabel} />
            </td>
            <td className={cell}>
              <span className={label}>{columns.assigned}</span>
              {row.assigned}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
