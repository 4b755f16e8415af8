import type { EvalCase } from './chat-questions';
import { COOKIES, expected, INQUIRY_DAYS_DE, LEAD_DAYS_EN, OFFER_ACCEPTANCE, PRIVACY, TERMS } from './expected';
import { escape, paraphrases } from './question-helpers';

/**
 * Hold-out twin of eval/questions-tuning-8m.ts (part M: the legal texts – terms, privacy policy,
 * cookie policy, imprint – asked in visitors' words). Written from the site's content alone
 * before the engine was run on it, then split 2:1 per paraphrase group: the second question of
 * each language is here, the first and third are in the tuning file. Not for tuning: keep it
 * unseen. The expectations repeat those of the tuning file.
 */

const de = expected.de;
const en = expected.en;

// What this set and its twin expect, defined the same way in both files (expected.ts holds what
// the other sets share). Figures come from the content modules (retention).

// Terms (AGB): a business's own terms need our express consent in text form (§ 1); the purchase
// contract needs the seller's acceptance in text form (§ 3).
const OWN_TERMS_DE = /ausdrücklich|Textform|Vertragsbestandteil/;
const OWN_TERMS_EN = /expressly|text form|part of the contract/i;
const ACCEPT_DE = /annehm|angenommen|Annahme|Textform/;
const ACCEPT_EN = /accept|text form/i;
/** Goods accessible and ready for transport at pickup (§ 4); the UPS page asks for access (floor, lift, ramp). */
const READY_DE = /zugänglich|transportfähig|Zugänglichkeit/;
const READY_EN = /accessible|ready for transport|\baccess\b/i;
const READY_PAGES = ['/agb', '/industrie-batterien'];
/** Type, quantity, weight and condition declared truthfully in advance (§ 4), and what the battery pages ask for. */
const DECLARE_DE = /Gewicht|wahrheitsgemäß|aufgebläht|[Bb]eschädigt|Zustand/;
const DECLARE_EN = /weight|truthfully|swollen|damaged|condition/i;
const DECLARE_PAGES = [
  '/agb',
  '/lithium-batterien',
  '/mobilitaet-batterien',
  '/industrie-batterien',
  '/scooter-entsorgung',
];
/** What the inspection checks (§ 5: completeness, condition, function, capacity), in terms and pages. */
const INSPECTION_DE = /Vollständigkeit|Funktion|Kapazität/;
const INSPECTION_EN = /completeness|function|capacity/i;
const INSPECTION_PAGES = [
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
const WRONG_DETAILS_DE = /es sei denn|unzutreffend/;
const WRONG_DETAILS_EN = /unless|incorrect/i;
/** On request we take declined goods for proper recycling instead (§ 5). */
const RECYCLE_INSTEAD_DE = /Verwertung|verwert/;
const RECYCLE_INSTEAD_EN = /recycl/i;
/** Payment to the account given in text form (§ 6). */
const TEXT_FORM_DE = /Textform/;
const TEXT_FORM_EN = /text form/i;
/** Invoices for chargeable services: without deduction, within the period in the quote (§ 6). */
const INVOICE_DE = /ohne Abzug|im Angebot genannten Frist/;
const INVOICE_EN = /without deduction|period stated in the quote/i;
/** Account and device locks are removed before handover (§ 7); the e-waste pages sort out MDM and BIOS locks. */
const LOCK_DE = /[Ss]perre/;
const LOCK_EN = /lock/i;
const LOCK_PAGES = ['/agb', '/elektroschrott-recycling', '/elektronikschrott-entsorgung'];
/** Liability (§ 8). */
const LIABILITY_DE = /haft|Haftung|Fahrlässigkeit/;
const LIABILITY_EN = /liab|negligence/i;
/** For goods other than modules and inverters the quote states the quantity collected free (§ 4). */
const FREE_QUANTITY_DE = /vorab im Angebot|Menge vorab|im Angebot/;
const FREE_QUANTITY_EN = /quote states|in advance|in (our|the) quote/i;

// Privacy policy: the form data (stored, used only to answer), no newsletter, no sale of data, no
// transfer outside the EU, who reads an inquiry, files and how long they stay, records of a
// purchase, rectification, erasing a chat conversation.
const FORM_DATA_DE = /Datenbank|beantworten/;
const FORM_DATA_EN = /database|answer your inquiry/i;
const NEWSLETTER_DE = /Newsletter|Werbung/;
const NEWSLETTER_EN = /newsletter|advertising/i;
const NO_SALE_DE = /verkaufen keine|nicht verkauf/;
const NO_SALE_EN = /do not sell|don't sell|never sell/i;
const THIRD_COUNTRY_DE = /außerhalb der Europäischen Union|Drittl/;
const THIRD_COUNTRY_EN = /outside the European Union|third countr/i;
const STAFF_DE = /Mitarbeiter/;
const STAFF_EN = /staff/i;
/** Files sent with an inquiry are deleted with it, that is after the inquiries' period, from the retention periods. */
const PHOTOS_KEPT_DE = new RegExp(`mit der Anfrage|${INQUIRY_DAYS_DE.source}`);
const PHOTOS_KEPT_EN = new RegExp(`with the inquiry|(?<!\\d)${escape(LEAD_DAYS_EN)}`, 'i');
const RECORDS_DE = /HGB|§ 147 AO|handels- und steuerrechtlich/;
const RECORDS_EN = /HGB|commercial and tax law/i;
const RECTIFY_DE = /Berichtigung|berichtig/;
const RECTIFY_EN = /rectif/i;
/** To erase a chat, say roughly when and what about; otherwise it goes after the chat period (retention). */
const CHAT_ERASURE_DE = new RegExp(`Zeitpunkt und Inhalt|zuordnen|(?<!\\d)${escape(de.chatDays)}`);
const CHAT_ERASURE_EN = new RegExp(
  `roughly when|what it was about|match a conversation|(?<!\\d)${escape(en.chatDays)}`,
  'i',
);

// Cookie policy: nothing from other servers; deleting the entries on the device.
const OWN_SERVER_DE = /eigenen Server|fremden Servern/;
const OWN_SERVER_EN = /own server|other servers/i;
const DEVICE_ENTRY_DE = /Websitedaten|Browser/;
const DEVICE_ENTRY_EN = /site data|browser/i;
const DEVICE_ENTRY_PAGES = ['/cookie-richtlinie', '/datenschutz', '/ankaufsliste'];

// (The imprint group on the managing director repeated an older hold-out question and was left out.)

export const holdoutQuestionsM: EvalCase[] = [
  // Law: a business's own terms apply only if we expressly agree to them in text form (terms § 1)
  ...paraphrases('legal', 'de', { must: [OWN_TERMS_DE], pages: TERMS }, ['gelten unsere agb oder eure']),
  ...paraphrases('legal', 'en', { must: [OWN_TERMS_EN], pages: TERMS }, ['whose terms apply, ours or yours']),
  // Law: the purchase contract is concluded only when the seller accepts the valuation in text form (terms § 3)
  ...paraphrases('legal', 'de', { must: [ACCEPT_DE], pages: OFFER_ACCEPTANCE }, [
    'wann kommt der kaufvertrag zustande',
  ]),
  ...paraphrases('legal', 'en', { must: [ACCEPT_EN], pages: OFFER_ACCEPTANCE }, [
    'When is the purchase contract concluded?',
  ]),
  // Pickup: goods accessible and ready for transport at the agreed time (terms § 4; UPS page: access)
  ...paraphrases('pickup', 'de', { must: [READY_DE], pages: READY_PAGES }, [
    'muss das zeug zur abholung schon unten bereitstehen oder holt ihr das aus dem keller',
  ]),
  ...paraphrases('pickup', 'en', { must: [READY_EN], pages: READY_PAGES }, [
    'does the stuff need to be ready downstairs or do you carry it out of the basement',
  ]),
  // Pickup: batteries' type, quantity, weight and condition (damage!) declared truthfully in advance (§ 4)
  ...paraphrases('pickup', 'de', { must: [DECLARE_DE], pages: DECLARE_PAGES }, [
    'muss ich sagen wenn einer von den akkus aufgebläht ist',
  ]),
  ...paraphrases('pickup', 'en', { must: [DECLARE_EN], pages: DECLARE_PAGES }, [
    'do i need to mention if one of the packs is swollen',
  ]),
  // Law: what the inspection checks (completeness, condition, function, capacity; terms § 5 and the service pages)
  ...paraphrases('legal', 'de', { must: [INSPECTION_DE], pages: INSPECTION_PAGES }, [
    'worauf schaut ihr bei der prüfung',
  ]),
  ...paraphrases('legal', 'en', { must: [INSPECTION_EN], pages: INSPECTION_PAGES }, [
    ['what do u test in the inspection', 'de'],
  ]),
  // Law: goods not as described: a declined valuation's return is on the seller if their details were wrong (§ 5)
  ...paraphrases('legal', 'de', { must: [WRONG_DETAILS_DE], pages: TERMS }, [
    'rücksendung auf meine kosten wenn meine angaben falsch waren?',
  ]),
  ...paraphrases('legal', 'en', { must: [WRONG_DETAILS_EN], pages: TERMS }, [
    'return shipping on me if my info was wrong?',
  ]),
  // Law: a declined valuation: on request the goods are recycled instead of returned (terms § 5)
  ...paraphrases('legal', 'de', { must: [RECYCLE_INSTEAD_DE], pages: TERMS }, [
    'angebot abgelehnt aber ihr könnt es behalten und recyceln?',
  ]),
  ...paraphrases('legal', 'en', { must: [RECYCLE_INSTEAD_EN], pages: TERMS }, [
    ['offer declined but you can keep it and recycle it?', 'de'],
  ]),
  // Payment: to the account the seller gives in text form (terms § 6)
  ...paraphrases('payment', 'de', { must: [TEXT_FORM_DE], pages: TERMS }, ['iban per telefon durchgeben ok?']),
  ...paraphrases('payment', 'en', { must: [TEXT_FORM_EN], pages: TERMS }, ['can i just give my iban over the phone']),
  // Payment: invoices for chargeable services are payable without deduction within the period in the quote (terms § 6)
  ...paraphrases('payment', 'de', { must: [INVOICE_DE], pages: TERMS }, [
    'zahlungsziel für eure rechnung bei der demontage',
  ]),
  ...paraphrases('payment', 'en', { must: [INVOICE_EN], pages: TERMS }, [
    ['payment term for your dismantling invoice', 'de'],
  ]),
  // Law: activation and device locks removed before handover (terms § 7); MDM locks sorted out (e-waste pages)
  ...paraphrases('legal', 'de', { must: [LOCK_DE], pages: LOCK_PAGES }, ['icloud sperre vorher raus oder egal']),
  ...paraphrases('legal', 'en', { must: [LOCK_EN], pages: LOCK_PAGES }, ['icloud lock need to be off first?']),
  // Law: liability (unlimited for intent and gross negligence, limited for slight negligence; terms § 8)
  ...paraphrases('legal', 'de', { must: [LIABILITY_DE], pages: TERMS }, ['wie weit haftet ihr eigentlich']),
  ...paraphrases('legal', 'en', { must: [LIABILITY_EN], pages: TERMS }, ['how far does your liability go']),
  // Cost of pickup: for goods other than modules and inverters the quote states the free-pickup quantity (§ 4)
  ...paraphrases('pickup-cost', 'de', { must: [FREE_QUANTITY_DE], pages: TERMS }, [
    'ab welcher menge ist abholung bei servern gratis',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FREE_QUANTITY_EN], pages: TERMS }, [
    'min quantity for free pickup of servers',
  ]),
  // Privacy: what happens to the form data (stored in the database, used only to answer and make an offer)
  ...paraphrases('legal', 'de', { must: [FORM_DATA_DE], pages: PRIVACY }, ['wo landen meine angaben aus dem formular']),
  ...paraphrases('legal', 'en', { must: [FORM_DATA_EN], pages: PRIVACY }, [
    'where does the stuff i type in the form end up',
  ]),
  // Privacy: no newsletter and no advertising after an inquiry
  ...paraphrases('legal', 'de', { must: [NEWSLETTER_DE], pages: PRIVACY }, [
    'landet meine mail dann in nem newsletter verteiler',
  ]),
  ...paraphrases('legal', 'en', { must: [NEWSLETTER_EN], pages: PRIVACY }, [
    ['am i going on a newsletter list if i write to you', 'de'],
  ]),
  // Privacy: no data is sold
  ...paraphrases('legal', 'de', { must: [NO_SALE_DE], pages: PRIVACY }, ['werden adressen an adresshändler verkauft']),
  ...paraphrases('legal', 'en', { must: [NO_SALE_EN], pages: PRIVACY }, ['is my email sold to data brokers']),
  // Privacy: transfers outside the EU and the EEA
  ...paraphrases('legal', 'de', { must: [THIRD_COUNTRY_DE], pages: PRIVACY }, [
    'übermittelt ihr daten ausserhalb der eu',
  ]),
  ...paraphrases('legal', 'en', { must: [THIRD_COUNTRY_EN], pages: PRIVACY }, ['any data transfer outside the EU?']),
  // Privacy: who sees an inquiry (only the staff who handle it)
  ...paraphrases('legal', 'de', { must: [STAFF_DE], pages: PRIVACY }, [
    'sieht jeder bei euch was ich ins formular schreibe',
  ]),
  ...paraphrases('legal', 'en', { must: [STAFF_EN], pages: PRIVACY }, [
    'can everyone there see what i type in the form',
  ]),
  // Privacy: how long photos sent with an inquiry are kept (deleted with the inquiry)
  ...paraphrases('legal', 'de', { must: [PHOTOS_KEPT_DE], pages: PRIVACY }, [
    'werden die bilder von meinen akkus irgendwann gelöscht',
  ]),
  ...paraphrases('legal', 'en', { must: [PHOTOS_KEPT_EN], pages: PRIVACY }, [
    ['are the pictures of my batteries deleted at some point', 'de'],
  ]),
  // Privacy: which files can be attached (photos and PDF documents)
  ...paraphrases('legal', 'de', { must: ['PDF'], pages: PRIVACY }, ['welche dateien kann ich hochladen']),
  ...paraphrases('legal', 'en', { must: ['PDF'], pages: PRIVACY }, ['which file types can i upload']),
  // Privacy: the records of a completed purchase are kept as commercial and tax law require (§ 257 HGB, § 147 AO)
  ...paraphrases('legal', 'de', { must: [RECORDS_DE], pages: PRIVACY }, [
    'müsst ihr die unterlagen vom verkauf aufbewahren',
  ]),
  ...paraphrases('legal', 'en', { must: [RECORDS_EN], pages: PRIVACY }, [
    ['do you have to keep the records of the sale', 'de'],
  ]),
  // Privacy: the right to have incorrect data rectified
  ...paraphrases('legal', 'de', { must: [RECTIFY_DE], pages: PRIVACY }, [
    'falsche telefonnummer angegeben, ändern möglich?',
  ]),
  ...paraphrases('legal', 'en', { must: [RECTIFY_EN], pages: PRIVACY }, ['gave wrong phone number, can u change it']),
  // Privacy: erasing a chat conversation (say roughly when and what about; else deleted after its period)
  ...paraphrases('legal', 'de', { must: [CHAT_ERASURE_DE], pages: PRIVACY }, ['chatverlauf löschen lassen wie']),
  ...paraphrases('legal', 'en', { must: [CHAT_ERASURE_EN], pages: PRIVACY }, ['how to get my chat history erased']),
  // Cookies: nothing is loaded from other servers (fonts, scripts, videos come from the company's own server)
  ...paraphrases('legal', 'de', { must: [OWN_SERVER_DE], pages: COOKIES }, [
    'lädt eure seite irgendwas von google oder facebook nach',
  ]),
  ...paraphrases('legal', 'en', { must: [OWN_SERVER_EN], pages: COOKIES }, [
    'does your site load anything from google or facebook',
  ]),
  // Cookies: deleting what the site stored on the device (the site data in the browser)
  ...paraphrases('legal', 'de', { must: [DEVICE_ENTRY_DE], pages: DEVICE_ENTRY_PAGES }, [
    'gespeicherte sprache wieder entfernen wie',
  ]),
  ...paraphrases('legal', 'en', { must: [DEVICE_ENTRY_EN], pages: DEVICE_ENTRY_PAGES }, [
    ['how to remove the saved language setting', 'de'],
  ]),
  // Imprint: the managing director who represents the company (imprint, privacy policy, team)
];
