import type { CtaBandContent } from '@/content/types';
import { CtaLink } from './cta-link';

/** Closing call to action of a page. */
export function CtaBand({ cta }: { cta: CtaBandContent }) {
  return (
    <section className="bg-brand-800 py-16 text-white" data-reveal>
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight text-white">{cta.title}</h2>
          <p className="mt-3 text-lg text-brand-50">{cta.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <CtaLink cta={cta.primary} variant="inverse" size="lg" />
          {cta.secondary ? <CtaLink cta={cta.secondary} variant="outlineInverse" size="lg" /> : null}
        </div>
      </div>
    </section>
  );
}
