import { claims } from '@/content/claims';
import { allPriceLists, getPriceList } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import { formatEuro } from '@/lib/format';
import type { EvalCase, EvalIntent } from './chat-questions';
import { expected } from './expected';

/**
 * Hold-out part of the third fresh question set, part C (model and category prices, unknown
 * models, selling, payment, pickup and its cost), written from the site's content alone (pages,
 * price lists, claims, AGB) before the engine was run on it, then split 2:1: within each group of
 * paraphrases every third question is here, the rest in the tuning file
 * (eval/questions-tuning-4c.ts). The engine must never be tuned on these.
 */
const de = expected.de;
const en = expected.en;

type Spec = Omit<EvalCase, 'q' | 'lang' | 'intent'>;
/** A question: its text, its text with the page locale the widget sends, or its own expectations. */
type Entry = string | [string, Locale] | ({ q: string } & Spec);

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

/** The container service's price („ab 500 €“), read from the solar service price list. */
function containerPrice(locale: Locale): string {
  const items = getPriceList('solar-services').categories.flatMap((category) => category.items);
  const price = items.find((item) => item.serviceNumber === 'KW-SRV-S103')?.price;
  if (price?.kind !== 'from') throw new Error('The container service has no "from" price');
  return formatEuro(price.amount, locale);
}

/** The contact page: where an inquiry starts. */
const CONTACT = ['/kontakt'];
/** The binding valuation after arrival ("24–48"), from the claims. */
const VALUATION = new RegExp(`${claims.valuationHours.min}\\s?[–-]\\s?${claims.valuationHours.max}`);
/** The goods go back to a seller who declines the valuation (AGB § 5, CPU/RAM page). */
const SENT_BACK_DE = /zurück(zu)?send|zurückgeschickt|zurückgesendet|Ware zurück/;
const SENT_BACK_EN = /return (the goods|them|it)|sent back|send (the goods|them|it) back|returned/i;
/** The pages that say what happens when the seller declines the valuation. */
const DECLINE = ['/agb', '/cpu-ram-ankauf'];
/** Payment by bank transfer („Überweisung“, „Banküberweisung“). */
const TRANSFER_DE = /[Üü]berweisung/;
const TRANSFER_EN = /bank transfer/i;
/** The pages that name the credit note for sellers. */
const CREDIT_NOTE = [
  '/cpu-ram-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/elektroschrott-recycling',
  '/industrie-batterien',
  '/team',
];
/** Small quantities and single items are shipped (insured, by parcel). */
const SHIP_DE = /versend|versichert|Paket/;
const SHIP_EN = /\bship|insured|parcel/i;
/** The pages that offer shipping instead of pickup. */
const SHIPPING = ['/agb', '/cpu-ram-ankauf', '/elektronische-bauteile-ankauf', '/bitcoin-miner-recycling'];
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
/** The pages that name the solar pickup area (Germany, Austria, Switzerland) and thresholds. */
const RENEWABLES = [
  '/solarkomponenten-ankauf-service',
  '/erneuerbare-energien-ankauf',
  '/solarankauf-main',
  '/solarmodule-ankauf-recycling',
  '/solarmodule-premium-ankauf',
  ...INVERTERS,
  ...STORAGE,
];
const SOLAR_FREE = ['/agb', ...RENEWABLES];
/** „größere Mengen“ are collected free of charge. */
const LARGER_DE = /größere[nr]? Mengen/i;
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
/** The solar service price list (pickup, container, dismantling). */
const SOLAR_SERVICE = [priceListPaths['solar-services']];

