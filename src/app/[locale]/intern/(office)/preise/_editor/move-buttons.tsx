import { ArrowDown, ArrowUp } from '@/components/icons';

/**
 * Up and down for an item or a category: submit buttons of the draft form (`op`), so a move saves
 * what was typed with it. Icons with their words for screen readers and as a tooltip.
 */
export function MoveButtons({
  up,
  down,
  upLabel,
  downLabel,
}: {
  /** The `op` values; null at the top or the bottom. */
  up: string | null;
  down: string | null;
  upLabel: string;
  downLabel: string;
}) {
  const button =
    'inline-flex size-8 items-center justify-center rounded border border-slate-300 bg-white text-navy-900 hover:border-brand-700 disabled:opacity-40';
  return (
    <span className="inline-flex gap-1">
      {[
        { key: 'up', op: up, label: upLabel, Icon: ArrowUp },
        { key: 'down', op: down, label: downLabel, Icon: ArrowDown },
      ].map(({ key, op, label, Icon }) => (
        <button
          key={key}
          type="submit"
          name="op"
          value={op ?? ''}
          disabled={!op}
          aria-label={label}
          title={label}
          className={button}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </span>
  );
}
