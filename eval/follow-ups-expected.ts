import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { retention } from '@/content/retention';
import type { Locale } from '@/i18n/locales';
import type { EvalCase } from './chat-questions';
import { expected, FREE_INVERTERS_DE, FREE_INVERTERS_EN, FREE_MODULES_EN, NO_AMOUNT } from './expected';
import type { QuestionSpec } from './question-helpers';

/**
 * The follow-up set: two-turn conversations in which the second message has no subject of its
 * own ("Holt ihr die auch in Wien ab?" after a question about servers) or a new one (the hours
 * after a price). Written from the site's pages and what visitors ask next, before the engine
 * kept any context; the expectations (what the reply to the SECOND message must hold) are read
 * from the content modules where they are figures, and are the pages' wordings otherwise.
 * Tuning part: ./tuning/follow-ups.ts; hold-out part: ./holdout/follow-ups.ts.
 */
export type Conversation = QuestionSpec & {
  /** The first message and the follow-up; only the reply to the follow-up is checked. */
  turns: readonly [string, string];
  lang: Locale;
  intent: 'follow-up';
};

/** A conversation of the set. */
export const conversation = (lang: Locale, turns: readonly [string, string], spec: QuestionSpec): Conversation => ({
  ...spec,
  turns,
  lang,
  intent: 'follow-up',
});

/** The follow-up as an evaluation case (its text and the expectations of its reply). */
export const followUpCase = (test: Conversation): EvalCase => {
  const { turns, ...spec } = test;
  return { ...spec, q: turns[1] };
};

/** The pickup fact's battery sentences, which a follow-up about other goods must not repeat. */
const BATTERY_PICKUP_DE = /ADR-konform|Batterien und E-Scooter|Lithium-Akkus/;

/** Pickup of servers in Austria: the place and the goods of the conversation, no battery logistics. */
export const SERVERS_AUSTRIA_DE: QuestionSpec = {
  must: [/Österreich/, /Server/],
  mustNot: [BATTERY_PICKUP_DE],
  pages: ['/agb', '/kontakt', '/server-hardware-ankauf'],
};

/** Defective CPUs are bought as recycling material at material value (CPU/RAM page). */
export const DEFECTIVE_CPU_DE: QuestionSpec = {
  must: [/Recyclingware|Materialwert|verbogenen Pins/],
  pages: ['/cpu-ram-ankauf'],
};

/** Destruction at the customer's site, on request: the drives leave only as particles. */
export const ON_SITE_DRIVES_DE: QuestionSpec = {
  must: [/vor Ort|Partikel|Ihr Haus/],
  pages: ['/festplatten-vernichtung'],
};

/** What destroying data carriers costs: by number, type and security level, a quote in advance. */
export const DRIVE_DESTRUCTION_COST_DE: QuestionSpec = {
  must: [/Stückzahl|Sicherheitsstufe|Angebot/],
  pages: ['/festplatten-vernichtung'],
  mustNot: [NO_AMOUNT],
};

/** The owner, the law firm or customs may attend the destruction of counterfeits. */
export const ATTEND_DESTRUCTION_DE: QuestionSpec = {
  must: [/begleiten|dabei|Video/],
  pages: ['/plagiate-zerstoerung'],
};

/** Single blocks of industrial batteries go with the next run in the region. */
export const SINGLE_BLOCKS_DE: QuestionSpec = {
  must: [/Einzelmengen|nächsten Tour|einzelne/],
  pages: ['/industrie-batterien'],
};

/** Lithium batteries before pickup: not deep-discharged, poles taped, stored cool and dry. */
export const BATTERY_STORAGE_DE: QuestionSpec = {
  must: [/tiefentladen|Isolierband|kühl|trocken/],
  pages: ['/lithium-batterien', '/scooter-entsorgung'],
};

/** Crash-damaged traction batteries go in an approved special container, transported separately. */
export const CRASH_BATTERY_DE: QuestionSpec = {
  must: [/Spezialbehälter|gesondert/],
  pages: ['/mobilitaet-batterien'],
};

/** Closed on Sundays (the hours fact). */
export const SUNDAY_DE: QuestionSpec = { must: [/sonntags (ist )?geschlossen/], pages: ['/kontakt'] };

/** Saturdays by appointment (the hours fact). */
export const SATURDAY_DE: QuestionSpec = { must: [expected.de.saturday], pages: ['/kontakt'] };

/** The status link of a submitted sell list. */
export const STATUS_LINK_DE: QuestionSpec = {
  must: [/Link/, /Stand|Fortschritt|Vorgangsnummer/],
  pages: ['/ankaufsliste'],
};

/** A German conversation asked again in English ("und auf Englisch?"): the reply in English. */
export const IN_ENGLISH_PRICE: QuestionSpec = { products: ['RTX 4080 SUPER'], mustNot: [/cannot find a price/] };
export const IN_ENGLISH_PAYMENT: QuestionSpec = { must: [expected.en.paymentDays] };
export const IN_ENGLISH_PICKUP: QuestionSpec = { must: [expected.en.nationwide] };

/** What the pickup of e-scooter batteries costs: larger quantities free, a quote for single items. */
export const SCOOTER_PICKUP_COST_DE: QuestionSpec = {
  must: [/größere[nr]? Mengen/i, /kostenlos/],
  pages: ['/scooter-entsorgung', '/agb', '/lithium-batterien'],
};

