import type { EvalCase } from './chat-questions';
import {
  COUNTERFEIT,
  DRIVES,
  EWASTE_RECYCLING,
  HEALTH_LEVEL,
  MEDICAL,
  MINERS,
  NO_AMOUNT,
  SEALED,
  SOLAR_SERVICE,
  TAPES,
} from './expected';
import { categoryQuestions, modelQuestions, paraphrases } from './question-helpers';
import {
  MEDICAL_ACCEPT_DE,
  MEDICAL_ACCEPT_EN,
  SINGLE_CARDS_DE,
  SINGLE_CARDS_EN,
  PHARMA_DE,
  PHARMA_EN,
  ROOF,
  DISPOSAL_CERT_DE,
  DISPOSAL_CERT_EN,
  BATTERY_STORAGE_DE,
  BATTERY_STORAGE_EN,
  BATTERY_STORAGE_PAGES,
  SMALL_RUN_DE,
  SMALL_RUN_EN,
  SMALL_RUN_PAGES,
  ASSET_LIST_DE,
  ASSET_LIST_EN,
  FORMAT_DE,
  FORMAT_EN,
  TAPE_LEVEL,
  CUSTODY_DE,
  CUSTODY_EN,
  DESTRUCTION_COST_PAGES,
} from './set-k-expected';

/**
 * The seventh fresh question set, part K: services (medical devices, GPU mining rigs, counterfeit
 * medicines, solar roof dismantling and the disposal certificate, storing e-bike batteries, single
 * UPS blocks, the asset list for retired IT), data destruction (formatting, the level for health
 * and HR data, tapes and optical media, the sealed chain of custody, what destruction costs),
 * category prices (Juniper, DDR4 server memory, Meyer Burger modules, Pylontech storage, HPE
 * ProLiant servers), named models typed the way people type them, and real products that are in
 * no price list. Written from the site's content alone (pages, price lists, claims, AGB, message
 * files) before the engine was run on it, then split 2:1: within each group of three paraphrases
 * per language the second question went to the hold-out file (eval/holdout-6k.ts), the first and
 * third are here, in the tuning set. For models and unknown products a group is one model written
 * three ways in German and another one written three ways in English.
 */

