import { claims } from '@/content/claims';
import { allPriceLists } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import type { EvalCase, EvalIntent } from './chat-questions';
import { expected } from './expected';

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

type Spec = Omit<EvalCase, 'q' | 'lang' | 'intent'>;
/** A question, or a question with the page locale the widget sends. */
type Entry = string | [string, Locale];
/** Paraphrases of one question: the group's intent, language and expectations. */
function group(intent: EvalIntent, lang: Locale, spec: Spec, entries: Entry[]): EvalCase[] {
  return entries.map((entry) =>
    typeof entry === 'string'
      ? { ...spec, q: entry, lang, intent }
      : { ...spec, q: entry[0], lang, intent, locale: entry[1] },
  );
}

/** One question per model: `[question, catalogue model, page locale?]`. */
function models(lang: Locale, rows: Array<[string, string] | [string, string, Locale]>): EvalCase[] {
  return rows.map(([q, product, locale]) => ({
    q,
    lang,
    intent: 'model-price',
    products: [product],
    ...(locale && { locale }),
  }));
}

/** An amount in the reply's language: „1.800 €“ / "€1,800". */
const AMOUNT: Record<Locale, RegExp> = { de: /\d €/, en: /€\s?\d/ };
/** The price pages whose list holds a product matching the pattern (brand and model), read from the catalogue. */
function pricePagesOf(pattern: RegExp): string[] {
  return allPriceLists().flatMap((list) =>
    list.kind === 'products' &&
    list.categories.some((category) => category.items.some((item) => pattern.test(`${item.brand} ${item.model}`)))
      ? [priceListPaths[list.id]]
      : [],
  );
}
/** One question per series, brand or category: `[question, products it covers, page locale?]`. */
function categories(lang: Locale, rows: Array<[string, RegExp] | [string, RegExp, Locale]>): EvalCase[] {
  return rows.map(([q, pattern, locale]) => ({
    q,
    lang,
    intent: 'category-price',
    must: [AMOUNT[lang]],
    pages: pricePagesOf(pattern),
    ...(locale && { locale }),
  }));
}

/** Every price list page, read from the catalogue. */
const PRICE_PAGES = Object.values(priceListPaths);
/** List prices are indicative; the price is set after inspection: the price pages, their hubs, the terms. */
const INDICATIVE_DE = /unverbindlich|nach Prüfung|Richtwert/;
const INDICATIVE_EN = /indicative|after inspection|subject to inspection|not (a )?binding/i;
const INDICATIVE = [
  '/agb',
  '/elektronische-bauteile',
  '/erneuerbare-energien-ankauf',
  '/preissuche',
  '/cpu-ram-ankauf',
  '/ankaufsliste',
  ...PRICE_PAGES,
];
/** A valuation that is not accepted: the goods go back, at our cost (AGB § 5). */
const RETURN_DE = /zurück|Rücksend/;
const RETURN_EN = /\breturn|sent back|send (it|them|the goods) back/i;
const RETURNS = ['/agb', '/cpu-ram-ankauf'];
/** Every quote for miners (and component lots) carries a validity date. */
const VALIDITY_DE = /Gültigkeit|gültig/;
const VALIDITY_EN = /valid/i;
const QUOTE_VALIDITY = [
  '/bitcoin-miner-recycling',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
];
/** Damaged or swollen batteries: not shipped by the seller, collected separately in special containers. */
const DAMAGED_DE =
  /gesondert|getrennt|Gefahrgutbehälter|Gefahrgutverpackung|Spezialbehälter|Sicherheitsbehälter|nicht selbst/;
const DAMAGED_EN =
  /separately|dangerous[- ]goods (container|packaging)|special container|safety container|not ship it yourself/i;
