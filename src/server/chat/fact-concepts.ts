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
  'cash',
  'money',
  'payout',
  'payment',
  'zahlungsziel',
  'zahlungsfrist',
  'zahlungsart',
  'transfer',
  'uberweisen',
  'zahlungsmethode',
  'barzahlung',
  'paypal',
  'bitcoin',
  'krypto',
  'crypto',
  'scheck',
  'cheque',
];
const PICKUP = [
  'abholung',
  'abholen',
  'abholt',
  'holt',
  'holen',
  'fetch',
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
  'umsonst',
  'kostenfrei',
  'preis',
  'price',
  'charges',
  'berechnet',
  'berechnen',
  'nehmt',
  'extra',
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
  'happens',
  'passiert',
  'start',
  'anfangen',
  'fange',
  'anfang',
  'begin',
  'beginnen',
  'online',
  'vorbeikommen',
];

/** What comes after the goods are on their way or have arrived. */
const NEXT = ['passiert', 'happens', 'happen', 'weiter', 'next', 'danach', 'nachdem', 'after', 'jetzt', 'now'];
const ARRIVED = [
  'ankommen',
  'angekommen',
  'ankunft',
  'eingang',
  'eingegangen',
  'arrive',
  'arrives',
  'arrived',
  'arrival',
  'losgeschickt',
  'geschickt',
  'verschickt',
  'versendet',
  'ship',
  'shipped',
  'send',
  'sent',
  'schicke',
  'received',
  'raus',
  'unterwegs',
  'way',
];
/** An offer or quote, and getting one. */
const OFFER = [
  'angebot',
  'offer',
  'quote',
  'quotation',
  'kostenvoranschlag',
  'preisvorschlag',
  'einschatzung',
  'estimate',
];
const OBTAIN = [
  'bekomme',
  'bekommen',
  'erhalte',
  'erhalten',
  'anfordern',
  'einholen',
  'request',
  'get',
  'ask',
  'wie',
  'how',
];

/** Many items at once, a list of them, or a sell request and its offer (the sell list and its status page). */
const MANY = [
  'viele',
  'mehrere',
  'many',
  'several',
  'multiple',
  'bulk',
  'menge',
  'posten',
  'sammel',
  'gesammelt',
  'einmal',
  'once',
];
const ITEM_LIST = [
  'liste',
  'list',
  'tabelle',
  'spreadsheet',
  'excel',
  'xlsx',
  'csv',
  'inventar',
  'inventory',
  'assets',
  'bestandsliste',
];
const UPLOAD = [
  'import',
  'importieren',
  'hochladen',
  'upload',
  'einfugen',
  'paste',
  'schicken',
  'senden',
  'send',
  'load',
  'laden',
  'einlesen',
];
const STATUS = ['status', 'stand', 'fortschritt', 'progress', 'track', 'verfolgen', 'tracking', 'bearbeitungsstand'];
const REQUEST = ['anfrage', 'request', 'inquiry', 'enquiry', 'auftrag', 'order', 'liste', 'list', 'ankaufsliste'];
const DECIDE = [
  'annehmen',
  'nehme',
  'angenommen',
  'akzeptieren',
  'zusagen',
  'ablehnen',
  'absagen',
  'accept',
  'decline',
  'reject',
  'refuse',
];

/** Answering an inquiry. */
const REPLY = [
  'antwort',
  'antworten',
  'antwortet',
  'melden',
  'meldet',
  'reply',
  'replies',
  'answer',
  'respond',
  'response',
  'ruckmeldung',
];
/** What a visitor sends instead of a detailed description, and whether it is enough. */
const ROUGH = [
  'fotos',
  'foto',
  'photos',
  'photo',
  'pics',
  'bilder',
  'pictures',
  'excel',
  'spreadsheet',
  'tabelle',
  'liste',
  'list',
];
const ENOUGH = ['reicht', 'genugt', 'enough', 'sufficient', 'statt', 'instead', 'einfach', 'just', 'ausreichend'];

