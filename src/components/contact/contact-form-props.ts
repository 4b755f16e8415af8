import 'server-only';
import { getTranslations } from 'next-intl/server';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import type { Locale } from '@/i18n/locales';
import type { ContactValidationMessages } from '@/lib/contact-schema';
import { localizedPath } from '@/lib/site-url';
import type { ContactFormLabels } from './contact-form-view';
import type { ToastTexts } from './contact-form-logic';

/** The form's strings in the page's language, resolved on the server for the client island. */
export async function getContactFormTexts(
  locale: Locale,
): Promise<{ labels: ContactFormLabels; toasts: ToastTexts; validation: ContactValidationMessages }> {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return {
    labels: {
      firstName: t('firstName'),
      lastName: t('lastName'),
      email: t('email'),
      phone: t('phone'),
      subject: t('subject'),
      message: t('message'),
      optional: t('optional'),
      required: t('required'),
      requiredNote: t('requiredNote'),
      honeypot: t('honeypot'),
      submit: t('submit'),
      submitting: t('submitting'),
      privacy: t('privacy'),
      privacyLink: t('privacyLink'),
      privacyHref: localizedPath('/datenschutz', locale),
    },
    toasts: {
      successTitle: t('successTitle'),
      successDescription: t('successDescription'),
      errorTitle: t('errorTitle'),
      errorDescription: t('errorDescription'),
      invalidDescription: t('invalidDescription'),
      rateLimitedDescription: t('rateLimitedDescription'),
      networkDescription: t('networkDescription'),
    },
    validation: contactValidationMessages(locale),
  };
}
