import { cx } from '@/lib/cx';

const tone: Record<string, string> = {
  new: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-900',
  offer_sent: 'bg-violet-100 text-violet-900',
  won: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-slate-200 text-slate-800',
  spam: 'bg-rose-100 text-rose-900',
};

/** A lead's status as a coloured label; the text says it, the colour only helps scanning. */
export function LeadStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone[status] ?? tone.lost,
      )}
    >
      {label}
    </span>
  );
}
