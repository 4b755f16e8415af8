import type { Fact } from '@/content/types';

/** The statistics row: four figures on a dark band, with a heading for screen readers. */
export function StatsBand({ title, facts, note }: { title: string; facts: Fact[]; note: string }) {
  return (
    <section aria-labelledby="stats-heading" className="bg-navy-900 py-12">
      <div className="container-page">
        <h2 id="stats-heading" className="sr-only">
          {title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse justify-end border-l-2 border-brand-600 pl-3 sm:pl-6"
            >
              <dt className="mt-1 text-sm text-slate-300 sm:text-base">{fact.label}</dt>
              {/* One line at every width ("10.000.000+" fits a phone's half column at 320 px). */}
              <dd className="text-[clamp(1.125rem,5.6vw,1.5rem)] font-bold whitespace-nowrap text-white tabular sm:text-4xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        {/* What the figures count, next to them (they are the company's own statements). */}
        <p className="mt-8 max-w-4xl text-sm leading-relaxed text-slate-300">{note}</p>
      </div>
    </section>
  );
}
