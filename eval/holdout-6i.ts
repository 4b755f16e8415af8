import type { EvalCase } from './chat-questions';
import {
  COMPONENTS,
  DROP_OFF,
  ESTIMATE,
  HOURS,
  OWNER_DE,
  OWNER_EN,
  OWNERSHIP,
  SATURDAY_DE,
  SATURDAY_EN,
  SELL_LIST,
  SELL_REPLY,
  SELL_STATUS,
  SHIP_EN,
  SINGLE_DE,
  SINGLE_EN,
  SINGLE_ITEMS,
  SOLAR_FREE_UNIQUE,
  TERMS,
} from './expected';
import { paraphrases } from './question-helpers';
import {
  de,
  en,
  FREE_VALUATION,
  PRICE_FACTORS,
  PRIVATE_SELLERS,
  ESTIMATE_INFO,
  PURCHASE_DOCS,
  SET_OFF,
  PAYMENT_START,
  SHIP_SELF,
  SHIP_ANY_DE,
  BATTERY_PREP,
  DAMAGED_COST,
  SITE_VISIT,
} from './set-i-expected';

/**
 * Hold-out twin of eval/questions-tuning-7i.ts (sixth fresh set, part I: selling, payment, pickup
 * and its cost, appointments and opening hours, the sell list). Written from the site's content
 * alone before the engine was run on it, then split 2:1 per paraphrase group: this file holds the
 * second question of each language of every group, the tuning file the first and third. Never tune
 * the assistant on these questions.
 */

