import type { EvalCase } from './chat-questions';
import {
  BUY_DE,
  BUY_EN,
  CERT_CONTENTS_DE,
  CERT_CONTENTS_EN,
  CERTIFICATE_DE,
  CERTIFICATE_EN,
  CERTIFICATES,
  COUNTERFEIT,
  DAMAGED,
  DAMAGED_DE,
  DAMAGED_EN,
  DECLINE,
  ERASE_AND_BUY,
  ERASE_DE,
  ERASE_EN,
  expected,
  FREE_INVERTERS_DE,
  FREE_INVERTERS_EN,
  INDICATIVE,
  INDICATIVE_DE,
  INDICATIVE_EN,
  INDUSTRIAL,
  MAINTENANCE_DE,
  MAINTENANCE_EN,
  MDR_DE,
  MDR_EN,
  MEDICAL,
  ON_SITE,
  ON_SITE_DE,
  ON_SITE_EN,
  QUOTE_VALIDITY,
  RETURN_DE,
  RETURN_EN,
  SOLAR_FREE_UNIQUE,
  VALIDITY_DE,
  VALIDITY_EN,
  WITNESS_DE,
  WITNESS_EN,
} from './expected';
import { categoryQuestions, modelQuestions, paraphrases } from './question-helpers';

/**
 * The fifth fresh question set, part G (model and category prices, selling, payment, pickup and
 * its cost, data destruction, services), asked by new visitors: a municipal IT department, a small
 * bike shop, an electrician with leftover inverters, a gamer, a hospital's procurement, a crypto
 * miner, a logistics company with forklift and UPS batteries, a law firm acting for a brand owner.
 * Written from the site's content alone (pages, price lists, claims, AGB, message files) before
 * the engine was run on it, then split 2:1: within each group of three paraphrases the third
 * question went to the hold-out file (eval/holdout-5g.ts), the other two are here, in the tuning
 * set.
 */

const de = expected.de;
const en = expected.en;

