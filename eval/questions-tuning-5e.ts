import { claims } from '@/content/claims';
import type { EvalCase } from './chat-questions';
import {
  CONTACT,
  CREDIT_NOTE,
  ESTIMATE,
  ESTIMATE_PAGES,
  expected,
  FREE_MODULES_DE,
  FREE_MODULES_EN,
  FREE_PICKUP,
  LARGER_ANY_DE,
  LARGER_EN,
  OWNER_DE,
  OWNER_EN,
  OWNERSHIP,
  REASONS,
  REASONS_DE,
  REASONS_EN,
  RENEWABLES,
  SELL_LIST,
  SINGLE_DE,
  SINGLE_EN,
  SINGLE_ITEMS,
  SOLAR_SERVICE,
  TERMS,
} from './expected';
import {
  amountPattern,
  categoryQuestions,
  euro,
  modelQuestions,
  paraphrases,
  servicePrice,
  solarService,
} from './question-helpers';

/**
 * The fourth fresh question set, part E (model and category prices, unknown models, selling,
 * payment, pickup and its cost), written from the site's content alone (pages, price lists and
 * service prices, claims, AGB, message files) before the engine was run on it, then split 2:1:
 * within each group of paraphrases every third question went to the hold-out file
 * (eval/holdout-4e.ts), the rest is here, in the tuning set. The engine may be tuned on these.
 */

const de = expected.de;

const en = expected.en;

/** The pages that say the credit note lists every line. */
const PER_LINE = ['/cpu-ram-ankauf', '/ankauf-elektronische-bauteile-service'];

/** Sold goods and chargeable services may be set off against each other (AGB § 6). */
const SET_OFF_EN = /set[- ]off|set (the two|both|them|it) off|offset/i;

/** The pages that say how to keep batteries until pickup (not deep-discharged, poles taped). */
const STORE_SAFELY = ['/lithium-batterien', '/scooter-entsorgung'];

/** The pages that say we bring the ADR containers. */
const CONTAINERS = ['/lithium-batterien', '/scooter-entsorgung', '/mobilitaet-batterien', '/'];

/** Fixed collection dates and collection containers for businesses. */
const REGULAR_DE = /feste[nr]? (Abhol|Sammel)termin|Sammelbehälter/;
const REGULAR_EN = /fixed collection dates|collection containers/i;
const REGULAR = ['/team', '/vision', '/'];

/** Roof work from 2 € per module, from the claims. */
const ROOF_DE = amountPattern(euro(claims.roofDismantlingFromEuro, 'de'));
const ROOF_EN = amountPattern(euro(claims.roofDismantlingFromEuro, 'en'));

/** The container service (20 ft or 40 ft), read from the solar service price list. */
const CONTAINER = servicePrice('KW-SRV-S103');

/** The surcharge for express dismantling within 24 h, read from the solar service price list. */
const EXPRESS_SURCHARGE = (() => {
  const { price } = solarService('KW-SRV-S202');
  if (price.kind !== 'surcharge') throw new Error('KW-SRV-S202 is no surcharge');
  return new RegExp(`(?<!\\d)${price.percent}\\s?%`);
})();

