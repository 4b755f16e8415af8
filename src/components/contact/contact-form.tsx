'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import type { ContactFormKind } from '@/lib/contact-schema';
import { randomUuid } from '@/lib/uuid';
import type { ConfirmationTexts } from './contact-confirmation';
import type { FieldErrors, ToastTexts } from './contact-form-logic';
import { ContactFormView, formFields, type ContactFormLabels, type FieldName } from './contact-form-view';

type Props = {
  kind: ContactFormKind;
  locale: Locale;
  labels: ContactFormLabels;
  toasts: ToastTexts;
  idPrefix: string;
  confirmation: ConfirmationTexts;
  /** Level of the confirmation's heading: one below the heading above the form. */
  confirmationHeading: 'h3' | 'h4';
};

type Logic = typeof import('./contact-form-logic');
let logicModule: Promise<Logic> | null = null;
/** The schema and submit code load on first use of a form, not with the page. */
const loadLogic = () => (logicModule ??= import('./contact-form-logic'));
/** The confirmation after sending too (fetched with the logic, shown only after a send). */
const loadConfirmation = () => import('./contact-confirmation');
const ContactConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.ContactConfirmation })));

/**
 * A contact form (spec §4): idle → submitting ('Wird gesendet...', disabled) → success (toast,
 * reset) or error (toast, values kept). The inputs stay uncontrolled DOM fields, so the same
 * markup posts natively without JavaScript and nothing typed can be lost to a re-render.
 */
export function ContactForm({ kind, locale, labels, toasts, idPrefix, confirmation, confirmationHeading }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // The id of the inquiry just sent: while set, the confirmation takes the form's place.
  const [sentId, setSentId] = useState<string | null>(null);
  const startedAt = useRef(0);
  // One key per submission: a retry of the same submission reuses it, a success makes a new one.
  const idempotencyKey = useRef('');

  useEffect(() => {
    startedAt.current = Date.now();
    idempotencyKey.current = randomUuid();
    // A price list's "Bewerten lassen" link pre-fills the subject (?subject=…).
    const subject = new URLSearchParams(window.location.search).get('subject');
    const input = formRef.current?.elements.namedItem('subject');
    if (subject && input instanceof HTMLInputElement && !input.value) input.value = subject.slice(0, 200);
  }, []);

  const readValues = () => {
    const values: Partial<Record<FieldName, string>> = {};
    const data = new FormData(formRef.current ?? undefined);
    for (const field of formFields[kind]) values[field.name] = String(data.get(field.name) ?? '');
    return values;
  };

  // Like react-hook-form's "onTouched": a field is checked when left, and again while it is wrong.
  const recheck = async (name: FieldName, force: boolean) => {
    if (!force && !errors[name]) return;
    const { validateContact } = await loadLogic();
    const message = validateContact(kind, locale, readValues())[name];
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  };

  const fieldName = (event: FocusEvent | FormEvent) =>
    (event.target as HTMLElement).getAttribute('name') as FieldName | null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      const { validateContact, sendContact } = await loadLogic();
      const values = readValues();
      const invalid = validateContact(kind, locale, values);
      setErrors(invalid);
      const first = formFields[kind].find((field) => invalid[field.name]);
      if (first) {
        (form.elements.namedItem(first.name) as HTMLElement | null)?.focus();
        return;
      }
      const website = form.elements.namedItem('website');
      const result = await sendContact({
        kind,
        locale,
        values,
        toasts,
        meta: {
          idempotencyKey: idempotencyKey.current,
          website: website instanceof HTMLInputElement ? website.value : '',
          startedAt: startedAt.current,
          page: window.location.pathname,
        },
      });
      setErrors(result.errors);
      if (result.sent) {
        form.reset();
        idempotencyKey.current = randomUuid();
        setSentId(result.id ?? '');
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (sentId !== null) {
    return (
      <Suspense fallback={null}>
        <ContactConfirmation
          id={sentId}
          texts={confirmation}
          headingLevel={confirmationHeading}
          onAnother={() => {
            setSentId(null);
            // Back to an empty form, focus on its first field.
            requestAnimationFrame(() =>
              formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus(),
            );
          }}
        />
      </Suspense>
    );
  }

  return (
    <ContactFormView
      kind={kind}
      locale={locale}
      labels={labels}
      idPrefix={idPrefix}
      errors={errors}
      submitting={submitting}
      formProps={{
        ref: formRef,
        noValidate: true,
        onSubmit: (event) => void onSubmit(event),
        onFocus: () => {
          void loadLogic();
          void loadConfirmation();
        },
        onBlur: (event) => {
          const name = fieldName(event);
          if (name) void recheck(name, true);
        },
        onInput: (event) => {
          const name = fieldName(event);
          if (name) void recheck(name, false);
        },
      }}
    />
  );
}
