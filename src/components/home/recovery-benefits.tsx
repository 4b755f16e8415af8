import type { RecoveryBenefit } from '@/content/home/types';
import { figureBasisNote } from '@/content/promises';
import type { Locale } from '@/i18n/locales';
import { formatPercent } from '@/lib/format';

/** Recovery figures: title, percentage with a bar, description; what they count underneath. */
export function RecoveryBenefits({ benefits, locale }: { benefits: RecoveryBenefit[]; locale: Locale }) {
  const stated = benefits.map((benefit) => `${formatPercent(benefit.percentage, locale)} ${benefit.description}`);
  const basis = figureBasisNote(stated.join('\n'), locale);
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => {
          const value = formatPercent(benefit.percentage, locale);
          return (
            <li key={benefit.title} className="rounded-card border border-slate-200 bg-white p-6">
              {/* Title and figure wrap onto two lines where a third of the width is too narrow. */}
              <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="min-w-0 text-lg font-semibold text-navy-900">{benefit.title}</span>
                <span aria-hidden="true" className="text-3xl font-bold whitespace-nowrap text-brand-800 tabular">
                  {value}
                </span>
              </p>
              <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${benefit.percentage}%` }} />
              </div>
              <p className="mt-3 text-slate-600">
                {value} {benefit.description}
              </p>
            </li>
          );
        })}
      </ul>
      {basis ? <p className="mt-6 max-w-4xl text-sm leading-relaxed text-slate-600">{basis}</p> : null}
    </>
  );
}
