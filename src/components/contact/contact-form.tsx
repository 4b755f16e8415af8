'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { contactFields, type ContactFormKind, type FieldName } from '@/lib/contact-fields';
import type { ContactValidationMessages } from '@/lib/contact-schema';
import { randomUuid } from '@/lib/uuid';
import { AttachmentField, type AttachmentHandle } from './attachment-field';
import type { AttachmentTexts } from './attachment-texts';
import type { ConfirmationTexts } from './contact-form-props';
import { inquiryReference } from './inquiry-reference';
import type { FieldErrors, ToastTexts } from './contact-form-logic';
import { ContactFormView, type ContactFormLabels } from './contact-form-view';

type Props = {
  kind: ContactFormKind;
  locale: Locale;
  labels: ContactFormLabels;
  toasts: ToastTexts;
  validation: ContactValidationMessages;
  idPrefix: string;
  confirmation: ConfirmationTexts;
  /** Level of the confirmation's heading: one below the heading above the form. */
  confirmationHeading: 'h3' | 'h4';
  /** Texts of the photo and document field. */
  uploads: AttachmentTexts;
};

type Logic = typeof import('./contact-form-logic');
let logicModule: Promise<Logic> | null = null;
/** The schema and submit code load on first use of a form, not with the page. */
const loadLogic = () => (logicModule ??= import('./contact-form-logic'));
/** The confirmation after sending too (fetched with the logic, shown only after a send). */
const loadConfirmation = () => import('@/components/ui/sent-confirmation');
const SentConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.SentConfirmation })));

/**
 * A contact form: idle → submitting ('Wird gesendet...', disabled) → success (toast,
 * reset) or error (toast, values kept). The inputs stay uncontrolled DOM fields, so the same
 * markup posts natively without JavaScript and nothing typed can be lost to a re-render.
 */
export function ContactForm({
  kind,
  locale,
  labels,
  toasts,
  validation,
  idPrefix,
  confirmation,
  confirmationHeading,
  uploads,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const attachments = useRef<AttachmentHandle>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // The inquiry just sent (its reference): while set, the confirmation takes the form's place.
  const [sent, setSent] = useState<{ reference: string | null; id: string | null } | null>(null);
  const startedAt = useRef(0);
  // One key per submission: a retry of the same content reuses it (so a lost answer cannot store
  // the inquiry twice); changed content or a success gets a new one.
  const submission = useRef<{ key: string; content: string } | null>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    // A price list's "Bewerten lassen" link pre-fills the subject (?subject=…).
    const subject = new URLSearchParams(window.location.search).get('subject');
    const input = formRef.current?.elements.namedItem('subject');
    if (subject && input instanceof HTMLInputElement && !input.value) input.value = subject.slice(0, 200);
  }, []);

  const readValues = () => {
    const values: Partial<Record<FieldName, string>> = {};
    const data = new FormData(formRef.current ?? undefined);
    for (const field of contactFields) values[field.name] = String(data.get(field.name) ?? '');
    return values;
  };

  // Like react-hook-form's "onTouched": a field is checked when left, and again while it is wrong.
  const recheck = async (name: FieldName, force: boolean) => {
    if (!force && !errors[name]) return;
    const { validateContact } = await loadLogic();
    const message = validateContact(kind, validation, readValues())[name];
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
      const invalid = validateContact(kind, validation, values);
      setErrors(invalid);
      const first = contactFields.find((field) => invalid[field.name]);
      if (first) {
        (form.elements.namedItem(first.name) as HTMLElement | null)?.focus();
        return;
      }
      const website = form.elements.namedItem('website');
      // Files still uploading are waited for; only the ids of uploaded ones are sent.
      const attachmentIds = (await attachments.current?.settled()) ?? [];
      const content = JSON.stringify({ values, attachmentIds });
      if (submission.current?.content !== content) submission.current = { key: randomUuid(), content };
      const result = await sendContact({
        kind,
        locale,
        values,
        toasts,
        meta: {
          idempotencyKey: submission.current.key,
          website: website instanceof HTMLInputElement ? website.value : '',
          startedAt: startedAt.current,
          page: window.location.pathname,
          ...(attachmentIds.length ? { attachmentIds } : {}),
        },
      });
      if (result.sent) {
        setErrors({});
        form.reset();
        attachments.current?.reset();
        submission.current = null;
        setSent({ reference: result.reference, id: result.id });
      } else {
        setErrors(result.errors);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (sent !== null) {
    return (
      <Suspense fallback={null}>
        <SentConfirmation
          testId="contact-confirmation"
          headingLevel={confirmationHeading}
          title={confirmation.title}
          lead={confirmation.lead}
          reference={{
            label: confirmation.referenceLabel,
            value: inquiryReference(sent),
            hint: confirmation.referenceHint,
          }}
          next={{ title: confirmation.nextTitle, steps: confirmation.next }}
          urgent={{ text: confirmation.urgent, phone: confirmation.phone }}
          another={confirmation.another}
          onAnother={() => {
            setSent(null);
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
      attachments={<AttachmentField ref={attachments} idPrefix={idPrefix} locale={locale} texts={uploads} />}
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
