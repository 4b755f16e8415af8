import type { EvalCase } from './chat-questions';
import {
  ARBITRATION,
  CERTIFICATE_SERIALS,
  COMPONENTS,
  COUNTERFEIT,
  CPUS,
  CREDIT_NOTE,
  DANGEROUS_GOODS_ADVISER,
  DPA,
  DRIVES,
  ESTIMATE,
  ESTIMATE_PAGES,
  EWASTE_RECYCLING,
  expected,
  FAILED_ERASURE,
  GOAL_DEVICES_EN,
  GOALS,
  HEAD_OF_DATA_DESTRUCTION,
  INDUSTRIAL,
  MEDICAL,
  OFFER_ACCEPTANCE,
  OWNER_DE,
  OWNER_EN,
  OWNERSHIP,
  PRIVACY,
  RARE_EARTHS,
  REASONS,
  REASONS_DE,
  RESULTS_2024,
  SEALED,
  SELL_LIST,
  SELL_STORAGE,
  SHIP_DE,
  SHIP_EN,
  SHIPPING,
  SILENCE_DE,
  TEAM,
  TERMS,
  TRANSFER_DE,
  TRANSFER_EN,
  VALUATION,
} from './expected';
import { paraphrases } from './question-helpers';

/**
 * New paraphrases of existing tuning groups (from eval/questions-tuning-4c.ts, -4d.ts, -5e.ts and
 * -5f.ts): each group's information need and expectations unchanged, asked in three new ways (short
 * or with typos, colloquial, long with context). Written from the site's content alone, without
 * running the assistant, then split 2:1 per group: the second question of each group went to the
 * hold-out file (eval/holdout-8q.ts), the first and third are here, in the tuning set.
 */
const de = expected.de;
const en = expected.en;

