import type { ConceptRule } from './concepts';
import type { FactTopic } from './facts';

/**
 * The concepts that recognise a fact's question besides its pattern (`facts.ts`): word groups in
 * German and English, matched on stems and compound parts (`concepts.ts`).
 */
const PAY = ['zahlen', 'zahlt', 'zahle', 'bezahlen', 'bezahlt', 'pay', 'paid', 'pays', 'paying'];
/** ("Zahlung" shares its stem with "zahlen", so the pattern in facts.ts recognises it.) */
const MONEY = [
  'geld',
  'kohle',
  'knete',
  'auszahlung',
  'uberweisung',
  'uberwiesen',
  'uberweist',
  'bargeld',
  'bar',
  'cash',
  'money',
  'payout',
  'payment',
  'zahlungsziel',
  'zahlungsfrist',
  'zahlungsart',
  'zahlungsmethode',
  'barzahlung',
  'paypal',
  'bitcoin',
  'krypto',
  'crypto',
  'scheck',
  'cheque',
  'gutschrift',
];
const PICKUP = [
  'abholung',
  'abholen',
  'abholt',
  'abholservice',
  'transport',
  'collection',
  'collect',
  'pickup',
  'pick',
  'versand',
  'shipping',
  'anfahrt',
];
const COST = [
  'kosten',
  'kostet',
  'kostenlos',
  'gratis',
  'gebuhr',
  'verlangt',
  'verlangen',
  'bezahlen',
  'zahlen',
  'charge',
  'cost',
  'costs',
  'fee',
  'free',
  'pay',
];
const SELL = ['verkaufen', 'verkauf', 'verkaufe', 'sell', 'selling', 'sale', 'loswerden'];
const HOW = [
  'wie',
  'how',
  'ablauf',
  'steps',
  'schritte',
  'process',
  'procedure',
  'vorgehen',
  'vorgehensweise',
  'funktioniert',
  'work',
  'works',
];

export const FACT_CONCEPTS: Partial<Record<FactTopic, ConceptRule[]>> = {
  payment: [
    { all: [MONEY] },
    {
      all: [
        PAY,
        ['wann', 'when', 'schnell', 'fast', 'quick', 'quickly', 'soon', 'lange', 'long', 'time', 'zeit', 'dauer'],
      ],
    },
    { all: [PAY, ['method', 'methods', 'terms', 'bedingungen', 'mich', 'me', 'out']] },
    { all: [['how', 'wie'], PAY], none: ['much', 'viel', 'wieviel', 'for', 'fur', 'many'] },
  ],
  pickup: [
    {
      all: [
        ['come', 'kommt', 'kommen', 'vorbeikommen'],
        ['get', 'holen', 'pick', 'collect', 'fetch'],
      ],
    },
  ],
  pickupCost: [{ all: [PICKUP, COST] }],
  appointment: [
    { all: [['termin', 'terminvereinbarung', 'appointment', 'abholtermin']] },
    {
      all: [
        ['vereinbaren', 'arrange', 'schedule', 'book', 'buchen', 'ausmachen'],
        ['date', 'datum', 'zeit', 'time', 'pickup', 'abholung', 'visit', 'besuch', 'slot'],
      ],
    },
  ],
  hours: [
    { all: [['opening', 'offnungszeit', 'offnungszeiten']] },
    {
      all: [
        ['wann', 'when', 'time', 'uhr'],
        ['auf', 'offen', 'open', 'close', 'closed', 'schliesst', 'erreichbar'],
      ],
    },
  ],
  process: [{ all: [SELL, HOW], none: ['much', 'viel', 'wieviel'] }],
};
