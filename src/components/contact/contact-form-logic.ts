import { toast } from '@/components/ui/toast-store';
import type { Locale } from '@/i18n/locales';
import { apiRequest, ApiError } from '@/lib/api-client';
import { contactPageFieldsSchema, inquiryFieldsSchema, type ContactFormKind } from '@/lib/contact-schema';
import type { FieldName } from './contact-form-view';

/**
 * What the contact form loads on first use: the shared zod schema (the same rules the server
 * enforces), the request and the toasts. Kept out of the page's initial JavaScript.
 */
export type ToastTexts = {
  successTitle: string;
  successDescription: string;
  errorTitle: string;
  errorDescription: string;
  invalidDescription: string;
  rateLimitedDescription: string;
  networkDescription: string;
};

export type FieldErrors = Partial<Record<FieldName, string>>;
type Values = Partial<Record<FieldName, string>>;

export function validateContact(kind: ContactFormKind, locale: Locale, values: Values): FieldErrors {
  const schema = kind === 'inquiry' ? inquiryFieldsSchema(locale) : contactPageFieldsSchema(locale);
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as FieldName;
    errors[name] ??= issue.message;
  }
  return errors;
}

type SendInput = {
  kind: ContactFormKind;
  locale: Locale;
  values: Values;
  meta: { idempotencyKey: string; website: string; startedAt: number; page: string };
  toasts: ToastTexts;
};

/**
 * Posts the form; returns the server's field errors (if it rejected fields), whether it was sent
 * and the id the server gave the stored inquiry.
 */
export async function sendContact({
  kind,
  locale,
  values,
  meta,
  toasts,
}: SendInput): Promise<{ sent: boolean; errors: FieldErrors; id?: string }> {
  try {
    const response = await apiRequest('POST', '/api/contact', { ...values, form: kind, locale, ...meta });
    const body = (await response.json().catch(() => ({}))) as { id?: unknown };
    toast({ title: toasts.successTitle, description: toasts.successDescription });
    return { sent: true, errors: {}, id: typeof body.id === 'string' ? body.id : undefined };
  } catch (error) {
    const errors: FieldErrors = {};
    let description = toasts.errorDescription;
    if (error instanceof ApiError) {
      const body = error.json<{ error?: string; fields?: FieldErrors }>();
      if (error.status === 400 && body?.fields) {
        Object.assign(errors, body.fields);
        description = toasts.invalidDescription;
      } else if (error.status === 429) {
        description = body?.error ?? toasts.rateLimitedDescription;
      } else {
        description = body?.error ?? error.message;
      }
    } else if (error instanceof TypeError) {
      description = toasts.networkDescription;
    } else if (error instanceof Error && error.message) {
      description = error.message;
    }
    console.error(error);
    toast({ variant: 'destructive', title: toasts.errorTitle, description });
    return { sent: false, errors };
  }
}
