import { getPriceList } from '@/content/catalogue';
import type { Locale } from '@/i18n/locales';
import { formatEuro } from '@/lib/format';
import type { EvalCase } from './chat-questions';
import {
  CONTACT,
  CREDIT_NOTE,
  DECLINE,
  expected,
  FREE_PICKUP,
  LARGER_DE,
  LARGER_EN,
  RENEWABLES,
  SENT_BACK_DE,
  SENT_BACK_EN,
  SHIP_DE,
  SHIP_EN,
  SHIPPING,
  SINGLE_DE,
  SINGLE_EN,
  SINGLE_ITEMS,
  SOLAR_FREE,
  SOLAR_SERVICE,
  TRANSFER_DE,
  TRANSFER_EN,
  VALUATION,
} from './expected';
import { categoryQuestions, modelQuestions, paraphrases } from './question-helpers';

/**
 * Hold-out part of the third fresh question set, part C (model and category prices, unknown
 * models, selling, payment, pickup and its cost), written from the site's content alone (pages,
 * price lists, claims, AGB) before the engine was run on it, then split 2:1: within each group of
 * paraphrases every third question is here, the rest in the tuning file
 * (eval/questions-tuning-4c.ts). The engine must never be tuned on these.
 */
const de = expected.de;
const en = expected.en;

/** The container service's price („ab 500 €“), read from the solar service price list. */
function containerPrice(locale: Locale): string {
  const items = getPriceList('solar-services').categories.flatMap((category) => category.items);
  const price = items.find((item) => item.serviceNumber === 'KW-SRV-S103')?.price;
  if (price?.kind !== 'from') throw new Error('The container service has no "from" price');
  return formatEuro(price.amount, locale);
}

