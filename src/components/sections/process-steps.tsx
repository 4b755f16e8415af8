import { Clock } from '@/components/icons';
import type { ProcessStep } from '@/content/types';
import { cn } from '@/lib/cn';

/** Numbered process steps with optional durations. */
export function ProcessSteps({ steps, columns = 4 }: { steps: ProcessStep[]; columns?: 3 | 4 }) {
  return (
    <ol className={cn('grid gap-6', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4')}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-reveal
          style={{ '--reveal-index': index } as React.CSSProperties}
          className="relative rounded-card border border-slate-200 bg-white p-6"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white tabular"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
          {step.duration ? (
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
              <Clock aria-hidden="true" className="size-4" />
              {step.duration}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
