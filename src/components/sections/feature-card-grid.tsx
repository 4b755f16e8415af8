import type { Accent, FeatureCard } from '@/content/types';
import { cn } from '@/lib/cn';
import { AccentCard, AccentIcon } from './accent-card';
import { CheckList } from './check-list';
import { CtaLink } from './cta-link';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards with icon, title, description, optional highlight and feature list. */
export function FeatureCardGrid({
  cards,
  columns = 3,
  accent = 'brand',
  rail,
}: {
  cards: FeatureCard[];
  columns?: 2 | 3 | 4;
  accent?: Accent;
  /** A name for the list, to make it one swipeable row on phones (cards with links only). */
  rail?: string;
}) {
  return (
    <ul aria-label={rail} className={cn('grid gap-6', columnClasses[columns], rail && 'phone-rail')}>
      {cards.map((card, index) => {
        return (
          <AccentCard key={card.title} accent={card.accent ?? accent} index={index}>
            <AccentIcon accent={card.accent ?? accent} name={card.icon} large />
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-slate-600">{card.description}</p>
            {card.highlight ? <p className="mt-3 font-semibold text-brand-800">{card.highlight}</p> : null}
            {card.features?.length ? (
              <CheckList
                items={card.features}
                className="mt-4 space-y-2 text-sm text-slate-700"
                iconClassName="mt-0.5 size-4"
              />
            ) : null}
            {card.actions?.length ? (
              <div className="mt-auto flex flex-wrap gap-3 pt-6">
                {card.actions.map((action, actionIndex) => (
                  <CtaLink
                    key={action.label}
                    cta={action}
                    size="sm"
                    variant={actionIndex === 0 ? 'primary' : 'secondary'}
                  />
                ))}
              </div>
            ) : null}
          </AccentCard>
        );
      })}
    </ul>
  );
}
