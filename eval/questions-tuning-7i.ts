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
 * The sixth fresh question set, part I (selling, payment, pickup and its cost, appointments and
 * opening hours, the sell list), asked by new visitors: private sellers and gamers, an IT manager
 * clearing a data centre, an electronics maker with leftover reels, a bike rental with swollen
 * batteries, a solar installer in Austria, a company that sells and books drive destruction at once.
 * Each group is one information need (the terms' smaller clauses too: ownership, VAT, set-off,
 * transport risk, extra costs for wrong dangerous-goods details), asked three ways in German and
 * three in English. Written from the site's content alone (pages, legal texts, claims, message
 * files) before the engine was run on it, then split 2:1 per paraphrase group: the second question
 * of each language went to the hold-out file (eval/holdout-6i.ts), the first and third are here.
 */

export const tuningQuestionsI: EvalCase[] = [
  // Selling: the preliminary valuation from photos or a list costs nothing
  ...paraphrases('selling', 'de', { must: [/kostenlos/], pages: FREE_VALUATION }, [
    'kostet das was wenn ihr euch meine fotos anschaut und mir nen preis sagt?',
    ['einschätzung gratis oder kostenpflichtig', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [/free/i], pages: FREE_VALUATION }, [
    'do you charge anything for looking at my photos and telling me a price?',
    ['is the quote free', 'de'],
  ]),
  // Selling: what the final price depends on (condition, completeness, function, quantity, market)
  ...paraphrases('selling', 'de', { must: [/Zustand/], pages: PRICE_FACTORS }, [
    'wovon hängt es ab wieviel ich am ende wirklich für meine sachen bekomme',
    'Warum steht bei euch immer „bis zu“? Was entscheidet, ob ich den vollen Betrag kriege?',
  ]),
  ...paraphrases('selling', 'en', { must: [/condition/i], pages: PRICE_FACTORS }, [
    'what decides how much money i actually get in the end?',
    ['Why does your list always say "up to"? What decides if I get the full amount?', 'de'],
  ]),
  // Selling: the seller must own the goods; proof of origin may be asked for (terms § 3)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'Ich habe Server aus der Insolvenzmasse meines alten Arbeitgebers übernommen. Muss ich nachweisen, dass mir die Geräte gehören?',
    ['Dürfen Sie nach der Herkunft der Ware fragen, bevor Sie ankaufen?', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    "I took over some servers from my former employer's insolvency estate. Do I have to prove they belong to me?",
    ['Can you ask me where the goods come from before you buy them?', 'de'],
  ]),
  // Selling: private persons can sell too (not only businesses)
  ...paraphrases('selling', 'de', { must: [/[Pp]rivat|Verbraucher/], pages: PRIVATE_SELLERS }, [
    'kauft ihr auch von privatleuten oder nur von firmen',
    'Als Privatperson an euch verkaufen – geht das?',
  ]),
  ...paraphrases('selling', 'en', { must: [/private|consumer/i], pages: PRIVATE_SELLERS }, [
    'do you buy from normal people or only companies',
    ['selling as a private person ok?', 'de'],
  ]),
  // Selling: no minimum quantity for components; small lots are valued together
  ...paraphrases('selling', 'de', { must: [/\bLos\b|Mindestmenge|Kleinmengen|gefragt/], pages: COMPONENTS }, [
    'Wir haben nur ein paar Rollen übrige Mikrocontroller, drei verschiedene Typen. Lohnt sich das für Sie überhaupt oder gibt es eine Mindestabnahme?',
    ['nehmt ihr auch kleinkram an ics, so 50 stück hier und 20 da', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [/\blot\b|minimum|small quantities|in demand/i], pages: COMPONENTS }, [
    'We only have a few reels of leftover microcontrollers, three different types. Is that worth it for you, or is there a minimum order?',
    ['do you take small odd bits of chips, like 50 of one and 20 of another', 'de'],
  ]),
  // Selling: what to send for an estimate (type, quantity, condition, photos or a list)
  ...paraphrases('selling', 'de', { must: [/Fotos|Typenschild|Liste/], pages: ESTIMATE_INFO }, [
    'Was muss ich euch alles schicken damit ihr mir sagen könnt was mein Zeug wert ist?',
    ['reicht ein handyfoto für ne erste preisschätzung?', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [/photos|rating plate|list/i], pages: ESTIMATE_INFO }, [
    'what do i need to send you so you can tell me what my stuff is worth',
    ['is a phone pic enough for a first price idea', 'de'],
  ]),
  // Payment: the document the seller receives (credit note for businesses, purchase receipt for private sellers)
  ...paraphrases('payment', 'de', { must: [/Gutschrift|Ankaufbeleg/], pages: PURCHASE_DOCS }, [
    'Müssen wir als GmbH Ihnen eine Rechnung über die verkauften Prozessoren stellen?',
    ['Welches Dokument bekommt meine Buchhaltung über den Ankauf?', 'en'],
  ]),
  ...paraphrases('payment', 'en', { must: [/credit|purchase (receipt|document)/i], pages: PURCHASE_DOCS }, [
    'As a limited company, do we have to issue you an invoice for the processors we sell?',
    ['Which document does my accountant get for the sale?', 'de'],
  ]),
  // Payment: VAT is shown in the quote and in the statement (terms § 2)
  ...paraphrases('payment', 'de', { must: [/Umsatzsteuer|USt|Mehrwertsteuer/], pages: TERMS }, [
    'sind eure preise brutto oder netto, also mit mwst?',
    'Wir sind vorsteuerabzugsberechtigt und verkaufen Ihnen gebrauchte Wechselrichter. Wo sehen wir, ob Umsatzsteuer anfällt?',
  ]),
  ...paraphrases('payment', 'en', { must: [/VAT/], pages: TERMS }, [
    'are your prices gross or net, incl vat?',
    ['We are VAT-registered and sell you used inverters. Where do we see whether VAT applies?', 'de'],
  ]),
  // Payment: the purchase price may be set off against chargeable services (terms § 6, drive destruction)
  ...paraphrases('payment', 'de', { must: [/verrechn/i], pages: SET_OFF }, [
    'Wir verkaufen Ihnen Server und lassen gleichzeitig die Festplatten kostenpflichtig vernichten. Wird das gegeneinander aufgerechnet?',
    [
      'Bekomme ich zwei getrennte Abrechnungen, wenn ich verkaufe und gleichzeitig eine kostenpflichtige Leistung bei euch buche?',
      'en',
    ],
  ]),
  ...paraphrases('payment', 'en', { must: [/set[- ]?off|offset/i], pages: SET_OFF }, [
    'We sell you servers and also pay you to shred the hard drives. Do you net the two amounts against each other?',
    ['Do I get two separate bills if I sell to you and also book a paid service?', 'de'],
  ]),
  // Payment: the 14 days run from valuation and takeover (accepted valuation, goods with us)
  ...paraphrases(
    'payment',
    'de',
    { must: [de.paymentDays, /Übernahme|Zusage|angenommen|Annahme/], pages: PAYMENT_START },
    [
      'ab wann zählen die 14 tage bis zur zahlung – ab abholung oder ab wann?',
      ['Die Ware ist seit Montag bei euch. Bis wann genau muss das Geld spätestens da sein?', 'en'],
    ],
  ),
  ...paraphrases('payment', 'en', { must: [en.paymentDays, /takeover|accept/i], pages: PAYMENT_START }, [
    'when do the 14 days until payment start – from pickup or when?',
    ['You have had my goods since Monday. By when exactly must the money be there?', 'de'],
  ]),
  // Pickup: small quantities may be shipped by the seller (insured parcel)
  ...paraphrases('pickup', 'de', { must: [SHIP_ANY_DE], pages: SHIP_SELF }, [
    'muss ich für 4 ram riegel wirklich ne abholung machen oder kann ich die einfach per post schicken',
    ['Selbst verschicken statt abholen lassen, geht das?', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIP_SELF }, [
    'do i really need a pickup for 4 ram sticks or can i just post them',
    ['ship it myself instead of pickup possible?', 'de'],
  ]),
  // Pickup: the seller may bring the goods to us (terms § 4; appointment on the contact page)
  ...paraphrases('pickup', 'de', { must: [/anliefer|Anlieferung|bring/], pages: DROP_OFF }, [
    'Ich wohne in Köln-Ehrenfeld. Kann ich die alten Laptops nicht einfach selbst bei euch vorbeibringen?',
    ['kann ich das zeug auch selber vorbei bringen statt abholung', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [/bring/i], pages: DROP_OFF }, [
    'I live in Cologne. Can I not just drop the old laptops off at your place myself?',
    ['can i bring the stuff by myself instead of pickup', 'de'],
  ]),
  // Pickup: preparing lithium batteries until collection (no deep discharge, terminals taped, cool and dry)
  ...paraphrases('pickup', 'de', { must: [/Isolierband|abkleb|tiefentlad|kühl|Pole/], pages: BATTERY_PREP }, [
    'Muss ich die Akkus vor der Abholung noch leer fahren oder irgendwie vorbereiten?',
    ['Wie bereite ich lose Lithium-Akkus vor, bis sie abgeholt werden?', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [/tape|deep-discharge|cool|terminals/i], pages: BATTERY_PREP }, [
    'Do I need to run the batteries flat before pickup or prepare them somehow?',
    ['How should I prepare loose lithium batteries until they get collected?', 'de'],
  ]),
  // Pickup: regions outside Germany (elsewhere in Europe; solar in Austria and Switzerland)
  ...paraphrases('pickup', 'de', { must: [/Österreich|Schweiz|europäischen Ausland/], pages: SOLAR_FREE_UNIQUE }, [
    'holt ihr auch in österreich ab? wir sitzen in salzburg',
    ['Wir bauen eine PV-Anlage in Tirol zurück. Kommt ihr für die Module auch dorthin?', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [/Austria|Switzerland|elsewhere in Europe/i], pages: SOLAR_FREE_UNIQUE }, [
    'do you collect in austria too? we are based in salzburg',
    ['We are dismantling a solar plant in Tyrol. Would you come there for the panels?', 'de'],
  ]),
  // Pickup: who bears the transport risk (on handover to our carrier; when shipped yourself, on arrival)
  ...paraphrases('pickup', 'de', { must: [/Gefahr|Untergang|Verschlechterung|Eingang bei uns/], pages: TERMS }, [
    'Was passiert wenn das Paket auf dem Weg zu euch kaputt geht, wer haftet?',
    ['wer zahlt wenn die grafikkarte beim versand zu euch geschrottet wird', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [/risk|accidental|arrive/i], pages: TERMS }, [
    'What happens if the parcel gets damaged on its way to you, who is liable?',
    ['who pays if the gpu gets wrecked in shipping to you', 'de'],
  ]),
  // Cost of pickup: a single item (transport cost quoted in advance, or a drop-off point)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'Was kostet es, wenn Sie bei mir nur einen einzelnen E-Bike-Akku abholen?',
    ['Abholung Einzelstück Kosten', 'en'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'What does it cost if you collect just one single e-bike battery from me?',
    ['single item pickup cost', 'de'],
  ]),
  // Cost of pickup: damaged batteries (a quote for packaging and transport before the order)
  ...paraphrases('pickup-cost', 'de', { must: [/Angebot|vorab|versteckte/], pages: DAMAGED_COST }, [
    'Wir haben drei aufgeblähte Akkus aus Leihrädern. Was kostet uns die Abholung in dem Zustand?',
    ['Mit welchen Kosten muss ich bei beschädigten Lithium-Batterien rechnen?', 'en'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [/quote|in advance|hidden/i], pages: DAMAGED_COST }, [
    'We have three swollen batteries from rental bikes. What will collecting them in that state cost us?',
    ['What costs should I expect for damaged lithium batteries?', 'de'],
  ]),
  // Cost of pickup: extra costs (a special transport) caused by wrong dangerous-goods details are the seller's (terms § 4)
  ...paraphrases('pickup-cost', 'de', { must: [/Mehrkosten|Sondertransport/], pages: TERMS }, [
    'Was passiert, wenn ich bei der Anmeldung vergessen habe zu sagen, dass einer der Akkus beschädigt ist? Wird das dann teurer?',
    ['Haften wir für Mehrkosten, wenn unsere Gefahrgutangaben unvollständig waren?', 'en'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [/extra costs|special transport/i], pages: TERMS }, [
    'What happens if I forgot to mention that one of the batteries is damaged? Does it get more expensive?',
    ['Are we liable for extra costs if our dangerous goods information was incomplete?', 'de'],
  ]),
  // Hours: Saturdays by appointment, Sundays closed
  ...paraphrases('appointment-hours', 'de', { must: [SATURDAY_DE], pages: HOURS }, [
    'habt ihr samstags auf? unter der woche schaff ichs nicht',
    ['Kann ich an einem Samstag vorbeikommen und die Ware abgeben?', 'en'],
  ]),
  ...paraphrases('appointment-hours', 'en', { must: [SATURDAY_EN], pages: HOURS }, [
    'are you open saturdays? cant make it during the week',
    ['Can I come by on a Saturday to hand over the goods?', 'de'],
  ]),
  // Hours: until when on weekdays (phone and visits, Monday to Friday until 18:00)
  ...paraphrases('appointment-hours', 'de', { must: [de.closes], pages: HOURS }, [
    'bis wie viel uhr kann man euch anrufen',
    ['Wann seid ihr unter der Woche da? Ich würde nach Feierabend gegen halb sechs kommen.', 'en'],
  ]),
  ...paraphrases('appointment-hours', 'en', { must: [en.closes], pages: HOURS }, [
    'till what time can i call you',
    ['When are you there on weekdays? I would come after work around half past five.', 'de'],
  ]),
  // Appointments: a site visit before large jobs (data centre, mining farm, medical equipment)
  ...paraphrases('appointment-hours', 'de', { must: [/besichtig|Begehung/i], pages: SITE_VISIT }, [
    'Wir lösen unser Rechenzentrum auf, ca. 40 Racks. Kommt jemand vorher vorbei und schaut sich das an?',
    ['Besichtigung vor Ort möglich?', 'en'],
  ]),
  ...paraphrases('appointment-hours', 'en', { must: [/visit|survey/i], pages: SITE_VISIT }, [
    'We are closing our data centre, about 40 racks. Will someone come by first and take a look?',
    ['on-site visit possible?', 'de'],
  ]),
  // Sell list: importing a spreadsheet (paste rows or upload CSV/Excel)
  ...paraphrases('sell-list', 'de', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'Ich hab unsere Inventarliste als Excel, muss ich das alles von Hand in die Ankaufsliste tippen?',
    ['kann man in die verkaufsliste ne csv hochladen', 'en'],
  ]),
  ...paraphrases('sell-list', 'en', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'I have our inventory as an Excel sheet, do I have to type everything into the sell list by hand?',
    ['can u upload a csv to the selling list', 'de'],
  ]),
  // Sell list: items that are in no price list go on as a free-text line
  ...paraphrases('sell-list', 'de', { must: [/freie Position/], pages: SELL_LIST }, [
    'Mein Gerät steht in keiner eurer Preislisten. Kann ich es trotzdem auf die Ankaufsliste setzen?',
    ['Artikel ohne Listenpreis auf die Ankaufsliste – wie?', 'en'],
  ]),
  ...paraphrases('sell-list', 'en', { must: [/free-text/i], pages: SELL_LIST }, [
    "My device isn't in any of your price lists. Can I still put it on the sell list?",
    ['item not in catalogue on sell list, how?', 'de'],
  ]),
  // Sell list: the condition grade for a working item with missing accessories or housing damage
  ...paraphrases('sell-list', 'de', { must: [/mit Mängeln/], pages: SELL_LIST }, [
    'Welchen Zustand wähle ich in der Ankaufsliste für einen Router, der läuft, bei dem aber das Netzteil fehlt und das Gehäuse einen Riss hat?',
    ['Zustand auswählen: funktioniert, aber Zubehör fehlt – welche Stufe?', 'en'],
  ]),
  ...paraphrases('sell-list', 'en', { must: [/with defects/i], pages: SELL_LIST }, [
    'Which condition do I pick on the sell list for a router that works but has no power adapter and a cracked housing?',
    ['condition when it works but accessories missing – which grade?', 'de'],
  ]),
  // Sell list: after sending, an offer within 24 h on working days (confirmation with reference and link)
  ...paraphrases('sell-list', 'de', { must: [ESTIMATE], pages: SELL_REPLY }, [
    'Ich hab die Ankaufsliste gerade abgeschickt. Wie geht es jetzt weiter und wann höre ich von euch?',
    ['liste ist raus, wann kommt das angebot', 'en'],
  ]),
  ...paraphrases('sell-list', 'en', { must: [ESTIMATE], pages: SELL_REPLY }, [
    'I just sent off the sell list. What happens now and when will I hear from you?',
    ['list sent, when does offer come', 'de'],
  ]),
  // Sell list: declining the offer through the personal status link
  ...paraphrases('sell-list', 'de', { must: [/ablehn/], pages: SELL_STATUS }, [
    'Das Angebot zu meiner Ankaufsliste gefällt mir nicht. Wie sage ich ab?',
    ['Auf welchem Weg lehne ich Ihr Angebot zu meiner Ankaufsanfrage ab?', 'en'],
  ]),
  ...paraphrases('sell-list', 'en', { must: [/declin/i], pages: SELL_STATUS }, [
    "I don't like the offer for my sell list. How do I turn it down?",
    ['Through which channel do I reject your offer for my sell request?', 'de'],
  ]),
];
