import { Info } from '@/components/icons';
import { tooltipBubbleClass as bubble, type TooltipAlign as Align } from './tooltip-bubble';

/*
 * Tooltips rendered on the server: the trigger and its text are in the HTML, the text is the
 * trigger's description (aria-describedby). InfoTip is timed by ./tooltip-controller.tsx (700 ms
 * open delay, 300 ms skip delay, touch, Escape), which the page must render once; the launchers'
 * tooltips are CSS-only (the 700 ms hover delay as a transition delay, at once on
 * keyboard focus), so pages without explanations load no tooltip script.
 */

/** An info button that explains a term ("Bis zu", "Neupreis"); a tap toggles it on touch screens. */
export function InfoTip({
  id,
  label,
  text,
  align = 'center',
}: {
  id: string;
  label: string;
  text: string;
  align?: Align;
}) {
  return (
    <span data-tooltip-root data-tooltip-managed data-tooltip-toggle className="relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-navy-900"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span role="tooltip" id={id} className={bubble(align)}>
        {text}
      </span>
    </span>
  );
}
