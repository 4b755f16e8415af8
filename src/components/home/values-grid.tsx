import { Icon } from '@/components/icons';
import type { ValueCard } from '@/content/home/types';
import { MoreLink } from './section-actions';

/** Mission, vision and sustainability as three anchored cards that link to their pages. */
export function ValuesGrid({ cards }: { cards: ValueCard[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {cards.map((card, index) => (
        <section
          key={card.id}
          id={card.id}
          aria-labelledby={`${card.id}-heading`}
          data-reveal
          style={{ '--reveal-index': index } as React.CSSProperties}
          className="flex flex-col rounded-card border border-white/10 bg-navy-800 p-6"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 id={`${card.id}-heading`} className="mt-4 text-xl font-semibold text-white">
            {card.title}
          </h3>
          <p className="mt-2 flex-1 leading-relaxed text-slate-300">{card.text}</p>
          <MoreLink link={card.link} className="mt-4 self-start text-brand-200" />
        </section>
      ))}
    </div>
  );
}