export const holdoutQuestionsI: EvalCase[] = [
  // Selling: the preliminary valuation from photos or a list costs nothing
  ...paraphrases('selling', 'de', { must: [/kostenlos/], pages: FREE_VALUATION }, [
    'Berechnen Sie eine Gebühr für die Vorabbewertung unserer Altgeräteliste, falls wir am Ende doch nicht verkaufen?',
  ]),
  ...paraphrases('selling', 'en', { must: [/free/i], pages: FREE_VALUATION }, [
    'If we send you our inventory list for an estimate and then decide not to sell, will you bill us for the valuation?',
  ]),
  // Selling: what the final price depends on (condition, completeness, function, quantity, market)
  ...paraphrases('selling', 'de', { must: [/Zustand/], pages: PRICE_FACTORS }, [
    'Welche Kriterien legen Sie bei der Festlegung des endgültigen Ankaufspreises zugrunde?',
  ]),
  ...paraphrases('selling', 'en', { must: [/condition/i], pages: PRICE_FACTORS }, [
    'Which criteria do you use to set the final purchase price once you have the goods?',
  ]),
  // Selling: the seller must own the goods; proof of origin may be asked for (terms § 3)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    ['braucht ihr nen eigentumsnachweis oder kaufbeleg von mir', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, ['do u need proof that its my stuff']),
  // Selling: private persons can sell too (not only businesses)
  ...paraphrases('selling', 'de', { must: [/[Pp]rivat|Verbraucher/], pages: PRIVATE_SELLERS }, [
    'Ich bin kein Gewerbetreibender, sondern möchte privat meinen alten Gaming-PC verkaufen. Ist das bei Ihnen möglich?',
  ]),
  ...paraphrases('selling', 'en', { must: [/private|consumer/i], pages: PRIVATE_SELLERS }, [
    'I am not a business, I just want to sell my old gaming PC privately. Is this possible with you?',
  ]),
  // Selling: no minimum quantity for components; small lots are valued together
  ...paraphrases('selling', 'de', { must: [/\bLos\b|Mindestmenge|Kleinmengen|gefragt/], pages: COMPONENTS }, [
    'mindestmenge bei bauteilen?',
  ]),
  ...paraphrases('selling', 'en', { must: [/\blot\b|minimum|small quantities|in demand/i], pages: COMPONENTS }, [
    'minimum qty for components?',
  ]),
  // Selling: what to send for an estimate (type, quantity, condition, photos or a list)
  ...paraphrases('selling', 'de', { must: [/Fotos|Typenschild|Liste/], pages: ESTIMATE_INFO }, [
    'Welche Angaben benötigen Sie von uns, um ein Angebot für gebrauchte Lithium-Akkupacks zu erstellen?',
  ]),
  ...paraphrases('selling', 'en', { must: [/photos|rating plate|list/i], pages: ESTIMATE_INFO }, [
    'What information do you require from us to prepare a quote for used lithium battery packs?',
  ]),
  // Payment: the document the seller receives (credit note for businesses, purchase receipt for private sellers)
  ...paraphrases('payment', 'de', { must: [/Gutschrift|Ankaufbeleg/], pages: PURCHASE_DOCS }, [
    'krieg ich als privatmann irgendeinen zettel wenn ich euch was verkaufe',
  ]),
  ...paraphrases('payment', 'en', { must: [/credit|purchase (receipt|document)/i], pages: PURCHASE_DOCS }, [
    'what paper do i get from you as a private guy when i sell u something',
  ]),
  // Payment: VAT is shown in the quote and in the statement (terms § 2)
  ...paraphrases('payment', 'de', { must: [/Umsatzsteuer|USt|Mehrwertsteuer/], pages: TERMS }, [
    'Wie wird die Umsatzsteuer beim Ankauf ausgewiesen?',
  ]),
  ...paraphrases('payment', 'en', { must: [/VAT/], pages: TERMS }, ['How is VAT shown when you buy from us?']),
  // Payment: the purchase price may be set off against chargeable services (terms § 6, drive destruction)
  ...paraphrases('payment', 'de', { must: [/verrechn/i], pages: SET_OFF }, [
    'kann man den ankaufspreis mit den kosten für die vernichtung verrechnen',
  ]),
  ...paraphrases('payment', 'en', { must: [/set[- ]?off|offset/i], pages: SET_OFF }, [
    ['can the buy price be offset against the shredding fee', 'de'],
  ]),
  // Payment: the 14 days run from valuation and takeover (accepted valuation, goods with us)
  ...paraphrases(
    'payment',
    'de',
    { must: [de.paymentDays, /Übernahme|Zusage|angenommen|Annahme/], pages: PAYMENT_START },
    ['Beginnt die Zahlungsfrist mit dem Eingang der Ware bei Ihnen oder erst später?'],
  ),
  ...paraphrases('payment', 'en', { must: [en.paymentDays, /takeover|accept/i], pages: PAYMENT_START }, [
    'Does the payment period start when the goods arrive at your place or later?',
  ]),
  // Pickup: small quantities may be shipped by the seller (insured parcel)
  ...paraphrases('pickup', 'de', { must: [SHIP_ANY_DE], pages: SHIP_SELF }, [
    'Können wir Ihnen einzelne Prozessoren auch per Paketdienst zusenden? Wie sollten wir sie verpacken?',
  ]),
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIP_SELF }, [
    'May we send you single processors by courier? How should we pack them?',
  ]),
  // Pickup: the seller may bring the goods to us (terms § 4; appointment on the contact page)
  ...paraphrases('pickup', 'de', { must: [/anliefer|Anlieferung|bring/], pages: DROP_OFF }, [
    'Ist eine Selbstanlieferung an Ihrem Standort möglich?',
  ]),
  ...paraphrases('pickup', 'en', { must: [/bring/i], pages: DROP_OFF }, ['Is self-delivery to your site possible?']),
  // Pickup: preparing lithium batteries until collection (no deep discharge, terminals taped, cool and dry)
  ...paraphrases('pickup', 'de', { must: [/Isolierband|abkleb|tiefentlad|kühl|Pole/], pages: BATTERY_PREP }, [
    'wie lager ich die alten e-bike akkus bis ihr kommt, die liegen grad im keller',
  ]),
  ...paraphrases('pickup', 'en', { must: [/tape|deep-discharge|cool|terminals/i], pages: BATTERY_PREP }, [
    'how do i store the old ebike batteries till you come, they are in the basement now',
  ]),
  // Pickup: regions outside Germany (elsewhere in Europe; solar in Austria and Switzerland)
  ...paraphrases('pickup', 'de', { must: [/Österreich|Schweiz|europäischen Ausland/], pages: SOLAR_FREE_UNIQUE }, [
    ['Bieten Sie Abholungen auch außerhalb Deutschlands an, zum Beispiel in der Schweiz?', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [/Austria|Switzerland|elsewhere in Europe/i], pages: SOLAR_FREE_UNIQUE }, [
    'Do you offer pickups outside Germany, for example in Switzerland?',
  ]),
  // Pickup: who bears the transport risk (on handover to our carrier; when shipped yourself, on arrival)
  ...paraphrases('pickup', 'de', { must: [/Gefahr|Untergang|Verschlechterung|Eingang bei uns/], pages: TERMS }, [
    'Ab wann tragen Sie das Transportrisiko, wenn Ihre Spedition die Ware abholt?',
  ]),
  ...paraphrases('pickup', 'en', { must: [/risk|accidental|arrive/i], pages: TERMS }, [
    'From what point do you bear the transport risk when your carrier collects the goods?',
  ]),
  // Cost of pickup: a single item (transport cost quoted in advance, or a drop-off point)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'lohnt sich für euch die abholung von nur einem gerät, oder muss ich da was zahlen',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    ['is it worth it for u to pick up just one device or do i pay something', 'de'],
  ]),
  // Cost of pickup: damaged batteries (a quote for packaging and transport before the order)
  ...paraphrases('pickup-cost', 'de', { must: [/Angebot|vorab|versteckte/], pages: DAMAGED_COST }, [
    'kommen für kaputte akkus extra kosten dazu, verpackung und so',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [/quote|in advance|hidden/i], pages: DAMAGED_COST }, [
    'are there extra costs for busted batteries, packaging and stuff',
  ]),
  // Cost of pickup: extra costs (a special transport) caused by wrong dangerous-goods details are the seller's (terms § 4)
  ...paraphrases('pickup-cost', 'de', { must: [/Mehrkosten|Sondertransport/], pages: TERMS }, [
    'wer zahlt den sondertransport wenn sich rausstellt dass meine angaben zu den batterien falsch waren',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [/extra costs|special transport/i], pages: TERMS }, [
    'who pays for the special transport if my battery info turns out wrong',
  ]),
  // Hours: Saturdays by appointment, Sundays closed
  ...paraphrases('appointment-hours', 'de', { must: [SATURDAY_DE], pages: HOURS }, [
    'Ist eine Anlieferung am Wochenende möglich?',
  ]),
  ...paraphrases('appointment-hours', 'en', { must: [SATURDAY_EN], pages: HOURS }, [
    'Is a drop-off at the weekend possible?',
  ]),
  // Hours: until when on weekdays (phone and visits, Monday to Friday until 18:00)
  ...paraphrases('appointment-hours', 'de', { must: [de.closes], pages: HOURS }, [
    'Zu welchen Zeiten ist Ihr Büro telefonisch besetzt?',
  ]),
  ...paraphrases('appointment-hours', 'en', { must: [en.closes], pages: HOURS }, [
    'During which hours is your office staffed by phone?',
  ]),
  // Appointments: a site visit before large jobs (data centre, mining farm, medical equipment)
  ...paraphrases('appointment-hours', 'de', { must: [/besichtig|Begehung/i], pages: SITE_VISIT }, [
    'macht ihr vor ort besichtigungen bevor ihr ein angebot macht',
  ]),
  ...paraphrases('appointment-hours', 'en', { must: [/visit|survey/i], pages: SITE_VISIT }, [
    'do you do site visits before giving an offer',
  ]),
  // Sell list: importing a spreadsheet (paste rows or upload CSV/Excel)
  ...paraphrases('sell-list', 'de', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'Kann ich eine Tabelle in die Ankaufsliste importieren?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'Can I import a spreadsheet into the sell list?',
  ]),
  // Sell list: items that are in no price list go on as a free-text line
  ...paraphrases('sell-list', 'de', { must: [/freie Position/], pages: SELL_LIST }, [
    'wie füge ich was zur ankaufsliste hinzu das es bei euch in der preisliste nicht gibt',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/free-text/i], pages: SELL_LIST }, [
    'how do i add something to the sell list that isnt in your price list',
  ]),
  // Sell list: the condition grade for a working item with missing accessories or housing damage
  ...paraphrases('sell-list', 'de', { must: [/mit Mängeln/], pages: SELL_LIST }, [
    'was heißt gebraucht mit mängeln bei euch in der liste',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/with defects/i], pages: SELL_LIST }, [
    'what does used with defects mean in your list',
  ]),
  // Sell list: after sending, an offer within 24 h on working days (confirmation with reference and link)
  ...paraphrases('sell-list', 'de', { must: [ESTIMATE], pages: SELL_REPLY }, [
    'Wie lange dauert es nach dem Absenden der Ankaufsliste, bis wir ein Angebot erhalten?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [ESTIMATE], pages: SELL_REPLY }, [
    'How long after submitting the sell list until we receive an offer?',
  ]),
  // Sell list: declining the offer through the personal status link
  ...paraphrases('sell-list', 'de', { must: [/ablehn/], pages: SELL_STATUS }, [
    'kann ich das angebot auf der statusseite auch ablehnen',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/declin/i], pages: SELL_STATUS }, [
    ['can i also decline the offer on the status page', 'de'],
  ]),
];