export const FACT_CONCEPTS: Partial<Record<FactTopic, ConceptRule[]>> = {
  sellList: [
    { all: [['ankaufsliste', 'verkaufsliste', 'merkliste']] },
    {
      all: [
        ['sell', 'verkaufs'],
        ['list', 'liste'],
      ],
    },
    { all: [ITEM_LIST, UPLOAD] },
    {
      all: [MANY, ['verkaufen', 'sell', 'anbieten', 'loswerden', 'abgeben', 'send', 'senden', 'schicken', 'offer']],
    },
    { all: [STATUS, REQUEST] },
    // "Angebot erhalten – wie sage ich ja oder nein?"
    {
      all: [
        OFFER,
        ['ja', 'nein', 'yes', 'no', 'zusagen', 'absagen', 'annehmen', 'ablehnen', 'accept', 'decline', 'say'],
      ],
    },
    // "Sammelanfrage für viele Teile", "zwanzig verschiedene Artikel"
    { all: [['sammelanfrage', 'verschiedene', 'different', 'various', 'mixed', 'gemischt']], none: ['preis', 'price'] },
    // "Liste ist raus, wann kommt das Angebot?"
    { all: [['liste', 'list'], OFFER, ['wann', 'when', 'raus', 'sent', 'abgeschickt', 'gesendet', 'submitted']] },
    { all: [['bearbeitet', 'bearbeiten', 'bearbeitung', 'processed', 'processing'], REQUEST] },
    // "Bin ich gebunden, wenn ich nicht antworte?" – silence is no acceptance.
    {
      all: [
        OFFER,
        ['gebunden', 'bound', 'binding', 'antworte', 'respond', 'reply', 'ignore', 'ignoriere', 'schweigen', 'silence'],
      ],
    },
    // "Muss ich das Angebot annehmen?" asks what the terms say (topic `declineOffer`).
    { all: [OFFER, DECIDE], none: ['muss', 'must', 'have', 'verpflichtet', 'obliged'] },
  ],
  valuation: [
    { all: [NEXT, ARRIVED] },
    { all: [ROUGH, ENOUGH] },
    {
      all: [OFFER, OBTAIN],
      none: ['annehmen', 'nehme', 'accept', 'ablehnen', 'decline', 'status', 'stand', 'muss', 'must', 'have'],
    },
    { all: [['quotation', 'kostenvoranschlag']] },
  ],
  payment: [
    { all: [MONEY] },
    {
      all: [
        PAY,
        [
          'wann',
          'when',
          'schnell',
          'fast',
          'quick',
          'quickly',
          'soon',
          'lange',
          'long',
          'time',
          'zeit',
          'dauer',
          'days',
          'tage',
          'after',
          'nach',
        ],
      ],
    },
    { all: [PAY, ['method', 'methods', 'terms', 'bedingungen', 'out']] },
    { all: [['how', 'wie'], PAY], none: ['much', 'viel', 'wieviel', 'for', 'fur', 'many'] },
  ],
  pickup: [
    // How soon we come once it is agreed.
    {
      all: [
        ['schnell', 'fast', 'quick', 'soon', 'bald', 'lange', 'long', 'wann', 'when'],
        [
          'hof',
          'kommt',
          'kommen',
          'come',
          'abholung',
          'pickup',
          'collection',
          'collect',
          'abholen',
          'holt',
          'zusage',
          'lkw',
          'truck',
          'fahrer',
          'driver',
        ],
      ],
    },
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
    // "Wann macht ihr abends zu?"
    {
      all: [
        ['abends', 'morgens', 'evening', 'morning', 'samstags', 'sonntags'],
        ['zu', 'auf', 'offen', 'open', 'close', 'closed'],
      ],
    },
    // How soon an inquiry gets its answer ("sent the form on Friday, when will someone get back to me").
    {
      all: [
        ['form', 'formular', 'anfrage', 'inquiry', 'enquiry', 'request', 'mail', 'email', 'nachricht', 'message'],
        ['when', 'wann', 'how', 'wie'],
        ['back', 'melden', 'meldet', 'reply', 'answer', 'antwort', 'respond', 'hear'],
      ],
    },
    {
      all: [
        REPLY,
        ['anfrage', 'inquiry', 'enquiry', 'request', 'formular', 'form', 'mail', 'email', 'nachricht', 'message'],
      ],
    },
    {
      all: [
        [
          'wann',
          'when',
          'time',
          'uhr',
          'earliest',
          'latest',
          'fruhestens',
          'spatestens',
          'morgens',
          'abends',
          'morning',
          'evening',
          'night',
          'pm',
          'am',
        ],
        [
          'offen',
          'open',
          'close',
          'closed',
          'schliesst',
          'erreichbar',
          'erreiche',
          'erreichen',
          'telefonisch',
          'anrufen',
          'anruf',
          'durchklingeln',
          'call',
          'reach',
          'ring',
          'phone',
          'vorbeikommen',
          'answering',
        ],
      ],
    },
  ],
  process: [{ all: [SELL, HOW], none: ['much', 'viel', 'wieviel'] }],
};