const DAMAGED = ['/lithium-batterien', '/scooter-entsorgung', '/mobilitaet-batterien', '/team', '/'];
/** Industrial batteries: the UPS swap is agreed with the customer's maintenance provider; lead-acid disposal is free. */
const INDUSTRIAL = ['/industrie-batterien'];
const MAINTENANCE_DE = /Wartung/;
const MAINTENANCE_EN = /service provider|maintenance/i;
/** Free transport from 10 inverters, from the claims. */
const FREE_INVERTERS_DE = new RegExp(`\\b${claims.freePickupFrom.inverters} (Wechselrichter|Stück)`);
const FREE_INVERTERS_EN = new RegExp(`\\b${claims.freePickupFrom.inverters} (inverter|unit)`);
/** The renewables pages and the terms: each names the free pickup thresholds. */
const RENEWABLES = [
  '/agb',
  '/solarkomponenten-ankauf-service',
  '/erneuerbare-energien-ankauf',
  '/solarankauf-main',
  '/solarmodule-ankauf-recycling',
  '/solarmodule-premium-ankauf',
  '/wechselrichter-ankauf-alle-marken',
  '/sma-wechselrichter-ankauf',
  '/fronius-wechselrichter-ankauf',
  '/huawei-solar-ankauf',
  '/huawei-ankauf-recycling',
  '/batteriespeicher-ankauf-recycling',
  '/byd-energiespeicher-ankauf',
  '/byd-hvm-hvs-ankauf-recycling',
  '/tesla-energy-ankauf',
];
/** A certificate of destruction for destroyed data carriers. */
const CERTIFICATE_DE = /[Zz]ertifikat/;
const CERTIFICATE_EN = /certificate/i;
const CERTIFICATES = [
  '/festplatten-vernichtung',
  '/elektronikschrott-entsorgung',
  '/elektroschrott-recycling',
  '/medizintechnik-recycling',
  '/agb',
  '/',
];
/** Destruction at the customer's site, on request: the drives leave only as particles. */
const ON_SITE_DE = /vor Ort|bei Ihnen|Ihr Haus|Partikel/;
const ON_SITE_EN = /on[- ]site|at your site|your premises|particles/i;
const ON_SITE = ['/festplatten-vernichtung', '/medizintechnik-recycling'];
/** Working drives may be erased with a report and bought instead of shredded. */
const ERASE_DE = /[Ll]ösch/;
const BUY_DE = /[Aa]nkauf|kaufen|gutschreib|Wiederverkaufswert|vergüt/;
const ERASE_EN = /eras|wip(e|ing)/i;
const BUY_EN = /\bbuy|credit|resale value/i;
const ERASE_AND_BUY = [
  '/festplatten-vernichtung',
  '/speicher-ssd-ankauf',
  '/server-hardware-ankauf',
  '/elektronikschrott-entsorgung',
  '/elektroschrott-recycling',
];
/**
 * Counterfeit destruction: witnessed on request (the page also says it as „unter Aufsicht“, „unter
 * zollamtlicher Überwachung“, "supervised", "under customs supervision"); the certificate's contents.
 */
const COUNTERFEIT = ['/plagiate-zerstoerung'];
const WITNESS_DE = /dabei|begleiten|Beisein|anwesend|vor Ort|Aufsicht|Überwachung/;
const WITNESS_EN = /witness|attend|present|on site|supervis/i;
const CERT_CONTENTS_DE = /Aktenzeichen|Warenbeschreibung|Gewicht|Fotos/;
const CERT_CONTENTS_EN = /reference|description of goods|weight|photos/i;
/** Used medical devices may be resold if they still meet the MDR, with documentation and service records. */
const MEDICAL = ['/medizintechnik-recycling'];
const MDR_DE = /MDR|Wartungsnachweis|Dokumentation/;
const MDR_EN = /MDR|documentation|service records/i;