export const tuningQuestionsG: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale of its language)
  ...modelQuestions('de', [
    ['was zahlt ihr für ne gebrauchte rtx 3090, lief nur zum zocken', 'RTX 3090'],
    ['rtx 6000 ada', 'RTX 6000 Ada', 'de'],
    [
      'Ich habe als Elektriker noch einen originalverpackten Fronius Primo GEN24 6.0 Plus übrig. Was zahlen Sie dafür?',
      'Primo GEN24 6.0 Plus',
      'en',
    ],
    ['goodwe gw10k-et ankaufspreis', 'GW10K-ET'],
    [
      'Unsere Stadtverwaltung mustert mehrere Dell PowerEdge R650 aus. Welchen Preis zahlen Sie pro Server?',
      'PowerEdge R650',
    ],
    ['catalyst 9300-48p', '9300-48P', 'de'],
  ]),
  ...modelQuestions('en', [
    ['How much for a GeForce RTX 3090? It ran in my mining rig but was never modded.', 'RTX 3090'],
    ['selling my gaming pc parts, what do u give for a ryzen 9 7950x3d', '7950X3D'],
    ['sma sunny boy 5.0 how much do you pay', 'Sunny Boy 5.0'],
    [
      'I am electrician and have a new KOSTAL PLENTICORE plus 10 left over from a job. What you would pay for it?',
      'PLENTICORE plus 10',
    ],
    [
      'Our city council is replacing its HPE ProLiant DL360 Gen10 Plus servers. What is one worth to you?',
      'DL360 Gen10 Plus',
      'de',
    ],
    ['pm1733 15.36tb', 'PM1733', 'en'],
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['Ich löse mein Mining-Rig auf: Was bringen RTX-30er-Karten bei euch?', /RTX 30\d0/],
    ['was zahlt ihr für ryzen prozessoren', /Ryzen \d/],
    ['Was zahlen Sie für Wechselrichter von KOSTAL?', /KOSTAL/, 'en'],
    ['cisco catalyst und nexus switches, was gebt ihr dafür', /Catalyst 9[35]00|Nexus/],
  ]),
  ...categoryQuestions('en', [
    ['what do you pay for geforce rtx 40 series', /RTX 40\d0/],
    ['price for used nvidia workstation cards like rtx a-series', /RTX A\d|RTX \d000 Ada/],
    ['sma sunny tripower prices pls', /Sunny Tripower/],
    ['What do you pay for GoodWe or Growatt inverters?', /GoodWe|Growatt/, 'de'],
  ]),
  // Selling: list prices are indicative, the price is set after inspection
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'ist der preis aus eurer liste für meine grafikkarte garantiert?',
    'Wir sind die IT-Abteilung einer Kreisverwaltung. Ist der Listenpreis für unsere Server verbindlich, oder kann sich der Betrag nach der Prüfung noch ändern?',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    'is the price on your list guaranteed for my graphics card?',
    'We are the IT department of a municipality. Is the list price for our old switches binding, or can it still change after you inspect them?',
  ]),
  // Selling: a valuation that is not accepted (the goods go back)
  ...paraphrases('selling', 'de', { must: [RETURN_DE], pages: DECLINE }, [
    'was passiert wenn mir euer preis nach der prüfung zu niedrig ist',
    [
      'Und wenn ich Ihr Angebot nach der Prüfung ablehne – bekomme ich die Ware dann zurück, und wer zahlt den Rückversand?',
      'en',
    ],
  ]),
  ...paraphrases('selling', 'en', { must: [RETURN_EN], pages: DECLINE }, [
    'what if i dont like your price after the inspection',
    ['If I refuse your offer after testing, do I get the goods back and who pays shipping back?', 'de'],
  ]),
  // Selling: how long a quote for miners is valid
  ...paraphrases('selling', 'de', { must: [VALIDITY_DE], pages: QUOTE_VALIDITY }, [
    'wie lange gilt euer angebot für meine antminer, der kurs schwankt ja ständig',
    'Hat Ihr Angebot für unsere Whatsminer ein Ablaufdatum?',
  ]),
  ...paraphrases('selling', 'en', { must: [VALIDITY_EN], pages: QUOTE_VALIDITY }, [
    'how long is your offer for my antminers valid, btc price moves all the time',
    'does your quote for our whatsminers have an expiry date?',
  ]),
  // Payment: how (bank transfer)
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'zahlt ihr bar wenn ich die grafikkarte vorbeibringe',
    'Wir sind ein kleiner Fahrradladen. Wie bekommen wir das Geld für die angekauften E-Bike-Akkus?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    'do you pay cash if i drop off the gpu',
    'We are a small bike shop. How do we receive the money for the e-bike batteries you buy?',
  ]),
  // Payment: when (within 14 days)
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'Wann überweisen Sie uns den Bleiwert für die abgeholten Staplerbatterien?',
    ['wie lange dauert es bis das geld für die wechselrichter auf dem konto ist', 'en'],
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'When do you transfer the lead value for the forklift batteries you collected?',
    ['how long until money for the inverters is on my account', 'de'],
  ]),
  // Pickup: the lead time after the date is agreed
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'Unser Schulamt hat 200 alte Rechner im Keller. Wie schnell nach der Terminvereinbarung könnt ihr die abholen?',
    'wann kommt euer lkw nachdem wir den termin fix gemacht haben',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'Our school authority has 200 old PCs in the basement. How soon after we agree a date can you collect them?',
    'once we fixed the date, when does your truck come',
  ]),
  // Pickup: a damaged or swollen battery is collected separately
  ...paraphrases('pickup', 'de', { must: [DAMAGED_DE], pages: DAMAGED }, [
    'Ein Kunde hat uns einen aufgeblähten E-Bike-Akku dagelassen. Dürfen wir den einfach per Paket zu Ihnen schicken?',
    'holt ihr auch beschädigte akkus ab, einer ist runtergefallen und hat ne delle',
  ]),
  ...paraphrases('pickup', 'en', { must: [DAMAGED_EN], pages: DAMAGED }, [
    'A customer left a swollen e-bike battery at our shop. Can we just send it to you by parcel?',
    'do you collect damaged batteries too, one fell down and has a dent',
  ]),
  // Pickup: the UPS battery swap, agreed with the maintenance provider
  ...paraphrases('pickup', 'de', { must: [MAINTENANCE_DE], pages: INDUSTRIAL }, [
    'Können Sie die alten USV-Batterien direkt nach dem Tausch durch unseren Wartungsdienst mitnehmen?',
    ['wir tauschen im rechenzentrum die usv blöcke, könnt ihr das mit unserem servicepartner abstimmen', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [MAINTENANCE_EN], pages: INDUSTRIAL }, [
    'Can you take the old UPS batteries right after our maintenance company swaps them?',
    'we replace the ups blocks in our data center, can you coordinate with our service partner',
  ]),
  // Cost of pickup: inverters travel free from 10 units
  ...paraphrases('pickup-cost', 'de', { must: [FREE_INVERTERS_DE], pages: SOLAR_FREE_UNIQUE }, [
    'Ich habe als Elektriker 6 übrige Wechselrichter. Holt ihr die kostenlos ab oder kostet das was?',
    'ab wie vielen wechselrichtern ist der transport bei euch gratis',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FREE_INVERTERS_EN], pages: SOLAR_FREE_UNIQUE }, [
    'I am electrician with 6 spare inverters. Do you pick them up for free or it costs something?',
    'minimum number of inverters for a free pickup?',
  ]),
  // Cost of pickup: lead-acid forklift batteries are disposed of free of charge
  ...paraphrases('pickup-cost', 'de', { must: [de.free, /Blei/], pages: INDUSTRIAL }, [
    'Was kostet uns die Entsorgung von 12 alten Blei-Säure-Staplerbatterien?',
    ['müssen wir für die rückgabe alter bleibatterien aus unseren gabelstaplern zahlen', 'en'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [en.free, /lead/i], pages: INDUSTRIAL }, [
    'What does it cost us to dispose of 12 old lead-acid forklift batteries?',
    ['do we have to pay when you take back old lead batteries from our forklifts', 'de'],
  ]),
  // Data destruction: the certificate for audits
  ...paraphrases('data-destruction', 'de', { must: [CERTIFICATE_DE], pages: CERTIFICATES }, [
    'Wir sind das Rechnungsprüfungsamt einer Stadt. Welchen Nachweis bekommen wir für vernichtete Festplatten?',
    'krieg ich nen nachweis für den datenschutzbeauftragten wenn ihr die platten schreddert',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [CERTIFICATE_EN], pages: CERTIFICATES }, [
    'We are the audit office of a city. What proof do we get for the hard drives you destroy?',
    'do i get some paper for our data protection officer when u shred the disks',
  ]),
  // Data destruction: at the customer's site
  ...paraphrases('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, [
    'Können Sie die Festplatten auch bei uns im Krankenhaus vernichten, damit sie das Haus nicht verlassen?',
    'schreddert ihr auch direkt bei uns auf dem hof',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [
    'Can you destroy the hard drives inside our hospital so they never leave the building?',
    'do u shred directly at our place',
  ]),
  // Data destruction: erase working drives and buy them instead of shredding
  ...paraphrases('data-destruction', 'de', { must: [ERASE_DE, BUY_DE], pages: ERASE_AND_BUY }, [
    'Müssen unsere funktionierenden SSDs wirklich in den Schredder, oder kann man die löschen und verkaufen?',
    ['lohnt es sich die jungen festplatten aus unseren servern löschen zu lassen statt sie zu zerstören', 'en'],
  ]),
  ...paraphrases('data-destruction', 'en', { must: [ERASE_EN, BUY_EN], pages: ERASE_AND_BUY }, [
    'Do our working SSDs really have to be shredded, or can they be wiped and sold?',
    'is it worth having the newer drives from our servers erased instead of destroyed',
  ]),
  // Services: counterfeit destruction witnessed, the certificate's contents, resale of medical devices
  ...paraphrases('service', 'de', { must: [WITNESS_DE], pages: COUNTERFEIT }, [
    'Wir vertreten als Kanzlei einen Markeninhaber. Kann ein Anwalt bei der Vernichtung der Fälschungen anwesend sein?',
    'darf der zoll bei der vernichtung zuschauen',
  ]),
  ...paraphrases('service', 'en', { must: [WITNESS_EN], pages: COUNTERFEIT }, [
    'We are a law firm acting for a brand owner. Can one of our lawyers attend the destruction of the fakes?',
    'can customs watch the destruction',
  ]),
  ...paraphrases('service', 'de', { must: [CERT_CONTENTS_DE], pages: COUNTERFEIT }, [
    'Was steht alles im Vernichtungszertifikat für die gefälschten Uhren?',
    ['Können Sie unser Aktenzeichen aus dem Zollverfahren auf das Vernichtungszertifikat schreiben?', 'en'],
  ]),
  ...paraphrases('service', 'en', { must: [CERT_CONTENTS_EN], pages: COUNTERFEIT }, [
    'What exactly is written on the certificate of destruction for counterfeit watches?',
    'Can you put our customs case reference number on the destruction certificate?',
  ]),
  ...paraphrases('service', 'de', { must: [MDR_DE], pages: MEDICAL }, [
    'Dürfen Sie unsere ausgemusterten Ultraschallgeräte überhaupt weiterverkaufen?',
    'Wir sind Einkauf einer Klinik: Kaufen Sie gebrauchte Patientenmonitore an, und was brauchen Sie dafür an Unterlagen?',
  ]),
  ...paraphrases('service', 'en', { must: [MDR_EN], pages: MEDICAL }, [
    'Are you even allowed to resell our decommissioned ultrasound machines?',
    'I am procurement officer in a hospital. Do you buy used patient monitors and which documents you need?',
  ]),
];
