'use client';

/** The error of an island's form, announced when it appears (the region exists from the start). */
export function FormError({ id, text }: { id: string; text: string | null }) {
  return (
    <p
      id={id}
      aria-live="assertive"
      className={
        text ? 'rounded-lg border border-rose-300 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-900' : 'sr-only'
      }
    >
      {text ?? ''}
    </p>
  );
}

export const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700';
export const labelClass = 'block text-sm font-medium text-slate-800';
