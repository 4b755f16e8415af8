import type { ReactNode } from 'react';

type Props = {
  itemId: string;
  /** The name the list and the toast show ("NVIDIA GeForce RTX 4090"). */
  name: string;
  /** Without JavaScript: the inquiry form with the item in its subject. */
  href: string;
  label: string;
  /** Accessible name, the visible label plus the item: "Auf die Ankaufsliste: GeForce RTX 4090". */
  accessibleLabel: string;
  icon?: ReactNode;
  className?: string;
  /** Classes of the visible label (e.g. `lg:sr-only` where the icon alone shows, with a tooltip). */
  labelClassName?: string;
  /** The "bis zu" price shown beside the link (null: on request), kept with the line. */
  price?: number | null;
};

/**
 * "Auf die Ankaufsliste": a plain link to the inquiry form with the item named, which works
 * without JavaScript; with it, the page's SellListAddController (one delegated click listener)
 * adds the item to the visitor's list instead. No hooks, so server tables and the client-side
 * instant search render the same markup.
 */
export function AddToListLink({
  itemId,
  name,
  href,
  label,
  accessibleLabel,
  icon,
  className,
  labelClassName,
  price,
}: Props) {
  return (
    <a
      href={href}
      data-sell-add={itemId}
      data-sell-name={name}
      data-sell-price={price === undefined ? undefined : (price ?? '')}
      aria-label={accessibleLabel}
      className={className}
    >
      {icon}
      {labelClassName ? <span className={labelClassName}>{label}</span> : label}
    </a>
  );
}
