import type { EvalCase } from './chat-questions';
import {
  CITY,
  CLUB_KEEPS,
  COOKIES,
  DAMAGED,
  DAMAGED_DE,
  DAMAGED_EN,
  DECLINE,
  DROP_OFF,
  DRIVES,
  EWASTE_DISPOSAL,
  EWASTE_RECYCLING,
  HEAD_OF_PURCHASING,
  INDICATIVE,
  INDICATIVE_DE,
  INDICATIVE_EN,
  INQUIRY_DAYS_DE,
  ON_SITE,
  ON_SITE_DE,
  ON_SITE_EN,
  PRIVACY,
  RETURN_DE,
  RETURN_EN,
  SEALED,
  SELL_LIST,
  SELL_STATUS,
  SOCIAL,
  TAPES,
  TEAM,
  TERMS,
  TRAINING,
} from './expected';
import { paraphrases } from './question-helpers';
import {
  de,
  en,
  PRIVATE_SELLERS,
  ESTIMATE_INFO,
  PURCHASE_DOCS,
  STREET,
  ADDRESS_PAGES,
  TRAINING_DE,
  TRAINING_EN,
  NO_COOKIES_DE,
  NO_COOKIES_EN,
  VAT_ID,
  IMPRINT,
  DELETE_DE,
  DELETE_EN,
  BATTERY_STORAGE_DE,
  BATTERY_STORAGE_EN,
  BATTERY_STORAGE_PAGES,
  ASSET_LIST_DE,
  ASSET_LIST_EN,
  FORMAT_DE,
  FORMAT_EN,
  TAPE_LEVEL,
  CUSTODY_DE,
  CUSTODY_EN,
} from './set-r-expected';

/**
 * New paraphrases of existing tuning groups (from eval/questions-tuning-6g.ts, -6h.ts, -7i.ts, -7j.ts
 * and -7k.ts): each group's information need and expectations unchanged, asked in three new ways
 * (short or with typos, colloquial, long with context). Written from the site's content alone,
 * without running the assistant, then split 2:1 per group: the second question of each group went to
 * the hold-out file (eval/holdout-8r.ts), the first and third are here, in the tuning set.
 */

