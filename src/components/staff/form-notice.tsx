import { cx } from '@/lib/cx';

/**
 * What the last action did, shown after the form post's redirect: a success as a status, a
 * refusal as an alert, so screen readers announce either.
 */
export function FormNotice({ kind, text }: { kind: 'success' | 'error'; text: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-lg border px-4 py-3 text-sm font-medium',
        kind === 'error'
          ? 'border-rose-300 bg-rose-50 text-rose-900'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900',
      )}
    >
      {text}
    </p>
  );
}
