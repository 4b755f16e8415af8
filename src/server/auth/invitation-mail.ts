import 'server-only';
import { loadCompanyFacts } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { escapeHtml, headerLine } from '../mail/escape';
import type { ComposedMail } from '../mail/compose';
import { INVITATION_VALID_HOURS, type StaffRole } from './staff-policy';

/**
 * The invitation mail: who invites, the role, the one-time link and how long it is valid. The
 * link is the only secret in it; nothing else the invitee could not see anyway.
 */
export function composeInvitationMail(
  input: { email: string; role: StaffRole; link: string; locale: Locale; reset?: boolean },
  env: Record<string, string | undefined> = process.env,
): ComposedMail {
  const company = loadCompanyFacts(env);
  const t = translator(input.locale, 'StaffAuth');
  const role = t(`roles.${input.role}`);
  const subject = headerLine(
    t(input.reset ? 'invitationMail.resetSubject' : 'invitationMail.subject', { company: company.name }),
  );
  const paragraphs = [
    t('invitationMail.greeting'),
    input.reset
      ? t('invitationMail.resetBody', { company: company.name })
      : t('invitationMail.body', { company: company.name, role }),
    t('invitationMail.validity', { hours: INVITATION_VALID_HOURS }),
    t('invitationMail.notYou'),
  ];
  const text = [
    paragraphs[0],
    '',
    paragraphs[1],
    '',
    input.link,
    '',
    paragraphs[2],
    '',
    paragraphs[3],
    '',
    company.legalName,
  ].join('\n');
  const html =
    `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<p>${escapeHtml(paragraphs[0]!)}</p><p>${escapeHtml(paragraphs[1]!)}</p>` +
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
    `<p>${escapeHtml(paragraphs[2]!)}</p><p>${escapeHtml(paragraphs[3]!)}</p><p>${escapeHtml(company.legalName)}</p></body></html>`;
  return { recipient: input.email, subject, text, html, replyTo: null };
}
