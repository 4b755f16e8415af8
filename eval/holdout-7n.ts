import type { EvalCase } from './chat-questions';
import {
  COMPONENTS,
  COUNTERFEIT,
  CPUS,
  EV_BATTERIES,
  EWASTE_DISPOSAL,
  INDUSTRIAL,
  LEVELS,
  MEDICAL,
  MINERS,
  OWNERSHIP,
} from './expected';
import { paraphrases } from './question-helpers';
import {
  PICKUP_PAPERS_DE,
  PICKUP_PAPERS_EN,
  PICKUP_PAPERS,
  LFP_DE,
  LFP_EN,
  LITHIUM,
  MAKER_DUTY_DE,
  MAKER_DUTY_EN,
  SECOND_LIFE_TEST_DE,
  SECOND_LIFE_TEST_EN,
  SECOND_LIFE_TEST,
  FLEET_SERIALS_DE,
  FLEET_SERIALS_EN,
  SCOOTER,
  MICROMOBILITY_DE,
  MICROMOBILITY_EN,
  REMOVE_BATTERIES_DE,
  REMOVE_BATTERIES_EN,
  NO_SORTING_DE,
  NO_SORTING_EN,
  NO_SORTING,
  DEVICE_LOCKS,
  DEVICE_LOCK_PAGES,
  PARTICLES,
  SMALL_MEDIA_DE,
  SMALL_MEDIA_EN,
  SMALL_MEDIA,
  MEDICAL_DRIVES_DE,
  MEDICAL_DRIVES_EN,
  LARGE_DEVICES_DE,
  LARGE_DEVICES_EN,
  HELD_GOODS_DE,
  HELD_GOODS_EN,
  LEGAL_ADVICE_DE,
  LEGAL_ADVICE_EN,
  MINER_VALUE_DE,
  MINER_VALUE_EN,
  POOL_WALLET_DE,
  POOL_WALLET_EN,
  SALE_RECORD_DE,
  SALE_RECORD_EN,
  SALE_RECORD,
  MEMORY_LOTS_DE,
  MEMORY_LOTS_EN,
  DESOLDERED_DE,
  DESOLDERED_EN,
  COMPONENTS_PAGE,
  FAKE_PARTS_DE,
  FAKE_PARTS_EN,
  UNBOUGHT_PARTS_DE,
  UNBOUGHT_PARTS_EN,
  ESD,
  ESD_PAGES,
  EVIDENCE_DE,
  EVIDENCE_EN,
  FIXED_REMOVAL_COST_DE,
  FIXED_REMOVAL_COST_EN,
  SITE_ACCESS_DE,
  SITE_ACCESS_EN,
} from './set-n-expected';

/**
 * Hold-out twin of eval/questions-tuning-8n.ts (the eighth fresh question set, part N: what the
 * service and buy-back pages answer beyond prices, one group per FAQ item or section). Written
 * from the site's content alone before the engine was run on it, then split 2:1: within each group
 * of three paraphrases per language the second question is here, the first and third are in the
 * tuning file. Not to be used for tuning.
 */

