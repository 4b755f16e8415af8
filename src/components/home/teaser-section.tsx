import { CheckCircle2 } from '@/components/icons';
import { Icon } from '@/components/icons';
import { accentStyles } from '@/components/sections/accent';
import { CtaLink } from '@/components/sections/cta-link';
import type { TeaserSection as Teaser } from '@/content/home/types';
import { cn } from '@/lib/cn';
import { MoreLink } from './section-actions';

/** A short section that introduces a topic, lists what it includes and links on. */
export function TeaserSection({
  id,
  teaser,
  tone = 'plain',
  reverse = false,
}: {
  id: string;
  teaser: Teaser;
  tone?: 'plain' | 'muted';
  reverse?: boolean;
}) {
  const styles = accentStyles[teaser.accent];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-reveal
      className={cn('py-16 sm:py-20', tone === 'muted' && 'bg-surface')}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reverse && 'lg:order-2')}>
          <p
            className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold', styles.badge)}
          >
            <Icon name={teaser.icon} className="size-4" />
            {teaser.eyebrow}
          </p>
          <h2 id={`${id}-heading`} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {teaser.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{teaser.text}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
            <CtaLink cta={teaser.primary} size="lg" />
            {teaser.secondary ? <MoreLink link={teaser.secondary} /> : null}
          </div>
        </div>
        <ul
          className={cn(
            'grid gap-4 rounded-card border border-t-4 border-slate-200 bg-white p-6 shadow-sm sm:p-8',
            styles.border,
          )}
        >
          {teaser.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-lg text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
