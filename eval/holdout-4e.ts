import { claims } from '@/content/claims';
import { allPriceLists, getPriceList } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import { formatEuro } from '@/lib/format';
import type { EvalCase, EvalIntent } from './chat-questions';
import { expected } from './expected';

/**
 * Hold-out part of the fourth fresh question set, part E (model and category prices, unknown
 * models, selling, payment, pickup and its cost), written from the site's content alone (pages,
 * price lists and service prices, claims, AGB, message files) before the engine was run on it,
 * then split 2:1: within each group of paraphrases every third question is here, the rest is in
 * the tuning set (eval/questions-tuning-5e.ts). The engine must never be tuned on these.
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

const MINERS = ['/bitcoin-miner-recycling'];

/** The pages that say damaged batteries travel separately, in P908/P911 packaging. */
const SEPARATELY = ['/lithium-batterien', '/scooter-entsorgung', '/mobilitaet-batterien'];

/** When the risk passes to us: on handover to us or our carrier, or on arrival of a parcel (AGB § 4). */
const RISK_DE =
  /Gefahr des|zufällige[nr]? (Untergang|Verschlechterung)|mit (ihrem|dem) Eingang bei uns|Risiko[^.]{0,40}(geht|über)/;
const RISK_EN = /accidental (loss|deterioration)|risk[^.]{0,40}(pass|transfer)|when they arrive/i;

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

/** Flat-roof dismantling from 1,50 € per module, read from the solar service price list. */
const FLAT_ROOF = servicePrice('KW-SRV-S204', true);
const FLAT_ROOF_PAGES = ['/solarkomponenten-ankauf-service', '/solarankauf-main'];

/** The pages that say collecting damaged batteries is quoted in advance. */
const DAMAGED_QUOTE = ['/lithium-batterien', '/scooter-entsorgung'];

