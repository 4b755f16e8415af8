import type * as React from 'react';
import { cx } from '@/lib/cx';

/** The look of every text input and select of the site's forms (contact, sell list). */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-xs placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 aria-[invalid=true]:border-destructive';

const checkboxClass = 'size-5 shrink-0 rounded border-slate-400 accent-brand-700';

/** A labelled field with its hint and error, wired up with aria-describedby. */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** "(optional)" after the label. */
  optional?: string;
  required?: boolean;
  className?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-slate-600"> ({optional})</span> : null}
      </label>
      {children(describedBy, error ? true : undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({
  id,
  label,
  checked,
  onChange,
  name,
}: {
  id: string;
  label: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-navy-900">
      <input
        id={id}
        name={name}
        type="checkbox"
        className={checkboxClass}
        checked={checked}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
      />
      <span>{label}</span>
    </label>
  );
}