export const holdoutQuestionsC: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...models('de', [
    ['rtx 6000 ada verkaufen', 'RTX 6000 Ada'],
    ['pm1733 15.36tb', 'PM1733', 'de'],
  ]),
  ...models('en', [
    ['cisco ucs c240 m6, what do you give', 'C240 M6'],
    ['epyc 7713', 'EPYC 7713', 'en'],
  ]),
  // Models that are in no price list
  ...group('unknown-model', 'de', { noPrice: true }, [
    'Ich hab noch einen alten SMA Sunny Boy 1.5 im Keller stehen. Was ist der bei euch wert?',
  ]),
  ...group('unknown-model', 'en', { noPrice: true }, [
    'I have an old Tesla Powerwall 1 from 2016 in the garage, what will you give me for it?',
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categories('de', [
    ['Was bekomme ich ungefähr für gebrauchte Threadripper?', /Threadripper/],
    ['hpe proliant server was gebt ihr', /ProLiant/],
    [
      'Wir bauen gerade ein Rechenzentrum zurück und haben jede Menge Juniper-Geräte (Switches, Router, Firewalls). Was zahlt ihr dafür so ungefähr?',
      /Juniper/,
    ],
    ['Auf unserem Hallendach liegen 300 Q.Cells-Module, die runter müssen. Was zahlt ihr pro Modul?', /Q CELLS/, 'en'],
  ]),
  ...categories('en', [
    [
      'What kind of money do RTX workstation cards (A6000, 6000 Ada and so on) get from you these days?',
      /RTX A\d|Ada Generation/,
    ],
    ['enterprise ssds price list', /9400 PRO|PM1733|PM9A3|7450 PRO/],
    [
      'We are swapping out the inverters on a dozen rooftop systems, all of them SMA Sunny Boy units. Roughly what do you pay for those?',
      /Sunny Boy/,
    ],
    ['lg resu price list', /RESU/, 'de'],
  ]),
  // Selling: the steps from the inquiry to the money
  ...group('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'Ich bin Privatperson und hab nur zwei alte Grafikkarten. Kann ich die trotzdem an euch verkaufen, und wie läuft das dann ab?',
  ]),
  // Selling: what happens once the goods have arrived
  ...group('selling', 'de', { must: [VALUATION] }, [
    'Wie lange prüft ihr die Ware, bevor ich einen endgültigen Preis bekomme?',
  ]),
  // Selling: whether a price is binding (the price lists and the chat are indicative) and how long an offer holds
  ...group('selling', 'de', { must: [de.indicative, /Prüfung/] }, [
    ['Gilt der Preis, den mir der Chat hier nennt, verbindlich?', 'en'],
  ]),
  // Selling: declining the valuation (goods sent back, at our cost unless the seller's details were wrong)
  ...group('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'Was passiert mit meinen Akkus, wenn ich nach eurer Prüfung doch nicht verkaufen will?',
  ]),
  ...group('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    "I'm a private person with just a couple of old graphics cards. Can I still sell them to you, and how would that work?",
  ]),
  ...group('selling', 'en', { must: [VALUATION] }, [
    'How long do you take to inspect the goods before I get a firm price?',
  ]),
  ...group('selling', 'en', { must: [en.indicative, /inspect/] }, [
    ['Is the price the chat bot gives me binding?', 'de'],
  ]),
  ...group('selling', 'en', { must: [SENT_BACK_EN], pages: DECLINE }, [
    'If I decide not to sell after your inspection, what happens to my batteries?',
  ]),
  // Payment: when
  ...group('payment', 'de', { must: [de.paymentDays] }, [
    'Wir haben letzte Woche eine Palette Akkus übergeben und eure Bewertung angenommen. Wie lange dauert es jetzt noch, bis das Geld da ist?',
  ]),
  // Payment: how (bank transfer only: no cash, no crypto)
  ...group('payment', 'de', { must: [TRANSFER_DE] }, [['kriege ich cash wenn ich die sachen vorbeibringe', 'en']]),
  // Payment: the document (business sellers a credit note, private sellers a purchase receipt)
  ...group('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Wir sind ein kleiner Handwerksbetrieb und verkaufen euch alte Rechner. Müssen wir euch dafür eine Rechnung stellen?',
  ]),
  ...group('payment', 'en', { must: [en.paymentDays] }, [
    'We accepted your valuation for our old servers on Monday. How long until you actually pay us?',
  ]),
  ...group('payment', 'en', { must: [TRANSFER_EN] }, [['cash if i drop the stuff off?', 'de']]),
  ...group('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'We are a small workshop selling you our old PCs. Do we have to send you an invoice for that?',
  ]),
  // Pickup: whether and where
  ...group('pickup', 'de', { must: [de.nationwide] }, [
    'Wir sitzen in Leipzig und haben zwei Gitterboxen mit alten Laptops und Akkus. Kommt ihr vorbei und holt das ab?',
  ]),
  // Pickup: shipping instead (single items insured by parcel)
  ...group('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    ['Ich hab nur eine einzelne CPU. Lohnt sich dafür eine Abholung, oder schicke ich die besser selbst?', 'en'],
  ]),
  // Pickup: batteries are dangerous goods (ADR; damaged ones in P908/P911 packaging, not shipped by the seller)
  ...group('pickup', 'de', { must: ['ADR'] }, [
    'Wir haben 40 Lithium-Akkupacks aus Flurförderzeugen. Dürfen die einfach auf einen normalen LKW, oder wie läuft der Transport bei euch?',
  ]),
  // Pickup abroad: solar equipment in Austria and Switzerland, larger quantities elsewhere in Europe (AGB)
  ...group('pickup', 'de', { must: ['Österreich'], pages: RENEWABLES }, [
    'Unsere Solaranlage steht in Tirol – 80 Module und zwei Wechselrichter. Kommt ihr dafür auch nach Österreich?',
  ]),
  ...group('pickup', 'en', { must: [en.nationwide] }, [
    'We are based in Leipzig with two mesh boxes of old laptops and batteries. Will you come and fetch them?',
  ]),
  ...group('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    ['I only have one single CPU. Is it worth having it picked up, or should I ship it myself?', 'de'],
  ]),
  ...group('pickup', 'en', { must: ['ADR'] }, [
    'We have 40 lithium packs from forklifts. Can they go on a normal truck, or how do you handle the transport?',
  ]),
  ...group('pickup', 'en', { must: ['Austria'], pages: RENEWABLES }, [
    {
      q: 'Our solar farm is in Switzerland, around 400 panels. Would you come and collect them there?',
      must: ['Switzerland'],
    },
  ]),
  // Cost of pickup: free for larger quantities
  ...group('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'Lohnt sich das für euch überhaupt, bei uns 200 alte Laptops abzuholen, oder müssen wir den Transport zahlen?',
  ]),
  // Cost of pickup: single items (a quote or the transport cost in advance, or insured shipping)
  ...group('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'Ich bin privat und habe genau eine alte USV-Batterie. Was kostet es, wenn ihr die abholt?',
  ]),
  // Cost of pickup: the solar inverter threshold, extra costs of wrong dangerous-goods details, the container service
  ...group('pickup-cost', 'de', { pages: SOLAR_FREE }, [
    {
      q: 'Wir wollen einen Solarpark mit knapp 2 MWp zurückbauen. Was kostet bei euch ein Container für den Abtransport?',
      must: [containerPrice('de')],
      pages: SOLAR_SERVICE,
    },
  ]),
  ...group('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    ['Is it even worth it for you to collect 200 old laptops from us, or do we have to pay for transport?', 'de'],
  ]),
  ...group('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'Private person here with exactly one old UPS battery. What would it cost for you to come and get it?',
  ]),
  ...group('pickup-cost', 'en', { pages: SOLAR_FREE }, [
    {
      q: 'We are dismantling a solar park of almost 2 MWp. What do you charge for a container to haul everything away?',
      must: [containerPrice('en')],
      pages: SOLAR_SERVICE,
    },
  ]),
];
