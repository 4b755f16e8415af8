import { z } from 'zod';
import type { ContactFormKind } from './contact-fields';
import { ATTACHMENT_LIMITS, CONTACT_LIMITS } from './contact-limits';
import { hasForbiddenControls, isEmailAddress, isPhoneNumber, stripBidiControls, visibleLength } from './text-input';

/**
 * The ONE validation schema of both contact forms, used by the browser (loaded on first use) and
 * by POST /api/contact. The messages come from the message files (`ContactValidation`), resolved
 * for the visitor's language by the caller, so this module carries no copy.
 */
export type ContactValidationMessages = {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  phone: string;
  controlCharacters: string;
  /** "Too long" per kind of field, with its maximum filled in. */
  tooLong: { name: string; email: string; subject: string; message: string; phone: string };
};

/** Trimmed, without bidi controls (they can disguise a text, e.g. a file name in a subject). */
const cleaned = (message: string) => z.string({ error: message }).transform((value) => stripBidiControls(value).trim());

/** A trimmed text with the forms' rules: visible-length minimum, maximum, no control characters. */
export function text({
  min,
  max,
  minMessage,
  maxMessage,
  controlMessage,
  multiline = false,
}: {
  min: number;
  max: number;
  minMessage: string;
  maxMessage: string;
  controlMessage: string;
  multiline?: boolean;
}) {
  return cleaned(minMessage).pipe(
    z
      .string()
      // Only visible characters count: a text of spaces or zero-width characters is empty.
      .refine((value) => visibleLength(value) >= min, { error: minMessage })
      .refine((value) => value.length <= max, { error: maxMessage })
      .refine((value) => !hasForbiddenControls(value, multiline), {
        error: controlMessage,
      }),
  );
}

/** The person's fields: first and last name, e-mail and an optional phone (also of a sell request). */
export function personFieldsSchema(m: ContactValidationMessages) {
  const name = (minMessage: string) =>
    text({
      min: CONTACT_LIMITS.nameMin,
      max: CONTACT_LIMITS.nameMax,
      minMessage,
      maxMessage: m.tooLong.name,
      controlMessage: m.controlCharacters,
    });
  return z.object({
    firstName: name(m.firstName),
    lastName: name(m.lastName),
    email: cleaned(m.email).pipe(
      z
        .string()
        .refine((value) => value.length <= CONTACT_LIMITS.emailMax, { error: m.tooLong.email })
        .refine(isEmailAddress, { error: m.email }),
    ),
    phone: z
      .string({ error: m.phone })
      .trim()
      .refine((value) => value.length <= CONTACT_LIMITS.phoneMax, { error: m.tooLong.phone })
      .refine((value) => value === '' || isPhoneNumber(value), { error: m.phone })
      .optional()
      .transform((value) => (value ? value : undefined)),
  });
}

/**
 * The fields of both contact forms (src/lib/contact-fields.ts): the person's, then subject and
 * message. The phone is optional; a request without one (the home form's original contract) is
 * valid.
 */
export function contactFieldsSchema(m: ContactValidationMessages) {
  return personFieldsSchema(m).extend({
    subject: text({
      min: CONTACT_LIMITS.subjectMin,
      max: CONTACT_LIMITS.subjectMax,
      minMessage: m.subject,
      maxMessage: m.tooLong.subject,
      controlMessage: m.controlCharacters,
    }),
    message: text({
      min: CONTACT_LIMITS.messageMin,
      max: CONTACT_LIMITS.messageMax,
      minMessage: m.message,
      maxMessage: m.tooLong.message,
      controlMessage: m.controlCharacters,
      multiline: true,
    }),
  });
}

/**
 * What the browser sends besides the fields: an idempotency key (one per submission, so a retry
 * or double click stores one lead), the honeypot `website` (must stay empty), the time the form
 * was shown (`startedAt`, epoch ms) for the minimum fill time, and the page path.
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
  /** Ids of files uploaded to POST /api/uploads, attached to the lead in its transaction. */
  attachmentIds: z.array(z.uuid()).max(ATTACHMENT_LIMITS.maxFiles).optional(),
});

/** POST /api/contact: the fields, which form sent them, and the submission's meta data. */
export function contactRequestSchema(m: ContactValidationMessages) {
  return contactFieldsSchema(m)
    .extend({ form: z.enum(['inquiry', 'contact-page']) })
    .extend(submissionMetaSchema.shape);
}

export type ContactRequest = z.infer<ReturnType<typeof contactRequestSchema>>;
export type { ContactFormKind };
