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
 * Hold-out twin of eval/questions-tuning-7k.ts (set K: services, data destruction, category and
 * model prices, products in no price list). Written from the site's content alone before the
 * engine was run on it; within each group of three paraphrases per language the second question
 * is here, the first and third are in the tuning file. Not to be used for tuning.
 */

export const holdoutQuestionsK: EvalCase[] = [
  // Services
  ...paraphrases('service', 'de', { must: [MEDICAL_ACCEPT_DE], pages: MEDICAL }, [
    'muss ich die alten ekg geräte aus der praxis vorher desinfizieren bevor ihr sie holt',
  ]),
  ...paraphrases('service', 'en', { must: [MEDICAL_ACCEPT_EN], pages: MEDICAL }, [
    'do i have to disinfect the old ecg machines from my practice before you pick them up',
  ]),
  ...paraphrases('service', 'de', { must: [SINGLE_CARDS_DE], pages: MINERS }, [
    'Lohnt es sich, die Grafikkarten einzeln aus dem Mining-Rig auszubauen, bevor ich es Ihnen verkaufe?',
  ]),
  ...paraphrases('service', 'en', { must: [SINGLE_CARDS_EN], pages: MINERS }, [
    'Is it worth pulling the graphics cards out of my mining rig before I sell it to you?',
  ]),
  ...paraphrases('service', 'de', { must: [PHARMA_DE], pages: COUNTERFEIT }, [
    'wie werden fake nahrungsergänzungsmittel bei euch zerstört, einfach geschreddert?',
  ]),
  ...paraphrases('service', 'en', { must: [PHARMA_EN], pages: COUNTERFEIT }, [
    'how do you get rid of fake supplements, just shred them?',
  ]),
  ...paraphrases('service', 'de', { must: [ROOF.de], pages: SOLAR_SERVICE }, ['dachdemontage pv preis pro modul']),
  ...paraphrases('service', 'en', { must: [ROOF.en], pages: SOLAR_SERVICE }, ['roof dismantling cost per panel?']),
  ...paraphrases('service', 'de', { must: [DISPOSAL_CERT_DE], pages: SOLAR_SERVICE }, [
    'brauch nen zettel fürs abmelden der solaranlage, kostet der bei euch extra',
  ]),
  ...paraphrases('service', 'en', { must: [DISPOSAL_CERT_EN], pages: SOLAR_SERVICE }, [
    'need some paper to deregister the solar plant, is that extra',
  ]),
  ...paraphrases('service', 'de', { must: [BATTERY_STORAGE_DE], pages: BATTERY_STORAGE_PAGES }, [
    'wo pack ich die alten scooter akkus hin bis ihr sie abholt, keller ok?',
  ]),
  ...paraphrases('service', 'en', { must: [BATTERY_STORAGE_EN], pages: BATTERY_STORAGE_PAGES }, [
    'where do i keep the old e-bike batteries till you collect them, is the basement ok?',
  ]),
  ...paraphrases('service', 'de', { must: [SMALL_RUN_DE], pages: SMALL_RUN_PAGES }, [
    'lohnt sich für euch ne abholung von 3 agm blöcken aus unserer telefonanlage',
  ]),
  ...paraphrases('service', 'en', { must: [SMALL_RUN_EN], pages: SMALL_RUN_PAGES }, [
    'is it worth it for you to pick up 3 agm blocks from our phone system',
  ]),
  ...paraphrases('service', 'de', { must: [ASSET_LIST_DE], pages: EWASTE_RECYCLING }, [
    'gibts ne liste welche geräte von uns weiterverkauft wurden',
  ]),
  ...paraphrases('service', 'en', { must: [ASSET_LIST_EN], pages: EWASTE_RECYCLING }, [
    'is there a list of which of our devices got resold',
  ]),

  // Data destruction
  ...paraphrases('data-destruction', 'de', { must: [FORMAT_DE], pages: DRIVES }, [
    'platte formatiert = daten weg oder?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [FORMAT_EN], pages: DRIVES }, [
    'formatted the disk so the data is gone right?',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [HEALTH_LEVEL], pages: DRIVES }, [
    'wir sind ne arztpraxis, welche stufe brauchen die platten mit patientendaten',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [HEALTH_LEVEL], pages: DRIVES }, [
    'medical practice here, what level for the disks with patient data',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [TAPE_LEVEL], pages: TAPES }, [
    'alte cds und dvds mit kundendaten, schreddert ihr die auch? welche stufe',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [TAPE_LEVEL], pages: TAPES }, [
    'old cds and dvds with customer data, do you shred those too? what level',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [CUSTODY_DE], pages: SEALED }, [
    'wer garantiert mir dass unterwegs keiner an die platten rankommt',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [CUSTODY_EN], pages: SEALED }, [
    'who guarantees nobody gets at the disks on the way to you',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [/Angebot/], mustNot: [NO_AMOUNT], pages: DESTRUCTION_COST_PAGES }, [
    'preis pro platte schreddern?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [/quote/i], mustNot: [NO_AMOUNT], pages: DESTRUCTION_COST_PAGES }, [
    'price per disk to shred?',
  ]),

  // Prices of a series, brand or category
  ...categoryQuestions('de', [
    ['Juniper Hardware Ankaufspreise?', /Juniper/],
    ['Ankaufspreise für DDR4-RDIMMs?', /DDR4/],
    ['Was zahlen Sie für gebrauchte Solarmodule von Meyer Burger?', /Meyer Burger/],
    ['Kauft ihr Pylontech Batterien, und was gibts dafür?', /Pylontech/, 'en'],
    ['proliant gen10 gen11 was zahlt ihr', /ProLiant/],
  ]),
  ...categoryQuestions('en', [
    ['Juniper prices?', /Juniper/],
    ['Buy-back prices for DDR4 RDIMMs?', /DDR4/],
    ['What do you pay for used Meyer Burger solar modules?', /Meyer Burger/, 'de'],
    ['do you buy pylontech batteries and for how much', /Pylontech/],
    ['proliant gen10 gen11 how much do you pay', /ProLiant/],
  ]),

  // Prices of a named model
  ...modelQuestions('de', [
    ['sunny tripower x25 was gebt ihr', 'Sunny Tripower X 25'],
    ['byd hvs 7,7 verkaufen', 'Battery-Box Premium HVS 7.7'],
    ['was kriegt man für nen epic 9654', 'EPYC 9654'],
    ['nexus 93180 yc fx preis', 'Nexus 93180YC-FX'],
  ]),
  ...modelQuestions('en', [
    ['core ultra9 285 k price', 'Core Ultra 9 285K'],
    ['lg resu 10 h prime how much', 'RESU10H Prime'],
    ['cisco asr 1002 hx router price', 'ASR 1002-HX'],
    ['fronius tauro eco 100 kw buy price', 'Tauro ECO 100-3-D'],
  ]),

  // Real products that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'was zahlt ihr für nen antminer s19xp mit 140th',
    'sma sb 4.0 ankauf preis',
    'dell r740 mit 2x xeon was gebt ihr',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, [
    'what do you pay for enphase iq8 plus micros, got 24 of them',
    'price for intel xeon 6430',
    'samsung 980pro 2 tb nvme how much',
  ]),
];
