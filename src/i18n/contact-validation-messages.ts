import { CONTACT_LIMITS } from '@/lib/contact-limits';
import type { ContactValidationMessages } from '@/lib/contact-schema';
import type { Locale } from './locales';
import { translator } from './translator';

/** The contact forms' validation messages in a language, with the limits filled in. */
export function contactValidationMessages(locale: Locale): ContactValidationMessages {
  const t = translator(locale, 'ContactValidation');
  const tooLong = (max: number) => t('tooLong', { max });
  return {
    firstName: t('firstName', { min: CONTACT_LIMITS.nameMin }),
    lastName: t('lastName', { min: CONTACT_LIMITS.nameMin }),
    email: t('email'),
    subject: t('subject', { min: CONTACT_LIMITS.subjectMin }),
    message: t('message', { min: CONTACT_LIMITS.messageMin }),
    phone: t('phone'),
    controlCharacters: t('controlCharacters'),
    tooLong: {
      name: tooLong(CONTACT_LIMITS.nameMax),
      email: tooLong(CONTACT_LIMITS.emailMax),
      subject: tooLong(CONTACT_LIMITS.subjectMax),
      message: tooLong(CONTACT_LIMITS.messageMax),
      phone: tooLong(CONTACT_LIMITS.phoneMax),
    },
  };
}