export const tuningQuestionsQ: EvalCase[] = [
  // Selling: whether a list price is binding (4c)
  ...paraphrases('selling', 'de', { must: [de.indicative, /Prüfung/] }, [
    'listenpreis garantiert?',
    'Ich habe in eurer Online-Preisliste für meine drei Wechselrichter einen ordentlichen Betrag gesehen und würde damit meine Kalkulation machen. Bekomme ich diesen Preis sicher, oder kann sich daran noch etwas ändern?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.indicative, /inspect/] }, [
    'website prices guarenteed?',
    'I saw a decent figure for my three inverters in your online price list and want to plan my budget around it. Is that price guaranteed, or could it still change?',
  ]),
  // Selling: what happens once the goods have arrived (4c)
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'ware angekommen -> wie lang bis zur endgültigen bewertung',
    'Ich habe letzte Woche zwei Kisten mit alten Notebooks zu euch geschickt und die Sendungsverfolgung zeigt, dass sie zugestellt wurden. Wie geht es jetzt weiter und bis wann bekomme ich eure verbindliche Bewertung?',
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    'goods deliverd to u, how long till binding valuation',
    'I shipped two crates of old servers to your warehouse last week and tracking says they were delivered. What happens next, and by when will I have your final valuation?',
  ]),
  // Payment: how (bank transfer only) (4c)
  ...paraphrases('payment', 'de', { must: [TRANSFER_DE] }, [
    'bar auszahlung möglich?',
    'Ich verkaufe euch als Rentner ein paar alte Solarmodule vom Gartenhaus und bin nicht so technikaffin. Auf welchem Weg bekomme ich mein Geld von euch?',
  ]),
  ...paraphrases('payment', 'en', { must: [TRANSFER_EN] }, [
    'cash payout possibel?',
    "I'm a pensioner selling you a few old solar panels from my garden shed and I don't use payment apps. How exactly will you be sending me the money?",
  ]),
  // Payment: the document for business sellers (4c)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'rechnung stellen als gmbh nötig oder macht ihr das',
    'Ich mache die Buchhaltung für einen kleinen Elektrobetrieb, der euch regelmäßig Altgeräte verkauft. Welchen Beleg stellt ihr uns für den Ankauf aus, damit ich das sauber verbuchen kann?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'do we invoice u as a business or not',
    'I do the books for a small electrical contractor that regularly sells you scrap equipment. What document do you issue to us for each purchase so I can record it properly?',
  ]),
  // Pickup: whether and where (4c)
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'abholen auch in sachsen?',
    'Wir sind ein kleiner Handwerksbetrieb im Schwarzwald und haben einige alte Akkus und Rechner angesammelt. Holt ihr so etwas auch bei uns im Süden ab oder seid ihr nur regional unterwegs?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'collection in hamburg area?',
    "We're a small joinery in the Black Forest and have piled up some old batteries and PCs. Do you collect from down south as well, or only in your own region?",
  ]),
  // Pickup: shipping instead (4c)
  ...paraphrases('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    'zusenden per dhl möglich?',
    'Ich wohne auf dem Land und habe lediglich einen einzelnen Prozessor und ein paar RAM-Riegel, die ich verkaufen möchte. Eine Abholung wäre übertrieben – darf ich die Teile auch selbst an euch senden?',
  ]),
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    'send via courier instead of collection?',
    'I live out in the countryside and only have a single processor and a few memory sticks to sell. A pickup seems excessive – may I dispatch the parts to you myself?',
  ]),
  // Law: place of jurisdiction (4d)
  ...paraphrases('legal', 'de', { must: [de.city], pages: TERMS }, [
    'zuständiges gericht bei streit',
    'Unsere Rechtsabteilung prüft gerade eure AGB, bevor wir als GmbH regelmäßig Altgeräte an euch verkaufen. Welcher Ort ist für Rechtsstreitigkeiten zwischen Kaufleuten vereinbart?',
  ]),
  // Law: consumer arbitration (4d)
  ...paraphrases('legal', 'en', { must: [/neither willing nor obliged|not take part/i], pages: ARBITRATION }, [
    'vsbg dispute resolution participation',
    'I sold you a batch of batteries privately and disagree with how they were valued. Before considering a lawyer, I wondered whether you participate in proceedings at a consumer conciliation service?',
  ]),
  // Law: erasure of personal data (4d)
  ...paraphrases('legal', 'de', { must: [/Löschung|löschen/], pages: PRIVACY }, [
    'personenbezogene daten entfernen lassen dsgvo',
    'Ich hatte vor einem Jahr über euer Formular eine Anfrage gestellt, aber am Ende nichts verkauft. Jetzt möchte ich, dass alle meine gespeicherten Angaben bei euch verschwinden. Wie beantrage ich das?',
  ]),
  // Law: the data processing agreement (4d)
  ...paraphrases('legal', 'en', { must: [/Art\.\s?28/], pages: DPA }, [
    'gdpr processor contract available?',
    'We are a health insurance broker handing over laptops that still hold client records for secure disposal. Our compliance team requires a contract under the GDPR for processing on our behalf. Do you provide one?',
  ]),
  // Data destruction: formatting is not enough (4d)
  ...paraphrases('data-destruction', 'de', { must: [/lesbar/], pages: DRIVES }, [
    'papierkorb geleert + formatiert = daten sicher weg?',
    'Ich möchte meinen alten Bürorechner verkaufen und habe vorher die Festplatte mit Windows schnellformatiert. Kann trotzdem noch jemand an meine alten Dateien kommen?',
  ]),
  // Data destruction: the certificate lists serial numbers (4d)
  ...paraphrases('data-destruction', 'en', { must: [/serial/i], pages: CERTIFICATE_SERIALS }, [
    'proof of destrution contents?',
    'Our auditors need to match each destroyed hard drive to our asset register. What details does the document you issue after destruction contain?',
  ]),
  // Services: medical devices not accepted (4d)
  ...paraphrases('service', 'de', { must: [/radioaktiv|infektiös/], pages: MEDICAL }, [
    'ausschlüsse bei annahme medizintechnik',
    'Wir räumen gerade die Räume einer nuklearmedizinischen Praxis samt Labor mit Probenresten. Gibt es medizinische Geräte oder Abfälle, die ihr grundsätzlich nicht übernehmt?',
  ]),
  // Data destruction: sealed transport (4d)
  ...paraphrases('data-destruction', 'en', { must: [/seal/i], pages: SEALED }, [
    'hdd transport security how',
    'We are a law firm and plan to hand over around 300 old hard drives with client files for destruction. How are they secured while they travel from our office to your facility?',
  ]),
  // Services: private e-waste (4d)
  ...paraphrases('service', 'de', { must: [/Wertstoffhof/], pages: EWASTE_RECYCLING }, [
    'als privatperson altgeräte entsorgen bei euch',
    'Ich ziehe um und habe als Privatmann einen Haufen ausgedienter Elektrogeräte wie Toaster, Staubsauger und eine Stereoanlage. Nehmt ihr so etwas von Haushalten an oder wohin soll ich damit?',
  ]),
  // Services: no minimum quantity for components (4d)
  ...paraphrases('service', 'en', { must: [/into one lot|lot as a whole|no minimum/i], pages: COMPONENTS }, [
    'smallest batch of chips you accept',
    'After closing our prototyping lab we have a few reels of microcontrollers and some loose connectors. Is that too little for you, or do you take small quantities of electronic components as well?',
  ]),
  // Company: the dangerous goods adviser (4d)
  ...paraphrases('company', 'de', { must: [DANGEROUS_GOODS_ADVISER], pages: TEAM }, [
    'ansprechpartner adr gefahrgut name?',
    'Unsere Sicherheitsfachkraft möchte vor der ersten Abholung von Lithium-Batterien mit der Person sprechen, die bei euch für die Beförderung gefährlicher Güter zuständig ist. Wie heißt diese Person?',
  ]),
  // Services: broken CPUs at material value (4d)
  ...paraphrases('service', 'en', { must: [/material value/i], pages: CPUS }, [
    'dead processors purchase?',
    'While clearing out our server room we found a box of processors that no longer boot, some with damaged pins. Would you still buy them, and on what basis?',
  ]),
  // Sell list: a line for an item in no price list (4d)
  ...paraphrases('sell-list', 'de', { must: [/freie Position/], pages: SELL_LIST }, [
    'eigenes gerät manuell zur ankaufliste hinzufügen',
    'Ich stelle gerade eine Liste mit Netzwerktechnik für euch zusammen, aber zwei ältere Switches tauchen in keiner eurer Preislisten auf. Wie nehme ich die trotzdem in die Ankaufsliste mit auf?',
  ]),
  // Company: the 2030 goal in devices (4d)
  ...paraphrases('company', 'en', { must: [GOAL_DEVICES_EN], pages: GOALS }, [
    'recycling target in units 2030',
    'I am preparing a presentation on circular economy companies and their long-term ambitions. What number of devices do you aim to have recycled by the year 2030?',
  ]),
  // Sell list: kept in the browser until it is sent (4d)
  ...paraphrases('sell-list', 'en', { must: [/browser/i], pages: SELL_STORAGE }, [
    'sell list stored where? server or local',
    'I started adding our old network gear to your selling list on my office computer but have to finish it later. Where is the unsent list stored in the meantime, and will it still be there?',
  ]),
  // Selling: a list or photos are enough for an indicative price range (5e)
  ...paraphrases('selling', 'de', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'preis vorab nur anhand von bildern?',
    'Wir haben im Lager etwa 200 gebrauchte Festplatten und Netzteile, aber keine Zeit, alles einzeln zu prüfen. Könnt ihr uns schon anhand einer groben Aufstellung eine erste Preisspanne nennen, und wie schnell?',
  ]),
  ...paraphrases('selling', 'en', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'rough quote from photos only?',
    'We have about 200 used hard drives and power supplies in storage and no time to test each one. Can you give us a first price range based on a rough inventory list, and how quickly?',
  ]),
  // Selling: the seller owns the goods, proof of origin (5e)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'eigentumsnachweis nötig beim verkauf?',
    'Ich habe auf einer Insolvenzversteigerung einen größeren Posten Netzwerkkomponenten ersteigert und möchte ihn weiterverkaufen. Muss ich euch belegen, dass ich rechtmäßig darüber verfügen darf?',
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'ownership proof needed to sell?',
    'I bought a large lot of networking gear at an insolvency auction and want to sell it on. Will I have to show you that I am legally allowed to sell it?',
  ]),
  // Selling: a lower valuation comes with its reasons (5e)
  ...paraphrases('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'bewertung niedriger als preisliste – erklärung?',
    'Ich habe euch zwölf Grafikkarten geschickt, die laut Preisliste einiges wert sein sollten. Falls eure Prüfung einen geringeren Betrag ergibt, bekomme ich dann nachvollziehbar mitgeteilt, wieso?',
  ]),
  // Payment: when (5e)
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'payout timeframe after deal?',
    'I run a small repair shop and am selling you a batch of used laptops to free up funds for new stock. How soon after the deal is agreed will the payment reach us?',
  ]),
  // Pickup: the lead time after the date is agreed (5e)
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'abholtermin wie viele tage wartezeit',
    'Wir müssen unser Lager bis Monatsende räumen und haben rund zwei Paletten Altakkus stehen. Wie viel Zeit vergeht bei euch normalerweise zwischen unserer Zusage und dem Abholtag?',
  ]),
  // Pickup abroad: larger quantities elsewhere in Europe (5e)
  ...paraphrases('pickup', 'en', { must: [/Europe/], pages: TERMS }, [
    'collection outside germany eu?',
    'Our company is based in northern Italy and we are decommissioning a data centre with several truckloads of servers. Do you also collect larger quantities from other European countries?',
  ]),
  // Law: the supervisory authority (5f)
  ...paraphrases('legal', 'de', { must: [/LDI|Landesbeauftragte/], pages: PRIVACY }, [
    'datenschutz aufsichtsbehörde zuständig für euch',
    'Ich habe den Eindruck, dass meine Anfrage auf Auskunft über meine gespeicherten Daten ignoriert wurde. Welche staatliche Stelle wäre für eine Beschwerde gegen euch zuständig?',
  ]),
  // Law: transport risk (5f)
  ...paraphrases('legal', 'en', { must: [/risk/i], pages: TERMS }, [
    'transfer of risk when shipping to u',
    'We are about to hand over several pallets of used network equipment to your driver. From what moment are you responsible if something is lost or damaged?',
  ]),
  // Data destruction: a drive that cannot be erased (5f)
  ...paraphrases('data-destruction', 'de', { must: [/vernicht/], pages: FAILED_ERASURE }, [
    'ssd defekt nicht wipebar was dann',
    'Wir geben euch alte Server zur Wiederverwendung, weil die Datenträger gelöscht und weiterverkauft werden sollen. Was geschieht mit einem Laufwerk, bei dem das Überschreiben nicht sauber durchläuft?',
  ]),
  // Services: lead batteries (5f)
  ...paraphrases('service', 'en', { must: [/free for you|free of charge|lead value/i], pages: INDUSTRIAL }, [
    'lead battery disposal fee?',
    'Our telecom company is replacing the lead-acid backup batteries in dozens of cell sites. Would disposing of them through you cost us money, or is there something in it for us?',
  ]),
  // Services: the price of counterfeit destruction (5f)
  ...paraphrases('service', 'de', { must: [/Festpreis/], pages: COUNTERFEIT }, [
    'plagiatvernichtung kosten?',
    'Als Anwältin vertrete ich einen Spielzeughersteller, bei dem der Zoll eine Lieferung gefälschter Produkte beschlagnahmt hat. Wie setzt sich bei euch der Preis für die Vernichtung zusammen?',
  ]),
  // Company: who leads data destruction (5f)
  ...paraphrases('company', 'en', { must: [HEAD_OF_DATA_DESTRUCTION], pages: TEAM }, [
    'data destruction lead contact person',
    'Our information security officer would like to talk to the person who heads your data carrier destruction before we sign anything. Who is that?',
  ]),
  // Company: rare earths recovered in 2024 (5f)
  ...paraphrases('company', 'de', { must: [RARE_EARTHS], pages: RESULTS_2024 }, [
    'seltenerdmetalle bilanz 2024 tonnen',
    'Ich halte an meiner Schule ein Referat über kritische Rohstoffe und suche Zahlen von echten Recyclingfirmen. Wie viel Seltene-Erden-Material habt ihr 2024 der Rückgewinnung zugeführt?',
  ]),
  // Sell list: condition grades (5f)
  ...paraphrases('sell-list', 'en', { must: [/with defects/i], pages: SELL_LIST }, [
    'condition grades in selling list?',
    'I am adding a few used graphics cards to your sell list, and one of them has a noisy fan while the others are fine. What condition categories can I choose from for each item?',
  ]),
  // Sell list: an offer left unanswered (5f)
  ...paraphrases('sell-list', 'de', { must: [SILENCE_DE], pages: OFFER_ACCEPTANCE }, [
    'angebot ignoriert = verkauft?',
    'Nach dem Absenden meiner Ankaufsliste habt ihr mir ein Angebot geschickt, aber ich bin gerade zwei Wochen im Urlaub. Kommt der Verkauf zustande, wenn ich in der Zeit nichts dazu schreibe?',
  ]),
];