export const tuningQuestionsR: EvalCase[] = [
  // Selling: list prices are indicative, the price is set after inspection (6g)
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'preise auf der webseite fix oder nur so ca?',
    'Ich leite den Einkauf eines kleinen Systemhauses und will unsere ausgemusterten Notebooks über Sie verwerten. Die Beträge auf Ihrer Website passen gut in unsere Planung – darf ich mich fest auf diese Summen verlassen, oder sind sie nur eine Orientierung?',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    ['website prices fixed or just rough guide??', 'de'],
    'I run purchasing for a small IT reseller and want to move our retired notebooks through you. The amounts on your website fit nicely into our budget – can I count on those figures for sure, or are they only a rough orientation?',
  ]),
  // Selling: a valuation that is not accepted, the goods go back (6g)
  ...paraphrases('selling', 'de', { must: [RETURN_DE], pages: DECLINE }, [
    ['endangebot abgelehnt – krieg ich meine sachen wieder', 'en'],
    'Ich schicke Ihnen demnächst einen Karton mit gebrauchten Arbeitsspeichermodulen und CPUs aus unserer Werkstatt. Falls mir Ihre endgültige Bewertung nicht zusagt: Was passiert dann mit den Teilen, und wie kommen sie wieder zu mir?',
  ]),
  ...paraphrases('selling', 'en', { must: [RETURN_EN], pages: DECLINE }, [
    'reject final offer -> do i get my stuff back',
    "Next week I'm sending you a box of used RAM modules and processors from our repair shop. If I'm not happy with your final valuation, what happens to the parts and how do they get back to me?",
  ]),
  // Payment: how (bank transfer) (6g)
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'auszahlung wie? paypal?',
    'Ich bin Hausmeister einer Wohnanlage und verkaufe Ihnen im Auftrag der Eigentümergemeinschaft ein paar alte Stromspeicher aus dem Keller. Auf welchem Weg zahlen Sie uns den Kaufpreis aus?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    'payout method? paypal or cash?',
    "I manage a residential building and I'm selling you a few old home storage batteries from the basement on behalf of the owners' association. In what form do you pay out the purchase price?",
  ]),
  // Pickup: a damaged or swollen battery is collected separately (6g)
  ...paraphrases('pickup', 'de', { must: [DAMAGED_DE], pages: DAMAGED }, [
    'akku aufgebläht darf ich den mit dhl schicken',
    'Wir betreiben einen Verleih für E-Roller, und bei zwei Fahrzeugen sind die Batterien nach einem Unfall sichtbar verformt. Bevor wir etwas falsch machen: Wie läuft die Übergabe solcher defekten Akkus an Sie ab?',
  ]),
  ...paraphrases('pickup', 'en', { must: [DAMAGED_EN], pages: DAMAGED }, [
    'puffed up battery ok to post?',
    'We run an e-scooter rental, and after an accident the batteries of two vehicles are visibly deformed. Before we do anything wrong: how does handing over defective batteries like these to you work?',
  ]),
  // Data destruction: at the customer's site (6g)
  ...paraphrases('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, [
    'platten zerstören in unserm gebäude geht das',
    'Ich koordiniere den Datenschutz bei einer Versicherung, und unsere Richtlinie verbietet, dass Datenträger mit Kundendaten das Firmengelände verlassen. Können Sie die Festplatten direkt in unserem Gebäude unbrauchbar machen?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [
    'shred drives in our bulding possible',
    'I coordinate data protection at an insurance company, and our policy forbids storage media with customer data from leaving our property. Can you make the hard disks unusable right inside our building?',
  ]),
  // Law: how long inquiries are kept (6h)
  ...paraphrases('legal', 'de', { must: [INQUIRY_DAYS_DE], pages: PRIVACY }, [
    'speicherdauer anfragedaten?',
    'Ich habe letzten Monat über Ihre Website eine Anfrage zu alten Solarmodulen gestellt, am Ende aber nichts verkauft. Nach welcher Frist werden mein Name, meine Telefonnummer und meine Nachricht bei Ihnen gelöscht?',
  ]),
  // Company: collection days with clubs, the club keeps the proceeds (6h)
  ...paraphrases('company', 'de', { must: [CLUB_KEEPS], pages: SOCIAL }, [
    'vereins sammelaktion altakkus – erlös für wen',
    'Ich bin Kassenwart unseres Schützenvereins, und wir überlegen, im Frühjahr gemeinsam mit Ihnen einen Sammeltag für gebrauchte Elektrogeräte und Akkus zu organisieren. Wem fließt dabei der Ankaufserlös zu?',
  ]),
  // The sell list: where to follow a sent list (6h)
  ...paraphrases('sell-list', 'de', { must: [/Link/, /E-Mail|Mail/], pages: SELL_STATUS }, [
    'bearbeitungsstand verkaufsliste wo einsehbar',
    'Ich habe vorgestern über Ihr Online-Formular eine Aufstellung mit zwanzig Positionen zum Verkauf eingereicht und seitdem nichts gehört. Wie kann ich nachverfolgen, ob die Anfrage schon bearbeitet wird?',
  ]),
  // Law: place of jurisdiction (6h)
  ...paraphrases('legal', 'en', { must: [CITY], pages: TERMS }, [
    'place of jurisdiction??',
    'I am the in-house lawyer of a Belgian electronics distributor that plans to sell you surplus stock. In the event of a legal disagreement, which courts would have jurisdiction under your terms?',
  ]),
  // Company: who leads purchasing and valuation (6h)
  ...paraphrases('company', 'en', { must: [HEAD_OF_PURCHASING], pages: TEAM }, [
    'name of ur head of buying?',
    'Our procurement team is shortlisting recycling partners and I would like to address my letter to the right person. Who is in charge of buying and appraising goods at your company?',
  ]),
  // The sell list: the confirmation e-mail, its reference and link (6h)
  ...paraphrases('sell-list', 'en', { must: [/reference/i, /link/i], pages: SELL_STATUS }, [
    'sell list confirmation mail – whats in it',
    'After submitting our sell list we received an automated message, but a colleague deleted it by accident. What information did that email contain, and what would we have needed it for?',
  ]),
  // Selling: private persons can sell too (7i)
  ...paraphrases('selling', 'de', { must: [/[Pp]rivat|Verbraucher/], pages: PRIVATE_SELLERS }, [
    'verkauf ohne gewerbe möglich?',
    'Ich bin Studentin und möchte nach meinem Umzug ein paar ausgediente Computerteile loswerden, habe aber weder eine Firma noch einen Gewerbeschein. Schließen Sie Ankäufe auch mit Einzelpersonen ab?',
  ]),
  ...paraphrases('selling', 'en', { must: [/private|consumer/i], pages: PRIVATE_SELLERS }, [
    'sell as individual, no buisness ok?',
    'I am a student clearing out my flat after a move and want to get rid of some old computer parts, but I have no company or trade registration. Do you also do deals with individuals?',
  ]),
  // Payment: the document the seller receives (7i)
  ...paraphrases('payment', 'de', { must: [/Gutschrift|Ankaufbeleg/], pages: PURCHASE_DOCS }, [
    'welchen beleg krieg ich nachm verkauf',
    'Ich bin Steuerberater und betreue einen Mandanten, der Ihnen regelmäßig Miner und Netzwerktechnik verkauft. Welche Abrechnungsunterlage erstellen Sie bei einem Ankauf, damit wir den Vorgang korrekt verbuchen können?',
  ]),
  ...paraphrases('payment', 'en', { must: [/credit|purchase (receipt|document)/i], pages: PURCHASE_DOCS }, [
    'paperwork after sale – invoice from me or u?',
    "I'm a tax adviser for a client who regularly sells you mining rigs and network gear. What kind of settlement document do you issue for a purchase, so that we can book it properly?",
  ]),
  // Pickup: the seller may bring the goods (7i)
  ...paraphrases('pickup', 'de', { must: [/anliefer|Anlieferung|bring/], pages: DROP_OFF }, [
    ['kann man bei euch persönlich abgeben?', 'en'],
    'Unser Betrieb liegt nur zwanzig Minuten von Ihnen entfernt, und wir haben einen eigenen Transporter. Wäre es möglich, die ausgemusterten Drucker und Monitore selbst zu Ihnen zu fahren, statt eine Abholung zu beauftragen?',
  ]),
  ...paraphrases('pickup', 'en', { must: [/bring/i], pages: DROP_OFF }, [
    'self drop off allowed?',
    'Our workshop is only twenty minutes from you and we have our own van. Would it be possible to drive the retired printers and monitors over to you ourselves rather than booking a collection?',
  ]),
  // Sell list: importing a spreadsheet (7i)
  ...paraphrases('sell-list', 'de', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'tabelle importieren in ankaufsliste?',
    'Ich verwalte die Hardware einer Werbeagentur und habe alle ausgemusterten Geräte samt Modell und Stückzahl bereits in einer Tabellenkalkulation erfasst. Lässt sich diese Datei irgendwie in Ihre Verkaufsliste übernehmen?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    ['spreadsheet import for sell list?', 'de'],
    'I look after the hardware of an advertising agency and already have every retired device with model and quantity in a spreadsheet. Is there a way to bring that file into your sell list?',
  ]),
  // Selling: what to send for an estimate (7i)
  ...paraphrases('selling', 'de', { must: [/Fotos|Typenschild|Liste/], pages: ESTIMATE_INFO }, [
    'welche infos braucht ihr für n angebot',
    'Wir räumen gerade das Lager einer aufgelösten Druckerei und haben mehrere Paletten mit Steuerungen, Netzteilen und Motoren. Welche Angaben und Unterlagen brauchen Sie von uns, um einen ersten Preis nennen zu können?',
  ]),
  ...paraphrases('selling', 'en', { must: [/photos|rating plate|list/i], pages: ESTIMATE_INFO }, [
    'what info u need for a quote',
    'We are clearing the warehouse of a printing company that closed down and have several pallets of controllers, power supplies and motors. What details and documents do you need from us to name a first price?',
  ]),
  // Company: the street address (7j)
  ...paraphrases('company', 'de', { must: [STREET], pages: ADDRESS_PAGES }, [
    'anschrift firma köln?',
    'Ich muss für unsere Lieferantenkartei die vollständige Postanschrift Ihres Unternehmens hinterlegen, also Straße, Hausnummer und Postleitzahl. Wie lautet sie?',
  ]),
  ...paraphrases('company', 'en', { must: [STREET], pages: ADDRESS_PAGES }, [
    'postal adress pls',
    'I need to store your full postal address in our supplier database – street, house number and postcode. What is it?',
  ]),
  // Law: no cookies and no tracking (7j)
  ...paraphrases('legal', 'de', { must: [NO_COOKIES_DE], pages: COOKIES }, [
    'tracking auf eurer seite?',
    'Ich bin Datenschutzbeauftragter eines Mittelständlers und prüfe die Websites unserer Dienstleister. Setzen Sie Analyse- oder Werbewerkzeuge ein, die das Verhalten der Besucher aufzeichnen?',
  ]),
  ...paraphrases('legal', 'en', { must: [NO_COOKIES_EN], pages: COOKIES }, [
    'does this site track me',
    "I'm the data protection officer of a mid-sized firm and I review our suppliers' websites. Do you use any analytics or advertising tools that record what visitors do?",
  ]),
  // Law: the VAT identification number (7j)
  ...paraphrases('legal', 'de', { must: [VAT_ID], pages: IMPRINT }, [
    ['ust id nr?', 'en'],
    'Wir sind ein niederländischer Händler und wollen Ihnen Wechselrichter verkaufen. Für die innergemeinschaftliche Lieferung müssen wir Ihre europäische Steuernummer prüfen – welche haben Sie?',
  ]),
  ...paraphrases('legal', 'en', { must: [VAT_ID], pages: IMPRINT }, [
    'vat id?',
    'We are a Dutch trader selling you inverters. For the intra-EU supply we have to verify your European tax identification number – what is it?',
  ]),
  // Company: apprenticeships and school work placements (7j)
  ...paraphrases('company', 'de', { must: [TRAINING_DE], pages: TRAINING }, [
    'azubi stelle frei?',
    'Ich beende im Sommer die Realschule und interessiere mich für Technik und Umweltschutz. Gibt es bei Ihnen die Möglichkeit, einen Beruf zu erlernen oder erst einmal in den Betrieb hineinzuschauen?',
  ]),
  ...paraphrases('company', 'en', { must: [TRAINING_EN], pages: TRAINING }, [
    'trainee jobs?',
    "I'm finishing secondary school this summer and I'm into technology and environmental protection. Is there a way to learn a trade at your company, or at least to try it out first?",
  ]),
  // Law: under the ElektroG the owner deletes personal data before disposal (7j)
  ...paraphrases('legal', 'de', { must: [/ElektroG/, DELETE_DE], pages: EWASTE_DISPOSAL }, [
    'datenlöschung vor entsorgung – wessen pflicht',
    'Ich bin Geschäftsführer eines kleinen Steuerbüros, und wir geben demnächst zehn alte Arbeitsplatzrechner zur Entsorgung ab. Liegt die rechtliche Verantwortung dafür, dass vorher keine Mandantendaten mehr darauf sind, bei uns oder beim Entsorger?',
  ]),
  ...paraphrases('legal', 'en', { must: [/ElektroG/, DELETE_EN], pages: EWASTE_DISPOSAL }, [
    'who must delete data before ewaste disposal, legally',
    "I run a small accounting firm and we're about to dispose of ten old workstations. Does the legal responsibility for making sure no client data is left on them lie with us or with the recycler?",
  ]),
  // Services: storing e-bike and scooter batteries until they are collected (7k)
  ...paraphrases('service', 'de', { must: [BATTERY_STORAGE_DE], pages: BATTERY_STORAGE_PAGES }, [
    'e-scooter akkus zwischenlagern tipps?',
    'Ich betreue die Hausmeisterei einer Wohnanlage, in der Mieter ihre ausgedienten Pedelec-Batterien abgeben. Bis zur nächsten Abholung stehen die in einem Kellerraum – was sollten wir bei der Aufbewahrung beachten, damit nichts passiert?',
  ]),
  ...paraphrases('service', 'en', { must: [BATTERY_STORAGE_EN], pages: BATTERY_STORAGE_PAGES }, [
    'storing old ebike batterys till collection?',
    'I look after a residential complex where tenants hand in their worn-out pedelec batteries. Until the next collection they sit in a basement room – what should we keep in mind while storing them so nothing happens?',
  ]),
  // Data destruction: formatting is not enough (7k)
  ...paraphrases('data-destruction', 'de', { must: [FORMAT_DE], pages: DRIVES }, [
    'formatiern genug?',
    'Ich verkaufe das alte Notebook meiner Praxis und habe die Festplatte mit den Windows-Bordmitteln zurückgesetzt und formatiert. Kann jemand mit entsprechender Software trotzdem noch Patientendaten wiederherstellen?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [FORMAT_EN], pages: DRIVES }, [
    'format drive enough??',
    "I'm selling my practice's old notebook and reset and formatted the disk with the built-in Windows tools. Could someone with the right software still recover patient data?",
  ]),
  // Data destruction: the sealed chain of custody (7k)
  ...paraphrases('data-destruction', 'de', { must: [CUSTODY_DE], pages: SEALED }, [
    'transport festplatten gesichert?',
    'Wir betreiben ein Rechenzentrum und müssen unseren Kunden lückenlos belegen, wo die ausgebauten Datenträger zwischen Abholung und Zerstörung waren. Wie schützen Sie die Ware auf diesem Weg?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [CUSTODY_EN], pages: SEALED }, [
    'drives secured in transport?',
    'We operate a data centre and must prove to our clients where every removed storage device was between pickup and destruction. How do you protect them along that route?',
  ]),
  // Services: the asset list of retired IT, device by device (7k)
  ...paraphrases('service', 'de', { must: [ASSET_LIST_DE], pages: EWASTE_RECYCLING }, [
    'nachweis pro gerät was damit passiert ist?',
    'Unsere Revision verlangt, dass wir für jedes ausgesonderte Notebook und jeden Monitor belegen können, ob es wiederverwendet oder verschrottet wurde. Stellen Sie nach der Abwicklung eine solche Einzelaufstellung bereit?',
  ]),
  ...paraphrases('service', 'en', { must: [ASSET_LIST_EN], pages: EWASTE_RECYCLING }, [
    'per device report after recycling?',
    'Our internal audit requires us to show, for every retired notebook and monitor, whether it was reused or scrapped. Do you provide that kind of item-by-item breakdown once the job is done?',
  ]),
  // Data destruction: tapes and optical media (7k)
  ...paraphrases('data-destruction', 'de', { must: [TAPE_LEVEL], pages: TAPES }, [
    'magnetbänder vernichten welche stufe',
    'Bei der Auflösung unseres Archivs sind Kartons mit Streamer-Kassetten, gebrannten DVDs und alten Disketten aufgetaucht. Können Sie auch solche Datenträger sicher zerstören, und welche Schutzstufe wenden Sie dabei an?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [TAPE_LEVEL], pages: TAPES }, [
    'backup tape destruction level?',
    'While clearing our archive we found boxes of streamer cartridges, burned DVDs and old floppies. Can you securely destroy media like that as well, and which security level do you apply?',
  ]),
];
