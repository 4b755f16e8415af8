import { ArrowDown } from '@/components/icons';
import type { Accent, HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { accentStyles } from './accent';
import { CheckList } from './check-list';
import { CtaLink } from './cta-link';

type Props = {
  hero: HeroContent;
  accent?: Accent;
  id?: string;
  /** What a figure in the hero counts, when no section below repeats it. */
  note?: string;
  children?: React.ReactNode;
};

/**
 * Page hero: badge, the page's one h1, lead sentence, two actions and optional short facts. Compact
 * on phones, so the primary action is in the first screen at 360 × 740 (e2e/header.e2e.ts).
 */
export function PageHero({ hero, accent = 'brand', id, note, children }: Props) {
  return (
    <section id={id} className="relative overflow-hidden bg-gradient-to-b from-surface to-white">
      <div
        className={cn('container-page grid items-center gap-10 py-8 sm:py-20', children && 'lg:grid-cols-[1.2fr_1fr]')}
      >
        {/* Without an illustration the text takes the width a line of reading allows. */}
        <div className={cn(!children && 'max-w-4xl')}>
          <p className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold', accentStyles[accent].badge)}>
            {hero.badge}
          </p>
          <h1 className="mt-4 text-[2rem] leading-tight font-bold tracking-tight sm:mt-5 sm:text-5xl">{hero.title}</h1>
          {hero.subtitle ? (
            <p className="mt-3 max-w-2xl text-lg font-semibold text-brand-800 sm:mt-4 sm:text-2xl">{hero.subtitle}</p>
          ) : null}
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-600 sm:mt-5 sm:text-xl">{hero.lead}</p>
          {/* Stacked full width on phones: easy to reach, and no line break that depends on the font. */}
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap">
            <CtaLink cta={hero.primary} size="lg" />
            {hero.secondary ? <CtaLink cta={hero.secondary} variant="secondary" size="lg" /> : null}
          </div>
          {hero.more ? (
            <a
              href={hero.more.href}
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {hero.more.label}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          {hero.points?.length ? (
            <CheckList
              items={hero.points}
              className="mt-8 grid gap-2 text-slate-700 sm:grid-cols-2"
              iconClassName="mt-0.5 size-5"
            />
          ) : null}
          {note ? <p className="mt-6 max-w-2xl text-sm leading-relaxed text-slate-600">{note}</p> : null}
        </div>
        {children ? <div className="hidden lg:block">{children}</div> : null}
      </div>
    </section>
  );
}
