import type { EvalCase } from './chat-questions';
import { COOKIES, OFFER_ACCEPTANCE, PRIVACY, TERMS } from './expected';
import { paraphrases } from './question-helpers';
import {
  OWN_TERMS_DE,
  OWN_TERMS_EN,
  ACCEPT_DE,
  ACCEPT_EN,
  READY_DE,
  READY_EN,
  READY_PAGES,
  DECLARE_DE,
  DECLARE_EN,
  DECLARE_PAGES,
  INSPECTION_DE,
  INSPECTION_EN,
  INSPECTION_PAGES,
  WRONG_DETAILS_DE,
  WRONG_DETAILS_EN,
  RECYCLE_INSTEAD_DE,
  RECYCLE_INSTEAD_EN,
  TEXT_FORM_DE,
  TEXT_FORM_EN,
  INVOICE_DE,
  INVOICE_EN,
  LOCK_DE,
  LOCK_EN,
  LOCK_PAGES,
  LIABILITY_DE,
  LIABILITY_EN,
  FREE_QUANTITY_DE,
  FREE_QUANTITY_EN,
  FORM_DATA_DE,
  FORM_DATA_EN,
  NEWSLETTER_DE,
  NEWSLETTER_EN,
  NO_SALE_DE,
  NO_SALE_EN,
  THIRD_COUNTRY_DE,
  THIRD_COUNTRY_EN,
  STAFF_DE,
  STAFF_EN,
  PHOTOS_KEPT_DE,
  PHOTOS_KEPT_EN,
  RECORDS_DE,
  RECORDS_EN,
  RECTIFY_DE,
  RECTIFY_EN,
  CHAT_ERASURE_DE,
  CHAT_ERASURE_EN,
  OWN_SERVER_DE,
  OWN_SERVER_EN,
  DEVICE_ENTRY_DE,
  DEVICE_ENTRY_EN,
  DEVICE_ENTRY_PAGES,
} from './set-m-expected';

/**
 * Hold-out twin of eval/questions-tuning-8m.ts (part M: the legal texts – terms, privacy policy,
 * cookie policy, imprint – asked in visitors' words). Written from the site's content alone
 * before the engine was run on it, then split 2:1 per paraphrase group: the second question of
 * each language is here, the first and third are in the tuning file. Not for tuning: keep it
 * unseen. The expectations both
 * parts share are in eval/set-m-expected.ts.
 */

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
