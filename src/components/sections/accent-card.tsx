import type { CSSProperties, ReactNode } from 'react';
import type { IconName } from '@/content/icon-names';
import type { Accent } from '@/content/types';
import { Icon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { accentStyles } from './accent';

/** A card of a card grid: a list item with its service family's top border, revealed in turn. */
export function AccentCard({
  accent,
  index,
  className,
  children,
}: {
  accent: Accent;
  /** Position in the grid, for the staggered reveal. */
  index: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      data-reveal
      style={{ '--reveal-index': index } as CSSProperties}
      className={cn(
        'flex flex-col rounded-card border border-t-4 border-slate-200 bg-white p-6 shadow-sm',
        accentStyles[accent].border,
        className,
      )}
    >
      {children}
    </li>
  );
}

/** The icon tile of a card, in its service family's colours. */
export function AccentIcon({ accent, name, large = false }: { accent: Accent; name: IconName; large?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg',
        large ? 'size-12' : 'size-11',
        accentStyles[accent].icon,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
