import type { Locale, Localized } from '@/i18n/locales';
import { legalTextsUpdated } from '../shared';
import type { LegalDocument } from '../types';
import { legalDocument } from '../typography';
import { assistant } from './assistant';
import { changes, obligationAndAutomation } from './closing';
import { contactForms, emailNotification } from './inquiries';
import { controller, essentials } from './introduction';
import { chatModelHostFromEnv, type DatenschutzOptions } from './options';
import { recipients } from './recipients';
import { retentionOverview } from './retention-overview';
import { sellRequests } from './sell-requests';
import { rights, supervisoryAuthority } from './rights';
import type { DatenschutzSection } from './section';
import { staffArea } from './staff-area';
import { abuseProtection, languageSetting, serverLogs } from './website';

export { chatModelHostFromEnv } from './options';

/**
 * The Datenschutzerklärung: what THIS site processes. Stored fields come from `storedData` (pinned
 * to the database schema by datenschutz.test.ts), periods from `retention` (which the server's
 * retention sweep enforces). Change the code, and this text changes with it.
 *
 * One module per group of sections, each with its German and English text side by side; this
 * module puts them in the order of the page.
 */

const intro: Localized<{ title: string; lead: string }> = {
  de: {
    title: 'Datenschutzerklärung',
    lead: 'Hier erfahren Sie, welche personenbezogenen Daten diese Website verarbeitet, wozu, auf welcher Rechtsgrundlage und wie lange – und welche Rechte Sie haben. Die Erklärung beschreibt, was die Website tatsächlich tut; ändert sich das, ändern wir diesen Text.',
  },
  en: {
    title: 'Privacy policy',
    lead: 'This page explains which personal data this website processes, why, on which legal basis and for how long – and which rights you have. It describes what the website actually does; if that changes, we change this text.',
  },
};

const sections: readonly DatenschutzSection[] = [
  controller,
  essentials,
  serverLogs,
  contactForms,
  emailNotification,
  sellRequests,
  assistant,
  staffArea,
  abuseProtection,
  languageSetting,
  recipients,
  retentionOverview,
  rights,
  supervisoryAuthority,
  obligationAndAutomation,
  changes,
];

function build(locale: Locale, options: DatenschutzOptions): LegalDocument {
  return legalDocument({
    title: intro[locale].title,
    lead: intro[locale].lead,
    updated: legalTextsUpdated,
    numbering: 'decimal',
    tableOfContents: true,
    sections: sections.map((section) => ({ id: section.id, ...section[locale](options) })),
  });
}

/** Both language versions for the given configuration (tests build both variants). */
export function buildDatenschutz(options: DatenschutzOptions): Localized<LegalDocument> {
  return { de: build('de', options), en: build('en', options) };
}

export const datenschutz: Localized<LegalDocument> = buildDatenschutz({ chatModelHost: chatModelHostFromEnv() });
