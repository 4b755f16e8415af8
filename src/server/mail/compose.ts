import { loadCompanyFacts } from '@/content/company';
import type { LeadForm } from '../db/schema';
import { escapeHtml, headerLine } from './escape';

/** What a mail is made from: the stored lead's values (already validated and trimmed). */
export type LeadMailInput = {
  id: string;
  form: LeadForm;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  locale: 'de' | 'en';
  page: string | null;
  createdAt: string;
};

export type ComposedMail = {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
};

const formNames: Record<LeadForm, string> = { inquiry: 'Anfrageformular (Startseite)', 'contact-page': 'Kontaktseite' };

/** The company's address for notifications, read at run time (COMPANY_EMAIL overrides the default). */
export function notificationRecipient(env: Record<string, string | undefined> = process.env): string {
  return loadCompanyFacts(env).email;
}

function formatBerlin(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
}

/**
 * The notification to the company (staff read German): every field, plain text and HTML (each
 * value escaped), Reply-To the visitor, a single-line subject. The visitor's own subject is
 * validated to one line already; `headerLine` makes sure again.
 */
export function composeNotification(lead: LeadMailInput, recipient = notificationRecipient()): ComposedMail {
  const name = `${lead.firstName} ${lead.lastName}`;
  const topic = lead.subject ?? name;
  const subject = headerLine(`Neue Anfrage über die Website (${formNames[lead.form]}): ${topic}`);
  const rows: [string, string][] = [
    ['Formular', formNames[lead.form]],
    ['Vorname', lead.firstName],
    ['Nachname', lead.lastName],
    ['E-Mail', lead.email],
    ['Telefon', lead.phone ?? '–'],
    ...(lead.form === 'inquiry' ? ([['Betreff', lead.subject ?? '–']] as [string, string][]) : []),
    ['Sprache', lead.locale === 'de' ? 'Deutsch' : 'Englisch'],
    ['Gesendet von Seite', lead.page ?? '–'],
    ['Eingegangen', `${formatBerlin(lead.createdAt)} (${lead.createdAt})`],
    ['Vorgangsnummer', lead.id],
  ];
  const text = [
    'Neue Anfrage über die Website',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Nachricht:',
    lead.message,
    '',
    'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.',
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px">Neue Anfrage über die Website</h1>` +
      `<table cellpadding="6" style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<h2 style="font-size:16px">Nachricht</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
      `<p style="color:#475569">Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.</p>`,
  );
  return { recipient, subject, text, html, replyTo: lead.email };
}

const confirmationTexts = {
  de: {
    subject: (companyName: string) => `Ihre Anfrage bei ${companyName} ist eingegangen`,
    greeting: (name: string) => `Guten Tag ${name},`,
    body: (hours: number) =>
      `vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten an Werktagen innerhalb von ${hours} Stunden.`,
    copy: 'Ihre Nachricht zur Erinnerung:',
    reference: 'Vorgangsnummer',
    closing: 'Mit freundlichen Grüßen',
  },
  en: {
    subject: (companyName: string) => `We have received your inquiry – ${companyName}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (hours: number) =>
      `thank you for your message. We have received it and will reply within ${hours} hours on working days.`,
    copy: 'Your message for reference:',
    reference: 'Reference',
    closing: 'Kind regards',
  },
} as const;

/** The optional confirmation to the visitor (MAIL_CONFIRMATION=true), in the visitor's language. */
export function composeConfirmation(
  lead: LeadMailInput,
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const company = loadCompanyFacts(env);
  const t = confirmationTexts[lead.locale];
  const name = `${lead.firstName} ${lead.lastName}`;
  const subject = headerLine(t.subject(company.name));
  const text = [
    t.greeting(name),
    '',
    t.body(company.openingHours.replyWithinHours),
    '',
    t.copy,
    lead.message,
    '',
    `${t.reference}: ${lead.id}`,
    '',
    t.closing,
    company.legalName,
    company.phone,
    company.email,
  ].join('\n');
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body(company.openingHours.replyWithinHours))}</p>` +
      `<p><strong>${escapeHtml(t.copy)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
      `<p>${escapeHtml(t.reference)}: ${escapeHtml(lead.id)}</p>` +
      `<p>${escapeHtml(t.closing)}<br>${escapeHtml(company.legalName)}<br>${escapeHtml(company.phone)}<br>${escapeHtml(company.email)}</p>`,
  );
  return { recipient: lead.email, subject, text, html, replyTo: company.email };
}
