'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toast-store';
import type { Locale } from '@/i18n/locales';
import { apiRequest, ApiError } from '@/lib/api-client';
import { contactPageFieldsSchema, inquiryFieldsSchema, type ContactFormKind } from '@/lib/contact-schema';
import { randomUuid } from '@/lib/uuid';
import { ContactFormView, formFields, type ContactFormLabels, type FieldName } from './contact-form-view';

export type ToastTexts = {
  successTitle: string;
  successDescription: string;
  errorTitle: string;
  errorDescription: string;
  invalidDescription: string;
  rateLimitedDescription: string;
  networkDescription: string;
};

export type InteractiveContactFormProps = {
  kind: ContactFormKind;
  locale: Locale;
  labels: ContactFormLabels;
  toasts: ToastTexts;
  idPrefix: string;
  initialValues: Partial<Record<FieldName, string>>;
  focusField: FieldName | null;
  submitOnMount: boolean;
  startedAt: number;
};

type Values = Partial<Record<FieldName, string>>;

function emptyValues(kind: ContactFormKind): Values {
  return Object.fromEntries(formFields[kind].map((field) => [field.name, ''])) as Values;
}

/** Spec §4: idle → submitting ('Wird gesendet...', disabled) → success (toast, reset) or error (toast, values kept). */
export function InteractiveContactForm({ kind, locale, labels, toasts, idPrefix, initialValues, focusField, submitOnMount, startedAt }: InteractiveContactFormProps) {
  const schema = kind === 'inquiry' ? inquiryFieldsSchema(locale) : contactPageFieldsSchema(locale);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { ...emptyValues(kind), ...initialValues },
    mode: 'onTouched',
  });
  // One key per submission: retries of the same submission reuse it, a success makes a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(randomUuid);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const website = document.getElementById(`${idPrefix}-website`);
    try {
      await apiRequest('POST', '/api/contact', {
        ...values,
        form: kind,
        locale,
        idempotencyKey,
        website: website instanceof HTMLInputElement ? website.value : '',
        startedAt,
        page: window.location.pathname,
      });
      toast({ title: toasts.successTitle, description: toasts.successDescription });
      form.reset(emptyValues(kind));
      setIdempotencyKey(randomUuid());
    } catch (error) {
      toast({ variant: 'destructive', title: toasts.errorTitle, description: describeError(error, form.setError, toasts) });
    }
  });

  useEffect(() => {
    if (focusField) form.setFocus(focusField, { shouldSelect: false });
    if (submitOnMount) void onSubmit();
    // Run once, right after the static form was swapped for this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message])) as Partial<Record<FieldName, string>>;

  return (
    <ContactFormView
      kind={kind}
      locale={locale}
      labels={labels}
      idPrefix={idPrefix}
      errors={fieldErrors}
      submitting={isSubmitting}
      fieldProps={(name) => form.register(name)}
      clientFields={{ idempotencyKey, startedAt: String(startedAt) }}
      formProps={{ noValidate: true, onSubmit: (event) => void onSubmit(event) }}
    />
  );
}

function describeError(error: unknown, setError: (name: FieldName, error: { message: string }) => void, toasts: ToastTexts): string {
  if (error instanceof ApiError) {
    const body = error.json<{ error?: string; fields?: Partial<Record<FieldName, string>> }>();
    if (error.status === 400 && body?.fields) {
      for (const [name, message] of Object.entries(body.fields)) if (message) setError(name as FieldName, { message });
      return toasts.invalidDescription;
    }
    if (error.status === 429) return body?.error ?? toasts.rateLimitedDescription;
    return body?.error ?? error.message ?? toasts.errorDescription;
  }
  if (error instanceof TypeError) return toasts.networkDescription;
  return error instanceof Error && error.message ? error.message : toasts.errorDescription;
}
