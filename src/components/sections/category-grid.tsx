import { Info } from '@/components/icons';
import type { Accent, CategoryCard } from '@/content/types';
import { cn } from '@/lib/cn';
import { accentStyles } from './accent';
import { AccentCard, AccentIcon } from './accent-card';

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * Device or goods categories: what belongs to each, its key data (capacity, voltage, hashrate …)
 * and a compliance or handling note at the foot of the card.
 */
export function CategoryGrid({
  categories,
  columns = 3,
  accent = 'brand',
}: {
  categories: CategoryCard[];
  columns?: 2 | 3 | 4;
  accent?: Accent;
}) {
  const styles = accentStyles[accent];
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])}>
      {categories.map((category, index) => (
        <AccentCard key={category.title} accent={accent} index={index}>
          <div className="flex items-center gap-3">
            <AccentIcon accent={accent} name={category.icon} />
            <h3 className="text-lg font-semibold">{category.title}</h3>
          </div>
          {category.description ? <p className="mt-3 text-slate-600">{category.description}</p> : null}
          <ul className="mt-4 flex flex-wrap gap-2">
            {category.items.map((item) => (
              <li
                key={item}
                className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-sm text-slate-700"
              >
                {item}
              </li>
            ))}
          </ul>
          {category.specs?.length ? (
            <dl className="mt-5 divide-y divide-slate-100 border-y border-slate-100 text-sm">
              {category.specs.map((spec) => (
                <div key={spec.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">{spec.label}</dt>
                  <dd className="text-right font-semibold text-navy-900 tabular">{spec.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {category.note ? (
            <div className="mt-auto pt-5">
              <p className={cn('flex items-start gap-2 rounded-md p-3 text-sm text-slate-700', styles.soft)}>
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
                {category.note}
              </p>
            </div>
          ) : null}
        </AccentCard>
      ))}
    </ul>
  );
}
