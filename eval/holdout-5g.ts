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
 * Hold-out of the fifth fresh question set, part G (model and category prices, selling, payment,
 * pickup and its cost, data destruction, services), asked by a municipal IT department, a small
 * bike shop, an electrician with leftover inverters, a gamer, a hospital's procurement, a crypto
 * miner, a logistics company with forklift and UPS batteries and a law firm acting for a brand
 * owner. Written from the site's content alone before the engine was run on it, then split 2:1:
 * within each group of three paraphrases the third question is here, the other two are in the
 * tuning set (eval/questions-tuning-6g.ts). The engine is never tuned on these.
 */

const de = expected.de;
const en = expected.en;

export const holdoutQuestionsG: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale of its language)
  ...modelQuestions('de', [
    ['Moin, was würdet ihr mir für eine Samsung 990 Pro mit 4 TB geben?', '990 PRO 4TB'],
    ['Was bekomme ich für einen Huawei SUN2000-10KTL-M1 aus einer abgebauten Anlage?', 'SUN2000-10KTL-M1'],
    ['wieviel bringt bei euch ein juniper ex4300-48p switch', 'EX4300-48P'],
  ]),
  ...modelQuestions('en', [
    ['870 evo 4tb', '870 EVO 4TB', 'en'],
    ['buyback price fronius tauro eco 100-3-d', 'Tauro ECO 100-3-D'],
    ['what u pay for cisco catalyst 9130axi access points', '9130AXI'],
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['Welche Preise gibt es bei Ihnen für Rechenzentrums-GPUs wie H100 oder A100?', /H100|A100/],
    ['Preise für gebrauchte Enterprise-SSDs von Samsung oder Micron?', /PM1733|PM9A3|9400 PRO|7450 PRO/],
  ]),
  ...categoryQuestions('en', [
    ['how much do you pay for intel xeon scalable cpus', /Xeon (Platinum|Gold)/],
    ['how much do you give for palo alto firewalls', /Palo Alto/],
  ]),
  // Selling: list prices are indicative, the price is set after inspection
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, ['krieg ich sicher den bis-zu-preis']),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, ['do i surely get the up to price']),
  // Selling: a valuation that is not accepted (the goods go back)
  ...paraphrases('selling', 'de', { must: [RETURN_DE], pages: DECLINE }, [
    'angebot abgelehnt, krieg ich mein zeug wieder',
  ]),
  ...paraphrases('selling', 'en', { must: [RETURN_EN], pages: DECLINE }, ['offer rejected, do i get my stuff back']),
  // Selling: how long a quote for miners is valid
  ...paraphrases('selling', 'de', { must: [VALIDITY_DE], pages: QUOTE_VALIDITY }, [
    'angebot für meine asics – bis wann muss ich zusagen',
  ]),
  ...paraphrases('selling', 'en', { must: [VALIDITY_EN], pages: QUOTE_VALIDITY }, [
    'quote for my asic miners – until when i must accept?',
  ]),
  // Payment: how (bank transfer) and when (within 14 days)
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'Nehmt ihr für die Miner auch eine Auszahlung in USDT vor?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, ['can the payout for my miners be in usdt?']),
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, ['Zahlungsziel bei euch?']),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, ['payment term?']),
  // Pickup: the lead time, a damaged battery, the UPS swap
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'Wie lange müssen wir auf die Abholung unserer USV-Batterien warten?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, ['how long do we wait for pickup of our ups batteries']),
  ...paraphrases('pickup', 'de', { must: [DAMAGED_DE], pages: DAMAGED }, [
    'kaputter pedelec akku wird warm – wie kriegen wir den zu euch',
  ]),
  ...paraphrases('pickup', 'en', { must: [DAMAGED_EN], pages: DAMAGED }, [
    ['broken pedelec battery gets warm – how do we get it to you', 'de'],
  ]),
  ...paraphrases('pickup', 'de', { must: [MAINTENANCE_DE], pages: INDUSTRIAL }, [
    'USV-Akkutausch nächste Woche – stimmt ihr euch mit dem Wartungstechniker ab?',
  ]),
  ...paraphrases('pickup', 'en', { must: [MAINTENANCE_EN], pages: INDUSTRIAL }, [
    'ups battery swap next week – will you align with the maintenance technician?',
  ]),
  // Cost of pickup: inverters from 10 units, lead-acid forklift batteries
  ...paraphrases('pickup-cost', 'de', { must: [FREE_INVERTERS_DE], pages: SOLAR_FREE_UNIQUE }, [
    'Kostet die Abholung von ein paar alten Wechselrichtern aus unserer Werkstatt etwas?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FREE_INVERTERS_EN], pages: SOLAR_FREE_UNIQUE }, [
    'does collecting a few old inverters from our workshop cost anything?',
  ]),
  ...paraphrases('pickup-cost', 'de', { must: [de.free, /Blei/], pages: INDUSTRIAL }, [
    'staplerbatterien blei entsorgen kosten?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [en.free, /lead/i], pages: INDUSTRIAL }, [
    'lead forklift battery disposal cost?',
  ]),
  // Data destruction: the certificate, at the customer's site, erase and buy instead of shredding
  ...paraphrases('data-destruction', 'de', { must: [CERTIFICATE_DE], pages: CERTIFICATES }, [
    'Bekommen wir nach der Vernichtung der Laufwerke eine Bescheinigung für unser Audit?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [CERTIFICATE_EN], pages: CERTIFICATES }, [
    'will we receive a certificate after destroying the drives, we need it for an audit',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, [
    'Vernichtung vor Ort bei uns möglich?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [
    ['on-site destruction possible?', 'de'],
  ]),
  ...paraphrases('data-destruction', 'de', { must: [ERASE_DE, BUY_DE], pages: ERASE_AND_BUY }, [
    'kauft ihr gelöschte enterprise ssds an statt sie zu vernichten',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [ERASE_EN, BUY_EN], pages: ERASE_AND_BUY }, [
    'do you buy erased enterprise ssds instead of destroying them',
  ]),
  // Services: counterfeit destruction witnessed, the certificate's contents, resale of medical devices
  ...paraphrases('service', 'de', { must: [WITNESS_DE], pages: COUNTERFEIT }, [
    'können wir bei der zerstörung der plagiate selbst dabei sein oder das per video festhalten lassen',
  ]),
  ...paraphrases('service', 'en', { must: [WITNESS_EN], pages: COUNTERFEIT }, [
    ['may we be present when you destroy the counterfeit sneakers?', 'de'],
  ]),
  ...paraphrases('service', 'de', { must: [CERT_CONTENTS_DE], pages: COUNTERFEIT }, [
    'was genau bescheinigt ihr bei der plagiatvernichtung',
  ]),
  ...paraphrases('service', 'en', { must: [CERT_CONTENTS_EN], pages: COUNTERFEIT }, [
    'what do u certify when destroying fakes',
  ]),
  ...paraphrases('service', 'de', { must: [MDR_DE], pages: MEDICAL }, [
    'gebrauchte medizingeräte weiterverkaufen erlaubt?',
  ]),
  ...paraphrases('service', 'en', { must: [MDR_EN], pages: MEDICAL }, ['resale of used medical devices allowed?']),
];
