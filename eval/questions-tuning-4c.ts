import type { EvalCase } from './chat-questions';
import {
  CONTACT,
  CREDIT_NOTE,
  DECLINE,
  expected,
  FREE_INVERTERS_DE,
  FREE_INVERTERS_EN,
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
  TERMS,
  TRANSFER_DE,
  TRANSFER_EN,
  VALUATION,
} from './expected';
import { categoryQuestions, modelQuestions, paraphrases } from './question-helpers';

/**
 * The third fresh question set, part C (model and category prices, unknown models, selling,
 * payment, pickup and its cost), written from the site's content alone (pages, price lists,
 * claims, AGB) before the engine was run on it, then split 2:1: within each group of paraphrases
 * every third question went to the hold-out file (eval/holdout-3c.ts), the rest is here, in the
 * tuning set. The engine may be tuned on these.
 */
const de = expected.de;
const en = expected.en;

/** The pages that say an offer carries a validity date. */
const VALIDITY = [
  '/ankauf-elektronische-bauteile-service',
  '/elektronische-bauteile-ankauf',
  '/bitcoin-miner-recycling',
];
/** The page that says private sellers get a purchase receipt, business sellers a credit note. */
const RECEIPT = ['/cpu-ram-ankauf'];
/** The pages that say how damaged or swollen batteries travel. */
const DAMAGED_TRAVEL = ['/lithium-batterien', '/scooter-entsorgung', '/agb'];

