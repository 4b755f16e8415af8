import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { teamPage } from '@/content/pages/team';
import { escape } from './question-helpers';

/**
 * The expectations set J's tuning questions (questions-tuning-7j.ts) and its hold-out questions
 * (holdout-6j.ts) share: one definition for both parts.
 */

// Company: the street address, the team size (read from the team page), climate neutrality (a
// goal for 2030, not yet reached), electric vans, the standards the company works to, training.
export const STREET = company.street;
export const ADDRESS_PAGES = ['/kontakt', '/impressum', '/datenschutz'];
export const TEAM_SIZE = new RegExp(
  `(?<!\\d)${teamPage.de.sections.flatMap((section) => (section.kind === 'people' ? section.people : [])).length}(?!\\d)`,
);
export const CLIMATE_YEAR = String(claims.goals2030.climateNeutralYear);
export const NOT_YET_DE = /noch nicht|kein heutiger Zustand|Ziel/;
export const NOT_YET_EN = /not yet|not where we are|goal|aim/i;
export const VANS_DE = /elektrische[nr]? Transporter|E-Transporter|Elektrotransporter/;
export const VANS_EN = /electric vans?/i;
export const VANS_PAGES = ['/sustainability'];
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
export const TRAINING_EN = /placement|apprentice/i;
// Law: the chat's answers come from the company's own server; no cookies or tracking; photo
// metadata removed; the supervisory authority; set-off (AGB § 6); the risk in transit (AGB § 4);
// extra costs of wrong dangerous goods details (AGB § 4); the VAT ID; industrial batteries under
// the BattDG; the owner's duty to delete data under the ElektroG; disposal records.
export const OWN_SERVER_DE = /externe[nr]? KI|eigene[rn]? Server/;
export const OWN_SERVER_EN = /external AI|own server/i;
export const NO_COOKIES_DE = /keine Cookies|kein Cookie|keine Analyse|kein Tracking/;
export const NO_COOKIES_EN = /no cookies|not a cookie|no analytics|no tracking/i;
export const PHOTO_DATA_DE = /GPS|Aufnahmeort|Standort/;
export const PHOTO_DATA_EN = /GPS|location/i;
export const AUTHORITY_DE = /LDI NRW|Landesbeauftragte|Aufsichtsbehörde/;
export const AUTHORITY_EN = /LDI NRW|supervisory authority|commissioner/i;
export const SET_OFF_DE = /[Vv]errechn/;
export const SET_OFF_EN = /set[- ]?off|set (the two|them|it) off/i;
export const TRANSIT_RISK_DE = /Gefahr des|zufällig|mit ihrem Eingang/;
export const TRANSIT_RISK_EN = /risk|accidental|arrive at our premises/i;
export const EXTRA_COSTS_DE = /Mehrkosten|Sondertransport/;
export const EXTRA_COSTS_EN = /extra costs|special transport/i;
export const VAT_ID = new RegExp(escape(company.vatId));
export const IMPRINT = ['/impressum'];
export const NO_MUNICIPAL_DE = /Hausmüll|Wertstoffhof/;
export const NO_MUNICIPAL_EN = /household waste|recycling centres?/i;
export const DELETE_DE = /[Ll]ösch/;
export const DELETE_EN = /delet|eras/i;
export const DISPOSAL_PROOF_DE = /Entsorgungsnachweis|Verwertungsnachweis/;
export const DISPOSAL_PROOF_EN = /disposal (certificate|records)|proof of recovery/i;
export const DISPOSAL_PROOF_PAGES = [
  '/agb',
  '/lithium-batterien',
  '/industrie-batterien',
  '/mobilitaet-batterien',
  '/scooter-entsorgung',
  '/elektronikschrott-entsorgung',
  '/elektroschrott-recycling',
  '/medizintechnik-recycling',
  '/bitcoin-miner-recycling',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/plagiate-zerstoerung',
  '/solarkomponenten-ankauf-service',
  '/sustainability',
  '/mission',
  '/team',
];
