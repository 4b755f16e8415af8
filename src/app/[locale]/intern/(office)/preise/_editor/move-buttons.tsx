import { ArrowDown, ArrowUp } from 'lucide-react';

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
      <button
        type="submit"
        name="op"
        value={up ?? ''}
        disabled={!up}
        aria-label={upLabel}
        title={upLabel}
        className={button}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="submit"
        name="op"
        value={down ?? ''}
        disabled={!down}
        aria-label={downLabel}
        title={downLabel}
        className={button}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
