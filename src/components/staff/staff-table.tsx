import type { ReactNode } from 'react';

export type StaffColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a `<th scope="row">`), for screen readers. */
  rowHeader?: boolean;
  className?: string;
};

type StaffTableProps<Row> = {
  caption: string;
  columns: StaffColumn<Row>[];
  rows: Row[];
  empty: string;
};

const cellClass = 'px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-0.5';

/**
 * The office's tables. On phones each row becomes a card: the cells stack, each with its column
 * name, so nothing scrolls sideways. An empty list says so instead of showing a bare header.
 */
export function StaffTable<Row extends { id: string }>({ caption, columns, rows, empty }: StaffTableProps<Row>) {
  if (rows.length === 0)
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{empty}</p>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-slate-300 text-left text-slate-600">
          {columns.map((column) => (
            <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
              {column.header}
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
            {columns.map((column) => {
              const content = (
                <>
                  {!column.rowHeader && <span className="font-medium text-slate-500 md:hidden">{column.header}</span>}
                  {column.cell(row)}
                </>
              );
              const className = `${cellClass} ${column.className ?? ''}`;
              return column.rowHeader ? (
                <th key={column.key} scope="row" className={`${className} text-left font-normal`}>
                  {content}
                </th>
              ) : (
                <td key={column.key} className={className}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
