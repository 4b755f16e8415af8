import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { CONTACT_LIMITS } from './contact-limits';

/**
 * The ONE validation schema of both contact forms, used by the browser (react-hook-form) and by
 * POST /api/contact. Messages: spec §5 verbatim in German, their English equivalents for `en`.
 */
export { CONTACT_LIMITS };

export const contactMessages = {
  de: {
    firstName: 'Vorname muss mindestens 2 Zeichen haben',
    lastName: 'Nachname muss mindestens 2 Zeichen haben',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    subject: 'Betreff muss mindestens 5 Zeichen haben',
    message: 'Nachricht muss mindestens 10 Zeichen haben',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, +, -, /, Klammern)',
    tooLong: 'Dieser Text ist zu lang (höchstens {max} Zeichen)',
    controlCharacters: 'Bitte entfernen Sie Steuerzeichen und Zeilenumbrüche aus diesem Feld',
  },
  en: {
    firstName: 'First name must be at least 2 characters',
    lastName: 'Last name must be at least 2 characters',
    email: 'Please enter a valid email address',
    subject: 'Subject must be at least 5 characters',
    message: 'Message must be at least 10 characters',
    phone: 'Please enter a valid phone number (digits, spaces, +, -, /, brackets)',
    tooLong: 'This text is too long (at most {max} characters)',
    controlCharacters: 'Please remove control characters and line breaks from this field',
  },
} as const satisfies Record<Locale, Record<string, string>>;

// Single-line fields (they end up in e-mail headers) allow no control characters at all;
// the message allows line breaks and tabs but no other control characters.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const PHONE = /^\+?[0-9 ()/\-]{5,}$/;

function text(
  locale: Locale,
  { min, max, minMessage, multiline = false }: { min: number; max: number; minMessage: string; multiline?: boolean },
) {
  const m = contactMessages[locale];
  return z
    .string({ error: minMessage })
    .trim()
    .min(min, { error: minMessage })
    .max(max, { error: m.tooLong.replace('{max}', String(max)) })
    .refine((value) => !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value), {
      error: m.controlCharacters,
    });
}

/** Fields of the home-section form (spec §3/§5): firstName, lastName, email, subject, message. */
export function inquiryFieldsSchema(locale: Locale) {
  const m = contactMessages[locale];
  return z.object({
    firstName: text(locale, { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax, minMessage: m.firstName }),
    lastName: text(locale, { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax, minMessage: m.lastName }),
    email: z
      .string({ error: m.email })
      .trim()
      .max(CONTACT_LIMITS.emailMax, { error: m.email })
      .pipe(z.email({ error: m.email })),
    subject: text(locale, { min: CONTACT_LIMITS.subjectMin, max: CONTACT_LIMITS.subjectMax, minMessage: m.subject }),
    message: text(locale, {
      min: CONTACT_LIMITS.messageMin,
      max: CONTACT_LIMITS.messageMax,
      minMessage: m.message,
      multiline: true,
    }),
  });
}

/** Fields of the contact-page form: first and last name, e-mail, optional phone, message. */
export function contactPageFieldsSchema(locale: Locale) {
  const m = contactMessages[locale];
  const inquiry = inquiryFieldsSchema(locale);
  return z.object({
    firstName: inquiry.shape.firstName,
    lastName: inquiry.shape.lastName,
    email: inquiry.shape.email,
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phoneMax, { error: m.tooLong.replace('{max}', String(CONTACT_LIMITS.phoneMax)) })
      .refine((value) => value === '' || PHONE.test(value), { error: m.phone })
      .optional()
      .transform((value) => (value ? value : undefined)),
    message: inquiry.shape.message,
  });
}

export type InquiryFields = z.infer<ReturnType<typeof inquiryFieldsSchema>>;
export type ContactPageFields = z.infer<ReturnType<typeof contactPageFieldsSchema>>;

/**
 * What the browser sends besides the fields: which form, an idempotency key (one per submission,
 * so a retry or double click stores one lead), the honeypot `website` (must stay empty) and the
 * time the form was shown (`startedAt`, epoch ms) for the minimum fill time, plus the page path.
 */
export const submissionMetaSchema = z.object({
  idempotencyKey: z.uuid(),
  website: z.string().max(500).optional().default(''),
  startedAt: z.coerce.number().int().nonnegative().optional(),
  page: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/)
    .optional(),
});

export function contactRequestSchema(locale: Locale) {
  return z.discriminatedUnion('form', [
    inquiryFieldsSchema(locale)
      .extend({ form: z.literal('inquiry') })
      .extend(submissionMetaSchema.shape),
    contactPageFieldsSchema(locale)
      .extend({ form: z.literal('contact-page') })
      .extend(submissionMetaSchema.shape),
  ]);
}

export type ContactRequest = z.infer<ReturnType<typeof contactRequestSchema>>;
export type ContactFormKind = ContactRequest['form'];