export const tuningQuestionsE: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...modelQuestions('de', [
    ['was bringt ne rtx 4000 ada noch', 'RTX 4000 Ada'],
    ['M393A8G40AB2-CWE wie viel pro riegel', 'M393A8G40AB2-CWE'],
    ['tesvolt ts hv 70 ankauf', 'TS HV 70'],
    ['was kriegt man für ne gewerbeanlage mit 100 kwp', 'Gewerbeanlage 100 kWp'],
  ]),
  ...modelQuestions('en', [
    ['how much for an epyc 7713', 'EPYC 7713'],
    ['whats a kostal piko ci 50 worth', 'PIKO CI 50'],
    ['sunny central 800cp xt price pls', '800CP XT'],
    ['selling my pylontech force h2, how much', 'Force H2'],
  ]),
  // Models that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'was zahlt ihr für nen bosch powertube 500 akku',
    'fortigate 100f ankauf preis',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, ['how much for a varta pulse neo', 'rtx 2070 super price?']),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['was bringen threadripper bei euch', /Threadripper/],
    ['juniper switches und router preise?', /Juniper/],
    ['hpe proliant server was gibts dafür', /HPE/],
    ['pylontech batterien ankaufpreis', /Pylontech/, 'en'],
    ['was zahlt ihr für q cells module', /Q CELLS/],
    ['sunny boy ankauf, was gibts', /Sunny Boy/],
  ]),
  ...categoryQuestions('en', [
    ['what do u pay for xeon w workstation cpus', /Xeon w/],
    ['cisco router prices', /ASR|ISR|Catalyst 8300/],
    ['cisco ucs blade and rack server value', /UCS/],
    ['alpha ess battery prices', /Alpha ESS/, 'de'],
    ['meyer burger panels buyback price', /Meyer Burger/],
    ['fronius symo prices', /Symo/],
  ]),
  // Selling: how to start (the contact form, payment within 14 days)
  ...paraphrases('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'bin student und will nur meine alte grafikkarte verkaufen – wie läuft das bei euch?',
    ['verkaufen an euch, wo fang ich da an', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    'student here, only want to sell my old graphics card – how does it work with you?',
    ['where do i start if i want to sell to you', 'de'],
  ]),
  // Selling: a list or photos are enough for an indicative price range within 24 h
  ...paraphrases('selling', 'de', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'hab ne excel mit 40 switches, reicht euch das für nen preis?',
    'kann ich einfach fotos schicken statt alles abzutippen',
  ]),
  ...paraphrases('selling', 'en', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'got a spreadsheet with 40 switches, is that enough for a price?',
    'can i just send pics instead of typing everything',
  ]),
  // Selling: the seller owns the goods and may be asked for proof of origin (AGB § 3)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'muss ich beweisen dass die server mir gehören',
    'wollt ihr nen herkunftsnachweis sehen?',
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'do i need to prove the servers belong to me',
    'do you want to see proof of origin?',
  ]),
  // Selling: a valuation below the indicative price comes with its reasons
  ...paraphrases('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'sagt ihr mir warum ihr weniger zahlt als in der liste steht',
    'begründet ihr abzüge?',
  ]),
  ...paraphrases('selling', 'en', { must: [REASONS_EN], pages: REASONS }, [
    'will you tell me why you pay less than the list says',
    'do u explain deductions?',
  ]),
  // Payment: when
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'wie lang bis die kohle für die akkus da ist, brauch das für die liquiditätsplanung',
    'wie viele tage nach meiner zusage zahlt ihr',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'how long till the money for the batteries arrives, need it for cash flow planning',
    'how many days after i accept do you pay',
  ]),
  // Payment: the document for business sellers (a credit note, line by line)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'unsere buchhaltung will wissen ob ihr im gutschriftverfahren abrechnet',
    {
      q: 'stehen auf der gutschrift die einzelnen positionen drauf?',
      locale: 'en',
      must: ['Gutschrift', /Position/],
      pages: PER_LINE,
    },
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'our accountant asks if you do self-billing',
    {
      q: 'does the credit note list each item separately?',
      must: ['credit note', /\bline|per item|each item/i],
      pages: PER_LINE,
    },
  ]),
  // Payment: VAT in the statement, set-off against chargeable services (AGB §§ 2, 6), the receipt for sold miners
  ...paraphrases('payment', 'de', {}, [
    { q: 'weist ihr die umsatzsteuer auf der abrechnung aus', must: [/Umsatzsteuer/], pages: TERMS },
    {
      q: 'könnt ihr die kosten für die demontage mit dem ankaufspreis verrechnen',
      must: [/[Vv]errechn/],
      pages: TERMS,
    },
  ]),
  ...paraphrases('payment', 'en', {}, [
    { q: 'do you show vat on the statement', must: [/\bVAT\b/], pages: TERMS },
    { q: 'can you offset the dismantling fee against the purchase price', must: [SET_OFF_EN], pages: TERMS },
  ]),
  // Pickup abroad: larger quantities elsewhere in Europe (AGB § 4)
  ...paraphrases('pickup', 'de', { must: [/europäischen Ausland|Europa/], pages: TERMS }, [
    'sitzen in luxemburg, holt ihr da auch ab',
    ['abholung in tschechien machbar?', 'en'],
  ]),
  ...paraphrases('pickup', 'en', { must: [/Europe/], pages: TERMS }, [
    'we are in luxembourg, do you collect there',
    'pickup in czech republic doable?',
  ]),
  // Pickup: the lead time after the date is agreed
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'wie schnell steht ihr nach der zusage auf dem hof',
    'vorlauf für ne abholung?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'how fast are you on site after we confirm',
    'lead time for a pickup?',
  ]),
  // Pickup of batteries: no deep discharge, our containers, damaged ones collected separately
  ...paraphrases('pickup', 'de', {}, [
    { q: 'müssen die akkus vor der abholung leer sein', must: [/tiefentlad/], pages: STORE_SAFELY },
    { q: 'bringt ihr die gefahrgutbehälter mit oder brauchen wir eigene', must: [/[Bb]ehälter/], pages: CONTAINERS },
  ]),
  ...paraphrases('pickup', 'en', {}, [
    { q: 'do the batteries have to be empty before pickup', must: [/deep[- ]discharg/i], pages: STORE_SAFELY },
    { q: 'do you bring the dangerous goods containers or do we need our own', must: [/container/i], pages: CONTAINERS },
  ]),
  // Pickup: fixed collection dates, the shipping label, when the risk passes (AGB § 4)
  ...paraphrases('pickup', 'de', {}, [
    { q: 'bei uns fallen jede woche alte akkus an, könnt ihr regelmäßig kommen?', must: [REGULAR_DE], pages: REGULAR },
    { q: 'schickt ihr mir ein versandetikett wenn ich selbst verschicke', must: [/Versandetikett/], pages: SELL_LIST },
  ]),
  ...paraphrases('pickup', 'en', {}, [
    { q: 'we get old batteries every week, can you come regularly?', must: [REGULAR_EN], pages: REGULAR },
    { q: 'do you send me a shipping label if i ship it myself', must: [/shipping label/i], pages: SELL_LIST },
  ]),
  // Cost of pickup: free for larger quantities
  ...paraphrases('pickup-cost', 'de', { must: [de.free, LARGER_ANY_DE], pages: FREE_PICKUP }, [
    'was kostet mich die abholung von nem transporter voll e-bike akkus',
    ['lohnt sich die abholung für euch bei zwei gitterboxen laptops oder zahl ich da drauf', 'en'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    'what does it cost me to have you collect a van full of e-bike batteries',
    'is it worth it for you to collect two mesh boxes of laptops or do i pay extra',
  ]),
  // Cost of pickup: single items (the price in advance, or insured shipping)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'nur ein staplerakku, kostet das abholen was',
    'holt ihr auch nen einzelnen server und was kostet das',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'just one forklift battery, does pickup cost anything',
    'will you fetch a single server and what does it cost',
  ]),
  // Cost of solar dismantling: roof work per module, free from 50 modules without roof work, flat roofs
  ...paraphrases('pickup-cost', 'de', {}, [
    { q: 'was kostet der abbau meiner pv module auf dem scheunendach', must: [ROOF_DE], pages: RENEWABLES },
    { q: 'demontage gratis ab wie vielen modulen', must: [FREE_MODULES_DE], pages: RENEWABLES },
  ]),
  ...paraphrases('pickup-cost', 'en', {}, [
    { q: 'what does it cost to take the modules off my barn roof', must: [ROOF_EN], pages: RENEWABLES },
    { q: 'free dismantling from how many modules', must: [FREE_MODULES_EN], pages: RENEWABLES },
  ]),
  // Cost of the container service, of express dismantling, of collecting damaged batteries
  ...paraphrases('pickup-cost', 'de', {}, [
    { q: 'was kostet ein container für den rückbau von nem solarpark', must: [CONTAINER.de], pages: SOLAR_SERVICE },
    { q: 'express demontage aufpreis?', must: [EXPRESS_SURCHARGE], pages: SOLAR_SERVICE },
  ]),
  ...paraphrases('pickup-cost', 'en', {}, [
    { q: 'what does a container cost for dismantling a solar park', must: [CONTAINER.en], pages: SOLAR_SERVICE },
    { q: 'surcharge for express dismantling?', must: [EXPRESS_SURCHARGE], pages: SOLAR_SERVICE },
  ]),
];
