import { ArrowRight } from '@/components/icons';
import { Icon } from '@/components/icons';
import { accentStyles } from '@/components/sections/accent';
import type { CategoryLinkCard } from '@/content/catalogue-pages/types';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

/** Category link cards of the hubs: title, description, icon, path, colour. */
export function CategoryLinkCards({ cards, linkLabel }: { cards: CategoryLinkCard[]; linkLabel: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => {
        const styles = accentStyles[card.accent];
        return (
          <li
            key={card.path}
            className={cn(
              'group relative flex flex-col rounded-card border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md',
              styles.border,
            )}
          >
            <span className={cn('inline-flex size-12 items-center justify-center rounded-lg', styles.icon)}>
              <Icon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <Link
                href={card.path}
                className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {card.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
            <p className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800" aria-hidden="true">
              {linkLabel}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
