import type { Fact } from '@/content/types';
import { cx } from '@/lib/cx';

/**
 * Label/value pairs, two columns from the small breakpoint. The default suits a staff card; a
 * page passes its own grid (column width, spacing) as `className`.
 */
export function FactList({
  facts,
  className = 'gap-y-1 text-sm sm:grid-cols-[10rem_1fr]',
}: {
  facts: readonly Fact[];
  className?: string;
}) {
  return (
    <dl className={cx('grid gap-x-4', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-slate-500">{fact.label}</dt>
          <dd className="break-words text-navy-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
