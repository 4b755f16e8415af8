import { company } from '@/content/company';
import { teamPage } from '@/content/pages/team';
import { escape } from './question-helpers';

/**
 * The expectations set V's tuning questions (questions-tuning-11v.ts) and its hold-out questions
 * (holdout-10v.ts) share: one definition for both parts.
 */
// Expectations defined locally in the source files, copied unchanged.
// From eval/questions-tuning-3b.ts:
export const TEAM_SIZE = String(
  teamPage.de.sections.reduce((sum, s) => sum + (s.kind === 'people' ? s.people.length : 0), 0),
);
// From eval/set-j-expected.ts (used by eval/questions-tuning-7j.ts):
export const STANDARDS = /ElektroG|BattDG|ADR|DIN 66399/;
export const STANDARDS_PAGES = [
  '/unternehmensprofil',
  '/elektroschrott-recycling',
  '/elektronikschrott-entsorgung',
  '/festplatten-vernichtung',
  '/lithium-batterien',
  '/industrie-batterien',
  '/mobilitaet-batterien',
  '/scooter-entsorgung',
];
export const TRAINING_DE = /Praktik|Ausbildung/;
export const OWN_SERVER_EN = /external AI|own server/i;
export const NO_COOKIES_DE = /keine Cookies|kein Cookie|keine Analyse|kein Tracking/;
export const VAT_ID = new RegExp(escape(company.vatId));
export const IMPRINT = ['/impressum'];
export const DELETE_EN = /delet|eras/i;
// From eval/set-k-expected.ts (used by eval/questions-tuning-7k.ts):
export const BATTERY_STORAGE_EN = /tape|cool|dry|flammable|combustible/i;
export const BATTERY_STORAGE_PAGES = ['/scooter-entsorgung', '/lithium-batterien'];
