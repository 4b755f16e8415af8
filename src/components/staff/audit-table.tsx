import { StaffTable } from './staff-table';

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

/** The audit log: who did what to which lead, when. */
export function AuditTable({ caption, columns, rows, empty }: AuditTableProps) {
  return (
    <StaffTable
      caption={caption}
      empty={empty}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'time', header: columns.time, className: 'whitespace-nowrap tabular-nums', cell: (row) => row.time },
        { key: 'actor', header: columns.actor, cell: (row) => row.actor },
        { key: 'action', header: columns.action, cell: (row) => row.action },
        {
          key: 'lead',
          header: columns.lead,
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