/** A follow-up with its own subject keeps none of the first question's. */
export const HOURS_NOT_GPU_DE: QuestionSpec = {
  must: [company.openingHours.weekdays.opens],
  mustNot: [/RTX|Grafikkarte/, NO_AMOUNT],
};
export const ADDRESS_NOT_DRIVES_DE: QuestionSpec = { must: [company.city], mustNot: [/DIN 66399/] };
export const FOUNDED_NOT_PICKUP_DE: QuestionSpec = {
  must: [String(claims.foundingYear)],
  mustNot: [BATTERY_PICKUP_DE],
};

/** Free pickup of solar modules from 50 (terms, solar service price list). */
export const FREE_MODULES_FOLLOW_UP_EN: QuestionSpec = {
  must: [FREE_MODULES_EN, /free/],
  pages: ['/agb', '/solarkomponenten-ankauf-service'],
};

/** Free transport of inverters from 10 (terms, solar service price list). */
export const FREE_INVERTERS_FOLLOW_UP_EN: QuestionSpec = {
  must: [FREE_INVERTERS_EN, /free/],
  pages: ['/agb', '/solarkomponenten-ankauf-service'],
};

/** Miners are paid by bank transfer in euros, never in Bitcoin. */
export const NO_BITCOIN_EN: QuestionSpec = {
  must: [/bank transfer/i, /euro/i],
  pages: ['/bitcoin-miner-recycling'],
};

/** Every quote for miners carries a validity date. */
export const QUOTE_VALIDITY_EN: QuestionSpec = { must: [/valid/], pages: ['/bitcoin-miner-recycling'] };

/** Medical devices: the technician removes the drives on site, data leaves in sealed containers. */
export const MEDICAL_DRIVES_EN: QuestionSpec = {
  must: [/technician|sealed containers/],
  pages: ['/medizintechnik-recycling'],
  mustNot: [NO_AMOUNT],
};

/** Used medical devices may be resold when they still meet the MDR, with documentation and service records. */
export const MEDICAL_RESALE_EN: QuestionSpec = {
  must: [/MDR|documentation|service records/],
  pages: ['/medizintechnik-recycling'],
};

/** The e-waste service is for businesses; private households use municipal recycling centres. */
export const PRIVATE_HOUSEHOLDS_EN: QuestionSpec = {
  must: [/municipal|businesses/],
  pages: ['/elektroschrott-recycling'],
};

/** The documents of an e-waste disposal: disposal certificate, weighing slip, certificate of destruction. */
export const EWASTE_DOCUMENTS_EN: QuestionSpec = {
  must: [/disposal certificate|weighing slip|asset list|certificate of destruction/i],
  pages: ['/elektronikschrott-entsorgung', '/elektroschrott-recycling'],
};

/** No minimum quantity for components; small quantities combined into one lot. */
export const MINIMUM_QUANTITY_EN: QuestionSpec = {
  must: [/\bNo\b|lot|small quantities|in demand/],
  pages: ['/elektronische-bauteile-ankauf', '/ankauf-elektronische-bauteile-service'],
};

/** Payment by bank transfer (terms, payment fact). */
export const BANK_TRANSFER_EN: QuestionSpec = { must: [expected.en.transfer], pages: ['/agb'] };

/** The chat's messages are deleted 30 days after the last one. */
export const CHAT_DAYS_EN: QuestionSpec = { must: [`${retention.chatDays} days`], pages: ['/datenschutz'] };

/** SSDs and flash memory are destroyed to E-3 (E-4 on request). */
export const SSD_LEVEL_EN: QuestionSpec = { must: [/E-3/], pages: ['/festplatten-vernichtung'] };

/** Battery pickup in Switzerland: the place named, answered from what the terms or the team say. */
export const SWITZERLAND_EN: QuestionSpec = { must: [/Switzerland/], pages: ['/agb', '/kontakt'] };

/** A follow-up with its own subject keeps none of the first question's. */
export const HOURS_NOT_GPU_EN: QuestionSpec = {
  must: [company.openingHours.weekdays.opens],
  mustNot: [/RTX|graphics card/, NO_AMOUNT],
};
export const PHONE_NOT_MINERS_EN: QuestionSpec = { must: [company.phone], mustNot: [/hashrate|Antminer/i] };
export const FOUNDED_NOT_DRIVES_EN: QuestionSpec = {
  must: [String(claims.foundingYear)],
  mustNot: [/DIN 66399/],
};

/** Free transport of inverters from 10 (terms, solar service price list). */
export const FREE_INVERTERS_FOLLOW_UP_DE: QuestionSpec = {
  must: [FREE_INVERTERS_DE, /kostenlos/],
  pages: ['/agb', '/solarkomponenten-ankauf-service'],
};

/** Payment within 14 days (payment fact, terms). */
export const PAYMENT_DAYS_DE: QuestionSpec = { must: [expected.de.paymentDays], pages: ['/agb'] };

/** Patient data on medical devices: destroyed to DIN 66399, certified, in a sealed chain. */
export const MEDICAL_DATA_DE: QuestionSpec = {
  must: [/DIN 66399|Vernichtungszertifikat|verplombt|Auftragsverarbeitung|H-4/],
  pages: ['/medizintechnik-recycling'],
};