export const holdoutQuestionsG: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale of its language)
  ...models('de', [
    ['Moin, was würdet ihr mir für eine Samsung 990 Pro mit 4 TB geben?', '990 PRO 4TB'],
    ['Was bekomme ich für einen Huawei SUN2000-10KTL-M1 aus einer abgebauten Anlage?', 'SUN2000-10KTL-M1'],
    ['wieviel bringt bei euch ein juniper ex4300-48p switch', 'EX4300-48P'],
  ]),
  ...models('en', [
    ['870 evo 4tb', '870 EVO 4TB', 'en'],
    ['buyback price fronius tauro eco 100-3-d', 'Tauro ECO 100-3-D'],
    ['what u pay for cisco catalyst 9130axi access points', '9130AXI'],
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categories('de', [
    ['Welche Preise gibt es bei Ihnen für Rechenzentrums-GPUs wie H100 oder A100?', /H100|A100/],
    ['Preise für gebrauchte Enterprise-SSDs von Samsung oder Micron?', /PM1733|PM9A3|9400 PRO|7450 PRO/],
  ]),
  ...categories('en', [
    ['how much do you pay for intel xeon scalable cpus', /Xeon (Platinum|Gold)/],
    ['how much do you give for palo alto firewalls', /Palo Alto/],
  ]),
  // Selling: list prices are indicative, the price is set after inspection
  ...group('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, ['krieg ich sicher den bis-zu-preis']),
  ...group('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, ['do i surely get the up to price']),
  // Selling: a valuation that is not accepted (the goods go back)
  ...group('selling', 'de', { must: [RETURN_DE], pages: RETURNS }, ['angebot abgelehnt, krieg ich mein zeug wieder']),
  ...group('selling', 'en', { must: [RETURN_EN], pages: RETURNS }, ['offer rejected, do i get my stuff back']),
  // Selling: how long a quote for miners is valid
  ...group('selling', 'de', { must: [VALIDITY_DE], pages: QUOTE_VALIDITY }, [
    'angebot für meine asics – bis wann muss ich zusagen',
  ]),
  ...group('selling', 'en', { must: [VALIDITY_EN], pages: QUOTE_VALIDITY }, [
    'quote for my asic miners – until when i must accept?',
  ]),
  // Payment: how (bank transfer) and when (within 14 days)
  ...group('payment', 'de', { must: [de.transfer] }, ['Nehmt ihr für die Miner auch eine Auszahlung in USDT vor?']),
  ...group('payment', 'en', { must: [en.transfer] }, ['can the payout for my miners be in usdt?']),
  ...group('payment', 'de', { must: [de.paymentDays] }, ['Zahlungsziel bei euch?']),
  ...group('payment', 'en', { must: [en.paymentDays] }, ['payment term?']),
  // Pickup: the lead time, a damaged battery, the UPS swap
  ...group('pickup', 'de', { must: [de.pickupDays] }, [
    'Wie lange müssen wir auf die Abholung unserer USV-Batterien warten?',
  ]),
  ...group('pickup', 'en', { must: [en.pickupDays] }, ['how long do we wait for pickup of our ups batteries']),
  ...group('pickup', 'de', { must: [DAMAGED_DE], pages: DAMAGED }, [
    'kaputter pedelec akku wird warm – wie kriegen wir den zu euch',
  ]),
  ...group('pickup', 'en', { must: [DAMAGED_EN], pages: DAMAGED }, [
    ['broken pedelec battery gets warm – how do we get it to you', 'de'],
  ]),
  ...group('pickup', 'de', { must: [MAINTENANCE_DE], pages: INDUSTRIAL }, [
    'USV-Akkutausch nächste Woche – stimmt ihr euch mit dem Wartungstechniker ab?',
  ]),
  ...group('pickup', 'en', { must: [MAINTENANCE_EN], pages: INDUSTRIAL }, [
    'ups battery swap next week – will you align with the maintenance technician?',
  ]),
  // Cost of pickup: inverters from 10 units, lead-acid forklift batteries
  ...group('pickup-cost', 'de', { must: [FREE_INVERTERS_DE], pages: RENEWABLES }, [
    'Kostet die Abholung von ein paar alten Wechselrichtern aus unserer Werkstatt etwas?',
  ]),
  ...group('pickup-cost', 'en', { must: [FREE_INVERTERS_EN], pages: RENEWABLES }, [
    'does collecting a few old inverters from our workshop cost anything?',
  ]),
  ...group('pickup-cost', 'de', { must: [de.free, /Blei/], pages: INDUSTRIAL }, [
    'staplerbatterien blei entsorgen kosten?',
  ]),
  ...group('pickup-cost', 'en', { must: [en.free, /lead/i], pages: INDUSTRIAL }, [
    'lead forklift battery disposal cost?',
  ]),
  // Data destruction: the certificate, at the customer's site, erase and buy instead of shredding
  ...group('data-destruction', 'de', { must: [CERTIFICATE_DE], pages: CERTIFICATES }, [
    'Bekommen wir nach der Vernichtung der Laufwerke eine Bescheinigung für unser Audit?',
  ]),
  ...group('data-destruction', 'en', { must: [CERTIFICATE_EN], pages: CERTIFICATES }, [
    'will we receive a certificate after destroying the drives, we need it for an audit',
  ]),
  ...group('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, ['Vernichtung vor Ort bei uns möglich?']),
  ...group('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [['on-site destruction possible?', 'de']]),
  ...group('data-destruction', 'de', { must: [ERASE_DE, BUY_DE], pages: ERASE_AND_BUY }, [
    'kauft ihr gelöschte enterprise ssds an statt sie zu vernichten',
  ]),
  ...group('data-destruction', 'en', { must: [ERASE_EN, BUY_EN], pages: ERASE_AND_BUY }, [
    'do you buy erased enterprise ssds instead of destroying them',
  ]),
  // Services: counterfeit destruction witnessed, the certificate's contents, resale of medical devices
  ...group('service', 'de', { must: [WITNESS_DE], pages: COUNTERFEIT }, [
    'können wir bei der zerstörung der plagiate selbst dabei sein oder das per video festhalten lassen',
  ]),
  ...group('service', 'en', { must: [WITNESS_EN], pages: COUNTERFEIT }, [
    ['may we be present when you destroy the counterfeit sneakers?', 'de'],
  ]),
  ...group('service', 'de', { must: [CERT_CONTENTS_DE], pages: COUNTERFEIT }, [
    'was genau bescheinigt ihr bei der plagiatvernichtung',
  ]),
  ...group('service', 'en', { must: [CERT_CONTENTS_EN], pages: COUNTERFEIT }, [
    'what do u certify when destroying fakes',
  ]),
  ...group('service', 'de', { must: [MDR_DE], pages: MEDICAL }, ['gebrauchte medizingeräte weiterverkaufen erlaubt?']),
  ...group('service', 'en', { must: [MDR_EN], pages: MEDICAL }, ['resale of used medical devices allowed?']),
];
