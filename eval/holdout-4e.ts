import type { EvalCase } from './chat-questions';
import {
  CONTACT,
  CREDIT_NOTE,
  ESTIMATE,
  ESTIMATE_PAGES,
  expected,
  FREE_PICKUP,
  LARGER_ANY_DE,
  LARGER_EN,
  MINERS,
  OWNER_DE,
  OWNER_EN,
  OWNERSHIP,
  REASONS,
  REASONS_DE,
  REASONS_EN,
  SINGLE_DE,
  SINGLE_EN,
  SINGLE_ITEMS,
  TERMS,
} from './expected';
import { categoryQuestions, modelQuestions, paraphrases, servicePrice } from './question-helpers';

/**
 * Hold-out part of the fourth fresh question set, part E (model and category prices, unknown
 * models, selling, payment, pickup and its cost), written from the site's content alone (pages,
 * price lists and service prices, claims, AGB, message files) before the engine was run on it,
 * then split 2:1: within each group of paraphrases every third question is here, the rest is in
 * the tuning set (eval/questions-tuning-5e.ts). The engine must never be tuned on these.
 */

const de = expected.de;

const en = expected.en;

/** The pages that say damaged batteries travel separately, in P908/P911 packaging. */
const SEPARATELY = ['/lithium-batterien', '/scooter-entsorgung', '/mobilitaet-batterien'];

/** When the risk passes to us: on handover to us or our carrier, or on arrival of a parcel (AGB § 4). */
const RISK_DE =
  /Gefahr des|zufällige[nr]? (Untergang|Verschlechterung)|mit (ihrem|dem) Eingang bei uns|Risiko[^.]{0,40}(geht|über)/;
const RISK_EN = /accidental (loss|deterioration)|risk[^.]{0,40}(pass|transfer)|when they arrive/i;

/** Flat-roof dismantling from 1,50 € per module, read from the solar service price list. */
const FLAT_ROOF = servicePrice('KW-SRV-S204', true);
const FLAT_ROOF_PAGES = ['/solarkomponenten-ankauf-service', '/solarankauf-main'];

/** The pages that say collecting damaged batteries is quoted in advance. */
const DAMAGED_QUOTE = ['/lithium-batterien', '/scooter-entsorgung'];

