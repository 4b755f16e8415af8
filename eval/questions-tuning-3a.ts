import type { EvalCase } from './chat-questions';
import {
  CREDIT_NOTE,
  DECLINE,
  ESTIMATE,
  expected,
  FREE_MODULES_DE,
  FREE_MODULES_EN,
  FREE_PICKUP,
  INVERTERS,
  MODULES,
  PROCESSORS,
  RENEWABLES_HUB_TWICE,
  SENT_BACK_DE,
  SENT_BACK_EN,
  SINGLE_ITEMS_WITHOUT_INDUSTRIAL,
  SOLAR_FREE_HUB_TWICE,
  STORAGE_PRICE_PAGES,
  VALUATION,
} from './expected';
import { modelQuestions, paraphrases } from './question-helpers';

/**
 * Tuning part of the second fresh question set (part A: prices, selling, payment and pickup),
 * written from the site's content (pages, price lists, claims, AGB) before the engine was run on
 * it, then split 2:1: within each group of paraphrases every third question went to the hold-out
 * file (eval/holdout-2a.ts), the rest is here. The engine may be tuned on these.
 */
const de = expected.de;
const en = expected.en;

export const tuningQuestionsA: EvalCase[] = [
  // Prices of a named model
  ...modelQuestions('de', [
    ['was krieg ich für ne 4070 ti super', 'RTX 4070 Ti SUPER'],
    ['Xeon Gold 6448Y Ankaufspreis', 'Gold 6448Y'],
    [
      'Wir haben mehrere HPE ProLiant DL360 Gen10 Plus aus einem Leasingrücklauf. Was zahlt ihr pro Stück?',
      'DL360 Gen10 Plus',
    ],
    ['sunny boy 3.0 was bringt der noch', 'Sunny Boy 3.0'],
    ['Preis für RTX 4090 FE', 'RTX 4090'],
    ['Was zahlt ihr für eine Juniper SRX4600?', 'SRX4600'],
  ]),
  ...modelQuestions('en', [
    ['core ultra 9 285k price', 'Core Ultra 9 285K'],
    ['how much for an epyc 9554', 'EPYC 9554'],
    ['powerwall+ value?', 'Powerwall+'],
    [
      'We are replacing our inverter. It is a Fronius Tauro ECO 100-3-D, about three years old and working. What would you pay for it?',
      'Tauro ECO 100-3-D',
    ],
    ['lg resu10h prime worth?', 'RESU10H Prime'],
  ]),
  // A bare model name has no language of its own: the widget sends the page's.
  ...modelQuestions('en', [['sungrow sg250hx', 'SG250HX']], { locale: 'en' }),
  // Models that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'Was zahlt ihr für eine GTX 970?',
    'iphone 12 pro ankauf preis',
    'Radeon RX 6800 XT verkaufen, was bekomme ich?',
    'Ich habe einen alten Fronius IG 30 Wechselrichter vom Dach geholt. Was ist der noch wert?',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, [
    'how much for a gtx 1070 ti',
    'what do you pay for a ps5',
    'ryzen 5 3600 buyback price',
    'I have an old Fronius IG 30 inverter that came off our roof. What is it still worth to you?',
  ]),
  // Prices of a category: an amount and the price page
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: ['/grafikkarten-ankauf'] }, [
    'was zahlt ihr so für grafikkarten',
    'gpu ankaufspreise',
  ]),
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: PROCESSORS }, [
    'prozessoren preisliste',
    'was bringt ne gebrauchte cpu bei euch',
  ]),
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: STORAGE_PRICE_PAGES }, [
    'was zahlt ihr für stromspeicher',
    'heimspeicher verkaufen preis',
  ]),
  ...paraphrases('category-price', 'de', { locale: 'en', must: [/\d €/], pages: ['/netzwerk-hardware-ankauf'] }, [
    'netzwerkhardware preise',
    'was gebt ihr für gebrauchte switches und router',
  ]),
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: INVERTERS }, [
    'wechselrichter ankaufspreise',
    'was zahlt ihr für kostal wechselrichter',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: ['/grafikkarten-ankauf'] }, [
    'gpu prices?',
    'what do u pay for graphics cards',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: ['/server-hardware-ankauf'] }, [
    'server price list',
    'what do u give for old dell servers',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: ['/speicher-ssd-ankauf'] }, [
    'ram prices',
    'how much for used server memory',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: MODULES }, [
    'solar panel buyback prices',
    'what r used pv modules worth',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: STORAGE_PRICE_PAGES }, [
    'home battery prices',
    'what do you pay for used battery storage',
  ]),
  // The selling process: steps, offer, what happens after sending
  ...paraphrases('selling', 'de', { must: [de.contact, de.paymentDays], pages: ['/kontakt'] }, [
    'wie kann ich bei euch was verkaufen',
    'Ablauf Verkauf?',
    'was sind die schritte beim ankauf',
    'verkaufen an euch – wie geht das genau? muss ich vorbeikommen oder geht das online?',
  ]),
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'was passiert nachdem ich die ware losgeschickt habe',
    'Und wenn die Sachen bei euch angekommen sind, wie geht es dann weiter?',
  ]),
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'Was ist, wenn mir euer Angebot nach der Prüfung zu niedrig ist?',
    'muss ich das angebot annehmen',
  ]),
  ...paraphrases('selling', 'de', { must: [de.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'wie bekomme ich ein angebot',
    'angebot anfordern',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, en.paymentDays], pages: ['/kontakt'] }, [
    'how can i sell something to you',
    'sell process steps?',
    'what happens when i want to sell to you',
    'is selling done online or do i have to come by?',
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    'what happens after i ship my stuff to you',
    'once the goods arrive, what next?',
  ]),
  ...paraphrases('selling', 'en', { locale: 'de', must: [SENT_BACK_EN], pages: DECLINE }, [
    "what if i don't like your offer after inspection",
    'do i have to accept the price',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'how do i get a quote',
    'quote?',
  ]),
  // Payment: when, how, no cash, credit note
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'wann kommt das geld',
    'wie lange bis zur zahlung',
    'wie lang dauerts bis ihr überweist',
    'wann überweist ihr den betrag nach der prüfung',
  ]),
  ...paraphrases('payment', 'de', { must: [de.transfer] }, ['wie zahlt ihr aus', 'zahlt ihr per paypal']),
  ...paraphrases('payment', 'de', { must: [de.transfer], pages: ['/agb'] }, [
    'bar auszahlung möglich?',
    'Bekomme ich das Geld bar auf die Hand, wenn ich die Ware bei euch in Köln abgebe?',
  ]),
  ...paraphrases('payment', 'de', { locale: 'en', must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'bekomme ich eine gutschrift',
    'Stellt ihr eine Gutschrift aus oder muss ich euch eine Rechnung schreiben?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'when does the money come',
    'payment how long?',
    'how many days till you transfer the money',
    'after you have inspected the goods, when do you pay',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, ['how do you pay out', 'paypal?']),
  ...paraphrases('payment', 'en', { locale: 'de', must: [en.transfer], pages: ['/agb'] }, [
    'cash payment possible?',
    'If I drop the hardware off at your place in Cologne, can you pay me in cash on the spot?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'do i get a credit note',
    'do i need to write you an invoice?',
  ]),
  // Pickup: whether, where and when
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'holt ihr sowas ab',
    'abholung in ganz deutschland?',
    'Könnt ihr unsere alten USV-Batterien direkt im Betrieb in Stuttgart abholen?',
    'abholen lassen möglich oder muss ich selbst bringen',
  ]),
  ...paraphrases('pickup', 'de', { locale: 'en', must: [de.pickupDays] }, [
    'wann könnt ihr abholen',
    'wie viele tage dauert die abholung',
  ]),
  ...paraphrases('pickup', 'de', { must: ['Schweiz'], pages: RENEWABLES_HUB_TWICE }, [
    'holt ihr solarmodule auch in der schweiz ab',
    'Abholung von Wechselrichtern in der Schweiz möglich?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'do you pick up',
    'collection across germany?',
    'Can your team collect our old UPS batteries directly from our plant in Dortmund?',
    'pickup or do i have to bring it',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, ['when can you collect', 'how many days until pickup']),
  ...paraphrases('pickup', 'en', { must: ['Switzerland'], pages: RENEWABLES_HUB_TWICE }, [
    'do you collect solar panels in switzerland',
    'inverter pickup in switzerland possible?',
  ]),
  // Cost of pickup: free for larger quantities, the solar thresholds, single items
  ...paraphrases('pickup-cost', 'de', { must: [de.free, /größere[nr]? Mengen/i], pages: FREE_PICKUP }, [
    'abholung umsonst?',
    'was nehmt ihr fürs abholen',
  ]),
  ...paraphrases('pickup-cost', 'de', { must: [FREE_MODULES_DE], pages: SOLAR_FREE_HUB_TWICE }, [
    'ab wie vielen modulen holt ihr kostenlos ab',
    'solarmodule abholen kostenlos ab welcher menge',
  ]),
  ...paraphrases('pickup-cost', 'de', { must: [/Angebot|versichert/], pages: SINGLE_ITEMS_WITHOUT_INDUSTRIAL }, [
    'kostet abholen bei nur einem akku was',
    'einzelstück abholen kosten',
  ]),
  ...paraphrases('pickup-cost', 'en', { locale: 'de', must: [en.free, /larger quantities/i], pages: FREE_PICKUP }, [
    'free collection?',
    'do you charge to collect',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FREE_MODULES_EN], pages: SOLAR_FREE_HUB_TWICE }, [
    'how many panels for free pickup',
    'minimum number of solar modules for free collection',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [/quote|insured/], pages: SINGLE_ITEMS_WITHOUT_INDUSTRIAL }, [
    'cost to pick up just one battery',
    'single item pickup fee',
  ]),
];
