import { SmartImage } from '@/components/ui/smart-image';
import type { GalleryCard } from '@/content/home/types';

/** Six illustrated cards; each reveals 0.1 s after the previous one (globals.css `--reveal-index`). */
export function GalleryGrid({ cards, label }: { cards: GalleryCard[]; label: string }) {
  return (
    // On phones a swipeable row, focusable so that a keyboard can scroll it.
    <ul aria-label={label} tabIndex={0} className="phone-rail grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li
          key={card.title}
          data-reveal
          style={{ '--reveal-index': index } as React.CSSProperties}
          className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm"
        >
          <SmartImage
            src={card.image.src}
            width={card.image.width}
            height={card.image.height}
            alt={card.image.alt}
            kind="illustration"
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
          />
          <div className="p-5">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-slate-600">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
