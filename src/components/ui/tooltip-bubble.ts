import { cx } from '@/lib/cx';

export type TooltipAlign = 'center' | 'start' | 'end';

/**
 * Classes of a tooltip bubble, placed above its root (the nearest `[data-tooltip-root]`, which
 * must be positioned), or below it (controls at the top of the screen, such as the header's).
 * Plain class names (cx, no tailwind-merge), so client components may use it.
 */
export function tooltipBubbleClass(align: TooltipAlign = 'center', extra?: string, below = false): string {
  return cx(
    'tooltip pointer-events-none absolute z-50 w-max max-w-64 rounded-md bg-navy-900 px-3 py-2 text-left text-sm leading-snug font-normal tracking-normal text-white normal-case shadow-lg',
    below ? 'top-full mt-2' : 'bottom-full mb-2',
    align === 'center' && 'left-1/2 -translate-x-1/2',
    align === 'start' && 'left-0',
    align === 'end' && 'right-0',
    extra,
  );
}