export const holdoutQuestionsC: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...modelQuestions('de', [
    ['rtx 6000 ada verkaufen', 'RTX 6000 Ada'],
    ['pm1733 15.36tb', 'PM1733', 'de'],
  ]),
  ...modelQuestions('en', [
    ['cisco ucs c240 m6, what do you give', 'C240 M6'],
    ['epyc 7713', 'EPYC 7713', 'en'],
  ]),
  // Models that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'Ich hab noch einen alten SMA Sunny Boy 1.5 im Keller stehen. Was ist der bei euch wert?',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, [
    'I have an old Tesla Powerwall 1 from 2016 in the garage, what will you give me for it?',
  ]),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['Was bekomme ich ungefähr für gebrauchte Threadripper?', /Threadripper/],
    ['hpe proliant server was gebt ihr', /ProLiant/],
    [
      'Wir bauen gerade ein Rechenzentrum zurück und haben jede Menge Juniper-Geräte (Switches, Router, Firewalls). Was zahlt ihr dafür so ungefähr?',
      /Juniper/,
    ],
    ['Auf unserem Hallendach liegen 300 Q.Cells-Module, die runter müssen. Was zahlt ihr pro Modul?', /Q CELLS/, 'en'],
  ]),
  ...categoryQuestions('en', [
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
  ...paraphrases('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'Ich bin Privatperson und hab nur zwei alte Grafikkarten. Kann ich die trotzdem an euch verkaufen, und wie läuft das dann ab?',
  ]),
  // Selling: what happens once the goods have arrived
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'Wie lange prüft ihr die Ware, bevor ich einen endgültigen Preis bekomme?',
  ]),
  // Selling: whether a price is binding (the price lists and the chat are indicative) and how long an offer holds
  ...paraphrases('selling', 'de', { must: [de.indicative, /Prüfung/] }, [
    ['Gilt der Preis, den mir der Chat hier nennt, verbindlich?', 'en'],
  ]),
  // Selling: declining the valuation (goods sent back, at our cost unless the seller's details were wrong)
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'Was passiert mit meinen Akkus, wenn ich nach eurer Prüfung doch nicht verkaufen will?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    "I'm a private person with just a couple of old graphics cards. Can I still sell them to you, and how would that work?",
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    'How long do you take to inspect the goods before I get a firm price?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.indicative, /inspect/] }, [
    ['Is the price the chat bot gives me binding?', 'de'],
  ]),
  ...paraphrases('selling', 'en', { must: [SENT_BACK_EN], pages: DECLINE }, [
    'If I decide not to sell after your inspection, what happens to my batteries?',
  ]),
  // Payment: when
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'Wir haben letzte Woche eine Palette Akkus übergeben und eure Bewertung angenommen. Wie lange dauert es jetzt noch, bis das Geld da ist?',
  ]),
  // Payment: how (bank transfer only: no cash, no crypto)
  ...paraphrases('payment', 'de', { must: [TRANSFER_DE] }, [
    ['kriege ich cash wenn ich die sachen vorbeibringe', 'en'],
  ]),
  // Payment: the document (business sellers a credit note, private sellers a purchase receipt)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Wir sind ein kleiner Handwerksbetrieb und verkaufen euch alte Rechner. Müssen wir euch dafür eine Rechnung stellen?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'We accepted your valuation for our old servers on Monday. How long until you actually pay us?',
  ]),
  ...paraphrases('payment', 'en', { must: [TRANSFER_EN] }, [['cash if i drop the stuff off?', 'de']]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'We are a small workshop selling you our old PCs. Do we have to send you an invoice for that?',
  ]),
  // Pickup: whether and where
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'Wir sitzen in Leipzig und haben zwei Gitterboxen mit alten Laptops und Akkus. Kommt ihr vorbei und holt das ab?',
  ]),
  // Pickup: shipping instead (single items insured by parcel)
  ...paraphrases('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    ['Ich hab nur eine einzelne CPU. Lohnt sich dafür eine Abholung, oder schicke ich die besser selbst?', 'en'],
  ]),
  // Pickup: batteries are dangerous goods (ADR; damaged ones in P908/P911 packaging, not shipped by the seller)
  ...paraphrases('pickup', 'de', { must: ['ADR'] }, [
    'Wir haben 40 Lithium-Akkupacks aus Flurförderzeugen. Dürfen die einfach auf einen normalen LKW, oder wie läuft der Transport bei euch?',
  ]),
  // Pickup abroad: solar equipment in Austria and Switzerland, larger quantities elsewhere in Europe (AGB)
  ...paraphrases('pickup', 'de', { must: ['Österreich'], pages: RENEWABLES }, [
    'Unsere Solaranlage steht in Tirol – 80 Module und zwei Wechselrichter. Kommt ihr dafür auch nach Österreich?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'We are based in Leipzig with two mesh boxes of old laptops and batteries. Will you come and fetch them?',
  ]),
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    ['I only have one single CPU. Is it worth having it picked up, or should I ship it myself?', 'de'],
  ]),
  ...paraphrases('pickup', 'en', { must: ['ADR'] }, [
    'We have 40 lithium packs from forklifts. Can they go on a normal truck, or how do you handle the transport?',
  ]),
  ...paraphrases('pickup', 'en', { must: ['Austria'], pages: RENEWABLES }, [
    {
      q: 'Our solar farm is in Switzerland, around 400 panels. Would you come and collect them there?',
      must: ['Switzerland'],
    },
  ]),
  // Cost of pickup: free for larger quantities
  ...paraphrases('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'Lohnt sich das für euch überhaupt, bei uns 200 alte Laptops abzuholen, oder müssen wir den Transport zahlen?',
  ]),
  // Cost of pickup: single items (a quote or the transport cost in advance, or insured shipping)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'Ich bin privat und habe genau eine alte USV-Batterie. Was kostet es, wenn ihr die abholt?',
  ]),
  // Cost of pickup: the solar inverter threshold, extra costs of wrong dangerous-goods details, the container service
  ...paraphrases('pickup-cost', 'de', { pages: SOLAR_FREE }, [
    {
      q: 'Wir wollen einen Solarpark mit knapp 2 MWp zurückbauen. Was kostet bei euch ein Container für den Abtransport?',
      must: [containerPrice('de')],
      pages: SOLAR_SERVICE,
    },
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    ['Is it even worth it for you to collect 200 old laptops from us, or do we have to pay for transport?', 'de'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'Private person here with exactly one old UPS battery. What would it cost for you to come and get it?',
  ]),
  ...paraphrases('pickup-cost', 'en', { pages: SOLAR_FREE }, [
    {
      q: 'We are dismantling a solar park of almost 2 MWp. What do you charge for a container to haul everything away?',
      must: [containerPrice('en')],
      pages: SOLAR_SERVICE,
    },
  ]),
];
