import { toast } from '@/components/ui/toast-store';
import type { Locale } from '@/i18n/locales';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { ContactFormKind, FieldName } from '@/lib/contact-fields';
import { contactFieldsSchema, type ContactValidationMessages } from '@/lib/contact-schema';

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

export function validateContact(
  kind: ContactFormKind,
  messages: ContactValidationMessages,
  values: Values,
): FieldErrors {
  const result = contactFieldsSchema(messages).safeParse(values);
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
  meta: { idempotencyKey: string; website: string; startedAt: number; page: string; attachmentIds?: string[] };
  toasts: ToastTexts;
};

/** A stored inquiry's reference number (staff's, `KW-2026-000123`) and id; or the field errors. */
type SendResult = { sent: true; reference: string | null; id: string | null } | { sent: false; errors: FieldErrors };

/** Posts the form; returns the lead's reference and id when it was stored, else the server's field errors. */
export async function sendContact({ kind, locale, values, meta, toasts }: SendInput): Promise<SendResult> {
  try {
    const response = await apiRequest('POST', '/api/contact', { ...values, form: kind, locale, ...meta });
    const body = (await response.json().catch(() => null)) as { reference?: string | null; id?: unknown } | null;
    toast({ title: toasts.successTitle, description: toasts.successDescription });
    return { sent: true, reference: body?.reference ?? null, id: typeof body?.id === 'string' ? body.id : null };
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