export const holdoutQuestionsN: EvalCase[] = [
  // Pickup: the papers handed over at pickup (transfer note, weighing slip)
  ...paraphrases('pickup', 'de', { must: [PICKUP_PAPERS_DE], pages: PICKUP_PAPERS }, [
    'Welche Belege händigt uns Ihr Fahrer aus, wenn er die Lithium-Batterien bei uns abholt? Unser Qualitätsmanagement möchte das vorab wissen.',
  ]),
  ...paraphrases('pickup', 'en', { must: [PICKUP_PAPERS_EN], pages: PICKUP_PAPERS }, [
    'Our warehouse manager asks which documents he gets when your truck collects the old forklift batteries.',
  ]),
  // Selling: LFP (lithium iron phosphate) cells have a lower material value; paid or a fee, known before pickup
  ...paraphrases('selling', 'de', { must: [LFP_DE], pages: LITHIUM }, [
    'Wir haben mehrere ausgediente LiFePO4-Batterien aus Wohnmobilen. Vergüten Sie die wie andere Lithium-Akkus, oder fallen Kosten an?',
  ]),
  ...paraphrases('selling', 'en', { must: [LFP_EN], pages: LITHIUM }, [
    'We have a pallet of LiFePO4 cells from old camper van batteries. Are they worth money to you like NMC, or is there a charge?',
  ]),
  // Services: manufacturers have take-back duties under the BattDG; a direct route through us is often faster
  ...paraphrases('service', 'de', { must: [MAKER_DUTY_DE], pages: EV_BATTERIES }, [
    'Wir sind eine freie Kfz-Werkstatt. Wer ist bei ausgebauten Hochvoltbatterien für die Rücknahme zuständig – der Fahrzeughersteller oder wir?',
  ]),
  ...paraphrases('service', 'en', { must: [MAKER_DUTY_EN], pages: EV_BATTERIES }, [
    'We run an independent garage. When we pull a high-voltage pack out of a customer car, who has to take it back, the OEM or us?',
  ]),
  // Services: how the second-life check works (capacity, internal resistance, BMS read-out)
  ...paraphrases('service', 'de', { must: [SECOND_LIFE_TEST_DE], pages: SECOND_LIFE_TEST }, [
    'Was genau messen Sie an unseren ausgebauten Batteriemodulen, bevor Sie entscheiden, ob sie recycelt oder weiterverwendet werden?',
  ]),
  ...paraphrases('service', 'en', { must: [SECOND_LIFE_TEST_EN], pages: SECOND_LIFE_TEST }, [
    [
      'Before you decide between reuse and recycling for our used battery modules, what exactly do you measure on them?',
      'de',
    ],
  ]),
  // Services: the disposal certificate lists the fleet's frame or serial numbers on request
  ...paraphrases('service', 'de', { must: [FLEET_SERIALS_DE], pages: SCOOTER }, [
    'Wir betreiben ein E-Scooter-Sharing mit 300 Fahrzeugen. Können Sie im Entsorgungsnachweis die Fahrgestellnummern jedes Scooters aufführen?',
  ]),
  ...paraphrases('service', 'en', { must: [FLEET_SERIALS_EN], pages: SCOOTER }, [
    'We operate a bike-sharing fleet and must remove every e-bike from our asset system. Can the disposal paperwork list each frame number?',
  ]),
  // Services: micromobility (hoverboards, e-skateboards, monowheels) is disposed of too
  ...paraphrases('service', 'de', { must: [MICROMOBILITY_DE], pages: SCOOTER }, [
    'Im Keller unseres Jugendzentrums stehen zwei kaputte Hoverboards und ein elektrisches Skateboard. Gehört so etwas auch zu dem, was Sie entsorgen?',
  ]),
  ...paraphrases('service', 'en', { must: [MICROMOBILITY_EN], pages: SCOOTER }, [
    'Our youth club has a couple of dead hoverboards and an electric skateboard gathering dust. Is that the kind of thing you dispose of?',
  ]),
  // Pickup: batteries in e-waste (loose ones separately with taped terminals, built-in ones removed by us)
  ...paraphrases('pickup', 'de', { must: [REMOVE_BATTERIES_DE], pages: EWASTE_DISPOSAL }, [
    'Bevor Ihr Fahrer kommt: Sollen wir die Batterien aus den ausgemusterten Geräten ausbauen, und was machen wir mit den losen Akkus, die hier in einer Kiste liegen?',
  ]),
  ...paraphrases('pickup', 'en', { must: [REMOVE_BATTERIES_EN], pages: EWASTE_DISPOSAL }, [
    'Before your driver comes: should we pull the batteries out of the retired devices, and what about the loose ones sitting in a box here?',
  ]),
  // Pickup: e-waste need not be sorted, a rough list is enough
  ...paraphrases('pickup', 'de', { must: [NO_SORTING_DE], pages: NO_SORTING }, [
    'Bei uns im Lager steht ein wildes Sammelsurium aus alten Druckern, Kabeln, Monitoren und Platinen. Müssen wir das vor der Abholung nach Sorten trennen?',
  ]),
  ...paraphrases('pickup', 'en', { must: [NO_SORTING_EN], pages: NO_SORTING }, [
    'Our storeroom is a jumble of old printers, cables, monitors and boards. Do we have to separate it by type before you pick it up?',
  ]),
  // Services: devices still locked (MDM enrolment, BIOS password) are sorted out with the customer
  ...paraphrases('service', 'de', { must: [DEVICE_LOCKS], pages: DEVICE_LOCK_PAGES }, [
    'Ein Teil unserer ausgemusterten Notebooks hat noch ein BIOS-Passwort, das keiner mehr kennt. Ist das ein Problem für Sie?',
  ]),
  ...paraphrases('service', 'en', { must: [DEVICE_LOCKS], pages: DEVICE_LOCK_PAGES }, [
    'Some of the notebooks we are retiring still have a BIOS password nobody remembers. Is that a problem for you?',
  ]),
  // Data destruction: the particle size of the standard levels (H-4 at most 2,000 mm², E-3 at most 160 mm²)
  ...paraphrases('data-destruction', 'de', { must: [PARTICLES], pages: LEVELS }, [
    'Unser Datenschutzbeauftragter möchte wissen, wie groß die Partikel nach der Vernichtung von Festplatten und SSDs höchstens sind. Können Sie das beziffern?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [PARTICLES], pages: LEVELS }, [
    'Our data protection officer wants to know the maximum particle size after you destroy hard drives and SSDs. Can you put a number on it?',
  ]),
  // Data destruction: USB sticks and memory cards are destroyed too
  ...paraphrases('data-destruction', 'de', { must: [SMALL_MEDIA_DE], pages: SMALL_MEDIA }, [
    'In unserer Schublade sammeln sich seit Jahren SD-Karten aus Kameras und alte Speichersticks mit Kundendaten. Können Sie die auch sicher vernichten?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [SMALL_MEDIA_EN], pages: SMALL_MEDIA }, [
    'A drawer here is full of old SD cards from cameras and thumb drives with client data on them. Can you destroy those securely as well?',
  ]),
  // Data destruction: who removes the drives from medical devices (our technician at your site)
  ...paraphrases('data-destruction', 'de', { must: [MEDICAL_DRIVES_DE], pages: MEDICAL }, [
    'Wir sind eine radiologische Praxis. Müssen unsere Medizintechniker die Datenträger aus den alten Geräten selbst ausbauen, bevor Sie sie abholen?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [MEDICAL_DRIVES_EN], pages: MEDICAL }, [
    'We are a radiology practice. Do our own biomedical engineers have to pull the drives from the old equipment before you collect it?',
  ]),
  // Pickup: large medical systems (CT, MRI, X-ray) are dismantled on site after a survey
  ...paraphrases('pickup', 'de', { must: [LARGE_DEVICES_DE], pages: MEDICAL }, [
    'Unser Klinikum ersetzt einen Computertomographen und eine Röntgenanlage. Holen Sie solche Großgeräte ab, und wie läuft der Abbau?',
  ]),
  ...paraphrases('pickup', 'en', { must: [LARGE_DEVICES_EN], pages: MEDICAL }, [
    'Our hospital is replacing a CT scanner and an X-ray system. Do you collect large equipment like that, and how does the removal work?',
  ]),
  // Services: counterfeits are kept locked and access-controlled until released by rights holder, customs or court
  ...paraphrases('service', 'de', { must: [HELD_GOODS_DE], pages: COUNTERFEIT }, [
    'Das Verfahren gegen den Importeur läuft noch, die Ware darf erst danach vernichtet werden. Können Sie die Fälschungen bis dahin bei sich sicher aufbewahren?',
  ]),
  ...paraphrases('service', 'en', { must: [HELD_GOODS_EN], pages: COUNTERFEIT }, [
    'The case against the importer is still open and the goods may only be destroyed afterwards. Can you keep the counterfeits safe at your place until then?',
  ]),
  // Services: legal advice on counterfeits stays with the customer's lawyer
  ...paraphrases('service', 'de', { must: [LEGAL_ADVICE_DE], pages: COUNTERFEIT }, [
    'Wir sind ein kleiner Modehersteller ohne eigene Rechtsabteilung. Übernehmen Sie neben der Vernichtung auch die juristische Beratung zum Zollverfahren?',
  ]),
  ...paraphrases('service', 'en', { must: [LEGAL_ADVICE_EN], pages: COUNTERFEIT }, [
    'We are a small fashion label without an in-house legal team. Besides destroying the fakes, do you also advise us legally on the customs procedure?',
  ]),
  // Selling: what a miner is worth depends on hashrate, efficiency (J/TH) and the hashboards
  ...paraphrases('selling', 'de', { must: [MINER_VALUE_DE], pages: MINERS }, [
    'Ich möchte meine Whatsminer verkaufen, finde die Modelle aber in keiner Preisliste. Welche Angaben brauchen Sie, um den Wert einzuschätzen?',
  ]),
  ...paraphrases('selling', 'en', { must: [MINER_VALUE_EN], pages: MINERS }, [
    'I want to sell my Avalon miners but cannot find them in any price list. What details do you need to estimate their value?',
  ]),
  // Data destruction: pool and wallet settings on miners are reset
  ...paraphrases('data-destruction', 'de', { must: [POOL_WALLET_DE], pages: MINERS }, [
    'Auf unseren Antminern sind noch unsere Pool-Accounts und Auszahlungsadressen konfiguriert. Setzen Sie das zurück, bevor die Geräte weiterverkauft werden?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [POOL_WALLET_EN], pages: MINERS }, [
    'Our Antminers still have our pool accounts and payout addresses configured. Do you reset that before the machines are resold?',
  ]),
  // Selling: the record for the books (purchase receipt with serial numbers, credit note)
  ...paraphrases('selling', 'de', { must: [SALE_RECORD_DE], pages: SALE_RECORD }, [
    'Unsere Mining-GmbH muss die verkauften Geräte aus dem Anlagevermögen ausbuchen. Welchen Nachweis bekommen wir von Ihnen dafür?',
  ]),
  ...paraphrases('selling', 'en', { must: [SALE_RECORD_EN], pages: SALE_RECORD }, [
    'Our mining company has to take the sold machines off the fixed-asset register. What document do we get from you for that?',
  ]),
  // Selling: uniform memory lots (same capacity and speed) fetch better prices than mixed ones
  ...paraphrases('selling', 'de', { must: [MEMORY_LOTS_DE], pages: CPUS }, [
    [
      'Wir haben rund 400 Server-RAM-Module in allen möglichen Größen und Taktraten. Zahlen Sie mehr, wenn wir sie nach Kapazität und Takt getrennt anbieten?',
      'en',
    ],
  ]),
  ...paraphrases('selling', 'en', { must: [MEMORY_LOTS_EN], pages: CPUS }, [
    'We have about 400 server memory modules in all sorts of sizes and speeds. Do you pay more if we offer them split by capacity and speed?',
  ]),
  // Selling: desoldered ICs are not bought for reuse but taken for recycling
  ...paraphrases('selling', 'de', { must: [DESOLDERED_DE], pages: COMPONENTS_PAGE }, [
    'Aus unserer Reparaturwerkstatt haben wir mehrere hundert ausgelötete Mikrocontroller. Kaufen Sie die zur Wiederverwendung an?',
  ]),
  ...paraphrases('selling', 'en', { must: [DESOLDERED_EN], pages: COMPONENTS_PAGE }, [
    'From our repair shop we have several hundred microcontrollers taken off scrapped boards. Would you buy them for reuse?',
  ]),
  // Selling: how components are checked against counterfeits (markings, proof of origin, microscope)
  ...paraphrases('selling', 'de', { must: [FAKE_PARTS_DE], pages: OWNERSHIP }, [
    'Als Distributor müssen wir sicher sein, dass über Ihren Ankauf keine Fake-Bauteile zurück in den Markt gelangen. Wie prüfen Sie die Ware?',
  ]),
  ...paraphrases('selling', 'en', { must: [FAKE_PARTS_EN], pages: OWNERSHIP }, [
    'As a distributor we need to be sure no counterfeit parts get back into the market through your buy-back. How do you check the goods?',
  ]),
  // Services: components not bought are sent back or recycled, as the seller decides
  ...paraphrases('service', 'de', { must: [UNBOUGHT_PARTS_DE], pages: COMPONENTS }, [
    'Angenommen, Sie übernehmen nur einen Teil unseres Lagerbestands an Bauteilen. Was geschieht mit dem Rest – bekommen wir den zurück?',
  ]),
  ...paraphrases('service', 'en', { must: [UNBOUGHT_PARTS_EN], pages: COMPONENTS }, [
    'Say you only take part of our component stock. What happens to the rest, do we get it back?',
  ]),
  // Pickup: single CPUs and memory are shipped insured in ESD packaging
  ...paraphrases('pickup', 'de', { must: [ESD], pages: ESD_PAGES }, [
    'Ich möchte Ihnen zwölf ausgebaute Xeon-Prozessoren und ein paar RAM-Module per Paket schicken. Worauf muss ich bei der Verpackung achten?',
  ]),
  ...paraphrases('pickup', 'en', { must: [ESD], pages: ESD_PAGES }, [
    'I want to send you twelve pulled Xeon processors and a few memory modules by parcel. What should I watch out for when packing them?',
  ]),
  // Services: counterfeit destruction documented on video on request, reference samples kept if agreed
  ...paraphrases('service', 'de', { must: [EVIDENCE_DE], pages: COUNTERFEIT }, [
    'Unsere Kanzlei benötigt für das laufende Verfahren einige Musterstücke der beschlagnahmten Ware und eine Aufzeichnung der Vernichtung. Ist das möglich?',
  ]),
  ...paraphrases('service', 'en', { must: [EVIDENCE_EN], pages: COUNTERFEIT }, [
    'Our law firm needs a few specimens of the seized goods for the ongoing case, plus a recording of the destruction. Is that possible?',
  ]),
  // Cost of pickup: removal, crane or special packaging of industrial batteries is in the quote, no later surcharge
  ...paraphrases('pickup-cost', 'de', { must: [FIXED_REMOVAL_COST_DE], pages: INDUSTRIAL }, [
    'Unsere USV-Batterien stehen im dritten Untergeschoss ohne Lastenaufzug. Mit welchen Kosten für Ausbau und Transport müssen wir rechnen, und kann später noch etwas nachkommen?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FIXED_REMOVAL_COST_EN], pages: INDUSTRIAL }, [
    'Our UPS batteries sit on the third basement level with no goods lift. What will removal and transport cost us, and could more charges come later?',
  ]),
  // Pickup: what to tell us before industrial batteries are removed (type plate, number, weight, location and access)
  ...paraphrases('pickup', 'de', { must: [SITE_ACCESS_DE], pages: INDUSTRIAL }, [
    'Wir möchten die Notstrombatterien unseres Bürogebäudes austauschen lassen. Welche Informationen brauchen Sie vorab, um den Ausbau zu planen?',
  ]),
  ...paraphrases('pickup', 'en', { must: [SITE_ACCESS_EN], pages: INDUSTRIAL }, [
    'We want the emergency power batteries in our office building replaced. What information do you need up front to plan the removal?',
  ]),
];
