import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/** Field and button styles of the office's forms, so every form looks and behaves alike. */
export const staffFieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

export function StaffSubmitButton({
  className,
  variant = 'primary',
  ...props
}: ComponentProps<'button'> & { variant?: 'primary' | 'danger' }) {
  return (
    <button
      type="submit"
      className={cx(
        'min-h-10 rounded-lg px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2',
        variant === 'danger'
          ? 'bg-rose-700 hover:bg-rose-800 focus-visible:outline-rose-700'
          : 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
        className,
      )}
      {...props}
    />
  );
}

/** The locale travels with every form post, so the answer's redirect and messages keep it. */
export function LocaleField({ locale }: { locale: string }) {
  return <input type="hidden" name="locale" value={locale} />;
}

type FieldProps = {
  label: string;
  /** `block`: a field on its own line; `wide`: two columns of a two-column grid. */
  layout?: 'block' | 'wide';
};

const labelClass = (layout: FieldProps['layout']) =>
  layout === 'block'
    ? 'block text-sm font-medium text-slate-700'
    : cx('text-sm font-medium text-slate-700', layout === 'wide' && 'sm:col-span-2');

/** A labelled input in the office's style (`className` replaces the field's style). */
export function StaffInput({
  label,
  layout,
  className = staffFieldClass,
  ...props
}: ComponentProps<'input'> & FieldProps) {
  return (
    <label className={labelClass(layout)}>
      {label}
      <input {...props} className={className} />
    </label>
  );
}

/** A labelled text area in the office's style; `mono` for serial numbers and the like. */
export function StaffTextArea({
  label,
  layout,
  mono,
  ...props
}: Omit<ComponentProps<'textarea'>, 'className'> & FieldProps & { mono?: boolean }) {
  return (
    <label className={labelClass(layout)}>
      {label}
      <textarea {...props} className={mono ? `${staffFieldClass} font-mono` : staffFieldClass} />
    </label>
  );
}

/** A labelled select in the office's style; `children` come before the options (a "none" choice). */
export function StaffSelect({
  label,
  layout,
  options,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'className'> &
  FieldProps & { options: readonly { value: string | number; label: string }[] }) {
  return (
    <label className={labelClass(layout)}>
      {label}
      <select {...props} className={staffFieldClass}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
