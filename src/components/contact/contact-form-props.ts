import 'server-only';
import { getTranslations } from 'next-intl/server';
import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { freePickupKinds, promise } from '@/content/promises';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import type { Locale } from '@/i18n/locales';
import type { ContactValidationMessages } from '@/lib/contact-schema';
import { formatNumber } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import { ATTACHMENT_LIMITS } from '@/lib/contact-limits';
import type { AttachmentTexts } from './attachment-texts';
import type { ContactFormLabels } from './contact-form-view';
import type { ToastTexts } from './contact-form-logic';

/** The confirmation's strings (SentConfirmation), resolved here on the server. */
export type ConfirmationTexts = {
  title: string;
  lead: string;
  referenceLabel: string;
  referenceHint: string;
  nextTitle: string;
  /** What happens next, in order, each with its time. */
  next: string[];
  urgent: string;
  phone: { label: string; href: string };
  another: string;
};

type FormTexts = {
  labels: ContactFormLabels;
  toasts: ToastTexts;
  validation: ContactValidationMessages;
  confirmation: ConfirmationTexts;
  uploads: AttachmentTexts;
};

/** The form's strings in the page's language, resolved on the server for the client island. */
export async function getContactFormTexts(locale: Locale): Promise<FormTexts> {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const c = await getTranslations({ locale, namespace: 'ContactConfirmation' });
  const { min, max } = claims.valuationHours;
  const range = (from: number, to: number) => `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;
  return {
    // The times come from the claims, like everywhere else on the site.
    confirmation: {
      title: c('title'),
      lead: c('lead'),
      referenceLabel: c('referenceLabel'),
      referenceHint: c('referenceHint'),
      nextTitle: c('nextTitle'),
      next: [
        c('reply', { hours: claims.priceEstimateHours }),
        c('pickup', {
          days: range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max),
          thresholds: promise.freePickupThresholds(freePickupKinds, locale),
        }),
        c('valuation', {
          valuation: range(min, max),
          payment: promise.payment(locale),
        }),
      ],
      urgent: c('urgent'),
      phone: { label: company.phoneDisplay, href: company.phoneHref },
      another: c('another'),
    },
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
    uploads: await getAttachmentTexts(locale),
  };
}

/**
 * The attachment field's strings (photos and documents), for every form that takes attachments:
 * the contact forms and the sell list.
 */
export async function getAttachmentTexts(locale: Locale): Promise<AttachmentTexts> {
  const u = await getTranslations({ locale, namespace: 'Uploads' });
  const MB = 1024 * 1024;
  const limits = {
    files: ATTACHMENT_LIMITS.maxFiles,
    max: ATTACHMENT_LIMITS.maxFileBytes / MB,
    total: ATTACHMENT_LIMITS.maxTotalBytes / MB,
  };
  // `{name}` and `{error}` stay as placeholders; the field fills them in per file.
  const perFile = { name: '{name}', error: '{error}' };
  return {
    label: u('label'),
    addFiles: u('addFiles'),
    hint: u('hint', limits),
    drop: u('drop'),
    takePhoto: u('takePhoto'),
    noScript: u('noScript'),
    listLabel: u('listLabel'),
    remove: u('remove', perFile),
    uploading: u('uploading'),
    uploaded: u('uploaded'),
    progress: u('progress', perFile),
    announceUploaded: u('announceUploaded', perFile),
    announceFailed: u('announceFailed', perFile),
    announceRemoved: u('announceRemoved', perFile),
    errors: {
      file_too_large: u('errors.file_too_large', limits),
      too_many: u('errors.too_many', { max: limits.files }),
      total_too_large: u('errors.total_too_large', limits),
      type: u('errors.type'),
      network: u('errors.network'),
      failed: u('errors.failed'),
    },
  };
}
