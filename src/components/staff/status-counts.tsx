import { cx } from '@/lib/cx';

export type StatusCount = { status: string; label: string; count: string; href: string; current: boolean };

/** Counts per status at the top of the inbox; each links to the inbox filtered by it. */
export function StatusCounts({ label, counts }: { label: string; counts: StatusCount[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map((entry) => (
          <li key={entry.status}>
            <a
              href={entry.href}
              aria-current={entry.current ? 'true' : undefined}
              className={cx(
                'flex h-full flex-col justify-between rounded-lg border bg-white px-4 py-3 hover:border-brand-700',
                entry.current ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
              )}
            >
              <span className="text-sm text-slate-600">{entry.label}</span>
              <span className="text-2xl font-bold text-navy-900 tabular-nums">{entry.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
