import { CONTACT_LIMITS } from './contact-limits';

/**
 * The fields of the contact forms, defined once: the form island renders them, the page a form
 * post without JavaScript gets on an error renders them again, and the notification e-mail lists
 * them in this order. Both forms ask the same (the kind only tells where a lead came from).
 * Zod-free, so the form's markup costs no validation code.
 */
export type ContactFormKind = 'inquiry' | 'contact-page';

export type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';

type FieldDef = {
  name: FieldName;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
  minLength?: number;
  maxLength: number;
  rows?: number;
  /** Half a row on wide screens. */
  half?: boolean;
};

const firstName: FieldDef = {
  name: 'firstName',
  type: 'text',
  autoComplete: 'given-name',
  required: true,
  minLength: CONTACT_LIMITS.nameMin,
  maxLength: CONTACT_LIMITS.nameMax,
  half: true,
};
const lastName: FieldDef = { ...firstName, name: 'lastName', autoComplete: 'family-name' };
const email: FieldDef = {
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  required: true,
  maxLength: CONTACT_LIMITS.emailMax,
};
const phone: FieldDef = {
  name: 'phone',
  type: 'tel',
  autoComplete: 'tel',
  required: false,
  maxLength: CONTACT_LIMITS.phoneMax,
  half: true,
};
const subject: FieldDef = {
  name: 'subject',
  type: 'text',
  autoComplete: 'off',
  required: true,
  minLength: CONTACT_LIMITS.subjectMin,
  maxLength: CONTACT_LIMITS.subjectMax,
};
const message: FieldDef = {
  name: 'message',
  type: 'textarea',
  autoComplete: 'off',
  required: true,
  minLength: CONTACT_LIMITS.messageMin,
  maxLength: CONTACT_LIMITS.messageMax,
  rows: 5,
};

/** The ONE set of fields of both forms (the home-section inquiry and the contact page), in order. */
export const contactFields: readonly FieldDef[] = [
  firstName,
  lastName,
  { ...email, half: true },
  phone,
  subject,
  message,
];

export function isContactFormKind(value: unknown): value is ContactFormKind {
  return value === 'inquiry' || value === 'contact-page';
}
