import { Clock } from '@/components/icons';
import { CtaLink } from '@/components/sections/cta-link';
import type { HomeContent } from '@/content/home/types';

/**
 * The short path to action right under the home hero: the four steps of a sale with the time
 * each takes (read from the promises module), and one button to the inquiry form.
 */
export function HowItWorks({ content }: { content: HomeContent['howItWorks'] }) {
  return (
    <section aria-labelledby="how-it-works-heading" className="border-y border-slate-200 bg-white py-10 sm:py-12">
      <div className="container-page">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="how-it-works-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {content.title}
          </h2>
          <CtaLink cta={content.cta} className="max-sm:hidden" />
        </div>
        <ol className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white tabular"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{step.title}</h3>
                {step.duration ? (
                  <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
                    <Clock aria-hidden="true" className="size-4 shrink-0" />
                    {step.duration}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <CtaLink cta={content.cta} className="mt-6 w-full sm:hidden" />
      </div>
    </section>
  );
}
