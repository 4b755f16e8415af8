import type { EvalCase } from './chat-questions';
import {
  CERTIFICATE_DE,
  CERTIFICATE_EN,
  CERTIFICATES,
  CONTACT,
  DEVICES_DE,
  EWASTE,
  expected,
  FREE_PICKUP,
  LARGER_DE,
  LARGER_EN,
  ON_SITE,
  ON_SITE_DE,
  ON_SITE_EN,
  PARTS,
  PROFILE,
  SELL_LIST,
  SELL_STATUS,
  SHIP_DE,
  SHIP_EN,
  SHIPPING,
  SINGLE_DE,
  SINGLE_EN,
  SINGLE_ITEMS,
  STORAGE_SERVICE_PAGES,
  TERMS,
} from './expected';
import { paraphrases } from './question-helpers';

/**
 * Set W, hold-out part: new paraphrases of existing tuning groups of the intents pickup, pickup-cost,
 * appointment-hours, data-destruction, sell-list, legal, company and service, written without
 * running the assistant, with each group's expectations unchanged. Of each group's three new
 * questions the 3rd (the long one with context) is here; the 1st and 2nd are in
 * eval/questions-tuning-11w.ts.
 */
const de = expected.de;
const en = expected.en;

export const holdoutQuestionsW: EvalCase[] = [
  // Pickup: whether you collect nationwide (questions-tuning-2.ts)
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'Wir sind ein kleines Architekturbüro in Freiburg und haben nach dem Umzug einen Raum voller alter Plotter und Rechner. Fahren Sie auch so weit in den Süden, um die Sachen bei uns einzusammeln?',
  ]),
  // Pickup: whether you collect nationwide (questions-tuning-2.ts)
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'We are a small architecture office in Leipzig and after moving we have a room full of old plotters and desktops. Will your team travel out here to collect everything from us?',
  ]),
  // Pickup: the lead time in working days (questions-tuning-2.ts)
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'Unser Lager wird Ende des Monats geräumt, und bis dahin müssen fünf Gitterboxen mit Altakkus raus. Wie viel Vorlauf brauchen Sie ungefähr, bis Ihr Fahrer bei uns vorfährt?',
  ]),
  // Pickup: the lead time in working days (questions-tuning-2.ts)
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'Our warehouse lease ends at the end of the month and five cages of used batteries still have to go. Roughly how much notice do you need before your driver can be at our door?',
  ]),
  // Pickup: shipping instead (questions-tuning-4c.ts)
  ...paraphrases('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    'Ich bin Hobbybastler und habe eine kleine Schachtel mit ausgebauten Prozessoren und Arbeitsspeicher. Dafür lohnt sich doch kein Abholtermin – kann ich Ihnen das auch mit der Post zusenden?',
  ]),
  // Pickup: shipping instead (questions-tuning-4c.ts)
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    'I tinker with PCs as a hobby and ended up with a small box of pulled processors and memory sticks. Booking a collection seems over the top for that, so can I send them to you by post instead?',
  ]),
  // Cost of pickup: free for larger quantities (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'Wir sind eine Hausverwaltung und sammeln seit Monaten alte Akkus und Elektrogeräte aus unseren Objekten im Keller. Bevor wir einen Termin machen: Berechnen Sie für die Abholung einer größeren Menge etwas?',
  ]),
  // Cost of pickup: free for larger quantities (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    'We manage several apartment buildings and have been storing old batteries and appliances from our tenants in the basement for months. Before we book a date: do you charge for collecting a larger load like that?',
  ]),
  // Cost of pickup: single items (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'Ich habe von meinem verstorbenen Vater genau einen Bitcoin-Miner geerbt und sonst nichts, was Sie interessieren könnte. Was kommt kostenmäßig auf mich zu, wenn nur dieses eine Gerät zu Ihnen muss?',
  ]),
  // Cost of pickup: single items (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'I inherited a single mining rig from my late uncle and nothing else you would be interested in. What costs should I expect if only this one device has to get to you?',
  ]),
  // Hours: weekday opening and closing (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'de', { must: [de.opens, de.closes], pages: CONTACT }, [
    'Ich bin Hausmeister an einer Gesamtschule und kann nur in meinen Pausen telefonieren. Zu welchen Uhrzeiten ist bei Ihnen unter der Woche jemand zu erreichen?',
  ]),
  // Hours: weekday opening and closing (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'en', { must: [en.opens, en.closes], pages: CONTACT }, [
    'I am the caretaker at a secondary school and can only make calls during my breaks. Between which times on weekdays is somebody available at your office?',
  ]),
  // Hours: Saturdays by appointment (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'de', { must: [de.saturday] }, [
    'Ich bin Schichtarbeiter und habe unter der Woche nie vor 18 Uhr frei. Ist es möglich, meine alten Geräte an einem Samstag bei Ihnen abzugeben?',
  ]),
  // Hours: Saturdays by appointment (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'en', { must: [en.saturday] }, [
    'I work shifts and never get off before 6 pm during the week. Would it be possible to drop my old devices off at your place on a Saturday?',
  ]),
  // Data destruction: hard drives to DIN 66399 (questions-tuning-2.ts)
  ...paraphrases('data-destruction', 'de', { pages: ['/festplatten-vernichtung'], must: ['DIN 66399'] }, [
    'Wir sind eine kleine Steuerberatungskanzlei und müssen zwanzig alte Laufwerke mit Mandantendaten loswerden. Wie stellen Sie sicher, dass die Daten darauf wirklich unwiederbringlich vernichtet werden?',
  ]),
  // Data destruction: hard drives to DIN 66399 (questions-tuning-2.ts)
  ...paraphrases('data-destruction', 'en', { pages: ['/festplatten-vernichtung'], must: ['DIN 66399'] }, [
    'We are a small tax advisory firm and need to get rid of twenty old drives holding client records. How do you make sure the data on them is destroyed for good?',
  ]),
  // Data destruction: the certificate (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'de', { must: [CERTIFICATE_DE], pages: CERTIFICATES }, [
    'Ich bin IT-Leiter bei einer Krankenkasse, und unsere Revision verlangt für jeden entsorgten Datenträger einen Beleg. Welches Dokument erhalten wir von Ihnen, nachdem die Laufwerke zerstört wurden?',
  ]),
  // Data destruction: the certificate (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'en', { must: [CERTIFICATE_EN], pages: CERTIFICATES }, [
    'I head IT at a health insurer and our internal audit wants evidence for every storage device we dispose of. What document do we receive from you once the drives have been destroyed?',
  ]),
  // Data destruction: at the customer's site (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, [
    'Unsere Bank erlaubt nicht, dass Festplatten mit Kundendaten unser Gelände unzerstört verlassen. Können Sie die Vernichtung direkt auf unserem Grundstück durchführen?',
  ]),
  // Data destruction: at the customer's site (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [
    'Our bank does not allow drives holding customer data to leave the premises intact. Could you carry out the destruction at our own location?',
  ]),
  // Sell list: many items in one request (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'de', { must: ['Ankaufsliste'], pages: SELL_LIST }, [
    'Wir lösen gerade unser Firmenlager auf und haben über hundert verschiedene Artikel, von Netzteilen bis zu Notebooks. Gibt es bei Ihnen eine Möglichkeit, das alles gesammelt in einem Rutsch anzubieten?',
  ]),
  // Sell list: many items in one request (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'en', { must: [/sell list/i], pages: SELL_LIST }, [
    'We are clearing out our company storeroom and have more than a hundred different items, from power supplies to notebooks. Is there a way to offer all of it to you together in a single go?',
  ]),
  // Sell list: import a CSV or Excel file (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'de', { must: [/CSV/, /Excel|XLSX/], pages: SELL_LIST }, [
    'Unsere Buchhaltung führt ein Inventarverzeichnis aller ausgemusterten Geräte als Tabellendatei. Können wir diese Datei bei Ihnen direkt übernehmen lassen, damit ich nicht jede Zeile abtippen muss?',
  ]),
  // Sell list: import a CSV or Excel file (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'en', { must: [/CSV/, /Excel|XLSX/], pages: SELL_LIST }, [
    'Our accounts team keeps an inventory of all retired equipment as a spreadsheet file. Can we load that file into your system directly so I do not have to type every line?',
  ]),
  // Sell list: following a request's status (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'de', { must: [/Link/, /E-Mail/], pages: SELL_STATUS }, [
    'Ich habe Ihnen vor ein paar Tagen eine Liste mit unseren alten Servern übermittelt, aber seitdem nichts gehört. Wo kann ich nachschauen, wie weit die Bearbeitung ist?',
  ]),
  // Sell list: following a request's status (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'en', { must: [/link/, /email/i], pages: SELL_STATUS }, [
    'I submitted a list of our old servers a few days ago and have not heard anything since. Where can I look to see how far along it is?',
  ]),
  // Legal: proof of destruction (questions-tuning-2.ts)
  ...paraphrases('legal', 'de', { must: [/Nachweis|Zertifikat/] }, [
    'Unsere Gemeindeverwaltung gibt alte Rathaus-PCs samt Festplatten ab, und der Rechnungsprüfer will später schwarz auf weiß sehen, dass alles zerstört wurde. Erhalten wir von Ihnen dafür eine Bescheinigung?',
  ]),
  // Legal: proof of recycling (questions-tuning-2.ts)
  ...paraphrases('legal', 'en', { must: [/certificate|record/] }, [
    'Our town hall has to document in its annual waste report what happened to the old electronics it handed over. After you have recycled our devices, will we receive some kind of written confirmation?',
  ]),
  // Legal: declining the valuation after inspection (questions-tuning-3b.ts)
  ...paraphrases('legal', 'de', { must: [/zurück/], pages: TERMS }, [
    'Ich überlege, Ihnen meine alten Grafikkarten zu schicken, bin aber unsicher, ob mir der Preis am Ende reicht. Was sehen Ihre Geschäftsbedingungen vor, wenn ich mit Ihrer Bewertung nach der Prüfung nicht einverstanden bin?',
  ]),
  // Legal: declining the valuation after inspection (questions-tuning-3b.ts)
  ...paraphrases('legal', 'en', { must: [/return/], pages: TERMS }, [
    'I am thinking of sending you my old graphics cards but I am not sure the final price will be good enough. What do your terms and conditions say if I disagree with your assessment once you have inspected them?',
  ]),
  // Company: the email address (questions-tuning-2.ts)
  ...paraphrases('company', 'de', { must: [de.email] }, [
    'Ich würde Ihnen gern ein paar Fotos von unseren alten Laborgeräten schicken, bevor wir telefonieren. An welche Adresse kann ich die elektronisch senden?',
  ]),
  // Company: the address (questions-tuning-2.ts)
  ...paraphrases('company', 'en', { must: [en.city] }, [
    'I would like to drop off a box of old laptops in person next time I am in the area. What is the postal address of your company?',
  ]),
  // Company: devices recycled so far (questions-tuning-3b.ts)
  ...paraphrases('company', 'de', { must: [DEVICES_DE], pages: PROFILE }, [
    'Ich stelle für unseren Einkauf einen Vergleich mehrerer Recyclingpartner zusammen und brauche Kennzahlen zur Erfahrung. Wie viele Altgeräte haben Sie seit Ihrer Gründung insgesamt verwertet?',
  ]),
  // Company: social engagement (questions-tuning-3b.ts)
  ...paraphrases('company', 'en', { pages: ['/soziales-engagement'] }, [
    'I coordinate volunteers at a youth centre and we are looking for local businesses to partner with. Is your company involved in any social projects or donations?',
  ]),
  // Service: commercial e-waste (questions-tuning-2.ts)
  ...paraphrases('service', 'de', { pages: EWASTE }, [
    'Ich leite die Verwaltung eines mittelständischen Maschinenbauers, und bei uns sammeln sich defekte Bildschirme, Kabel und Steuerungen an. Kümmern Sie sich auch um die fachgerechte Entsorgung von gewerblichem Elektroschrott?',
  ]),
  // Service: laptops donated to schools (questions-tuning-2.ts)
  ...paraphrases('service', 'de', { pages: ['/soziales-engagement'] }, [
    'Ich bin Lehrerin an einer Grundschule, und bei uns fehlt es an Geräten für den Informatikunterricht. Geben Sie aufbereitete Notebooks an Bildungseinrichtungen weiter?',
  ]),
  // Service: network hardware (questions-tuning-3b.ts)
  ...paraphrases('service', 'de', { pages: ['/netzwerk-hardware-ankauf'] }, [
    'Wir modernisieren gerade das Firmennetz und haben danach rund vierzig ausgemusterte Switches und Access Points übrig. Kaufen Sie gebrauchte Netzwerktechnik dieser Art an?',
  ]),
  // Service: e-bike batteries (questions-tuning-2.ts)
  ...paraphrases('service', 'en', { pages: ['/scooter-entsorgung', '/mobilitaet-batterien'] }, [
    'I run a small bike shop and customers keep leaving their worn-out electric bike batteries with me. Can I hand those over to you for recycling?',
  ]),
  // Service: processors and memory (questions-tuning-3b.ts)
  ...paraphrases('service', 'en', { pages: PARTS }, [
    'We upgraded all workstations in our design studio and now have a pile of removed processors and memory modules. Are these individual components something you purchase?',
  ]),
  // Service: home battery storage (questions-tuning-3b.ts)
  ...paraphrases('service', 'en', { pages: STORAGE_SERVICE_PAGES }, [
    'We sold our house and the new owners do not want the solar storage unit in the basement, so it has to be removed. Do you buy or take back used home energy storage systems like this?',
  ]),
];
