import { claims } from '@/content/claims';
import { allPriceLists, getPriceList } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import { formatEuro } from '@/lib/format';
import type { EvalCase, EvalIntent } from './chat-questions';
import { expected } from './expected';

/**
 * The fourth fresh question set, part E (model and category prices, unknown models, selling,
 * payment, pickup and its cost), written from the site's content alone (pages, price lists and
 * service prices, claims, AGB, message files) before the engine was run on it, then split 2:1:
 * within each group of paraphrases every third question went to the hold-out file
 * (eval/holdout-4e.ts), the rest is here, in the tuning set. The engine may be tuned on these.
 */

const de = expected.de;

const en = expected.en;

type Spec = Omit<EvalCase, 'q' | 'lang' | 'intent'>;
/** A question: its text, its text with the page locale the widget sends, or its own expectations. */
type Entry = string | [string, Locale] | ({ q: string; locale?: Locale } & Spec);
/** Questions of one group: the group's intent, language and expectations, unless a question has its own. */
function group(intent: EvalIntent, lang: Locale, spec: Spec, entries: Entry[]): EvalCase[] {
  return entries.map((entry) => {
    if (typeof entry === 'string') return { ...spec, q: entry, lang, intent };
    if (Array.isArray(entry)) return { ...spec, q: entry[0], lang, intent, locale: entry[1] };
    return { ...spec, ...entry, lang, intent };
  });
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
/** One question per series, brand or category: `[question, products it covers, page locale?]`; the reply needs an amount and a price page listing them. */
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount as the pages format it, with plain spaces (the checks compare plain text). */
const euro = (amount: number, locale: Locale, cents = false) =>
  formatEuro(amount, locale, { cents }).replace(/[\u00a0\u202f]/g, ' ');
/** A formatted amount standing alone: "2 €" but not "12 €", "€2" but not "€20". */
const amountPattern = (text: string) => new RegExp(`(?<![\\d.,])${escape(text)}(?!\\d|[.,]\\d)`);
/** A service of the solar service price list, by its service number. */
function solarService(serviceNumber: string) {
  const item = getPriceList('solar-services')
    .categories.flatMap((category) => category.items)
    .find((service) => service.serviceNumber === serviceNumber);
  if (!item) throw new Error(`Unknown service ${serviceNumber}`);
  return item;
}
/** The "from" price of a solar service in both languages. */
function servicePrice(serviceNumber: string, cents = false): Record<Locale, RegExp> {
  const { price } = solarService(serviceNumber);
  if (price.kind !== 'from') throw new Error(`${serviceNumber} has no "from" price`);
  return { de: amountPattern(euro(price.amount, 'de', cents)), en: amountPattern(euro(price.amount, 'en', cents)) };
}

/** The contact page: where an inquiry starts. */
const CONTACT = ['/kontakt'];

/** The terms (AGB): handover, inspection, payment. */
const TERMS = ['/agb'];

/** The component price pages (market-priced lists), read from the catalogue. */
const MARKET_PAGES = allPriceLists().flatMap((list) =>
  list.kind === 'products' && list.rule === 'market' ? [priceListPaths[list.id]] : [],
);

/** The indicative price range within 24 h on working days, from the claims. */
const ESTIMATE = new RegExp(`(?<![\\d–-])${claims.priceEstimateHours}\\s?(h\\b|Stunden|hours)`);
/** The pages that say a list or photos are enough for a first indicative answer within 24 h. */
const ESTIMATE_PAGES = [
  '/kontakt',
  '/',
  '/ankaufsliste',
  '/cpu-ram-ankauf',
  '/lithium-batterien',
  '/scooter-entsorgung',
  '/industrie-batterien',
  '/mobilitaet-batterien',
  '/bitcoin-miner-recycling',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/elektroschrott-recycling',
  '/elektronikschrott-entsorgung',
  '/elektronische-bauteile',
  ...MARKET_PAGES,
];

/** The seller owns the goods or may sell them; we may ask for proof of origin (AGB § 3). */
const OWNER_DE = /Herkunft|Eigentümer|Verfügungsberechtigung|zur Veräußerung berechtigt/;
const OWNER_EN = /proof of origin|traceable origin|own the goods|entitled to sell|right to dispose/i;
/** The terms, and the component pages that check proof of origin. */
const OWNERSHIP = ['/agb', '/elektronische-bauteile-ankauf', '/ankauf-elektronische-bauteile-service'];

/** A valuation below an indicative price comes with its reasons (AGB § 5, item by item). */
const REASONS_DE = /Gründe|[Bb]egründ/;
const REASONS_EN = /reason|explain/i;
/** The pages that say deviations and deductions are explained. */
const REASONS = [
  '/agb',
  '/',
  '/mission',
  '/cpu-ram-ankauf',
  '/lithium-batterien',
  '/elektronische-bauteile-ankauf',
  '/elektronische-bauteile',
  ...MARKET_PAGES,
];

/** The pages that name the credit note for sellers. */
const CREDIT_NOTE = [
  '/cpu-ram-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/elektroschrott-recycling',
  '/industrie-batterien',
  '/team',
];

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

/** The sell list, whose shipping option comes with our shipping label. */
const SELL_LIST = ['/ankaufsliste'];

/** „größere Mengen“ are collected free of charge. */
const LARGER_DE = /größere[nr]? (Mengen|Posten)|größere holen/i;
const LARGER_EN = /larger (quantities|ones|amounts)/i;
/** The pages that say larger quantities are collected free of charge. */
const FREE_PICKUP = [
  '/',
  '/agb',
  '/lithium-batterien',
  '/cpu-ram-ankauf',
  '/scooter-entsorgung',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
];

/** Single items: a quote or the transport cost in advance, or insured shipping. */
const SINGLE_DE = /Angebot|vorab|Transportkosten|versichert/;
const SINGLE_EN = /quote|in advance|transport cost|insured/i;
/** The pages that say what happens with single items. */
const SINGLE_ITEMS = [
  '/agb',
  '/lithium-batterien',
  '/scooter-entsorgung',
  '/industrie-batterien',
  '/cpu-ram-ankauf',
  '/elektronische-bauteile-ankauf',
  '/bitcoin-miner-recycling',
];

/** Roof work from 2 € per module, from the claims. */
const ROOF_DE = amountPattern(euro(claims.roofDismantlingFromEuro, 'de'));
const ROOF_EN = amountPattern(euro(claims.roofDismantlingFromEuro, 'en'));

/** Free dismantling (and pickup) from 50 modules, from the claims. */
const FREE_MODULES_DE = new RegExp(`\\b${claims.freePickupFrom.modules} (Modul|Stück)`);
const FREE_MODULES_EN = new RegExp(`\\b${claims.freePickupFrom.modules} (module|unit)`);

const INVERTERS = [
  '/wechselrichter-ankauf-alle-marken',
  '/sma-wechselrichter-ankauf',
  '/fronius-wechselrichter-ankauf',
  '/huawei-solar-ankauf',
  '/huawei-ankauf-recycling',
];

const STORAGE = [
  '/batteriespeicher-ankauf-recycling',
  '/huawei-solar-ankauf',
  '/huawei-ankauf-recycling',
  '/byd-energiespeicher-ankauf',
  '/byd-hvm-hvs-ankauf-recycling',
  '/tesla-energy-ankauf',
];

/** The renewables pages: each names the dismantling terms (free from 50 modules, roof work per module). */
const RENEWABLES = [
  '/solarkomponenten-ankauf-service',
  '/erneuerbare-energien-ankauf',
  '/solarankauf-main',
  '/solarmodule-ankauf-recycling',
  '/solarmodule-premium-ankauf',
  ...INVERTERS,
  ...STORAGE,
];

/** The container service (20 ft or 40 ft), read from the solar service price list. */
const CONTAINER = servicePrice('KW-SRV-S103');

/** The surcharge for express dismantling within 24 h, read from the solar service price list. */
const EXPRESS_SURCHARGE = (() => {
  const { price } = solarService('KW-SRV-S202');
  if (price.kind !== 'surcharge') throw new Error('KW-SRV-S202 is no surcharge');
  return new RegExp(`(?<!\\d)${price.percent}\\s?%`);
})();

const SOLAR_SERVICES = ['/solarkomponenten-ankauf-service'];

export const tuningQuestionsE: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...models('de', [
    ['was bringt ne rtx 4000 ada noch', 'RTX 4000 Ada'],
    ['M393A8G40AB2-CWE wie viel pro riegel', 'M393A8G40AB2-CWE'],
    ['tesvolt ts hv 70 ankauf', 'TS HV 70'],
    ['was kriegt man für ne gewerbeanlage mit 100 kwp', 'Gewerbeanlage 100 kWp'],
  ]),
  ...models('en', [
    ['how much for an epyc 7713', 'EPYC 7713'],
    ['whats a kostal piko ci 50 worth', 'PIKO CI 50'],
    ['sunny central 800cp xt price pls', '800CP XT'],
    ['selling my pylontech force h2, how much', 'Force H2'],
  ]),
  // Models that are in no price list
  ...group('unknown-model', 'de', { noPrice: true }, [
    'was zahlt ihr für nen bosch powertube 500 akku',
    'fortigate 100f ankauf preis',
  ]),
  ...group('unknown-model', 'en', { noPrice: true }, ['how much for a varta pulse neo', 'rtx 2070 super price?']),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categories('de', [
    ['was bringen threadripper bei euch', /Threadripper/],
    ['juniper switches und router preise?', /Juniper/],
    ['hpe proliant server was gibts dafür', /HPE/],
    ['pylontech batterien ankaufpreis', /Pylontech/, 'en'],
    ['was zahlt ihr für q cells module', /Q CELLS/],
    ['sunny boy ankauf, was gibts', /Sunny Boy/],
  ]),
  ...categories('en', [
    ['what do u pay for xeon w workstation cpus', /Xeon w/],
    ['cisco router prices', /ASR|ISR|Catalyst 8300/],
    ['cisco ucs blade and rack server value', /UCS/],
    ['alpha ess battery prices', /Alpha ESS/, 'de'],
    ['meyer burger panels buyback price', /Meyer Burger/],
    ['fronius symo prices', /Symo/],
  ]),
  // Selling: how to start (the contact form, payment within 14 days)
  ...group('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'bin student und will nur meine alte grafikkarte verkaufen – wie läuft das bei euch?',
    ['verkaufen an euch, wo fang ich da an', 'en'],
  ]),
  ...group('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    'student here, only want to sell my old graphics card – how does it work with you?',
    ['where do i start if i want to sell to you', 'de'],
  ]),
  // Selling: a list or photos are enough for an indicative price range within 24 h
  ...group('selling', 'de', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'hab ne excel mit 40 switches, reicht euch das für nen preis?',
    'kann ich einfach fotos schicken statt alles abzutippen',
  ]),
  ...group('selling', 'en', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'got a spreadsheet with 40 switches, is that enough for a price?',
    'can i just send pics instead of typing everything',
  ]),
  // Selling: the seller owns the goods and may be asked for proof of origin (AGB § 3)
  ...group('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'muss ich beweisen dass die server mir gehören',
    'wollt ihr nen herkunftsnachweis sehen?',
  ]),
  ...group('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'do i need to prove the servers belong to me',
    'do you want to see proof of origin?',
  ]),
  // Selling: a valuation below the indicative price comes with its reasons
  ...group('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'sagt ihr mir warum ihr weniger zahlt als in der liste steht',
    'begründet ihr abzüge?',
  ]),
  ...group('selling', 'en', { must: [REASONS_EN], pages: REASONS }, [
    'will you tell me why you pay less than the list says',
    'do u explain deductions?',
  ]),
  // Payment: when
  ...group('payment', 'de', { must: [de.paymentDays] }, [
    'wie lang bis die kohle für die akkus da ist, brauch das für die liquiditätsplanung',
    'wie viele tage nach meiner zusage zahlt ihr',
  ]),
  ...group('payment', 'en', { must: [en.paymentDays] }, [
    'how long till the money for the batteries arrives, need it for cash flow planning',
    'how many days after i accept do you pay',
  ]),
  // Payment: the document for business sellers (a credit note, line by line)
  ...group('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'unsere buchhaltung will wissen ob ihr im gutschriftverfahren abrechnet',
    {
      q: 'stehen auf der gutschrift die einzelnen positionen drauf?',
      locale: 'en',
      must: ['Gutschrift', /Position/],
      pages: PER_LINE,
    },
  ]),
  ...group('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'our accountant asks if you do self-billing',
    {
      q: 'does the credit note list each item separately?',
      must: ['credit note', /\bline|per item|each item/i],
      pages: PER_LINE,
    },
  ]),
  // Payment: VAT in the statement, set-off against chargeable services (AGB §§ 2, 6), the receipt for sold miners
  ...group('payment', 'de', {}, [
    { q: 'weist ihr die umsatzsteuer auf der abrechnung aus', must: [/Umsatzsteuer/], pages: TERMS },
    {
      q: 'könnt ihr die kosten für die demontage mit dem ankaufspreis verrechnen',
      must: [/[Vv]errechn/],
      pages: TERMS,
    },
  ]),
  ...group('payment', 'en', {}, [
    { q: 'do you show vat on the statement', must: [/\bVAT\b/], pages: TERMS },
    { q: 'can you offset the dismantling fee against the purchase price', must: [SET_OFF_EN], pages: TERMS },
  ]),
  // Pickup abroad: larger quantities elsewhere in Europe (AGB § 4)
  ...group('pickup', 'de', { must: [/europäischen Ausland|Europa/], pages: TERMS }, [
    'sitzen in luxemburg, holt ihr da auch ab',
    ['abholung in tschechien machbar?', 'en'],
  ]),
  ...group('pickup', 'en', { must: [/Europe/], pages: TERMS }, [
    'we are in luxembourg, do you collect there',
    'pickup in czech republic doable?',
  ]),
  // Pickup: the lead time after the date is agreed
  ...group('pickup', 'de', { must: [de.pickupDays] }, [
    'wie schnell steht ihr nach der zusage auf dem hof',
    'vorlauf für ne abholung?',
  ]),
  ...group('pickup', 'en', { must: [en.pickupDays] }, [
    'how fast are you on site after we confirm',
    'lead time for a pickup?',
  ]),
  // Pickup of batteries: no deep discharge, our containers, damaged ones collected separately
  ...group('pickup', 'de', {}, [
    { q: 'müssen die akkus vor der abholung leer sein', must: [/tiefentlad/], pages: STORE_SAFELY },
    { q: 'bringt ihr die gefahrgutbehälter mit oder brauchen wir eigene', must: [/[Bb]ehälter/], pages: CONTAINERS },
  ]),
  ...group('pickup', 'en', {}, [
    { q: 'do the batteries have to be empty before pickup', must: [/deep[- ]discharg/i], pages: STORE_SAFELY },
    { q: 'do you bring the dangerous goods containers or do we need our own', must: [/container/i], pages: CONTAINERS },
  ]),
  // Pickup: fixed collection dates, the shipping label, when the risk passes (AGB § 4)
  ...group('pickup', 'de', {}, [
    { q: 'bei uns fallen jede woche alte akkus an, könnt ihr regelmäßig kommen?', must: [REGULAR_DE], pages: REGULAR },
    { q: 'schickt ihr mir ein versandetikett wenn ich selbst verschicke', must: [/Versandetikett/], pages: SELL_LIST },
  ]),
  ...group('pickup', 'en', {}, [
    { q: 'we get old batteries every week, can you come regularly?', must: [REGULAR_EN], pages: REGULAR },
    { q: 'do you send me a shipping label if i ship it myself', must: [/shipping label/i], pages: SELL_LIST },
  ]),
  // Cost of pickup: free for larger quantities
  ...group('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'was kostet mich die abholung von nem transporter voll e-bike akkus',
    ['lohnt sich die abholung für euch bei zwei gitterboxen laptops oder zahl ich da drauf', 'en'],
  ]),
  ...group('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    'what does it cost me to have you collect a van full of e-bike batteries',
    'is it worth it for you to collect two mesh boxes of laptops or do i pay extra',
  ]),
  // Cost of pickup: single items (the price in advance, or insured shipping)
  ...group('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'nur ein staplerakku, kostet das abholen was',
    'holt ihr auch nen einzelnen server und was kostet das',
  ]),
  ...group('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'just one forklift battery, does pickup cost anything',
    'will you fetch a single server and what does it cost',
  ]),
  // Cost of solar dismantling: roof work per module, free from 50 modules without roof work, flat roofs
  ...group('pickup-cost', 'de', {}, [
    { q: 'was kostet der abbau meiner pv module auf dem scheunendach', must: [ROOF_DE], pages: RENEWABLES },
    { q: 'demontage gratis ab wie vielen modulen', must: [FREE_MODULES_DE], pages: RENEWABLES },
  ]),
  ...group('pickup-cost', 'en', {}, [
    { q: 'what does it cost to take the modules off my barn roof', must: [ROOF_EN], pages: RENEWABLES },
    { q: 'free dismantling from how many modules', must: [FREE_MODULES_EN], pages: RENEWABLES },
  ]),
  // Cost of the container service, of express dismantling, of collecting damaged batteries
  ...group('pickup-cost', 'de', {}, [
    { q: 'was kostet ein container für den rückbau von nem solarpark', must: [CONTAINER.de], pages: SOLAR_SERVICES },
    { q: 'express demontage aufpreis?', must: [EXPRESS_SURCHARGE], pages: SOLAR_SERVICES },
  ]),
  ...group('pickup-cost', 'en', {}, [
    { q: 'what does a container cost for dismantling a solar park', must: [CONTAINER.en], pages: SOLAR_SERVICES },
    { q: 'surcharge for express dismantling?', must: [EXPRESS_SURCHARGE], pages: SOLAR_SERVICES },
  ]),
];