export const tuningQuestionsC: EvalCase[] = [
  // Prices of a named model (a bare model number carries the page locale the widget sends)
  ...modelQuestions('de', [
    ['was zahlt ihr für ne 3090 ti', 'RTX 3090 Ti'],
    ['Core i7 14700K Ankaufpreis', 'i7-14700K'],
    [
      'Wir haben 12 Stück Cisco Catalyst 9300-48P aus einem Büroumzug übrig. Was gebt ihr pro Switch?',
      'Catalyst 9300-48P',
    ],
    ['byd lvs 8.0 was bringt die', 'LVS 8.0'],
  ]),
  ...modelQuestions('en', [
    ['how much for a ryzen 7 9800x3d', '9800X3D'],
    ['a5000 price?', 'RTX A5000'],
    [
      'We are closing a branch office and have a Cisco ISR 4451-X router left over. What would it be worth to you?',
      'ISR 4451-X',
    ],
    ['what do you pay for a solaredge se100k', 'SE100K'],
  ]),
  // Models that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'was zahlt ihr für ne rtx 2080 super',
    'Xeon E5-2690 v4 Ankaufspreis',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, ['how much for a gtx 1660 super', 'epyc 7302 price']),
  // Prices of a series, brand or category: an amount and a price page that lists it
  ...categoryQuestions('de', [
    ['was zahlt ihr für xeons', /Xeon/],
    ['epyc cpus preise', /EPYC/],
    ['was bringen rtx 30er karten bei euch', /RTX 30\d\d/],
    ['ankaufspreise für ki-gpus wie h100 und a100', /H100|A100|Instinct|L40S/],
    ['ddr4 ecc ram preise', /DDR4/],
    ['palo alto firewall ankauf preise', /Palo Alto/],
    ['sunny tripower preisliste', /Sunny Tripower/],
    ['was kriegt man für ne sonnenbatterie', /sonnen/],
  ]),
  ...categoryQuestions('en', [
    ['core ultra buyback prices', /Core Ultra/],
    ['ryzen cpus what do u pay', /Ryzen/],
    ['netapp / pure storage arrays, worth anything?', /NetApp|Pure Storage/],
    ['ddr5 server ram prices', /DDR5/],
    ['cisco catalyst & nexus switch prices', /Catalyst|Nexus/],
    ['do you pay for used wifi access points', /9130AXI|Mist AP45/],
    ['fronius gen24 prices', /GEN24/],
    ['how much for byd hvm battery towers', /HVM/],
  ]),
  // Selling: the steps from the inquiry to the money
  ...paraphrases('selling', 'de', { must: [de.contact, de.paymentDays], pages: CONTACT }, [
    'wie verkauf ich euch meine alte hardware',
    'ankauf ablauf schritt für schritt?',
  ]),
  // Selling: what happens once the goods have arrived
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'paket ist raus, was passiert jetzt',
    'wann weiß ich was ich wirklich bekomme',
  ]),
  // Selling: whether a price is binding (the price lists and the chat are indicative) and how long an offer holds
  ...paraphrases('selling', 'de', { must: [de.indicative, /Prüfung/] }, [
    'ist der preis in der liste fix?',
    { q: 'wie lange gilt so ein angebot von euch eigentlich', must: [/Gültigkeitsdatum/], pages: VALIDITY },
  ]),
  // Selling: declining the valuation (goods sent back, at our cost unless the seller's details were wrong)
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'und wenn ich mit eurem preis nicht einverstanden bin?',
    { q: 'wer zahlt den rückversand wenn ich nein sag', must: [/Rücksend/, /tragen wir|übernehmen wir/], pages: TERMS },
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, en.paymentDays], pages: CONTACT }, [
    'how selling works with you guys?',
    'steps to sell old hardware',
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    'i sent the box, now what',
    'when will i know the final price',
  ]),
  ...paraphrases('selling', 'en', { must: [en.indicative, /inspect/] }, [
    'are list prices fixed?',
    { q: 'how long is a quote from you valid', must: [/validity date/i], pages: VALIDITY },
  ]),
  ...paraphrases('selling', 'en', { must: [SENT_BACK_EN], pages: DECLINE }, [
    'what if i dont agree with your price',
    {
      q: 'who pays return shipping if i say no',
      must: [/return/i, /we (bear|cover|pay)|at our (own )?(cost|expense)/i],
      pages: TERMS,
    },
  ]),
  // Payment: when
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'wann is die kohle auf dem konto',
    'überweist ihr sofort nach der abholung?',
  ]),
  // Payment: how (bank transfer only: no cash, no crypto)
  ...paraphrases('payment', 'de', { must: [TRANSFER_DE] }, [
    'zahlungsart?',
    'kann ich mich in bitcoin auszahlen lassen',
  ]),
  // Payment: the document (business sellers a credit note, private sellers a purchase receipt)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'bekommen wir als firma eine gutschrift von euch',
    { q: 'bin privat – krieg ich da auch ne gutschrift oder was anderes?', must: ['Ankaufbeleg'], pages: RECEIPT },
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'when is the money in my account',
    'do you transfer right after pickup?',
  ]),
  ...paraphrases('payment', 'en', { must: [TRANSFER_EN] }, ['payment method?', 'can you pay me out in bitcoin']),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'as a company do we get a credit note',
    { q: 'private seller here, what document do i get', must: ['purchase receipt'], pages: RECEIPT },
  ]),
  // Pickup: whether and where
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'holt ihr auch bei privatleuten zuhause ab',
    'abholung in nrw?',
  ]),
  // Pickup: shipping instead (single items insured by parcel)
  ...paraphrases('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    'kann ich euch das auch einfach per post schicken',
    'muss ich abholen lassen oder geht auch versand',
  ]),
  // Pickup: batteries are dangerous goods (ADR; damaged ones in P908/P911 packaging, not shipped by the seller)
  ...paraphrases('pickup', 'de', { must: ['ADR'] }, [
    'akkus sind doch gefahrgut, wie transportiert ihr die',
    {
      q: 'mein e-bike akku ist aufgebläht, kann ich den einfach mit dhl schicken?',
      must: [/P908|Gefahrgut/],
      pages: DAMAGED_TRAVEL,
    },
  ]),
  // Pickup abroad: solar equipment in Austria and Switzerland, larger quantities elsewhere in Europe (AGB)
  ...paraphrases('pickup', 'de', { must: ['Österreich'], pages: RENEWABLES }, [
    'holt ihr alte wechselrichter auch in österreich ab',
    { q: 'abholung aus polen möglich? haben 2 paletten server', must: [/europäischen Ausland|Europa/], pages: TERMS },
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'do you collect from private homes too',
    'pickup in bavaria?',
  ]),
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    'can i just mail it to you instead',
    'pickup or shipping, which one?',
  ]),
  ...paraphrases('pickup', 'en', { must: ['ADR'] }, [
    'batteries are dangerous goods, how do you transport them',
    {
      q: 'my ebike battery is swollen, can i just post it to you?',
      must: [/P908|dangerous[- ]goods/i],
      pages: DAMAGED_TRAVEL,
    },
  ]),
  ...paraphrases('pickup', 'en', { must: ['Austria'], pages: RENEWABLES }, [
    'do you pick up inverters in austria',
    { q: 'pickup from belgium possible? we have a few pallets of old laptops', must: [/Europe/], pages: TERMS },
  ]),
  // Cost of pickup: free for larger quantities
  ...paraphrases('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'abholung gratis oder nicht?',
    'kostet mich die abholung von drei paletten akkus was',
  ]),
  // Cost of pickup: single items (a quote or the transport cost in advance, or insured shipping)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'was kostet es wenn ihr nur einen akku holt',
    'einzelner scooter abholung preis',
  ]),
  // Cost of pickup: the solar inverter threshold, extra costs of wrong dangerous-goods details, the container service
  ...paraphrases('pickup-cost', 'de', { pages: SOLAR_FREE }, [
    { q: 'ab wie vielen wechselrichtern ist der transport gratis', must: [FREE_INVERTERS_DE] },
    {
      q: 'wer zahlt den sondertransport wenn ich nicht gesagt hab dass der akku kaputt ist',
      must: [/Mehrkosten|Sondertransport/],
      pages: TERMS,
    },
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    'pickup free or not?',
    'does it cost me anything if you collect three pallets of batteries',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'one lonely battery, what do you charge to fetch it',
    'single scooter pickup price',
  ]),
  ...paraphrases('pickup-cost', 'en', { pages: SOLAR_FREE }, [
    { q: 'how many inverters for free transport', must: [FREE_INVERTERS_EN] },
    {
      q: "who pays for a special transport if i didn't tell you the battery was damaged",
      must: [/extra cost|special transport/i],
      pages: TERMS,
    },
  ]),
];