export const holdoutQuestionsE: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...models('de', [
    ['Wir haben 40 Stück Juniper EX4300-48P aus einer Filiale ausgebaut. Was zahlt ihr pro Gerät?', 'EX4300-48P'],
    ['pm1733 15tb', 'PM1733', 'de'],
  ]),
  ...models('en', [
    [
      'We are shutting down a lab and have a Dell PowerStore 1200T with all its drives. Roughly what would you offer?',
      'PowerStore 1200T',
    ],
    ['qfx5120-48y', 'QFX5120-48Y', 'en'],
  ]),
  // Models that are in no price list
  ...group('unknown-model', 'de', { noPrice: true }, [
    'Wir haben noch 15 Cisco Catalyst 2960X-48FPD-L im Keller stehen. Was bringen die pro Stück?',
  ]),
  ...group('unknown-model', 'en', { noPrice: true }, [
    'We still have an Antminer S19j Pro that barely pays for its power now. What would you pay for it?',
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categories('de', [
    ['enterprise ssd ankauf, was zahlt ihr so', /9400 PRO|PM1733|PM9A3|7450 PRO/],
    ['tesvolt gewerbespeicher preise', /TESVOLT/],
    [
      'ich hab ne alte pv anlage auf dem hof, was springt da raus wenn ich die komplett verkaufe',
      /PV-Komplettanlage|Gewerbeanlage|Solarpark/,
    ],
  ]),
  ...categories('en', [
    ['anker solix worth anything?', /SOLIX/],
    [
      'our farm has an old pv system, what would you pay for the whole plant',
      /PV-Komplettanlage|Gewerbeanlage|Solarpark/,
    ],
    ['growatt or goodwe inverters, what do they fetch', /Growatt|GoodWe/],
  ]),
  // Selling: how to start (the contact form, payment within 14 days)
  ...group('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'Wir sind eine kleine Fahrradwerkstatt und haben einen Transporter voll alter E-Bike-Akkus. Wie kommen wir mit euch ins Geschäft?',
  ]),
  ...group('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    'We are a small bike repair shop with a van full of old e-bike batteries. How do we get started with you?',
  ]),
  // Selling: a list or photos are enough for an indicative price range within 24 h
  ...group('selling', 'de', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'wie schnell hab ich ne erste preisindikation',
  ]),
  ...group('selling', 'en', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, ['how quick do i get a first rough price']),
  // Selling: the seller owns the goods and may be asked for proof of origin (AGB § 3)
  ...group('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'Ich habe die Grafikkarten von einem Bekannten übernommen und keine Rechnung mehr. Kauft ihr die trotzdem, oder wollt ihr einen Nachweis?',
  ]),
  ...group('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'I took over some graphics cards from a friend and have no invoice anymore. Will you still buy them or do you need proof?',
  ]),
  // Selling: a valuation below the indicative price comes with its reasons
  ...group('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'Ihr hattet mir für meine Karte vorab einen höheren Richtwert genannt, nach der Prüfung bietet ihr weniger. Erfahre ich, woran das liegt?',
  ]),
  ...group('selling', 'en', { must: [REASONS_EN], pages: REASONS }, [
    'You gave me a higher indicative price for my card up front, and after the inspection you offer less. Will I find out why?',
  ]),
  // Payment: when
  ...group('payment', 'de', { must: [de.paymentDays] }, [
    'Wir haben euer Angebot gestern per Mail angenommen. Bis wann sollte das Geld auf unserem Geschäftskonto sein?',
  ]),
  ...group('payment', 'en', { must: [en.paymentDays] }, [
    'We accepted your offer by email yesterday. By when should the money be in our business account?',
  ]),
  // Payment: the document for business sellers (a credit note, line by line)
  ...group('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Wir verkaufen als GmbH 30 alte Notebooks und einen Server. Welchen Beleg bekommen wir von euch für die Buchhaltung?',
  ]),
  ...group('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'We are selling 30 old notebooks and a server as a limited company. What document do we get from you for our books?',
  ]),
  // Payment: VAT in the statement, set-off against chargeable services (AGB §§ 2, 6), the receipt for sold miners
  ...group('payment', 'de', {}, [
    {
      q: 'Wir geben abgeschriebene Antminer ab. Was bekommen wir als Nachweis für den Anlagenabgang in der Buchhaltung?',
      must: ['Ankaufbeleg'],
      pages: MINERS,
    },
  ]),
  ...group('payment', 'en', {}, [
    {
      q: 'We are handing over written-off mining rigs. What paperwork do we get for the asset disposal in our books?',
      must: [/purchase receipt/i],
      pages: MINERS,
    },
  ]),
  // Pickup abroad: larger quantities elsewhere in Europe (AGB § 4)
  ...group('pickup', 'de', { must: [/europäischen Ausland|Europa/], pages: TERMS }, [
    'Unser Lager steht in den Niederlanden, dort warten 12 Gitterboxen mit alten Notebooks. Ist eine Abholung dort möglich?',
  ]),
  ...group('pickup', 'en', { must: [/Europe/], pages: TERMS }, [
    [
      'Our warehouse is in the Netherlands and has 12 mesh boxes of old notebooks waiting. Can you collect from there?',
      'de',
    ],
  ]),
  // Pickup: the lead time after the date is agreed
  ...group('pickup', 'de', { must: [de.pickupDays] }, [
    'Unsere Halle muss bis Ende nächster Woche leer sein. Wie lange dauert es nach der Terminabsprache, bis ihr die Akkus holt?',
  ]),
  ...group('pickup', 'en', { must: [en.pickupDays] }, [
    'Our hall has to be empty by the end of next week. How long after we agree a date do you come for the batteries?',
  ]),
  // Pickup of batteries: no deep discharge, our containers, damaged ones collected separately
  ...group('pickup', 'de', {}, [
    {
      q: 'Ein Kunde hat uns nach einem Sturz einen E-Bike-Akku gebracht, der warm wird. Dürfen wir den bei der Abholung einfach zu den anderen in den Sammelbehälter legen?',
      must: [/P908|P911|gesondert|getrennt/],
      pages: SEPARATELY,
    },
  ]),
  ...group('pickup', 'en', {}, [
    {
      q: 'A customer brought us an e-bike battery after a crash and it keeps getting warm. Can we just put it in the collection bin with the others for your pickup?',
      must: [/P908|P911|separately/i],
      pages: SEPARATELY,
    },
  ]),
  // Pickup: fixed collection dates, the shipping label, when the risk passes (AGB § 4)
  ...group('pickup', 'de', {}, [
    {
      q: 'Wir schicken die 40 Switches lieber selbst per Spedition auf zwei Paletten. Ab wann tragt ihr das Risiko, wenn unterwegs etwas passiert?',
      must: [RISK_DE],
      pages: TERMS,
    },
  ]),
  ...group('pickup', 'en', {}, [
    {
      q: 'We would rather send the 40 switches ourselves by freight on two pallets. From when do you carry the risk if something happens on the way?',
      must: [RISK_EN],
      pages: TERMS,
    },
  ]),
  // Cost of pickup: free for larger quantities
  ...group('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'Wir haben drei Paletten Server-RAM und CPUs aus einem Rechenzentrumsrückbau. Berechnet ihr für die Abholung etwas?',
  ]),
  ...group('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    [
      'We have three pallets of server RAM and CPUs from a data centre decommissioning. Do you charge for the pickup?',
      'de',
    ],
  ]),
  // Cost of pickup: single items (the price in advance, or insured shipping)
  ...group('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'Ich hab als Student nur eine einzige Grafikkarte. Zahle ich was für Versand oder Abholung?',
  ]),
  ...group('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'I am a student with just one graphics card. Do I pay anything for shipping or pickup?',
  ]),
  // Cost of solar dismantling: roof work per module, free from 50 modules without roof work, flat roofs
  ...group('pickup-cost', 'de', {}, [
    {
      q: 'Ich bin Landwirt und habe eine alte 100-kWp-Anlage auf dem flachen Stalldach. Was kostet mich der Rückbau bei euch?',
      must: [FLAT_ROOF.de],
      pages: FLAT_ROOF_PAGES,
    },
  ]),
  ...group('pickup-cost', 'en', {}, [
    {
      q: 'I am a farmer with an old 100 kWp plant on a flat barn roof. What will dismantling cost me with you?',
      must: [FLAT_ROOF.en],
      pages: FLAT_ROOF_PAGES,
    },
  ]),
  // Cost of the container service, of express dismantling, of collecting damaged batteries
  ...group('pickup-cost', 'de', {}, [
    {
      q: 'In unserem Lager liegen drei aufgeblähte Akkus. Was kostet es, die sicher abholen zu lassen?',
      must: [/Angebot/],
      pages: DAMAGED_QUOTE,
    },
  ]),
  ...group('pickup-cost', 'en', {}, [
    {
      q: 'There are three swollen batteries in our warehouse. What does it cost to have them collected safely?',
      must: [/quote/i],
      pages: DAMAGED_QUOTE,
    },
  ]),
];