export const holdoutQuestionsE: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...modelQuestions('de', [
    ['Wir haben 40 Stück Juniper EX4300-48P aus einer Filiale ausgebaut. Was zahlt ihr pro Gerät?', 'EX4300-48P'],
    ['pm1733 15tb', 'PM1733', 'de'],
  ]),
  ...modelQuestions('en', [
    [
      'We are shutting down a lab and have a Dell PowerStore 1200T with all its drives. Roughly what would you offer?',
      'PowerStore 1200T',
    ],
    ['qfx5120-48y', 'QFX5120-48Y', 'en'],
  ]),
  // Models that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'Wir haben noch 15 Cisco Catalyst 2960X-48FPD-L im Keller stehen. Was bringen die pro Stück?',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, [
    'We still have an Antminer S19j Pro that barely pays for its power now. What would you pay for it?',
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['enterprise ssd ankauf, was zahlt ihr so', /9400 PRO|PM1733|PM9A3|7450 PRO/],
    ['tesvolt gewerbespeicher preise', /TESVOLT/],
    [
      'ich hab ne alte pv anlage auf dem hof, was springt da raus wenn ich die komplett verkaufe',
      /PV-Komplettanlage|Gewerbeanlage|Solarpark/,
    ],
  ]),
  ...categoryQuestions('en', [
    ['anker solix worth anything?', /SOLIX/],
    [
      'our farm has an old pv system, what would you pay for the whole plant',
      /PV-Komplettanlage|Gewerbeanlage|Solarpark/,
    ],
    ['growatt or goodwe inverters, what do they fetch', /Growatt|GoodWe/],
  ]),
  // Selling: how to start (the contact form, payment within 14 days)
  ...paraphrases('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'Wir sind eine kleine Fahrradwerkstatt und haben einen Transporter voll alter E-Bike-Akkus. Wie kommen wir mit euch ins Geschäft?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    'We are a small bike repair shop with a van full of old e-bike batteries. How do we get started with you?',
  ]),
  // Selling: a list or photos are enough for an indicative price range within 24 h
  ...paraphrases('selling', 'de', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'wie schnell hab ich ne erste preisindikation',
  ]),
  ...paraphrases('selling', 'en', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'how quick do i get a first rough price',
  ]),
  // Selling: the seller owns the goods and may be asked for proof of origin (AGB § 3)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'Ich habe die Grafikkarten von einem Bekannten übernommen und keine Rechnung mehr. Kauft ihr die trotzdem, oder wollt ihr einen Nachweis?',
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'I took over some graphics cards from a friend and have no invoice anymore. Will you still buy them or do you need proof?',
  ]),
  // Selling: a valuation below the indicative price comes with its reasons
  ...paraphrases('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'Ihr hattet mir für meine Karte vorab einen höheren Richtwert genannt, nach der Prüfung bietet ihr weniger. Erfahre ich, woran das liegt?',
  ]),
  ...paraphrases('selling', 'en', { must: [REASONS_EN], pages: REASONS }, [
    'You gave me a higher indicative price for my card up front, and after the inspection you offer less. Will I find out why?',
  ]),
  // Payment: when
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'Wir haben euer Angebot gestern per Mail angenommen. Bis wann sollte das Geld auf unserem Geschäftskonto sein?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'We accepted your offer by email yesterday. By when should the money be in our business account?',
  ]),
  // Payment: the document for business sellers (a credit note, line by line)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Wir verkaufen als GmbH 30 alte Notebooks und einen Server. Welchen Beleg bekommen wir von euch für die Buchhaltung?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'We are selling 30 old notebooks and a server as a limited company. What document do we get from you for our books?',
  ]),
  // Payment: VAT in the statement, set-off against chargeable services (AGB §§ 2, 6), the receipt for sold miners
  ...paraphrases('payment', 'de', {}, [
    {
      q: 'Wir geben abgeschriebene Antminer ab. Was bekommen wir als Nachweis für den Anlagenabgang in der Buchhaltung?',
      must: ['Ankaufbeleg'],
      pages: MINERS,
    },
  ]),
  ...paraphrases('payment', 'en', {}, [
    {
      q: 'We are handing over written-off mining rigs. What paperwork do we get for the asset disposal in our books?',
      must: [/purchase receipt/i],
      pages: MINERS,
    },
  ]),
  // Pickup abroad: larger quantities elsewhere in Europe (AGB § 4)
  ...paraphrases('pickup', 'de', { must: [/europäischen Ausland|Europa/], pages: TERMS }, [
    'Unser Lager steht in den Niederlanden, dort warten 12 Gitterboxen mit alten Notebooks. Ist eine Abholung dort möglich?',
  ]),
  ...paraphrases('pickup', 'en', { must: [/Europe/], pages: TERMS }, [
    [
      'Our warehouse is in the Netherlands and has 12 mesh boxes of old notebooks waiting. Can you collect from there?',
      'de',
    ],
  ]),
  // Pickup: the lead time after the date is agreed
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'Unsere Halle muss bis Ende nächster Woche leer sein. Wie lange dauert es nach der Terminabsprache, bis ihr die Akkus holt?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'Our hall has to be empty by the end of next week. How long after we agree a date do you come for the batteries?',
  ]),
  // Pickup of batteries: no deep discharge, our containers, damaged ones collected separately
  ...paraphrases('pickup', 'de', {}, [
    {
      q: 'Ein Kunde hat uns nach einem Sturz einen E-Bike-Akku gebracht, der warm wird. Dürfen wir den bei der Abholung einfach zu den anderen in den Sammelbehälter legen?',
      must: [/P908|P911|gesondert|getrennt/],
      pages: SEPARATELY,
    },
  ]),
  ...paraphrases('pickup', 'en', {}, [
    {
      q: 'A customer brought us an e-bike battery after a crash and it keeps getting warm. Can we just put it in the collection bin with the others for your pickup?',
      must: [/P908|P911|separately/i],
      pages: SEPARATELY,
    },
  ]),
  // Pickup: fixed collection dates, the shipping label, when the risk passes (AGB § 4)
  ...paraphrases('pickup', 'de', {}, [
    {
      q: 'Wir schicken die 40 Switches lieber selbst per Spedition auf zwei Paletten. Ab wann tragt ihr das Risiko, wenn unterwegs etwas passiert?',
      must: [RISK_DE],
      pages: TERMS,
    },
  ]),
  ...paraphrases('pickup', 'en', {}, [
    {
      q: 'We would rather send the 40 switches ourselves by freight on two pallets. From when do you carry the risk if something happens on the way?',
      must: [RISK_EN],
      pages: TERMS,
    },
  ]),
  // Cost of pickup: free for larger quantities
  ...paraphrases('pickup-cost', 'de', { must: [de.free, LARGER_ANY_DE], pages: FREE_PICKUP }, [
    'Wir haben drei Paletten Server-RAM und CPUs aus einem Rechenzentrumsrückbau. Berechnet ihr für die Abholung etwas?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    [
      'We have three pallets of server RAM and CPUs from a data centre decommissioning. Do you charge for the pickup?',
      'de',
    ],
  ]),
  // Cost of pickup: single items (the price in advance, or insured shipping)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'Ich hab als Student nur eine einzige Grafikkarte. Zahle ich was für Versand oder Abholung?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'I am a student with just one graphics card. Do I pay anything for shipping or pickup?',
  ]),
  // Cost of solar dismantling: roof work per module, free from 50 modules without roof work, flat roofs
  ...paraphrases('pickup-cost', 'de', {}, [
    {
      q: 'Ich bin Landwirt und habe eine alte 100-kWp-Anlage auf dem flachen Stalldach. Was kostet mich der Rückbau bei euch?',
      must: [FLAT_ROOF.de],
      pages: FLAT_ROOF_PAGES,
    },
  ]),
  ...paraphrases('pickup-cost', 'en', {}, [
    {
      q: 'I am a farmer with an old 100 kWp plant on a flat barn roof. What will dismantling cost me with you?',
      must: [FLAT_ROOF.en],
      pages: FLAT_ROOF_PAGES,
    },
  ]),
  // Cost of the container service, of express dismantling, of collecting damaged batteries
  ...paraphrases('pickup-cost', 'de', {}, [
    {
      q: 'In unserem Lager liegen drei aufgeblähte Akkus. Was kostet es, die sicher abholen zu lassen?',
      must: [/Angebot/],
      pages: DAMAGED_QUOTE,
    },
  ]),
  ...paraphrases('pickup-cost', 'en', {}, [
    {
      q: 'There are three swollen batteries in our warehouse. What does it cost to have them collected safely?',
      must: [/quote/i],
      pages: DAMAGED_QUOTE,
    },
  ]),
];
