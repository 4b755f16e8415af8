import { teamPage } from '@/content/pages/team';
import { escape } from './question-helpers';

/**
 * The expectations set L's tuning questions (questions-tuning-8l.ts) and its hold-out questions
 * (holdout-7l.ts) share: one definition for both parts.
 */

export const people = teamPage.de.sections.flatMap((section) => (section.kind === 'people' ? section.people : []));
/** The name of the team member with this role (as the German team page names it), escaped for a pattern. */
export function memberWith(role: string): string {
  const person = people.find((candidate) => candidate.role === role);
  if (!person) throw new Error(`No team member with the role ${role}`);
  return escape(person.name);
}
// Company, the team: who does what (names read from the team page, so a new name changes the expectation).
export const ACCOUNTANT = memberWith('Buchhaltung');
/** Accounting keeps credit note, weighing slip and disposal certificate under one order number. */
export const ACCOUNTING_DE = new RegExp(`${ACCOUNTANT}|Auftragsnummer`);
export const ACCOUNTING_EN = new RegExp(`${ACCOUNTANT}|order number`, 'i');
/** The head of finance checks every day that payment within the promised days is kept. */
export const HEAD_OF_FINANCE = new RegExp(memberWith('Kaufmännische Leitung'));
/** Business customer sales: fixed collection dates and containers for businesses. */
export const BUSINESS_SALES = new RegExp(memberWith('Vertrieb Gewerbekunden'));
/** Quality and environmental management: documented processes, every record an auditor wants. */
export const QUALITY_MANAGER = new RegExp(memberWith('Qualitäts- und Umweltmanagement'));
/** High-voltage batteries: opened de-energised and in protective gear, by high-voltage-qualified staff. */
export const HIGH_VOLTAGE_DE = /spannungsfrei|Schutzausrüstung|Hochvolt|HV-qualifiziert/;
export const HIGH_VOLTAGE_EN = /de-energi[sz]ed|protective gear|high-voltage/i;
export const HIGH_VOLTAGE = ['/team', '/mobilitaet-batterien'];
/** The second-life test: capacity, internal resistance, cell voltages. */
export const SECOND_LIFE_TEST_DE = /Kapazität|Innenwiderstand|Zellspannung/;
export const SECOND_LIFE_TEST_EN = /capacity|internal resistance|cell voltage/i;
export const SECOND_LIFE_TEST = ['/team', '/lithium-batterien', '/mobilitaet-batterien'];
/** Goods receipt: every delivery weighed, counted, photographed; the weighing slip. */
export const GOODS_RECEIPT_DE = /gewogen|gezählt|fotografiert|Wiegeschein/;
export const GOODS_RECEIPT_EN = /weigh|counted|photographed/i;
export const GOODS_RECEIPT = [
  '/team',
  '/sustainability',
  '/lithium-batterien',
  '/industrie-batterien',
  '/elektronikschrott-entsorgung',
];
/** Batteries, capacitors and circuit boards come out by hand before anything is shredded. */
export const BY_HAND_DE = /von Hand/;
export const BY_HAND_EN = /by hand/i;
export const BY_HAND = ['/team', '/sustainability'];
// Company: the profile (customers, history), the climate goal, reporting, the basis of a figure, social work.
/** Customers: businesses, public bodies and private owners; at the start also public offices. */
export const PUBLIC_DE = /Behörden|öffentliche|Verwaltung/;
export const PUBLIC_EN = /public (bodies|offices)/i;
export const PUBLIC_BODIES = ['/unternehmensprofil', '/'];
/** The start (in the founding year): buying and recycling batteries and electronic scrap. */
export const HISTORY_DE = /Elektronikschrott|Elektronik/;
export const HISTORY_EN = /electronic|e-?waste/i;
export const HISTORY = ['/unternehmensprofil', '/'];
/** Climate neutrality covers the company's own operations: site, electricity, equipment, vehicles. */
export const CLIMATE_SCOPE_DE = /eigene[nr]? Betrieb|Standort|Fahrzeug/;
export const CLIMATE_SCOPE_EN = /own operations|our site|vehicles/i;
export const CLIMATE_SCOPE = ['/vision', '/sustainability', '/'];
/** The results are reported every year. */
export const YEARLY_DE = /jedes Jahr|jährlich/;
export const YEARLY_EN = /every year|annual/i;
export const REPORTING = ['/vision', '/sustainability'];
/** Lithium and rare earths: the calculated content of what was handed to specialist smelters. */
export const MATERIALS_BASIS_DE = /rechnerisch|Hütten/;
export const MATERIALS_BASIS_EN = /calculated|smelters?/i;
/** The battery safety lesson: a double lesson on spotting, storing and returning damaged batteries. */
export const SAFETY_LESSON_DE = /Doppelstunde|aufgebläht|erkennt|Sicher mit Akkus/;
export const SAFETY_LESSON_EN = /double lesson|swollen|recogni[sz]e|spot|Safe with batteries/i;
// Selling: the inspection, the price search, what counts in a valuation (the team's valuers).
/** The inspection: function test, data erasure or destruction, reuse or recycling (a diagnosis for EV packs). */
export const INSPECTION_DE = /Funktionstest|Datenlöschung|Wiederverwendung oder Recycling|Diagnose/;
export const INSPECTION_EN = /function test|data erasure|reuse (or|and) recycling|diagnos/i;
export const INSPECTION = [
  '/mission',
  '/cpu-ram-ankauf',
  '/elektroschrott-recycling',
  '/mobilitaet-batterien',
  '/sustainability',
];
/** The price search across every price list (model, brand, item number). */
export const PRICE_SEARCH = ['/preissuche'];
export const SOLAR_VALUER = memberWith('Bewertung Solartechnik und Energiespeicher');
/** Inverters and storage from a dismantled plant: operating hours, fault log, condition. */
export const SOLAR_VALUATION_DE = new RegExp(`${SOLAR_VALUER}|Betriebsstunden|Fehlerspeicher`);
export const SOLAR_VALUATION_EN = new RegExp(`${SOLAR_VALUER}|operating hours|fault logs?`, 'i');
export const SERVER_BUYER = memberWith('Ankauf IT-Hardware und Server');
/** Servers: CPU generation, memory configuration, power supplies. */
export const SERVER_VALUATION_DE = new RegExp(`${SERVER_BUYER}|CPU|RAM|Arbeitsspeicher|Netzteil|Konfiguration`);
export const SERVER_VALUATION_EN = new RegExp(`${SERVER_BUYER}|CPU|RAM|memory|power suppl|configuration`, 'i');
export const SERVER_VALUATION = ['/team', '/server-hardware-ankauf', '/cpu-ram-ankauf'];
// The sell list: the import's review step.
/** Imported rows are matched to the price lists; the visitor reviews the result. */
export const IMPORT_REVIEW_DE = /Ergebnis|ordnen|zugeordnet|zuordn/;
export const IMPORT_REVIEW_EN = /review the (result|matches)|you review|match/i;
