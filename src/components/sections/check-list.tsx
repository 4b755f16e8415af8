import { Check } from '@/components/icons';

/** Short points, each after a check mark (a hero's points, a card's features or devices). */
export function CheckList({
  items,
  className,
  iconClassName,
}: {
  items: readonly string[];
  className: string;
  /** The mark's offset and size ("mt-0.5 size-4"), to sit on the text's first line. */
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className={`${iconClassName} shrink-0 text-brand-700`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
