import 'server-only';
import { binding } from '@/content/binding';
import { loadCompanyFacts } from '@/content/company';
import type { Fact } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatDate } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';
import { staffPaths } from '@/lib/staff-paths';
import { formatBerlin, htmlDocument, notificationRecipient, type ComposedMail } from '../mail/compose';
import { escapeHtml, headerLine } from '../mail/escape';
import type { InsertedLead } from '../leads/lead-repository';
import {
  batteryLots,
  batteryTotals,
  gradeLabel,
  handoverFacts,
  type StoredLine,
  type StoredSellRequest,
} from './request-text';

/** Staff read the notifications in German (as the contact form's). */
const STAFF_LOCALE: Locale = 'de';

function table(rows: readonly Fact[]): string {
  const cell = 'style="border-bottom:1px solid #e2e8f0;vertical-align:top"';
  return `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ({ label, value }) =>
        `<tr><th align="left" ${cell}>${escapeHtml(label)}</th><td ${cell} style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

type NotificationInput = {
  lead: InsertedLead;
  request: StoredSellRequest;
  lines: readonly StoredLine[];
  attachments: number;
};

/**
 * The notification to the company: contact, every line (article number, name, quantity, grade,
 * notes), the handover, and the dangerous-goods facts of every battery lot with the total weight
 * per chemistry (facts only; staff classify). Reply-To is the visitor.
 */
export function composeSellRequestNotification(
  { lead, request, lines, attachments }: NotificationInput,
  recipient = notificationRecipient(),
): ComposedMail {
  const t = translator(STAFF_LOCALE, 'SellRequestMail');
  const none = t('none');
  const subject = headerLine(
    t('subject', { reference: lead.reference, name: `${lead.first_name} ${lead.last_name}`, count: lines.length }),
  );
  const contact: Fact[] = [
    { label: t('reference'), value: lead.reference },
    { label: t('name'), value: `${lead.first_name} ${lead.last_name}` },
    { label: t('email'), value: lead.email },
    { label: t('phone'), value: lead.phone ?? none },
    { label: t('company'), value: request.company ?? none },
    { label: t('vatId'), value: request.vat_id ?? none },
    { label: t('language'), value: t(`languageNames.${lead.locale}`) },
    { label: t('receivedAt'), value: `${formatBerlin(lead.created_at, STAFF_LOCALE)} (${lead.created_at})` },
    { label: t('attachments'), value: String(attachments) },
  ];
  const lineRows: Fact[] = lines.map((line) => ({
    label: `${line.position + 1}. ${line.item_id ?? t('freeText')}`,
    value: [
      `${line.name} – ${t('quantity', { quantity: line.quantity })} – ${gradeLabel(line.grade, STAFF_LOCALE)}`,
      line.notes ? `${t('notes')}: ${line.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  }));
  const handover = handoverFacts(request, STAFF_LOCALE);
  const lots = batteryLots(lines, STAFF_LOCALE);
  const totals = batteryTotals(lines, STAFF_LOCALE);
  const officeLink = absoluteUrl(staffPaths.lead(lead.id), STAFF_LOCALE);
  const text = [
    t('heading'),
    '',
    ...contact.map(({ label, value }) => `${label}: ${value}`),
    '',
    `${t('lines')}:`,
    ...lineRows.map(({ label, value }) => `${label}: ${value}`),
    '',
    `${t('handover')}:`,
    ...handover.map(({ label, value }) => `${label}: ${value}`),
    '',
    `${t('dangerousGoods')}:`,
    ...(lots.length ? [...lots.map((lot) => `${lot.title}: ${lot.facts}`), ...totals] : [t('noBatteries')]),
    t('classificationHint'),
    '',
    `${t('message')}:`,
    lead.message || none,
    '',
    t('office', { link: officeLink }),
    t('replyHint'),
  ].join('\n');
  const html = htmlDocument(
    STAFF_LOCALE,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(t('heading'))}</h1>${table(contact)}` +
      `<h2 style="font-size:16px">${escapeHtml(t('lines'))}</h2>${table(lineRows)}` +
      `<h2 style="font-size:16px">${escapeHtml(t('handover'))}</h2>${table(handover)}` +
      `<h2 style="font-size:16px">${escapeHtml(t('dangerousGoods'))}</h2>` +
      (lots.length
        ? `${table(lots.map((lot) => ({ label: lot.title, value: lot.facts })))}<p>${totals.map(escapeHtml).join('<br>')}</p>`
        : `<p>${escapeHtml(t('noBatteries'))}</p>`) +
      `<p style="color:#475569">${escapeHtml(t('classificationHint'))}</p>` +
      `<h2 style="font-size:16px">${escapeHtml(t('message'))}</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message || none)}</p>` +
      `<p><a href="${escapeHtml(officeLink)}">${escapeHtml(t('officeLink'))}</a></p>` +
      `<p style="color:#475569">${escapeHtml(t('replyHint'))}</p>`,
  );
  return { recipient, subject, text, html, replyTo: lead.email };
}

/**
 * A mail to the visitor in their language: the paragraphs, then the status link, then what follows
 * it (the "not you?" note, so the link is the first thing after what the mail is about).
 */
export function visitorMail(
  locale: Locale,
  email: string,
  subject: string,
  paragraphs: readonly string[],
  link: { href: string; label: string },
  env: Record<string, string | undefined>,
  after: readonly string[] = [],
): ComposedMail {
  const company = loadCompanyFacts(env);
  const t = translator(locale, 'SellRequestMail');
  const signature = [t('closing'), company.legalName, company.phone, company.email];
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    link.href,
    '',
    ...after.flatMap((paragraph) => [paragraph, '']),
    ...signature,
  ].join('\n');
  const html = htmlDocument(
    locale,
    subject,
    paragraphs.map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a><br>${escapeHtml(link.href)}</p>` +
      after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  );
  return { recipient: email, subject: headerLine(subject), text, html, replyTo: company.email };
}

/**
 * The visitor's confirmation: our reference, the number of lines and the status link. Nothing the
 * sender typed is repeated (an address typed in by someone else gets a harmless note); the link
 * is ours, not the visitor's text.
 */
export function composeSellRequestConfirmation(
  {
    email,
    locale,
    reference,
    lineCount,
    link,
  }: { email: string; locale: Locale; reference: string; lineCount: number; link: string },
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const company = loadCompanyFacts(env);
  const t = translator(locale, 'SellRequestMail');
  return visitorMail(
    locale,
    email,
    t('confirmationSubject', { company: company.name, reference }),
    [
      t('greeting'),
      t('confirmationBody', { count: lineCount, hours: company.openingHours.replyWithinHours }),
      t('referenceLine', { reference }),
      t('statusHint'),
    ],
    { href: link, label: t('statusLink') },
    env,
    [t('notYou')],
  );
}

/** "Ihr Angebot liegt bereit": the reference, the validity and the status link, where the offer stands. */
export function composeOfferMail(
  {
    email,
    locale,
    reference,
    validUntil,
    link,
  }: { email: string; locale: Locale; reference: string; validUntil: string; link: string },
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const t = translator(locale, 'SellRequestMail');
  return visitorMail(
    locale,
    email,
    t('offerSubject', { reference }),
    [
      t('greeting'),
      t('offerBody', { reference }),
      binding.offer(locale),
      t('offerValid', { date: formatDate(validUntil, locale) }),
      t('offerSilence'),
    ],
    { href: link, label: t('offerLink') },
    env,
  );
}
