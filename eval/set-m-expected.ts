import { expected, INQUIRY_DAYS_DE, LEAD_DAYS_EN } from './expected';
import { escape } from './question-helpers';

/**
 * The expectations set M's tuning questions (questions-tuning-8m.ts) and its hold-out questions
 * (holdout-7m.ts) share: one definition for both parts.
 */

export const de = expected.de;
export const en = expected.en;
// What this set and its twin expect, defined the same way in both files (expected.ts holds what
// the other sets share). Figures and names come from the content modules (retention, company).

// Terms (AGB): a business's own terms need our express consent in text form (§ 1); the purchase
// contract needs the seller's acceptance in text form (§ 3).
export const OWN_TERMS_DE = /ausdrücklich|Textform|Vertragsbestandteil/;
export const OWN_TERMS_EN = /expressly|text form|part of the contract/i;
export const ACCEPT_DE = /annehm|angenommen|Annahme|Textform/;
export const ACCEPT_EN = /accept|text form/i;
/** Goods accessible and ready for transport at pickup (§ 4); the UPS page asks for access (floor, lift, ramp). */
export const READY_DE = /zugänglich|transportfähig|Zugänglichkeit/;
export const READY_EN = /accessible|ready for transport|\baccess\b/i;
export const READY_PAGES = ['/agb', '/industrie-batterien'];
/** Type, quantity, weight and condition declared truthfully in advance (§ 4), and what the battery pages ask for. */
export const DECLARE_DE = /Gewicht|wahrheitsgemäß|aufgebläht|[Bb]eschädigt|Zustand/;
export const DECLARE_EN = /weight|truthfully|swollen|damaged|condition/i;
export const DECLARE_PAGES = [
  '/agb',
  '/lithium-batterien',
  '/mobilitaet-batterien',
  '/industrie-batterien',
  '/scooter-entsorgung',
];
/** What the inspection checks (§ 5: completeness, condition, function, capacity), in terms and pages. */
export const INSPECTION_DE = /Vollständigkeit|Funktion|Kapazität/;
export const INSPECTION_EN = /completeness|function|capacity/i;
export const INSPECTION_PAGES = [
  '/agb',
  '/cpu-ram-ankauf',
  '/lithium-batterien',
  '/mobilitaet-batterien',
  '/scooter-entsorgung',
  '/elektroschrott-recycling',
  '/elektronische-bauteile-ankauf',
  '/medizintechnik-recycling',
  '/bitcoin-miner-recycling',
  '/ankaufsliste',
  '/mission',
  '/sustainability',
  '/team',
];
/** The return is at our cost unless the seller's details were incorrect (§ 5). */
export const WRONG_DETAILS_DE = /es sei denn|unzutreffend/;
export const WRONG_DETAILS_EN = /unless|incorrect/i;
/** On request we take declined goods for proper recycling instead (§ 5). */
export const RECYCLE_INSTEAD_DE = /Verwertung|verwert/;
export const RECYCLE_INSTEAD_EN = /recycl/i;
/** Payment to the account given in text form (§ 6). */
export const TEXT_FORM_DE = /Textform/;
export const TEXT_FORM_EN = /text form/i;
/** Invoices for chargeable services: without deduction, within the period in the quote (§ 6). */
export const INVOICE_DE = /ohne Abzug|im Angebot genannten Frist/;
export const INVOICE_EN = /without deduction|period stated in the quote/i;
/** Account and device locks are removed before handover (§ 7); the e-waste pages sort out MDM and BIOS locks. */
export const LOCK_DE = /[Ss]perre/;
export const LOCK_EN = /lock/i;
export const LOCK_PAGES = ['/agb', '/elektroschrott-recycling', '/elektronikschrott-entsorgung'];
/** Liability (§ 8). */
export const LIABILITY_DE = /haft|Haftung|Fahrlässigkeit/;
export const LIABILITY_EN = /liab|negligence/i;
/** For goods other than modules and inverters the quote states the quantity collected free (§ 4). */
export const FREE_QUANTITY_DE = /vorab im Angebot|Menge vorab|im Angebot/;
export const FREE_QUANTITY_EN = /quote states|in advance|in (our|the) quote/i;
// Privacy policy: the form data (stored, used only to answer), no newsletter, no sale of data, no
// transfer outside the EU, who reads an inquiry, files and how long they stay, records of a
// purchase, rectification, erasing a chat conversation.
export const FORM_DATA_DE = /Datenbank|beantworten/;
export const FORM_DATA_EN = /database|answer your inquiry/i;
export const NEWSLETTER_DE = /Newsletter|Werbung/;
export const NEWSLETTER_EN = /newsletter|advertising/i;
export const NO_SALE_DE = /verkaufen keine|nicht verkauf/;
export const NO_SALE_EN = /do not sell|don't sell|never sell/i;
export const THIRD_COUNTRY_DE = /außerhalb der Europäischen Union|Drittl/;
export const THIRD_COUNTRY_EN = /outside the European Union|third countr/i;
export const STAFF_DE = /Mitarbeiter/;
export const STAFF_EN = /staff/i;
/** Files sent with an inquiry are deleted with it, that is after the inquiries' period, from the retention periods. */
export const PHOTOS_KEPT_DE = new RegExp(`mit der Anfrage|${INQUIRY_DAYS_DE.source}`);
export const PHOTOS_KEPT_EN = new RegExp(`with the inquiry|(?<!\\d)${escape(LEAD_DAYS_EN)}`, 'i');
export const RECORDS_DE = /HGB|§ 147 AO|handels- und steuerrechtlich/;
export const RECORDS_EN = /HGB|commercial and tax law/i;
export const RECTIFY_DE = /Berichtigung|berichtig/;
export const RECTIFY_EN = /rectif/i;
/** To erase a chat, say roughly when and what about; otherwise it goes after the chat period (retention). */
export const CHAT_ERASURE_DE = new RegExp(`Zeitpunkt und Inhalt|zuordnen|(?<!\\d)${escape(de.chatDays)}`);
export const CHAT_ERASURE_EN = new RegExp(
  `roughly when|what it was about|match a conversation|(?<!\\d)${escape(en.chatDays)}`,
  'i',
);
// Cookie policy: nothing from other servers; deleting the entries on the device.
export const OWN_SERVER_DE = /eigenen Server|fremden Servern/;
export const OWN_SERVER_EN = /own server|other servers/i;
export const DEVICE_ENTRY_DE = /Websitedaten|Browser/;
export const DEVICE_ENTRY_EN = /site data|browser/i;
export const DEVICE_ENTRY_PAGES = ['/cookie-richtlinie', '/datenschutz', '/ankaufsliste'];
