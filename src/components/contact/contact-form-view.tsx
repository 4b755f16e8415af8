import type * as React from 'react';
import type { Locale } from '@/i18n/locales';
import { contactFields, type ContactFormKind, type FieldName } from '@/lib/contact-fields';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/form-field';

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
        return (
          <Field
            key={field.name}
            id={id}
            label={labels[field.name]}
            error={error}
            required={field.required}
            optional={field.required ? undefined : labels.optional}
            className={field.half ? undefined : 'sm:col-span-2'}
          >
            {(describedBy, invalid) => {
              const shared = {
                id,
                name: field.name,
                autoComplete: field.autoComplete,
                required: field.required,
                minLength: field.minLength,
                maxLength: field.maxLength,
                'aria-invalid': invalid,
                'aria-describedby': describedBy,
                className: inputClass,
              };
              return field.type === 'textarea' ? (
                <textarea rows={field.rows} {...shared} />
              ) : (
                <input type={field.type} {...shared} />
              );
            }}
          </Field>
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
