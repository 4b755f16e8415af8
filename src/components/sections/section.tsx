import type * as React from 'react';
import { cn } from '@/lib/cn';

type SectionProps = React.ComponentProps<'section'> & {
  title: string;
  intro?: string;
  /** Muted background band to separate consecutive sections. */
  tone?: 'plain' | 'muted' | 'dark';
  headingLevel?: 'h2' | 'h3';
};

/** A page section with its heading; `id` makes it an anchor target. */
export function Section({
  title,
  intro,
  tone = 'plain',
  headingLevel: Heading = 'h2',
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      data-reveal
      className={cn(
        'py-16 sm:py-20',
        tone === 'muted' && 'bg-surface',
        tone === 'dark' && 'bg-navy-900 text-slate-200 [&_h2]:text-white [&_h3]:text-white',
        className,
      )}
      {...props}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          <Heading className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</Heading>
          {intro ? (
            <p className={cn('mt-4 text-lg leading-relaxed', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>
              {intro}
            </p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