export const tuningQuestionsK: EvalCase[] = [
  // Services: medical devices that cannot be accepted, and the decontamination declaration
  ...paraphrases('service', 'de', { must: [MEDICAL_ACCEPT_DE], pages: MEDICAL }, [
    'Gibt es Medizingeräte, die Sie grundsätzlich nicht annehmen? Wir räumen gerade die Nuklearmedizin aus.',
    'Wir sind ein Labor und lösen unseren Gerätepark auf. Was müssen wir vor der Abholung mit den Geräten machen, und welche Erklärung brauchen Sie von uns?',
  ]),
  ...paraphrases('service', 'en', { must: [MEDICAL_ACCEPT_EN], pages: MEDICAL }, [
    'Is there any medical equipment you refuse to take? We are clearing out our nuclear medicine unit.',
    [
      'We are a veterinary lab shutting down. What do we have to do with the analysers before you collect them, and is there a form we must sign?',
      'de',
    ],
  ]),
  // Services: a GPU mining rig, sold whole or card by card
  ...paraphrases('service', 'de', { must: [SINGLE_CARDS_DE], pages: MINERS }, [
    'soll ich mein mining rig zerlegen oder komplett verkaufen, was bringt mehr',
    'hab sechs grafikkarten in nem rig mit risern und zwei netzteilen. ganzes teil anbieten oder karten einzeln?',
  ]),
  ...paraphrases('service', 'en', { must: [SINGLE_CARDS_EN], pages: MINERS }, [
    'should i sell my mining rig in one piece or part it out',
    'got 8 cards on risers with two psus. sell you the whole rig or every card separately, what pays better?',
  ]),
  // Services: counterfeit medicines are destroyed thermally in a licensed plant
  ...paraphrases('service', 'de', { must: [PHARMA_DE], pages: COUNTERFEIT }, [
    'Vernichten Sie auch gefälschte Medikamente aus einer Zollbeschlagnahme?',
    'Wir sind ein Pharmagroßhändler und haben Fälschungen eines Blutdrucksenkers in der Lieferkette entdeckt. Auf welche Weise werden solche Arzneimittel bei Ihnen vernichtet?',
  ]),
  ...paraphrases('service', 'en', { must: [PHARMA_EN], pages: COUNTERFEIT }, [
    'Can you destroy counterfeit medicines that customs seized?',
    [
      'We are a pharmaceutical wholesaler and found fake blister packs of a heart drug in our supply chain. How exactly would you destroy them?',
      'de',
    ],
  ]),
  // Services: taking modules off a pitched roof costs from a price per module
  ...paraphrases('service', 'de', { must: [ROOF.de], pages: SOLAR_SERVICE }, [
    'Was kostet es, wenn ihr die Module von meinem Schrägdach abbaut?',
    'Auf unserer Scheune liegen 30 kWp auf dem Satteldach, die runter müssen. Rechnen Sie das pro Modul ab, und ab welchem Betrag?',
  ]),
  ...paraphrases('service', 'en', { must: [ROOF.en], pages: SOLAR_SERVICE }, [
    'what do you charge to take panels off a pitched roof',
    'There is a 30 kWp system on the gable roof of our barn that has to come down. Is that billed per module, and starting at what price?',
  ]),
  // Services: the disposal certificate for deregistering a solar plant
  ...paraphrases('service', 'de', { must: [DISPOSAL_CERT_DE], pages: SOLAR_SERVICE }, [
    'Bekomme ich einen Nachweis für die Abmeldung meiner PV-Anlage, wenn ihr sie abbaut?',
    'Wir bauen die Photovoltaik auf unserem Hallendach zurück und müssen die Anlage danach abmelden. Welches Dokument stellen Sie nach der Verwertung aus, und kostet das extra?',
  ]),
  ...paraphrases('service', 'en', { must: [DISPOSAL_CERT_EN], pages: SOLAR_SERVICE }, [
    'Do I get a document to deregister my PV system once you have taken it down?',
    [
      'We are removing the solar array from our warehouse roof and have to deregister it afterwards. Which record do you issue after recycling, and is it included in the price?',
      'de',
    ],
  ]),
  // Services: storing e-bike and scooter batteries until they are collected
  ...paraphrases('service', 'de', { must: [BATTERY_STORAGE_DE], pages: BATTERY_STORAGE_PAGES }, [
    'Wie sollen wir die gesammelten E-Bike-Akkus lagern, bis Sie kommen?',
    'Wir sind eine Fahrradwerkstatt, inzwischen stehen 25 alte Pedelec-Akkus bei uns in der Ecke. Worauf müssen wir bei der Aufbewahrung achten, bis die Abholung kommt?',
  ]),
  ...paraphrases('service', 'en', { must: [BATTERY_STORAGE_EN], pages: BATTERY_STORAGE_PAGES }, [
    'Any tips for keeping used scooter batteries safe until your pickup?',
    'We run a bike repair shop and about 25 old pedelec batteries are piling up in a corner. What should we watch out for while they wait for collection?',
  ]),
  // Services: single UPS or lead blocks are taken on the next run in the region
  ...paraphrases('service', 'de', { must: [SMALL_RUN_DE], pages: SMALL_RUN_PAGES }, [
    'Holt ihr auch nur zwei einzelne USV-Batterieblöcke ab?',
    'Bei uns wurden in der Notbeleuchtung vier Bleiakkus getauscht. Kommen Sie wegen so einer kleinen Menge überhaupt vorbei, und was kostet das?',
  ]),
  ...paraphrases('service', 'en', { must: [SMALL_RUN_EN], pages: SMALL_RUN_PAGES }, [
    'Will you collect just two single UPS battery blocks?',
    [
      'Four lead batteries were replaced in our emergency lighting. Would you even come out for such a small amount, and what would that cost?',
      'de',
    ],
  ]),
  // Services: the asset list of retired IT, device by device (reuse or recycling)
  ...paraphrases('service', 'de', { must: [ASSET_LIST_DE], pages: EWASTE_RECYCLING }, [
    'Können wir nachvollziehen, welche unserer alten Laptops weiterverwendet und welche recycelt wurden?',
    'Für unseren Nachhaltigkeitsbericht brauchen wir zu jedem ausgemusterten Büro-PC, was damit passiert ist. Liefern Sie so eine Aufstellung mit Seriennummern?',
  ]),
  ...paraphrases('service', 'en', { must: [ASSET_LIST_EN], pages: EWASTE_RECYCLING }, [
    'Can we find out which of our old laptops were reused and which were recycled?',
    'For our ESG report we have to show what happened to every retired office PC. Can you give us a per-device breakdown with serial numbers?',
  ]),

  // Data destruction: formatting is not enough
  ...paraphrases('data-destruction', 'de', { must: [FORMAT_DE], pages: DRIVES }, [
    'Reicht es, wenn wir die Festplatten vor der Abgabe einfach formatieren?',
    'Unser IT-Dienstleister meint, eine Schnellformatierung der alten Rechner genügt vor dem Verkauf. Sind die Daten danach wirklich nicht mehr herstellbar?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [FORMAT_EN], pages: DRIVES }, [
    'Is it enough if we simply format the hard drives before handing them over?',
    [
      'Our IT contractor says a quick format of the old PCs is enough before we sell them. Is the data really unrecoverable after that?',
      'de',
    ],
  ]),
  // Data destruction: the security level for health and HR data (protection class 3)
  ...paraphrases('data-destruction', 'de', { must: [HEALTH_LEVEL], pages: DRIVES }, [
    'Welche Sicherheitsstufe nach DIN 66399 brauchen wir für Festplatten mit Personalakten?',
    'Wir sind eine Krankenkasse und geben Server-SSDs mit Versichertendaten ab. In welcher Stufe vernichten Sie die, wenn es um besonders sensible Gesundheitsdaten geht?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [HEALTH_LEVEL], pages: DRIVES }, [
    'Which DIN 66399 security level do we need for drives holding HR files?',
    "We're a health insurer handing over server SSDs with members' medical data. At which level would you destroy those, given how sensitive they are?",
  ]),
  // Data destruction: tapes and optical media (T-4 / O-4)
  ...paraphrases('data-destruction', 'de', { must: [TAPE_LEVEL], pages: TAPES }, [
    'Vernichten Sie auch LTO-Backupbänder, und nach welcher Stufe?',
    'Im Archiv liegen noch hunderte DLT-Bänder und ein Karton Disketten aus den 90ern. Können Sie die datenschutzkonform zerkleinern, und welcher Standard gilt dafür?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [TAPE_LEVEL], pages: TAPES }, [
    'Do you also destroy LTO backup tapes, and to which level?',
    'Our archive still holds hundreds of DLT tapes and a box of floppy disks from the nineties. Can you shred them in a GDPR-compliant way, and what standard applies?',
  ]),
  // Data destruction: the sealed chain of custody from the customer to the shredder
  ...paraphrases('data-destruction', 'de', { must: [CUSTODY_DE], pages: SEALED }, [
    'Wie stellen Sie sicher, dass auf dem Transport keine Festplatte verloren geht?',
    'Unser Datenschutzbeauftragter will wissen, wie die Datenträger vom Serverraum bis zu Ihrer Vernichtung gesichert sind. Wie laufen Übergabe und Transport genau ab?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [CUSTODY_EN], pages: SEALED }, [
    'How do you make sure no drive goes missing in transit?',
    'Our DPO wants to know how the drives are secured all the way from our server room to your shredder. How exactly do handover and transport work?',
  ]),
  // Data destruction: what it costs (a quote in advance, no list price)
  ...paraphrases('data-destruction', 'de', { must: [/Angebot/], mustNot: [NO_AMOUNT], pages: DESTRUCTION_COST_PAGES }, [
    'Was kostet bei Ihnen die Vernichtung von 80 Festplatten?',
    'Wir haben 300 HDDs und 50 SSDs aus einem Rechenzentrumsumzug. Mit welchen Kosten für die zertifizierte Vernichtung müssen wir rechnen?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [/quote/i], mustNot: [NO_AMOUNT], pages: DESTRUCTION_COST_PAGES }, [
    'What does it cost to have 80 hard drives destroyed?',
    'We have 300 HDDs and 50 SSDs left over from a data centre move. What should we budget for certified destruction?',
  ]),

  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['was zahlt ihr für juniper switches und firewalls', /Juniper/],
    [
      'Wir stellen unser Netzwerk von Juniper auf einen anderen Hersteller um. Was bekommen wir ungefähr für die alten SRX- und EX-Geräte?',
      /Juniper/,
    ],
    ['was gebt ihr für ddr4 server ram riegel', /DDR4/],
    [
      'Bei unserer Rechenzentrumsauflösung bleiben ein paar hundert DDR4-ECC-Module mit 32 und 64 GB übrig. Was zahlen Sie für so etwas?',
      /DDR4/,
    ],
    ['meyer burger module was bringen die gebraucht', /Meyer Burger/],
    [
      'Wir haben 2019 eine Anlage mit Modulen von Meyer Burger gebaut und tauschen jetzt auf größere. Was ist so ein Modul bei euch noch wert?',
      /Meyer Burger/,
      'en',
    ],
    ['pylontech akku ankauf preise', /Pylontech/],
    [
      'Ich habe in meinem Gartenhaus einen Pylontech-Speicher, den ich nach dem Umzug nicht mehr brauche. Welche Preise zahlen Sie für Pylontech ungefähr?',
      /Pylontech/,
    ],
    ['was zahlt ihr für hpe proliant server', /ProLiant/],
    [
      'Unsere Kommune ersetzt ihre HPE-ProLiant-Server der letzten Generation. In welchem Preisbereich liegen die bei Ihnen?',
      /ProLiant/,
    ],
  ]),
  ...categoryQuestions('en', [
    ['what do you pay for juniper gear', /Juniper/],
    ["We're migrating away from Juniper. Roughly what would our old SRX and EX boxes fetch?", /Juniper/, 'de'],
    ['how much for ddr4 server ram sticks', /DDR4/],
    [
      'After closing a data centre we have a few hundred DDR4 ECC modules, 32 and 64 GB. What do you pay for memory like that?',
      /DDR4/,
    ],
    ['meyer burger panels used what are they worth', /Meyer Burger/],
    [
      'We built a system with Meyer Burger modules in 2019 and are now upgrading to bigger ones. What would one of those panels still get me?',
      /Meyer Burger/,
    ],
    ['pylontech battery buy back prices', /Pylontech/],
    [
      'I have a Pylontech battery in my garden shed that I no longer need after moving. Roughly what do you pay for Pylontech units?',
      /Pylontech/,
      'de',
    ],
    ['what do you pay for hpe proliant servers', /ProLiant/],
    [
      'Our council is replacing its HPE ProLiant servers from the last generation. What price range are they in with you?',
      /ProLiant/,
    ],
  ]),

  // Prices of a named model, written as people type it (a bare model number carries its page locale)
  ...modelQuestions('de', [
    ['stp x 25', 'Sunny Tripower X 25', 'de'],
    [
      'Ich habe einen SMA Tripower X 25 aus einem Rückbau übrig. Welchen Preis zahlen Sie dafür?',
      'Sunny Tripower X 25',
    ],
    ['hvs 7.7', 'Battery-Box Premium HVS 7.7', 'de'],
    ['Was bekomme ich für eine BYD Battery Box HVS 7.7 kWh, vier Jahre alt?', 'Battery-Box Premium HVS 7.7'],
    ['epyc 9654', 'EPYC 9654', 'de'],
    ['Wir mustern Server mit AMD EPYC 9654 aus. Was zahlen Sie pro Prozessor?', 'EPYC 9654'],
    ['93180yc-fx', 'Nexus 93180YC-FX', 'de'],
    ['Was ist ein Cisco Nexus 93180YC-FX Switch bei Ihnen wert?', 'Nexus 93180YC-FX', 'en'],
  ]),
  ...modelQuestions('en', [
    ['285k', 'Core Ultra 9 285K', 'en'],
    ['What would you pay for an Intel Core Ultra 9 285K I barely used?', 'Core Ultra 9 285K'],
    ['resu10h prime', 'RESU10H Prime', 'en'],
    ['I am taking out an LG RESU10H Prime home battery. What is it worth to you?', 'RESU10H Prime', 'de'],
    ['asr1002-hx', 'ASR 1002-HX', 'en'],
    ["what's a cisco asr1002hx router worth to you guys", 'ASR 1002-HX'],
    ['tauro eco 100', 'Tauro ECO 100-3-D', 'en'],
    ['What do you give for a Fronius Tauro ECO 100-3-D inverter from a commercial roof?', 'Tauro ECO 100-3-D'],
  ]),

  // Real products that are in no price list: no amount, contact offered
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    ['antminer s19 xp', 'de'],
    'Wir haben zwölf Bitmain Antminer S19 XP aus dem Hosting zurückbekommen. Welchen festen Preis zahlen Sie pro Gerät?',
    ['sunny boy 4.0', 'de'],
    'Was zahlen Sie für einen gebrauchten SMA Sunny Boy 4.0 von 2020?',
    ['poweredge r740', 'de'],
    'Was zahlen Sie für einen Dell PowerEdge R740 mit zwei Xeons und 256 GB RAM?',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, [
    ['enphase iq8+ micro inverters', 'en'],
    'Do you have a buy-back price for Enphase IQ8+ microinverters?',
    ['xeon gold 6430', 'en'],
    "What's a Xeon Gold 6430 worth to you?",
    ['980 pro 2tb', 'en'],
    'What would you pay for a Samsung 980 PRO 2TB SSD?',
  ]),
];
