import 'server-only';
import { handoverNotes } from '@/content/handover-notes';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatDate } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';
import { staffPaths } from '@/lib/staff-paths';
import type { OfferDecision } from '../db/sell-requests-schema';
import type { SellSchedulesTable } from '../db/trade-in-schema';
import { htmlDocument, type ComposedMail } from '../mail/compose';
import { escapeHtml, headerLine } from '../mail/escape';
import { visitorMail } from './mails';

/** Staff read their mails in German (as the notifications). */
const STAFF_LOCALE: Locale = 'de';

/**
 * To the assigned member (or the team): the visitor accepted or declined offer N, with a link to
 * the request in the back office. Nothing the visitor typed.
 */
export function composeDecisionNews({
  recipient,
  leadId,
  reference,
  decision,
  version,
}: {
  recipient: string;
  leadId: string;
  reference: string;
  decision: OfferDecision;
  version: number;
}): ComposedMail {
  const t = translator(STAFF_LOCALE, 'SellFulfilmentMail');
  const subject = headerLine(t(`decisionSubject.${decision}`, { reference }));
  const link = absoluteUrl(staffPaths.lead(leadId), STAFF_LOCALE);
  const body = t(`decisionBody.${decision}`, { reference, version });
  const next = t(`decisionNext.${decision}`);
  const text = [body, '', next, '', t('officeLink', { link })].join('\n');
  const html = htmlDocument(
    STAFF_LOCALE,
    subject,
    `<p>${escapeHtml(body)}</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('officeLinkLabel'))}</a></p>`,
  );
  return { recipient, subject, text, html, replyTo: null };
}

/** Which notes fit a request's lines (battery lots, damaged ones) and handover. */
export function notesFor(
  lines: readonly { battery_chemistry: string | null; battery_damaged?: number | null }[],
  shipping: boolean,
  locale: Locale,
): string[] {
  return handoverNotes(
    {
      shipping,
      batteries: lines.some((line) => line.battery_chemistry !== null),
      damagedBatteries: lines.some((line) => line.battery_chemistry !== null && !!line.battery_damaged),
    },
    locale,
  );
}

/** The pickup day and window, or "shipping", as one sentence. */
export function scheduleSentence(
  schedule: Pick<SellSchedulesTable, 'kind' | 'pickup_date' | 'time_from' | 'time_to'>,
  locale: Locale,
): string {
  const t = translator(locale, 'SellFulfilmentMail');
  return schedule.kind === 'pickup' && schedule.pickup_date
    ? t('pickupOn', {
        date: formatDate(`${schedule.pickup_date}T12:00:00Z`, locale),
        from: schedule.time_from ?? '',
        to: schedule.time_to ?? '',
      })
    : t('shippingAgreed');
}

/**
 * To the visitor: the pickup day and time window, or the shipping instructions, with the packing
 * and battery transport notes that fit the request; a change says so in the subject and first line.
 */
export function composeScheduleMail(
  {
    email,
    locale,
    reference,
    schedule,
    lines,
    changed,
    link,
  }: {
    email: string;
    locale: Locale;
    reference: string;
    schedule: Pick<SellSchedulesTable, 'kind' | 'pickup_date' | 'time_from' | 'time_to' | 'instructions'>;
    lines: readonly { battery_chemistry: string | null; battery_damaged?: number | null }[];
    changed: boolean;
    link: string;
  },
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const t = translator(locale, 'SellFulfilmentMail');
  const mail = translator(locale, 'SellRequestMail');
  const kind = schedule.kind === 'pickup' ? 'pickup' : 'shipping';
  const notes = notesFor(lines, schedule.kind === 'shipping', locale);
  return visitorMail(
    locale,
    email,
    t(`scheduleSubject.${changed ? 'changed' : kind}`, { reference }),
    [
      mail('greeting'),
      changed ? t('scheduleChanged', { reference }) : t(`scheduleIntro.${kind}`, { reference }),
      scheduleSentence(schedule, locale),
      ...(schedule.instructions ? [schedule.instructions] : []),
      ...(notes.length ? [`${t('notesTitle')}\n${notes.map((note) => `– ${note}`).join('\n')}`] : []),
      t('statusHint'),
    ],
    { href: link, label: mail('statusLink') },
    env,
  );
}

/** To the visitor: the goods arrived and were inspected; deviations are on the status page with their reasons. */
export function composeReceiptMail(
  {
    email,
    locale,
    reference,
    deviations,
    corrected,
    link,
  }: { email: string; locale: Locale; reference: string; deviations: number; corrected: boolean; link: string },
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const t = translator(locale, 'SellFulfilmentMail');
  const mail = translator(locale, 'SellRequestMail');
  return visitorMail(
    locale,
    email,
    t(corrected ? 'receiptSubjectCorrected' : 'receiptSubject', { reference }),
    [
      mail('greeting'),
      t(corrected ? 'receiptCorrected' : 'receiptBody', { reference }),
      t('receiptDeviations', { count: deviations }),
      t('statusHint'),
    ],
    { href: link, label: mail('statusLink') },
    env,
  );
}
