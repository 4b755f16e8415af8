import type * as React from 'react';
import type { Locale } from '@/i18n/locales';
import { contactFields, type ContactFormKind, type FieldName } from '@/lib/contact-fields';
import { cx } from '@/lib/class-names';
import { Button } from '@/components/ui/button';

export type ContactFormLabels = Record<FieldName, string> & {
  optional: string;
  required: string;
  requiredNote: string;
  honeypot: string;
  submit: string;
  submitting: string;
  privacy: string;
  privacyLink: string;
  privacyHref: string;
};

type Props = {
  kind: ContactFormKind;
  locale: Locale;
  labels: ContactFormLabels;
  /** Unique per form on a page, so ids do not collide. */
  idPrefix: string;
  errors?: Partial<Record<FieldName, string>>;
  submitting?: boolean;
  formProps?: React.ComponentProps<'form'>;
  /** The attachment field (photos and documents), placed after the fields. */
  attachments?: React.ReactNode;
};

const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-xs placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 aria-[invalid=true]:border-destructive';

/**
 * The markup of both contact forms. It posts natively to /api/contact, so it works without
 * JavaScript; with JavaScript ContactForm validates with the shared schema and posts JSON.
 */
export function ContactFormView({
  kind,
  locale,
  labels,
  idPrefix,
  errors = {},
  submitting = false,
  formProps,
  attachments,
}: Props) {
  return (
    <form action="/api/contact" method="post" className="grid gap-5 sm:grid-cols-2" {...formProps}>
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        const shared = {
          id,
          name: field.name,
          autoComplete: field.autoComplete,
          required: field.required,
          minLength: field.minLength,
          maxLength: field.maxLength,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: inputClasses,
        };
        return (
          <div key={field.name} className={cx('flex flex-col gap-1.5', !field.half && 'sm:col-span-2')}>
            <label htmlFor={id} className="text-sm font-semibold text-navy-900">
              {labels[field.name]}
              {field.required ? (
                <span aria-hidden="true" className="text-destructive">
                  {' '}
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-600"> ({labels.optional})</span>
              )}
            </label>
            {field.type === 'textarea' ? (
              <textarea rows={field.rows} {...shared} />
            ) : (
              <input type={field.type} {...shared} />
            )}
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* Honeypot: people never see or fill it; bots that fill every field are stored as spam. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{labels.honeypot}</label>
        <input id={`${idPrefix}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {attachments}
      <div className="flex flex-col gap-4 sm:col-span-2">
        <p className="text-sm text-slate-600">
          {labels.requiredNote} {labels.privacy}{' '}
          <a href={labels.privacyHref} className="font-medium text-brand-800 underline underline-offset-2">
            {labels.privacyLink}
          </a>
          .
        </p>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
