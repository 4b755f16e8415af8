import 'server-only';
import { loadCompanyFacts } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { contactFields, type ContactFormKind, type FieldName } from '@/lib/contact-fields';
import { intlLocale } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';
import { staffPaths } from '@/lib/staff-paths';
import type { NewLead } from '../db/schema';
import { escapeHtml, headerLine } from './escape';

/** What a mail is made from: the stored lead (its values validated and trimmed). */
export type LeadMailInput = Pick<
  NewLead,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'subject' | 'message' | 'page' | 'created_at'
> & {
  form: ContactFormKind;
  reference: string;
  locale: Locale;
  /** How many photos and documents came with the lead (src/server/uploads/); named when there are any. */
  attachments?: number;
};

/** The lead column of each form field. */
const columnOf = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
} as const satisfies Record<FieldName, keyof LeadMailInput>;

export type ComposedMail = {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
};

/** Staff read the notifications in German. */
const STAFF_LOCALE: Locale = 'de';

/** The company's address for notifications, read at run time (COMPANY_EMAIL overrides the default). */
export function notificationRecipient(env: Record<string, string | undefined> = process.env): string {
  return loadCompanyFacts(env).email;
}

export function formatBerlin(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

export function htmlDocument(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
}

/**
 * The notification to the company: every field of the form (in the form's order, the message
 * apart), a link to the lead in the back office, plain text and HTML (each value escaped),
 * Reply-To the visitor, a single-line subject with the reference.
 */
export function composeNotification(lead: LeadMailInput, recipient = notificationRecipient()): ComposedMail {
  const t = translator(STAFF_LOCALE, 'LeadMail');
  const labels = translator(STAFF_LOCALE, 'ContactForm');
  const none = t('none');
  const formName = t(`formNames.${lead.form}`);
  const subject = headerLine(
    t('subject', {
      reference: lead.reference,
      form: t(`formShort.${lead.form}`),
      topic: lead.subject ?? `${lead.first_name} ${lead.last_name}`,
    }),
  );
  const officeLink = absoluteUrl(staffPaths.lead(lead.id), STAFF_LOCALE);
  const fields = contactFields.filter((field) => field.name !== 'message');
  const rows: [string, string][] = [
    [t('form'), formName],
    ...fields.map((field): [string, string] => [labels(field.name), lead[columnOf[field.name]] ?? none]),
    [t('language'), t(`languageNames.${lead.locale}`)],
    [t('page'), lead.page ?? none],
    [t('receivedAt'), `${formatBerlin(lead.created_at, STAFF_LOCALE)} (${lead.created_at})`],
    [t('reference'), lead.reference],
    ...(lead.attachments
      ? [[t('attachments'), t('attachmentCount', { count: lead.attachments })] as [string, string]]
      : []),
  ];
  const text = [
    t('heading'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('message')}:`,
    lead.message,
    '',
    t('office', { link: officeLink }),
    t('replyHint'),
  ].join('\n');
  const cell = 'style="border-bottom:1px solid #e2e8f0"';
  const html = htmlDocument(
    STAFF_LOCALE,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(t('heading'))}</h1>` +
      `<table cellpadding="6" style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<h2 style="font-size:16px">${escapeHtml(t('message'))}</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
      `<p><a href="${escapeHtml(officeLink)}">${escapeHtml(t('office', { link: officeLink }))}</a></p>` +
      `<p style="color:#475569">${escapeHtml(t('replyHint'))}</p>`,
  );
  return { recipient, subject, text, html, replyTo: lead.email };
}

/**
 * The optional confirmation to the visitor (MAIL_CONFIRMATION=true), in the visitor's language.
 * It repeats nothing the sender typed (no name, subject or message) and only our reference: an
 * address typed in by someone else receives a short, harmless note, so the form cannot be used
 * to send text in the company's name.
 */
export function composeConfirmation(
  lead: Pick<LeadMailInput, 'email' | 'locale' | 'reference'>,
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const company = loadCompanyFacts(env);
  const t = translator(lead.locale, 'ConfirmationMail');
  const subject = headerLine(t('subject', { company: company.name }));
  const paragraphs = [
    t('greeting'),
    t('body', { hours: company.openingHours.replyWithinHours }),
    t('reference', { reference: lead.reference }),
    t('notYou'),
  ];
  const signature = [t('closing'), company.legalName, company.phone, company.email];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), ...signature].join('\n');
  const html = htmlDocument(
    lead.locale,
    subject,
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  );
  return { recipient: lead.email, subject, text, html, replyTo: company.email };
}
