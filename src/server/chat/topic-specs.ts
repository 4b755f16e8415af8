import type { RoutePath } from '@/content/routes';
import type { ConceptRule } from './concepts';
import {
  ACCEPT,
  BATTERY,
  CERTIFICATE,
  COST,
  COUNTERFEIT,
  DATA_CARRIER,
  DATA_DEVICE,
  DESTROY,
  DISAGREE,
  ELECTRIC_VEHICLE,
  ERASE,
  OBLIGED,
  SERVICE,
  VALUATION,
  VEHICLE,
} from './topic-words';

/**
 * The topics the assistant recognises, as data: for each, the word groups that make a question
 * about it (`concepts.ts`) and the pages and headings that answer it. The logic that uses them is
 * in `topics.ts`.
 */
export type TopicSpec = {
  rules: ConceptRule[];
  /** Pages that answer the topic. */
  pages?: readonly RoutePath[];
  /**
   * Headings (folded) of the sections that answer it: on any page ("Was kostet die Entsorgung?"),
   * or, with `pages`, the sections of those pages that do ("Prüfung und Bewertung" in the terms).
   */
  titles?: RegExp;
  /**
   * Of a section's clauses (a legal section is one passage per clause), the one that answers:
   * matched on folded text ("verrechnen" in the terms' "Zahlung").
   */
  clause?: RegExp;
  /**
   * The topic says who asks rather than what ("a municipality", "a private person"): a question
   * about prices stays one (other topics ask about a service, not about goods of a price list).
   */
  whoAsks?: boolean;
  /**
   * Its sections are chosen by the rest of the question, not by the words that made the topic
   * ("who makes sure we are paid on time": the member whose words are about payment, not "who").
   */
  byQuestion?: boolean;
};

export const TOPIC_SPECS = {
  secondLifeCriteria: {
    rules: [
      {
        all: [
          [
            'zweites',
            'second',
            'weiterverwendet',
            'weiterverwenden',
            'reused',
            'reuse',
            'wiederverwendet',
            'weiter',
            'still',
          ],
          [
            'leben',
            'life',
            'akku',
            'akkus',
            'batterie',
            'batterien',
            'module',
            'packs',
            'batteries',
            'speicher',
            'used',
          ],
          [
            'entscheidet',
            'entscheiden',
            'decide',
            'messwerte',
            'prufen',
            'pruft',
            'criteria',
            'kriterien',
            'woran',
            'how',
            'wie',
            'nach welchen',
          ],
        ],
      },
    ],
    pages: ['/lithium-batterien', '/team'],
    titles: /\b(second-life|second life)\b/,
  },
  goodsReceipt: {
    rules: [
      {
        all: [
          ['lieferung', 'delivery', 'sachen', 'goods', 'ware', 'stuff'],
          [
            'ankommt',
            'arrives',
            'nachgezahlt',
            'gezahlt',
            'counted',
            'missing',
            'verloren',
            'fehlt',
            'goes',
            'weg',
            'eingang',
            'receipt',
          ],
        ],
        none: ['transport', 'transit', 'paket', 'parcel', 'versand', 'shipping', 'unterwegs', 'courier'],
      },
    ],
    pages: ['/team'],
    titles: /\b(wareneingang|goods receipt)\b/,
  },
  manualDismantling: {
    rules: [
      {
        all: [
          ['schreddern', 'schreddert', 'schredert', 'shredder', 'shred', 'shredded'],
          ['alles', 'everything', 'einfach', 'just', 'komplett', 'whole', 'all'],
        ],
        none: ['festplatte', 'festplatten', 'drives', 'datentrager', 'ssd', 'hdd'],
      },
    ],
    pages: ['/team', '/mission'],
    titles: /\b(demontage und sortierung|dismantling and sorting)\b/,
  },
  publicSector: {
    rules: [
      {
        all: [
          [
            'behorde',
            'behorden',
            'kommune',
            'kommunen',
            'stadt',
            'municipality',
            'council',
            'public',
            'offentlich',
            'offentliche',
            'schulverwaltungsamt',
            'amt',
            'authorities',
            'authority',
            'verwaltung',
          ],
        ],
        none: ['datenschutz', 'privacy', 'aufsichtsbehorde', 'supervisory', 'zoll', 'customs'],
      },
    ],
    whoAsks: true,
    pages: ['/unternehmensprofil'],
    titles: /\b(seit 2016|since 2016)\b/,
  },
  companyHistory: {
    rules: [
      {
        all: [['angefangen', 'anfang', 'anfangen', 'begonnen', 'beginning', 'geschichte', 'history', 'entwicklung']],
        none: ['abholung', 'pickup'],
      },
      {
        all: [
          ['start', 'started'],
          ['company', 'firma', 'unternehmen', 'betrieb', 'out'],
        ],
      },
    ],
    pages: ['/unternehmensprofil'],
    titles: /\b(unser weg|how we got here)\b/,
  },
  climateScope: {
    rules: [
      {
        all: [
          ['klimaneutral', 'neutral', 'co2'],
          [
            'standort',
            'site',
            'alles',
            'everything',
            'only',
            'nur',
            'scope',
            'umfasst',
            'covers',
            'bedeutet',
            'means',
            'fahrzeuge',
            'vehicles',
          ],
        ],
      },
    ],
    pages: ['/vision', '/sustainability'],
    titles: /\b(klimaneutral|climate-neutral|climate neutral)\b/,
  },
  annualReport: {
    rules: [
      {
        all: [
          [
            'kunftig',
            'future',
            'jahrlich',
            'annually',
            'jahr',
            'year',
            'einmalig',
            'once',
            'regelmassig',
            'regularly',
            'again',
            'wieder',
            'offenlegen',
            'publish',
          ],
          ['zahlen', 'figures', 'bilanz', 'results', 'report', 'bericht', 'berichten', 'numbers'],
        ],
      },
    ],
    pages: ['/vision'],
    titles: /\b(offen berichten|open reporting|report openly)\b/,
  },
  materialFigures: {
    rules: [
      {
        all: [
          [
            'gemessen',
            'measured',
            'gerechnet',
            'berechnet',
            'calculated',
            'estimated',
            'selbst',
            'yourself',
            'zuruckgewonnen',
            'recovered',
          ],
          ['lithium', 'seltene', 'rare', 'lithiummenge', 'tonnen', 'tonnes'],
        ],
      },
    ],
    pages: ['/sustainability'],
    titles: /\b(lithium und seltene erden|lithium and rare earths)\b/,
  },
  schoolLaptops: {
    rules: [
      {
        all: [
          [
            'schule',
            'schulen',
            'school',
            'schools',
            'spende',
            'spenden',
            'donate',
            'donation',
            'klassenzimmer',
            'classroom',
          ],
          [
            'laptop',
            'laptops',
            'notebook',
            'notebooks',
            'gerate',
            'installiert',
            'installed',
            'os',
            'betriebssystem',
            'software',
            'windows',
          ],
        ],
      },
    ],
    pages: ['/soziales-engagement'],
    titles: /\b(zweites leben im klassenzimmer|second life in the classroom)\b/,
  },
  batteryWorkshop: {
    rules: [
      {
        all: [
          [
            'workshop',
            'kurs',
            'schulung',
            'doppelstunde',
            'unterricht',
            'lesson',
            'aufklarung',
            'vortrag',
            'talk',
            'training',
          ],
          [
            'akku',
            'akkus',
            'batterie',
            'batterien',
            'battery',
            'batteries',
            'verein',
            'club',
            'schule',
            'school',
            'klasse',
          ],
        ],
      },
    ],
    pages: ['/soziales-engagement'],
    titles: /\b(sicher mit akkus|safe with batteries)\b/,
  },
  priceSearch: {
    rules: [
      {
        all: [
          ['durchsuchen', 'suchen', 'search', 'suche', 'finden', 'find', 'nachschlagen', 'look'],
          ['preise', 'prices', 'alle', 'all', 'preisliste', 'preislisten', 'lists', 'katalog', 'catalogue'],
        ],
      },
    ],
    pages: ['/preissuche'],
  },
  importReview: {
    rules: [
      {
        all: [
          [
            'csv',
            'excel',
            'import',
            'importieren',
            'hochladen',
            'upload',
            'paste',
            'pasting',
            'einfugen',
            'rows',
            'zeilen',
            'tabelle',
          ],
          [
            'zuordnen',
            'ordnet',
            'ordnen',
            'match',
            'matches',
            'matched',
            'check',
            'prufen',
            'review',
            'straight',
            'sofort',
            'direkt',
            'added',
            'hinzugefugt',
          ],
        ],
      },
    ],
    pages: ['/ankaufsliste'],
    titles: /\b(liste importieren|import a list|import your list|import)\b/,
  },
  listCleared: {
    rules: [
      {
        all: [
          ['leer', 'empty', 'disappeared', 'verschwunden', 'weg', 'noch', 'still', 'gone', 'geleert', 'cleared'],
          ['liste', 'list', 'ankaufsliste'],
          ['abgeschickt', 'absenden', 'submitted', 'sent', 'sending', 'senden', 'gesendet', 'nach', 'after'],
        ],
      },
    ],
    pages: ['/ankaufsliste'],
    titles: /\b(liste senden|send (the|your) list|submit)\b/,
  },
  acceptBinding: {
    rules: [
      {
        all: [
          ['annehmen', 'accept', 'angenommen', 'klick', 'click', 'clicking'],
          ['verbindlich', 'binding', 'firm', 'feste', 'fest', 'zusage', 'commitment', 'yes'],
        ],
      },
    ],
    pages: ['/ankaufsliste'],
    titles: /\b(unser angebot|our offer)\b/,
    clause: /\b((?<!un)verbindlich\w*|(?<!non-)binding)\b/,
  },
  newCondition: {
    rules: [
      {
        all: [
          ['neu', 'new', 'originalverpackt', 'unused', 'unbenutzt', 'sealed', 'versiegelt', 'ungebraucht'],
          [
            'zustand',
            'condition',
            'count',
            'zahlt',
            'choose',
            'wahlen',
            'geoffnet',
            'opened',
            'packaging',
            'verpackung',
            'box',
          ],
        ],
      },
      {
        all: [
          [
            'defekt',
            'defects',
            'mangel',
            'mangeln',
            'noisy',
            'laut',
            'kratzer',
            'scratch',
            'scratches',
            'broken',
            'lufter',
            'fan',
          ],
          ['zustand', 'condition', 'grade', 'wahle', 'wahlen', 'choose', 'select', 'liste', 'list', 'ankaufsliste'],
        ],
      },
    ],
    pages: ['/ankaufsliste'],
    titles: /\b(was die zustande bedeuten|what the conditions mean|conditions|grades)\b/,
  },
  offerReady: {
    rules: [
      {
        all: [
          ['erfahre', 'erfahren', 'know', 'notified', 'benachrichtigt', 'email', 'mail', 'informiert', 'told'],
          ['angebot', 'offer'],
          ['fertig', 'ready', 'liste', 'list', 'bereit'],
        ],
      },
    ],
    pages: ['/ankaufsliste'],
    titles: /\b(unser angebot|our offer)\b/,
  },
  pickupPapers: {
    // The papers handed over at a battery pickup (transfer note, weighing slip).
    rules: [
      {
        all: [
          [
            'zettel',
            'papier',
            'papiere',
            'paper',
            'papers',
            'beleg',
            'dokument',
            'dokumente',
            'document',
            'documents',
            'schein',
            'receipt',
            'slip',
            'hand',
          ],
          ['abholung', 'pickup', 'fahrer', 'driver', 'takes', 'mitnimmt', 'abholen', 'collect', 'collection', 'away'],
        ],
      },
    ],
    pages: ['/lithium-batterien'],
    titles: /\b(welche nachweise|which records|what records|which documents)\b/,
  },
  lfpValue: {
    rules: [{ all: [['lfp', 'lifepo4', 'eisenphosphat', 'lithiumeisenphosphat', 'phosphate']] }],
    pages: ['/lithium-batterien'],
    titles: /\b(was sie bekommen|what you get)\b/,
    clause: /\b(lfp)\b/,
  },
  takebackDuty: {
    rules: [
      {
        all: [
          ['hersteller', 'autohersteller', 'manufacturer', 'manufacturers', 'maker', 'carmaker'],
          [
            'rucknahme',
            'zurucknehmen',
            'zurucknimmt',
            'take',
            'takeback',
            'responsible',
            'zustandig',
            'pflicht',
            'supposed',
            'duty',
            'obliged',
          ],
        ],
      },
    ],
    pages: ['/mobilitaet-batterien'],
    titles: /\b(rucknahme|take-back|take back)\b/,
  },
  healthTest: {
    rules: [{ all: [['soh', 'gesundheitszustand', 'health', 'innenwiderstand', 'resistance']] }],
    pages: ['/mobilitaet-batterien', '/lithium-batterien'],
    titles: /\b(gesundheitszustand|state of health|second-life|second life)\b/,
  },
  batteriesOut: {
    // Whether batteries must come out of devices before a pickup.
    rules: [
      {
        all: [
          ['ausbauen', 'rausmachen', 'rausnehmen', 'herausnehmen', 'entnehmen', 'remove', 'out', 'raus', 'take'],
          ['akku', 'akkus', 'batterie', 'batterien', 'battery', 'batteries'],
          [
            'laptop',
            'laptops',
            'notebook',
            'notebooks',
            'gerate',
            'geraten',
            'devices',
            'elektroschrott',
            'vorher',
            'bevor',
            'before',
            'pickup',
            'abholung',
            'holt',
          ],
        ],
      },
    ],
    pages: ['/elektronikschrott-entsorgung'],
    titles: /\b(batterien vorher ausbauen|remove batteries|take the batteries out|batteries out)\b/,
  },
  mdmDevices: {
    rules: [{ all: [['mdm', 'enrolled', 'bios', 'geratverwaltung']] }],
    pages: ['/elektronikschrott-entsorgung', '/elektroschrott-recycling'],
    titles: /\b(mobilgerate|mobile devices|arbeitsplatz-it|workplace it)\b/,
    clause: /\b(mdm|bios)\b/,
  },
  particleSize: {
    rules: [
      {
        all: [
          ['klein', 'kleine', 'small', 'gross', 'big', 'size', 'grosse', 'tiny'],
          ['stucke', 'stuck', 'bits', 'pieces', 'partikel', 'particles', 'schnipsel', 'reste'],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(magnetische festplatten|magnetic hard drives|hard disks)\b/,
  },
  medicalDriveRemoval: {
    rules: [
      {
        all: [
          ['wer', 'who'],
          ['ausbauen', 'ausbau', 'festplattenausbau', 'removal', 'remove', 'takes', 'take', 'out', 'baut', 'does'],
          ['festplatte', 'festplatten', 'festplattenausbau', 'disks', 'drives', 'hard', 'datentrager'],
        ],
      },
    ],
    pages: ['/medizintechnik-recycling'],
    titles: /\b(wer baut die festplatten aus|who removes the hard (drives|disks))\b/,
  },
  largeMedical: {
    rules: [
      {
        all: [
          ['mrt', 'mri', 'ct', 'rontgen', 'xray', 'grossgerat', 'grossgerate', 'scanner'],
          ['raus', 'out', 'keller', 'basement', 'demontage', 'dismantle', 'get', 'abholen', 'abbauen', 'remove'],
        ],
      },
    ],
    pages: ['/medizintechnik-recycling'],
    titles: /\b(ablauf|how it works)\b/,
    clause: /\b(begehung|survey)\b/,
  },
  counterfeitStorage: {
    rules: [
      {
        all: [
          COUNTERFEIT,
          [
            'lagern',
            'lagerung',
            'zwischenlagern',
            'gelagert',
            'bleibt',
            'store',
            'stored',
            'storage',
            'kept',
            'keep',
            'until',
            'bis',
            'freigabe',
            'release',
          ],
        ],
      },
    ],
    pages: ['/plagiate-zerstoerung'],
    titles: /\b(von der annahme bis zum zertifikat|from receipt to certificate|from acceptance)\b/,
    clause: /\b(zugangskontrolliert|access-controlled|verschlossen|locked)\b/,
  },
  legalAdvice: {
    rules: [
      {
        all: [['rechtsberatung', 'anwalt', 'lawyer', 'counsel', 'advice', 'beraten', 'beratung']],
        none: ['datenschutz', 'privacy'],
      },
    ],
    pages: ['/plagiate-zerstoerung'],
    titles: /\b(rechtsgrundlagen|legal bases)\b/,
  },
  minerSettings: {
    rules: [
      {
        all: [
          ['pool', 'wallet', 'zugangsdaten', 'credentials', 'settings', 'einstellungen', 'konfiguration'],
          ['miner', 'minern', 'miners', 'asic', 'antminer', 'whatsminer'],
        ],
      },
    ],
    pages: ['/bitcoin-miner-recycling'],
    titles: /\b(so verkaufen sie ihre miner|how to sell your miners|how you sell)\b/,
    clause: /\b(pool|wallet)\b/,
  },
  ramLots: {
    rules: [
      {
        all: [
          ['sortieren', 'sort', 'sorting', 'sortenrein', 'uniform', 'gemischt', 'mixed', 'gleiche', 'same'],
          ['ram', 'riegel', 'sticks', 'arbeitsspeicher', 'dimm', 'dimms', 'speicher'],
        ],
      },
    ],
    pages: ['/cpu-ram-ankauf'],
    titles: /\b(arbeitsspeicher|memory)\b/,
    clause: /\b(sortenrein|uniform|gemischt|mixed)\b/,
  },
  desolderedParts: {
    rules: [{ all: [['ausgelotet', 'runtergelotet', 'abgelotet', 'desoldered', 'pulled', 'entlotet']] }],
    pages: ['/elektronische-bauteile-ankauf'],
    titles: /\b(ausgelotete|desoldered)\b/,
  },
  chipCounterfeits: {
    rules: [
      {
        all: [
          [
            'gefalscht',
            'gefalschte',
            'gefalschten',
            'fake',
            'fakes',
            'counterfeit',
            'falschungen',
            'falschungsprufung',
            'plagiate',
          ],
          ['chips', 'chip', 'ics', 'bauteile', 'components', 'halbleiter', 'semiconductors'],
        ],
      },
    ],
    pages: ['/elektronische-bauteile-ankauf', '/ankauf-elektronische-bauteile-service'],
    titles: /\b(falschungen|counterfeit|wareneingangsprufung|incoming inspection)\b/,
  },
  unboughtParts: {
    rules: [
      {
        all: [
          ['nicht', 'not', 'unbought', 'dont'],
          ['kaufen', 'angekauft', 'ankaufen', 'buy', 'bought', 'want'],
          ['teile', 'parts', 'bauteile', 'components', 'positionen', 'liste', 'list'],
        ],
      },
      { all: [['unbought', 'nichtangekauft']] },
    ],
    pages: ['/ankauf-elektronische-bauteile-service'],
    titles: /\b(teilen, die sie nicht ankaufen|parts you do not buy)\b/,
  },
  esdPacking: {
    rules: [
      {
        all: [
          ['verpacken', 'verpackung', 'einpacken', 'pack', 'packing', 'packaging', 'esd'],
          ['cpu', 'cpus', 'ram', 'prozessor', 'prozessoren', 'processors', 'bauteile', 'chips', 'ics', 'components'],
        ],
      },
    ],
    pages: ['/cpu-ram-ankauf', '/ankauf-elektronische-bauteile-service'],
    titles:
      /\b(in vier schritten verkauft|sold in four steps|four steps|abholung und verpackung|pickup and packaging)\b/,
    clause: /\b(esd)\b/,
  },
  counterfeitEvidence: {
    rules: [
      {
        all: [
          COUNTERFEIT,
          [
            'video',
            'filmen',
            'film',
            'filmed',
            'beweis',
            'evidence',
            'muster',
            'samples',
            'sample',
            'aufheben',
            'keep',
          ],
        ],
      },
      {
        all: [
          ['vernichtung', 'destruction'],
          ['video', 'filmen', 'film', 'filmed'],
        ],
      },
    ],
    pages: ['/plagiate-zerstoerung'],
    titles: /\b(beweissichere dokumentation|documentation)\b/,
  },
  removalCostsFixed: {
    rules: [
      {
        all: [
          ['kran', 'crane', 'ausbaukosten', 'removal', 'ausbau', 'demontage', 'spezialverpackung', 'packaging'],
          [
            'extra',
            'hinterher',
            'afterwards',
            'vorab',
            'upfront',
            'fix',
            'fixed',
            'known',
            'nachforderung',
            'surcharge',
            'zusatzlich',
            'additional',
          ],
        ],
      },
    ],
    pages: ['/industrie-batterien'],
    titles: /\b(demontage und transport|dismantling and transport)\b/,
  },
  industrialPickupInfo: {
    rules: [
      {
        all: [
          ['braucht', 'brauchen', 'need', 'angaben', 'information', 'infos', 'wissen', 'know'],
          ['usv', 'ups', 'stapler', 'staplerbatterien', 'forklift', 'industriebatterien', 'industrial'],
          ['abholen', 'abholung', 'pickup', 'get', 'come', 'holen'],
        ],
      },
    ],
    pages: ['/industrie-batterien'],
    titles: /\b(vom ausbau bis zum nachweis|from removal to certificate)\b/,
  },
  ownTerms: {
    // A company's own terms apply only if we expressly agree to them (terms, scope).
    rules: [
      {
        all: [
          ['eigene', 'eigenen', 'own', 'unsere', 'our'],
          [
            'geschaftsbedingungen',
            'lieferbedingungen',
            'einkaufsbedingungen',
            'verkaufsbedingungen',
            'bedingungen',
            'agb',
            'terms',
            'conditions',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(geltungsbereich|scope)\b/,
    clause: /\b(textform vereinbaren|in text form|ausdrucklich zustimmen|expressly agree)\b/,
  },
  contractStart: {
    // When a sale is binding: when the seller accepts our valuation (terms, conclusion of contract).
    rules: [
      {
        all: [
          ['wann', 'when', 'point', 'schon', 'already', 'noch', 'still'],
          ['verkauf', 'verkauft', 'sale', 'sold', 'kaufvertrag', 'vertrag', 'contract', 'deal'],
          [
            'fix',
            'verbindlich',
            'binding',
            'bindend',
            'zustande',
            'concluded',
            'good',
            'endgultig',
            'final',
            'zuruck',
            'mind',
            'ruckgangig',
          ],
        ],
        none: ['preis', 'price', 'liste', 'list', 'angebot', 'offer', 'preisliste'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(vertragsschluss|conclusion of contract)\b/,
    clause: /\b(kommt zustande|is concluded)\b/,
  },
  pickupReadiness: {
    rules: [
      {
        all: [
          [
            'vorbereiten',
            'prepare',
            'pflichten',
            'pflicht',
            'duties',
            'obligations',
            'bereitstellen',
            'ready',
            'bereit',
            'tun',
          ],
          [
            'abholtermin',
            'abholtag',
            'abholung',
            'pickup',
            'truck',
            'lkw',
            'fahrer',
            'driver',
            'comes',
            'kommt',
            'collection',
          ],
        ],
        none: ['akku', 'akkus', 'batterie', 'batterien', 'battery', 'batteries'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(ubergabe|handover)\b/,
    clause: /\b(zuganglich|accessible)\b/,
  },
  pickupDeclaration: {
    // What to tell us about batteries before a pickup (type, quantity, weight, condition).
    rules: [
      {
        all: [
          [
            'information',
            'informationen',
            'angaben',
            'infos',
            'wissen',
            'know',
            'need',
            'brauchen',
            'braucht',
            'mitteilen',
            'tell',
            'angeben',
          ],
          ['akku', 'akkus', 'batterie', 'batterien', 'battery', 'batteries', 'lithium', 'gefahrgut'],
          ['abholen', 'abholung', 'pick', 'pickup', 'before', 'vorher', 'vor', 'collect'],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(ubergabe|handover)\b/,
    clause: /\b(art, menge|type, quantity)\b/,
  },
  inspectionScope: {
    rules: [
      {
        all: [
          [
            'pruft',
            'prufen',
            'getestet',
            'testet',
            'tested',
            'test',
            'check',
            'checks',
            'checked',
            'prufung',
            'inspection',
            'inspect',
            'kontrolliert',
          ],
          ['was', 'what', 'genau', 'exactly', 'wareneingang', 'goods', 'ankommt', 'arrives', 'eingang', 'alles'],
        ],
        none: ['wie lange', 'how long', 'dauert', 'schnell', 'fast', 'kostet', 'cost'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(prufung und bewertung|inspection and valuation)\b/,
    clause: /\b(vollstandigkeit|completeness)\b/,
  },
  returnCosts: {
    // Who pays the return after a declined valuation when the description was wrong.
    rules: [
      {
        all: [
          [
            'beschreibung',
            'description',
            'angaben',
            'beschrieben',
            'described',
            'gestimmt',
            'right',
            'falsch',
            'wrong',
            'alter',
            'older',
          ],
          [
            'zuruck',
            'back',
            'return',
            'rucksendung',
            'rucksenden',
            'zurucksenden',
            'shipping',
            'sending',
            'ablehn',
            'ablehne',
            'down',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(prufung und bewertung|inspection and valuation)\b/,
    clause: /\b(es sei denn|unless)\b/,
  },
  recycleDeclined: {
    // A declined valuation: on request we recycle the goods instead of returning them.
    rules: [
      {
        all: [
          [
            'entsorgen',
            'entsorgt',
            'recyceln',
            'recycle',
            'recycelt',
            'verwerten',
            'verwertung',
            'dispose',
            'behalten',
            'keep',
          ],
          [
            'zuruck',
            'back',
            'ablehne',
            'ablehnen',
            'abgelehnt',
            'declined',
            'decline',
            'passt',
            'like',
            'down',
            'nicht',
            'dont',
          ],
          ['preis', 'price', 'bewertung', 'valuation', 'angebot', 'offer'],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(prufung und bewertung|inspection and valuation)\b/,
    clause: /\b(verwertung|recycl\w*)\b/,
  },
  bankDetails: {
    // The seller's bank account is given in text form.
    rules: [
      {
        all: [
          ['bankverbindung', 'konto', 'kontonummer', 'iban', 'bank', 'account'],
          [
            'auszahlung',
            'payout',
            'durchgeben',
            'give',
            'telefon',
            'phone',
            'mitteilen',
            'tell',
            'angeben',
            'nennen',
            'meine',
            'my',
          ],
        ],
        none: ['ihre', 'eure', 'your'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(zahlung|payment)\b/,
    clause: /\b(textform|text form)\b/,
  },
  invoiceDue: {
    // When our invoices for services are due (without deduction, within the quote's period).
    rules: [
      {
        all: [
          ['rechnung', 'invoice', 'rechnungen', 'invoices'],
          [
            'bis wann',
            'when',
            'wann',
            'skonto',
            'discount',
            'abziehen',
            'deduct',
            'frist',
            'due',
            'zahlungsziel',
            'bezahlen',
            'pay',
          ],
        ],
        none: ['iban', 'bank', 'konto', 'account'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(zahlung|payment)\b/,
    clause: /\b(ohne abzug|without deduction)\b/,
  },
  deviceLocks: {
    rules: [
      {
        all: [
          [
            'aktivierungssperre',
            'sperre',
            'sperren',
            'gerätesperre',
            'geratesperre',
            'mdm',
            'lock',
            'locks',
            'locked',
            'icloud',
            'enrolled',
            'device management',
            'geratverwaltung',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(datentrager und vernichtungsnachweise|data carriers and destruction certificates)\b/,
    clause: /\b(sperre\w*|locks?)\b/,
  },
  formData: {
    // What happens to the data of a sent form.
    rules: [
      {
        all: [
          ['daten', 'data', 'angaben', 'details', 'name', 'telefonnummer', 'phone'],
          ['kontaktformular', 'formular', 'form', 'anfrageformular', 'anfrage', 'inquiry', 'abschicke', 'submit'],
          ['passiert', 'happens', 'happen', 'verwenden', 'verwendet', 'use', 'wofur', 'for', 'machen', 'do'],
        ],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(kontaktformulare|contact forms)\b/,
    clause: /\b(datenbank|database)\b/,
  },
  noAdvertising: {
    rules: [
      { all: [['werbung', 'newsletter', 'marketing', 'spam', 'spammed', 'advertising', 'werbemails', 'werbemail']] },
    ],
    pages: ['/datenschutz'],
    titles: /\b(kontaktformulare|contact forms)\b/,
    clause: /\b(newsletter)\b/,
  },
  dataNotSold: {
    rules: [
      {
        all: [
          ['verkauft', 'verkaufen', 'sell', 'sold', 'geld', 'money', 'weitergeben', 'weiter', 'pass', 'share'],
          ['daten', 'data', 'kundendaten', 'customer'],
        ],
        none: ['festplatte', 'festplatten', 'drives', 'datentrager', 'ssd', 'hdd', 'server', 'laptops', 'gerate'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(das wichtigste in kurze|the essentials)\b/,
    clause: /\b(verkaufen keine|do not sell)\b/,
  },
  thirdCountries: {
    rules: [
      {
        all: [
          [
            'eu',
            'usa',
            'us',
            'amerika',
            'america',
            'drittland',
            'drittlander',
            'drittlandubermittlungen',
            'countries',
            'ausland',
            'abroad',
            'ewr',
            'eea',
          ],
          [
            'daten',
            'data',
            'ubermittlung',
            'transfer',
            'transfers',
            'leave',
            'verlassen',
            'end',
            'server',
            'servers',
            'formular',
            'form',
          ],
        ],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(empfanger|recipients)\b/,
    clause: /\b(europaischen union|european union|drittl\w*|third countr\w*)\b/,
  },
  whoSeesData: {
    rules: [
      {
        all: [
          ['wer', 'who'],
          ['sehen', 'sieht', 'see', 'sees', 'lesen', 'liest', 'read', 'reads', 'zugriff', 'access', 'bekommt', 'gets'],
          [
            'daten',
            'anfrage',
            'inquiry',
            'liste',
            'list',
            'seriennummern',
            'serial',
            'data',
            'nachricht',
            'message',
            'it',
            'die',
          ],
        ],
        none: ['zustandig', 'responsible', 'leitet', 'leads', 'charge'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(empfanger|recipients)\b/,
    clause: /\b(mitarbeit\w*|staff)\b/,
  },
  photoRetention: {
    rules: [
      {
        all: [
          ['fotos', 'foto', 'photos', 'photo', 'bilder', 'pictures', 'anhange', 'attachments'],
          [
            'lange',
            'long',
            'aufheben',
            'aufbewahren',
            'keep',
            'kept',
            'forever',
            'loschen',
            'delete',
            'deleted',
            'gespeichert',
            'stored',
            'stay',
          ],
        ],
        none: ['gps', 'standort', 'location', 'metadaten', 'metadata'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(kontaktformulare|contact forms)\b/,
    clause: /\b(mit der anfrage|with the inquiry|together with)\b/,
  },
  fileFormats: {
    rules: [
      {
        all: [
          [
            'dateiformat',
            'dateiformate',
            'format',
            'formats',
            'dateitypen',
            'dateityp',
            'file',
            'files',
            'pdf',
            'datenblatt',
          ],
          [
            'formular',
            'form',
            'hochladen',
            'upload',
            'anhang',
            'anhangen',
            'attach',
            'accept',
            'akzeptiert',
            'nimmt',
            'mitschicken',
          ],
        ],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(kontaktformulare|contact forms)\b/,
    clause: /\b(pdf)\b/,
  },
  retainedRecords: {
    // What stays after an erasure request: records commercial and tax law require.
    rules: [
      {
        all: [
          ['loschen', 'loscht', 'delete', 'erase', 'entfernen'],
          ['alles', 'everything', 'komplett', 'absolutely', 'all', 'vollstandig', 'completely'],
          ['verkauft', 'sold', 'kunde', 'customer', 'vertrag', 'ankauf', 'gekauft', 'bought'],
        ],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(kontaktformulare|contact forms|ankaufsliste und angebote|sell list and offers)\b/,
    clause: /\b(hgb|147 ao|handels- und steuerrecht\w*|commercial and tax)\b/,
  },
  rectification: {
    rules: [
      {
        all: [
          [
            'korrigieren',
            'korrektur',
            'correct',
            'berichtigen',
            'berichtigung',
            'falsch',
            'falsche',
            'wrong',
            'incorrect',
            'vertippt',
            'typo',
            'rectify',
            'rectification',
          ],
          ['daten', 'data', 'email', 'adresse', 'address', 'gespeichert', 'stored', 'formular', 'form', 'angaben'],
        ],
        none: ['gefahrgut', 'akku', 'akkus', 'batterie', 'battery', 'batteries', 'kosten', 'cost', 'zahlen', 'pay'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(ihre rechte|your rights)\b/,
    clause: /\b(berichtig\w*|rectif\w*)\b/,
  },
  chatDeletion: {
    rules: [
      {
        all: [
          ['chat', 'chatverlauf', 'unterhaltung', 'conversation', 'gesprach'],
          ['loschen', 'geloscht', 'delete', 'deleted', 'removed', 'remove', 'entfernen', 'entfernt', 'weg'],
        ],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(ihre rechte|your rights)\b/,
    clause: /\b(zeitpunkt und inhalt|roughly when)\b/,
  },
  thirdPartyContent: {
    rules: [
      {
        all: [
          [
            'drittanbieter',
            'drittanbietern',
            'third',
            'parties',
            'party',
            'google',
            'fonts',
            'fremde',
            'fremden',
            'externe',
            'cdn',
            'youtube',
          ],
          [
            'laden',
            'load',
            'loads',
            'inhalte',
            'content',
            'seite',
            'site',
            'aufruf',
            'opening',
            'eingebunden',
            'embedded',
            'website',
          ],
        ],
      },
    ],
    pages: ['/cookie-richtlinie', '/datenschutz'],
    titles: /\b(was wir nicht einsetzen|what we do not use|das wichtigste in kurze|the essentials)\b/,
    clause: /\b(eigenen server|own server|fremden servern|other servers)\b/,
  },
  clearSiteData: {
    rules: [
      {
        all: [
          ['loschen', 'losche', 'delete', 'entfernen', 'entferne', 'remove', 'spuren', 'traces', 'clear'],
          [
            'gespeichert',
            'stored',
            'entries',
            'eintrage',
            'eintrag',
            'rechner',
            'computer',
            'browser',
            'laptop',
            'device',
            'gerat',
            'website',
            'seite',
            'site',
          ],
        ],
        none: ['daten uber mich', 'konto', 'anfrage', 'inquiry', 'chat', 'festplatte', 'drives'],
      },
    ],
    pages: ['/cookie-richtlinie'],
    titles: /\b(eintrag loschen|deleting the entry)\b/,
  },
  managingDirector: {
    rules: [
      {
        all: [
          [
            'geschaftsfuhrer',
            'geschaftsfuhrerin',
            'geschaftsfuhrung',
            'director',
            'ceo',
            'vertritt',
            'represents',
            'vertreten',
            'represented',
            'inhaber',
            'owner',
          ],
        ],
      },
    ],
    pages: ['/impressum'],
    titles: /\b(angaben gemass|information under)\b/,
    clause: /\b(vertreten durch|represented by)\b/,
  },
  regularPickup: {
    // Fixed collection dates and containers for businesses with a steady flow of old goods.
    rules: [
      {
        all: [
          [
            'regelmassig',
            'wochentlich',
            'monatlich',
            'woche',
            'monat',
            'laufend',
            'standig',
            'regularly',
            'regular',
            'weekly',
            'monthly',
            'week',
            'month',
            'recurring',
            'fest',
            'feste',
            'fixed',
            'turnus',
          ],
          [
            'abholen',
            'abholung',
            'abholtermin',
            'abholtermine',
            'kommen',
            'kommt',
            'come',
            'collect',
            'collection',
            'pickup',
            'pickups',
            'sammelbehalter',
            'container',
            'behalter',
          ],
        ],
      },
    ],
    pages: ['/team'],
    titles: /\b(vertrieb gewerbekunden|business sales|commercial)\b/,
    clause: /\b(feste abholtermine|fixed collection dates|sammelbehalter|collection containers)\b/,
  },
  destructionTiming: {
    // How soon data carriers are destroyed after they arrive.
    rules: [
      {
        all: [
          [
            'schnell',
            'bald',
            'lange',
            'tagelang',
            'wochenlang',
            'wann',
            'when',
            'soon',
            'long',
            'quickly',
            'fast',
            'days',
            'rum',
            'herum',
            'liegen',
            'lie',
            'sit',
            'stored',
          ],
          [
            'vernichtet',
            'vernichten',
            'vernichtung',
            'geschreddert',
            'schreddern',
            'zerstort',
            'destroyed',
            'destruction',
            'shredded',
            'shredding',
          ],
          ['platten', 'festplatten', 'datentrager', 'drives', 'disks', 'hdd', 'hdds', 'ssd', 'ssds', 'media'],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(nachweiskette|chain of custody|ablauf|how it works)\b/,
    clause: /\b24\s?[–-]\s?48\b/,
  },
  protectionLevel: {
    // Which DIN 66399 level suits sensitive data (health, personnel records).
    rules: [
      {
        all: [
          [
            'patient',
            'patienten',
            'patientendaten',
            'gesundheit',
            'gesundheitsdaten',
            'health',
            'medical',
            'medizinisch',
            'hospital',
            'krankenhaus',
            'klinik',
            'personal',
            'personaldaten',
            'hr',
            'sensibel',
            'sensitive',
            'geheim',
            'secret',
            'records',
          ],
          [
            'stufe',
            'sicherheitsstufe',
            'level',
            'schutzklasse',
            'din',
            'standard',
            'vernichten',
            'destroy',
            'destruction',
            'shred',
          ],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(datentrager und sicherheitsstufen|data carriers and security levels|security levels)\b/,
    clause: /\b(h-5|e-4)\b/,
  },
  internship: {
    rules: [
      {
        all: [
          [
            'praktikum',
            'schulerpraktikum',
            'praktika',
            'praktikant',
            'internship',
            'intern',
            'placement',
            'ausbildung',
            'ausbilden',
            'azubi',
            'apprenticeship',
            'apprentice',
            'trainee',
            'lehrstelle',
          ],
        ],
      },
      {
        all: [
          ['learn', 'lernen', 'erlernen'],
          ['trade', 'beruf', 'handwerk', 'job'],
        ],
      },
      {
        all: [
          ['schulabschluss', 'schule', 'school', 'realschule', 'leaver', 'abschluss'],
          ['technik', 'technology', 'umweltschutz', 'environment', 'arbeiten', 'work', 'beruf', 'trade'],
        ],
      },
    ],
    pages: ['/soziales-engagement'],
    titles: /\b(ausbildung|training|apprenticeship|praktikum|placement)\b/,
  },
  co2Basis: {
    // How the CO₂ saving came about (own solar power, electric vans, bundled routes).
    rules: [
      {
        all: [
          ['co2', 'klima', 'emission', 'emissionen', 'emissions', 'carbon'],
          [
            'wodurch',
            'wie',
            'how',
            'spart',
            'spare',
            'sparen',
            'save',
            'saving',
            'savings',
            'einsparung',
            'reduce',
            'reduziert',
            'reduzieren',
          ],
        ],
        none: ['neutral', 'klimaneutral', '2030'],
      },
    ],
    pages: ['/sustainability'],
    titles: /\b(bilanz|results|co2)\b/,
    clause: /\b(photovoltaik|solar plant|elektrische transporter|electric vans?)\b/,
  },
  shippingLabel: {
    rules: [{ all: [['versandetikett', 'paketschein', 'paketmarke', 'etikett', 'label', 'shipping label']] }],
    pages: ['/ankaufsliste'],
    titles: /\b(ubergabe|handover)\b/,
  },
  freeTextLine: {
    // Items that are in no price list go on the sell list as free-text lines.
    rules: [
      {
        all: [
          ['nicht', 'not', 'kein', 'keine', 'fehlt', 'missing', 'steht'],
          ['preisliste', 'liste', 'list', 'listed', 'katalog', 'catalogue'],
          ['liste', 'list', 'ankaufsliste', 'hinzufugen', 'add', 'setzen', 'drauf', 'kommt'],
        ],
        none: ['preis', 'price', 'zahlt', 'pay', 'wert', 'worth'],
      },
      {
        all: [
          ['manuell', 'manually', 'eigene', 'eigenes', 'eigenen', 'own', 'frei', 'freitext', 'custom'],
          ['hinzufugen', 'add', 'eintragen', 'ankaufliste', 'ankaufsliste', 'liste', 'list'],
        ],
      },
    ],
    pages: ['/ankaufsliste'],
    titles: /\b(ihre ankaufsliste|your sell list)\b/,
  },
  ownerDeletes: {
    // Under the ElektroG the owner deletes personal data before handing devices over.
    rules: [
      {
        all: [
          [
            'gesetz',
            'gesetzlich',
            'laut',
            'law',
            'legally',
            'legal',
            'required',
            'pflicht',
            'verpflichtet',
            'obliged',
            'duty',
            'job',
            'elektrog',
            'muss',
            'must',
            'have',
          ],
          ['loschen', 'loscht', 'platt', 'wipe', 'wiping', 'erase', 'erasing', 'delete', 'daten', 'data'],
          ['selbst', 'myself', 'ourselves', 'we', 'wir', 'ich', 'i', 'vorher', 'before', 'bevor', 'disposal'],
        ],
        none: ['recht', 'rights', 'auskunft', 'dsgvo', 'gdpr', 'meine daten', 'chat'],
      },
      {
        all: [
          [
            'liegt',
            'zustandig',
            'verantwortlich',
            'verantwortung',
            'responsible',
            'responsibility',
            'whose',
            'aufgabe',
            'pflicht',
            'duty',
          ],
          ['loschung', 'loschen', 'wipe', 'erase', 'erasure', 'deletion', 'delete'],
          ['gesetz', 'law', 'elektrog', 'rechner', 'pcs', 'computer', 'arbeitsplatzrechner', 'laptops', 'gerate'],
        ],
      },
    ],
    pages: ['/elektronikschrott-entsorgung'],
    titles: /\b(datenschutz|data protection)\b/,
  },
  disposalProof: {
    // The records a customer receives that the goods were recycled properly.
    rules: [
      {
        all: [
          [
            'nachweis',
            'wisch',
            'beleg',
            'bescheinigung',
            'proof',
            'record',
            'records',
            'document',
            'dokument',
            'papier',
            'paper',
            'evidence',
            'zertifikat',
            'certificate',
          ],
          [
            'fachgerecht',
            'ordnungsgemass',
            'properly',
            'correctly',
            'verwertet',
            'entsorgt',
            'disposed',
            'recycled',
            'recycelt',
            'verwertung',
            'entsorgung',
            'disposal',
          ],
        ],
        none: [
          'vernichtung',
          'destruction',
          'festplatten',
          'drives',
          'datentrager',
          'solar',
          'pv',
          'photovoltaik',
          'abmelden',
        ],
      },
    ],
    pages: ['/elektronikschrott-entsorgung'],
    titles: /\b(welche unterlagen|which documents|what documents)\b/,
  },
  rigParts: {
    // Selling a mining rig whole or card by card.
    rules: [
      {
        all: [
          ['rig', 'rigs', 'miningrig'],
          [
            'ganz',
            'ganze',
            'ganzen',
            'komplett',
            'whole',
            'piece',
            'complete',
            'einzeln',
            'einzelne',
            'part',
            'parts',
            'separately',
            'zerlegen',
            'zerlegt',
            'karten',
            'cards',
            'split',
          ],
        ],
      },
    ],
    pages: ['/bitcoin-miner-recycling'],
    titles: /\b(gpu-mining-rigs|gpu mining rigs)\b/,
  },
  counterfeitPharma: {
    rules: [
      {
        all: [
          COUNTERFEIT,
          [
            'medikament',
            'medikamente',
            'arznei',
            'arzneimittel',
            'pharma',
            'tabletten',
            'tablets',
            'pills',
            'medicines',
            'drugs',
            'supplements',
            'nahrungserganzung',
          ],
        ],
      },
    ],
    pages: ['/plagiate-zerstoerung'],
    titles: /\b(pharma)\b/,
  },
  roofDismantling: {
    // What taking modules off a roof costs (the solar service price list).
    rules: [
      {
        all: [
          [
            'dach',
            'dachdemontage',
            'satteldach',
            'schragdach',
            'steildach',
            'flachdach',
            'roof',
            'rooftop',
            'gable',
            'pitched',
          ],
          [
            'demontage',
            'abbau',
            'abbauen',
            'runter',
            'down',
            'dismantle',
            'dismantling',
            'removal',
            'remove',
            'kosten',
            'cost',
            'price',
            'preis',
            'betrag',
            'billed',
            'abrechnen',
          ],
        ],
      },
    ],
    pages: ['/solarkomponenten-ankauf-service'],
    titles: /\b(dachdemontage|roof dismantling|roof removal)\b/,
  },
  plantDeregistration: {
    // The disposal certificate for deregistering a PV plant.
    rules: [
      {
        all: [
          [
            'abmelden',
            'abmeldung',
            'deregister',
            'deregistering',
            'deregistration',
            'marktstammdatenregister',
            'netzbetreiber',
          ],
        ],
      },
      {
        all: [
          [
            'nachweis',
            'dokument',
            'document',
            'record',
            'certificate',
            'bescheinigung',
            'beleg',
            'proof',
            'entsorgungsnachweis',
          ],
          ['solar', 'pv', 'photovoltaik', 'module', 'modules', 'panels', 'array', 'anlage', 'plant'],
        ],
      },
    ],
    pages: ['/solarkomponenten-ankauf-service'],
    titles: /\b(entsorgungsnachweis|disposal certificate)\b/,
  },
  smallBatteryLots: {
    // Single UPS or lead blocks: taken on the next run in the region.
    rules: [
      {
        all: [
          [
            'klein',
            'kleine',
            'kleinen',
            'wenige',
            'einzelne',
            'einzeln',
            'zwei',
            'drei',
            'vier',
            'two',
            'three',
            'four',
            'single',
            'few',
            'small',
            'just',
          ],
          [
            'usv',
            'ups',
            'blei',
            'bleiakku',
            'bleiakkus',
            'lead',
            'notbeleuchtung',
            'notlicht',
            'emergency',
            'blocke',
            'blocks',
            'block',
          ],
        ],
      },
    ],
    pages: ['/industrie-batterien'],
    titles: /\b(einzelne blocke|single blocks)\b/,
  },
  assetList: {
    // Which devices were reused and which recycled (the asset list).
    rules: [
      {
        all: [
          [
            'welche',
            'which',
            'jedes',
            'jeden',
            'jedem',
            'every',
            'each',
            'per',
            'asset',
            'seriennummer',
            'seriennummern',
            'serial',
            'aufstellung',
            'breakdown',
            'report',
            'liste',
            'list',
            'nachvollziehen',
            'track',
          ],
          ['weiterverwendet', 'wiederverwendet', 'reused', 'recycelt', 'recycled', 'passiert', 'happened', 'verbleib'],
        ],
      },
      {
        all: [
          ['pro', 'je', 'per', 'jedes', 'every'],
          ['gerat', 'device', 'stuck', 'unit'],
          ['passiert', 'happened', 'nachweis', 'proof', 'verbleib'],
        ],
      },
    ],
    pages: ['/elektroschrott-recycling'],
    titles: /\b(weiterverwendet|reused)\b/,
  },
  formattingSafe: {
    rules: [
      {
        all: [
          ['formatieren', 'formatiert', 'formatierung', 'schnellformatierung', 'format', 'formatting', 'formatted'],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(formatieren|format)\b/,
  },
  tapesOptical: {
    rules: [
      {
        all: [
          [
            'band',
            'bander',
            'tape',
            'tapes',
            'lto',
            'dlt',
            'diskette',
            'disketten',
            'floppy',
            'floppies',
            'cd',
            'cds',
            'dvd',
            'dvds',
            'bluray',
            'optische',
            'optical',
          ],
        ],
        none: ['klebeband', 'isolierband'],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(bander und optische medien|tapes and optical media)\b/,
  },
  carrierCustody: {
    // How data carriers are secured from the customer's premises to the shredder.
    rules: [
      {
        all: [
          [
            'transport',
            'transportiert',
            'ubergabe',
            'handover',
            'transit',
            'unterwegs',
            'abholung',
            'pickup',
            'weg',
            'way',
            'chain',
            'kette',
          ],
          [
            'festplatte',
            'festplatten',
            'platten',
            'drive',
            'drives',
            'datentrager',
            'disks',
            'hdd',
            'hdds',
            'ssd',
            'ssds',
          ],
          [
            'sicher',
            'gesichert',
            'secure',
            'secured',
            'verloren',
            'missing',
            'lost',
            'verschwindet',
            'abhanden',
            'custody',
            'nachweiskette',
            'lückenlos',
            'luckenlos',
          ],
        ],
      },
      {
        all: [
          ['belegen', 'prove', 'proof', 'nachweisen', 'where', 'wo', 'zwischen', 'between'],
          ['datentrager', 'drives', 'storage', 'device', 'devices', 'festplatten', 'medien', 'speichermedien'],
          ['abholung', 'pickup', 'vernichtung', 'destruction', 'transport'],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(nachweiskette|chain of custody)\b/,
  },
  setOff: {
    // Fees for services set off against the purchase price (the terms' payment clause).
    rules: [
      { all: [['verrechnen', 'verrechnet', 'verrechnung', 'gegenrechnen', 'aufrechnen', 'offset', 'netted', 'net']] },
      { all: [['set'], ['off']] },
      {
        all: [
          ['abziehen', 'abgezogen', 'deduct', 'deducted', 'subtract'],
          ['ankaufspreis', 'kaufpreis', 'preis', 'price', 'pay', 'zahlt', 'betrag', 'amount', 'gutschrift'],
        ],
      },
      {
        all: [
          ['zwei', 'two', 'getrennt', 'getrennte', 'separate', 'beides', 'both'],
          [
            'rechnung',
            'rechnungen',
            'bill',
            'bills',
            'invoice',
            'invoices',
            'zahlung',
            'zahlungen',
            'payment',
            'payments',
            'betrag',
            'amounts',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(zahlung|payment)\b/,
    clause: /\b(verrechn\w*|set (the two |them |it )?off|set-off|offset)\b/,
  },
  transitRisk: {
    // Who bears the risk while goods travel to us (the terms' handover clause).
    rules: [
      {
        all: [
          [
            'verloren',
            'verlieren',
            'lost',
            'lose',
            'kaputt',
            'broken',
            'breaks',
            'break',
            'beschadigt',
            'damaged',
            'untergang',
            'gestohlen',
            'stolen',
          ],
          [
            'weg',
            'way',
            'transport',
            'transit',
            'versand',
            'shipping',
            'paket',
            'parcel',
            'courier',
            'kurier',
            'post',
            'unterwegs',
            'spedition',
            'carrier',
            'delivery',
          ],
        ],
      },
      {
        all: [
          ['risiko', 'risk', 'gefahr', 'gefahrubergang', 'haftet', 'haftung', 'liable', 'liability'],
          ['transport', 'transit', 'versand', 'shipping', 'paket', 'parcel', 'courier', 'kurier', 'unterwegs', 'weg'],
        ],
      },
      {
        all: [
          ['responsible', 'verantwortlich', 'risk', 'risiko', 'gefahr'],
          ['moment', 'wann', 'when', 'point', 'ab', 'from', 'handover', 'ubergabe', 'driver', 'fahrer'],
          [
            'ware',
            'goods',
            'equipment',
            'pallets',
            'paletten',
            'sachen',
            'something',
            'etwas',
            'damaged',
            'beschadigt',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(ubergabe|handover)\b/,
    clause: /\b(zufallig\w*|accidental)\b/,
  },
  fleet: {
    // Our own vehicles (electric vans, named on the sustainability page), not EV batteries we take.
    rules: [
      {
        all: [
          [
            'elektro',
            'elektrisch',
            'elektrische',
            'electric',
            'ev',
            'evs',
            'eauto',
            'eautos',
            'etransporter',
            'elektrofahrzeug',
            'elektrofahrzeuge',
            'elektrotransporter',
          ],
          [
            'fuhrpark',
            'fleet',
            'fahrt',
            'fahren',
            'drive',
            'use',
            'nutzt',
            'abholungen',
            'pickups',
            'vans',
            'van',
            'transporter',
            'fahrzeuge',
            'vehicles',
          ],
          ['ihr', 'sie', 'you', 'your', 'eure', 'euer', 'ihre'],
        ],
        none: ['batterie', 'batterien', 'akku', 'akkus', 'battery', 'batteries', 'ankauf', 'buy', 'sell', 'verkaufen'],
      },
    ],
    pages: ['/sustainability'],
    titles: /\b(bilanz|results|co2)\b/,
    clause: /\b(elektrische transporter|electric vans?)\b/,
  },
  batteryStorage: {
    // How to keep batteries until they are collected.
    rules: [
      {
        all: [
          [
            'lagern',
            'lagerung',
            'lagert',
            'bereite',
            'bereiten',
            'aufbewahren',
            'aufbewahrung',
            'store',
            'storing',
            'keep',
            'keeping',
            'vorbereiten',
            'prepare',
            'preparing',
            'entladen',
            'discharge',
            'flat',
            'sicher',
            'safe',
            'safely',
            'achten',
            'watch',
            'tips',
            'tipps',
          ],
          BATTERY,
          [
            'abholung',
            'pickup',
            'collection',
            'collected',
            'kommen',
            'kommt',
            'come',
            'bis',
            'until',
            'abgeholt',
            'wait',
            'warten',
          ],
        ],
      },
    ],
    pages: ['/scooter-entsorgung', '/lithium-batterien'],
    titles: /\b(bis zur abholung|until pickup|vor der abholung entladen|discharge the batteries)\b/,
  },
  vat: {
    rules: [
      {
        all: [['mwst', 'mehrwertsteuer', 'umsatzsteuer', 'ust', 'vat', 'brutto', 'netto', 'steuer', 'tax']],
        none: ['idnr', 'id', 'ustidnr', 'identifikationsnummer', 'identification', 'number', 'nummer'],
      },
      // "gross or net?" ("größer" is no gross amount)
      { all: [['gross'], ['net', 'netto']] },
    ],
    pages: ['/agb'],
    titles: /\b(angebote|offers|zahlung|payment)\b/,
    clause: /\b(umsatzsteuer|vat)\b/,
  },
  chatProcessing: {
    // Where the assistant's answers come from (our own server, no external AI).
    rules: [
      {
        all: [
          [
            'chatgpt',
            'openai',
            'ki',
            'ai',
            'llm',
            'sprachmodell',
            'anbieter',
            'provider',
            'extern',
            'externe',
            'external',
            'dritte',
            'third',
            'cloud',
            'server',
          ],
          [
            'chat',
            'chats',
            'nachricht',
            'nachrichten',
            'messages',
            'eingaben',
            'inputs',
            'assistent',
            'assistant',
            'bot',
            'dieser',
            'this',
            'antworten',
            'answers',
          ],
        ],
        none: ['preis', 'price', 'zahlt', 'pay', 'kaufen', 'buy', 'sell', 'verkaufen'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(assistent|assistant)\b/,
  },
  batteryWaste: {
    // Whether batteries may go into household waste or to a municipal collection point.
    rules: [
      {
        all: [
          [
            'hausmull',
            'restmull',
            'mull',
            'trash',
            'garbage',
            'rubbish',
            'wertstoffhof',
            'recyclinghof',
            'municipal',
            'stadtisch',
            'stadtischen',
            'kommunal',
            'centre',
            'center',
            'household',
          ],
          [
            'akku',
            'akkus',
            'batterie',
            'batterien',
            'battery',
            'batteries',
            'usv',
            'ups',
            'stapler',
            'forklift',
            'staplerbatterien',
            'industriebatterien',
          ],
        ],
      },
    ],
    pages: ['/industrie-batterien'],
    titles: /\b(industriebatterien wir|industrial batteries we)\b/,
  },
  teamSize: {
    rules: [
      {
        all: [
          [
            'mitarbeiter',
            'mitarbeitende',
            'mitarbieter',
            'beschaftigte',
            'angestellte',
            'employees',
            'staff',
            'people',
            'team',
            'leute',
            'personal',
          ],
          ['viele', 'many', 'gross', 'big', 'size', 'grosse', 'anzahl', 'number', 'large'],
        ],
      },
    ],
    pages: ['/team'],
    titles: /\b(fachleute|specialists)\b/,
  },
  heldCertificates: {
    // Which certificates, approvals or standards we hold (not the certificates we issue).
    rules: [
      {
        all: [
          [
            'zertifikat',
            'zertifikate',
            'zulassung',
            'zulassungen',
            'certificates',
            'certifications',
            'certifcations',
            'approvals',
            'standards',
            'normen',
            'genehmigung',
            'genehmigungen',
            'permits',
            'licences',
            'licenses',
          ],
          [
            'haben',
            'habt',
            'have',
            'hold',
            'besitzen',
            'your',
            'ihre',
            'eure',
            'entsorger',
            'recycler',
            'company',
            'firma',
            'unternehmen',
          ],
        ],
        none: ['vernichtung', 'destruction', 'entsorgungsnachweis', 'bekomme', 'get', 'receive', 'erhalte'],
      },
    ],
    pages: ['/unternehmensprofil'],
    titles: /\b(normen|register|rechtsgrundlag\w*|standards|registrations|legal basis)\b/,
  },
  creditNote: {
    // Which document a seller gets (a credit note for businesses, a purchase receipt for private sellers).
    rules: [
      {
        all: [
          [
            'rechnung',
            'rechnungen',
            'gutschrift',
            'beleg',
            'ankaufbeleg',
            'quittung',
            'invoice',
            'bill',
            'receipt',
            'document',
            'dokument',
            'unterlage',
            'unterlagen',
            'paperwork',
            'buchhaltung',
            'accountant',
            'accounts',
            'steuerberater',
          ],
          [
            'verkauf',
            'verkauft',
            'verkaufte',
            'verkauften',
            'sale',
            'sell',
            'sold',
            'stellen',
            'issue',
            'ausstellen',
            'bekomme',
            'bekommen',
            'get',
            'receive',
            'erhalte',
            'privat',
            'private',
            'gmbh',
            'company',
            'firma',
            'seller',
            'verkaufer',
          ],
        ],
        none: [
          'vernichtung',
          'destruction',
          'entsorgung',
          'disposal',
          'zertifikat',
          'certificate',
          'datenschutz',
          'privacy',
        ],
      },
      {
        all: [
          ['rechnung', 'invoice', 'gutschrift'],
          ['notig', 'brauche', 'braucht', 'need', 'needed', 'required', 'muss', 'mussen'],
        ],
        none: ['iban', 'bank', 'skonto', 'discount', 'bis wann', 'frist', 'due'],
      },
      {
        all: [['abrechnung', 'abrechnungsbeleg', 'abrechnungsbelege', 'belege', 'billing', 'statement']],
        none: ['verrechn', 'offset', 'kosten', 'cost'],
      },
      {
        all: [
          ['beleg', 'belege', 'abrechnungsunterlage', 'unterlage'],
          ['abgerechnet', 'abrechnen', 'ankauf', 'verkauf', 'erstellen', 'erstellt'],
        ],
        none: ['kosten', 'cost', 'vernichtung'],
      },
    ],
    pages: ['/cpu-ram-ankauf', '/ankauf-elektronische-bauteile-service'],
    titles: /\b(rechnung oder gutschrift|invoice or a credit note|gutschrift und nachweis|credit note and records)\b/,
  },
  minimumQuantity: {
    rules: [
      { all: [['mindestmenge', 'mindestabnahme', 'mindestbestellmenge', 'minimum', 'minimal']] },
      {
        all: [
          [
            'klein',
            'kleine',
            'kleinen',
            'kleinmengen',
            'kleinkram',
            'wenige',
            'paar',
            'few',
            'small',
            'little',
            'odd',
            'einzelne',
            'handful',
          ],
          [
            'menge',
            'mengen',
            'quantity',
            'quantities',
            'amount',
            'stuck',
            'lohnt',
            'worth',
            'bits',
            'ics',
            'chips',
            'bauteile',
            'components',
            'rollen',
            'reels',
            'mikrocontroller',
            'microcontrollers',
          ],
        ],
        none: [
          'akku',
          'akkus',
          'batterie',
          'batterien',
          'battery',
          'batteries',
          'abholung',
          'pickup',
          'collect',
          'kosten',
          'cost',
        ],
      },
    ],
    pages: ['/elektronische-bauteile-ankauf'],
    titles: /\b(mindestmenge|minimum quantity)\b/,
  },
  siteVisit: {
    // A visit before large jobs (data centres, mining farms, medical equipment).
    rules: [
      {
        all: [
          [
            'vorbei',
            'vorbeikommen',
            'besichtigen',
            'besichtigung',
            'begehung',
            'anschauen',
            'ansehen',
            'visit',
            'survey',
            'inspect',
            'look',
            'come',
            'vor',
            'ort',
            'site',
          ],
          [
            'vorher',
            'vorab',
            'first',
            'before',
            'beforehand',
            'zuerst',
            'erst',
            'anschauen',
            'ansehen',
            'look',
            'survey',
            'besichtigen',
          ],
          [
            'rechenzentrum',
            'racks',
            'rack',
            'serverraum',
            'datacenter',
            'data',
            'centre',
            'center',
            'farm',
            'farms',
            'mining',
            'praxis',
            'klinik',
            'hospital',
            'anlage',
            'plant',
            'gross',
            'large',
            'grosse',
            'menge',
            'mengen',
          ],
        ],
      },
    ],
    pages: ['/elektroschrott-recycling', '/bitcoin-miner-recycling', '/medizintechnik-recycling'],
    titles: /\b(vom lager zum nachweis|from warehouse|how it works|so lauft|industrielle miner|industrial miners)\b/,
  },
  priceFactors: {
    // What the final price depends on.
    rules: [
      {
        all: [
          [
            'hangt',
            'abhangig',
            'depends',
            'depend',
            'entscheidet',
            'decides',
            'decide',
            'bestimmt',
            'determines',
            'faktoren',
            'factors',
            'beeinflusst',
            'affects',
            'warum',
            'why',
          ],
          [
            'preis',
            'price',
            'betrag',
            'amount',
            'bekomme',
            'get',
            'geld',
            'money',
            'wert',
            'value',
            'voll',
            'vollen',
            'full',
            'bis',
            'up',
          ],
        ],
        none: ['zahlung', 'payment', 'wann', 'when'],
      },
    ],
    pages: ['/agb', '/cpu-ram-ankauf', '/grafikkarten-ankauf', '/ankaufsliste'],
    titles: /\b(prufung und bewertung|inspection and valuation|preis|price|zustand|condition)\b/,
  },
  privateSeller: {
    // Whether private persons can sell too.
    rules: [
      {
        all: [
          [
            'privat',
            'private',
            'privatperson',
            'privatpersonen',
            'privatleute',
            'privatleuten',
            'privatkunde',
            'normal',
            'individuals',
            'consumers',
            'person',
          ],
          [
            'verkaufen',
            'verkauf',
            'kauft',
            'kaufen',
            'ankauf',
            'sell',
            'selling',
            'buy',
            'nur',
            'only',
            'firmen',
            'companies',
            'gewerblich',
            'business',
          ],
        ],
        none: ['haushalt', 'haushalte', 'households', 'household', 'scooter', 'daten', 'data'],
      },
      {
        all: [
          ['ohne', 'without', 'kein', 'no'],
          ['gewerbe', 'gewerbeschein', 'firma', 'company', 'business'],
        ],
      },
    ],
    whoAsks: true,
    pages: ['/cpu-ram-ankauf', '/agb'],
    titles: /\b(rechnung oder gutschrift|invoice or a credit note|geltungsbereich|scope)\b/,
  },
  serviceCost: {
    rules: [
      { all: [COST, SERVICE] },
      {
        all: [
          ['was', 'what', 'how', 'wie'],
          ['kostet', 'cost', 'costs', 'charge'],
        ],
      },
    ],
    titles: /\b(was kostet|kostet|kosten|what does .* cost|what it costs|cost|costs|free of charge)\b/,
  },
  dataErasure: {
    rules: [
      // (Not "Recht auf Löschung", "delete my data": the privacy policy answers those.)
      { all: [ERASE], none: ['recht', 'rechte', 'rights', 'right', 'auskunft', 'dsgvo', 'gdpr', 'meine', 'my'] },
      {
        all: [
          ['daten', 'data'],
          ['sicher', 'secure', 'securely', 'safe', 'weg', 'gone'],
        ],
      },
      // "ssd shreddern", "how do you handle data on old servers"
      { all: [DESTROY, DATA_CARRIER] },
      { all: [['daten', 'data'], DATA_DEVICE], none: ['schutz', 'privacy', 'protection'] },
    ],
    pages: ['/festplatten-vernichtung', '/elektronikschrott-entsorgung'],
  },
  counterfeit: {
    // (Fake chips among components bought are the components page's question.)
    rules: [{ all: [COUNTERFEIT], none: ['chips', 'chip', 'ics', 'bauteile', 'components', 'halbleiter'] }],
    pages: ['/plagiate-zerstoerung'],
  },
  certificate: {
    // A certificate of data destruction is the data-carrier service's own question.
    rules: [
      { all: [CERTIFICATE], none: ['data', 'daten', 'destruction', 'festplatten', 'drives', 'disk', 'gdpr', 'dsgvo'] },
    ],
    titles: /\b(unterlagen|nachweis\w*|entsorgungsnachweis\w*|zertifikat\w*|documents?|certificate\w*|records|proof)\b/,
  },
  declineOffer: {
    rules: [
      { all: [OBLIGED, ACCEPT] },
      { all: [DISAGREE, VALUATION] },
      { all: [['nicht', 'not', 'dont', 'no'], ACCEPT, VALUATION] },
      { all: [['rucksendung', 'ruckversand', 'rucksenden', 'zurucksenden', 'zuruckschicken', 'return']] },
      {
        all: [
          ['nein', 'no', 'dont', 'not'],
          ['agree', 'einverstanden', 'sag', 'say', 'zufrieden', 'happy'],
        ],
      },
      // "Why do you pay less than the list says?"
      {
        all: [
          ['less', 'weniger', 'lower', 'niedriger', 'below', 'unter'],
          ['list', 'liste', 'listed', 'richtwert', 'estimate'],
        ],
      },
      {
        all: [
          ['zuruck', 'wieder', 'back', 'return', 'returned', 'zurucksenden'],
          ['sachen', 'ware', 'goods', 'stuff', 'items', 'karton', 'box', 'them', 'meine', 'my'],
          [
            'preis',
            'angebot',
            'endangebot',
            'bewertung',
            'valuation',
            'price',
            'offer',
            'betrag',
            'amount',
            'prufung',
            'abgelehnt',
            'happy',
            'zufrieden',
            'zusagt',
          ],
        ],
      },
      {
        all: [
          ['happy', 'zufrieden', 'zusagt', 'gefallt', 'like'],
          ['valuation', 'bewertung', 'endangebot', 'angebot', 'offer', 'preis', 'price', 'betrag', 'amount'],
        ],
        none: ['liste', 'list', 'status'],
      },
    ],
    pages: ['/agb', '/cpu-ram-ankauf'],
    titles: /\b(prufung und bewertung|inspection and valuation|niedriger|lower)\b/,
    clause: /\b(return\w*|zurucksend\w*|zuruck|rucksendung|sent back)\b/,
  },
  retention: {
    rules: [
      {
        all: [
          [
            'retention',
            'aufbewahrung',
            'speicherdauer',
            'loschfrist',
            'aufbewahrt',
            'gespeichert',
            'stored',
            'kept',
            'keep',
            'store',
            'geloscht',
            'deleted',
          ],
          [
            'lange',
            'long',
            'period',
            'frist',
            'dauer',
            'days',
            'tage',
            'wann',
            'when',
            'irgendwann',
            'ever',
            'eventually',
            'irgendwann',
            'ever',
            'eventually',
          ],
        ],
      },
      { all: [['retention', 'speicherdauer', 'loschfrist', 'aufbewahrungsfrist']] },
      {
        all: [
          ['frist', 'lange', 'long'],
          [
            'name',
            'telefonnummer',
            'angaben',
            'daten',
            'data',
            'details',
            'information',
            'anfrage',
            'request',
            'inquiry',
          ],
          [
            'geloscht',
            'loschen',
            'erased',
            'deleted',
            'delete',
            'store',
            'stored',
            'gespeichert',
            'aufbewahrt',
            'kept',
            'keep',
          ],
        ],
        none: ['chat', 'unterhaltung', 'conversation', 'festplatte', 'drives', 'datentrager'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(speicherdauer im uberblick|retention at a glance)\b/,
  },
  certification: {
    // Whether we are certified: the standards and registrations we work to (certificates a
    // company has configured are listed there too).
    rules: [
      {
        all: [
          [
            'zertifiziert',
            'zertifizierung',
            'certified',
            'certification',
            'iso',
            'entsorgungsfachbetrieb',
            'efb',
            'registriert',
            'registered',
            'akkreditiert',
            'accredited',
          ],
        ],
        // A certificate of destruction or disposal is a document we issue, not our certification.
        none: ['certificate', 'certificates', 'zertifikat', 'nachweis', 'bescheinigung'],
      },
    ],
    pages: ['/unternehmensprofil'],
    titles: /\b(normen|register|rechtsgrundlag\w*|standards|registrations|legal basis)\b/,
  },
  tracking: {
    rules: [
      {
        all: [
          [
            'analytics',
            'tracking',
            'tracker',
            'trackt',
            'track',
            'tracken',
            'google',
            'statistik',
            'fingerprinting',
            'pixel',
            'werbung',
            'ads',
            'advertising',
            'cookie',
            'cookies',
            'einwilligungsbanner',
            'banner',
          ],
        ],
        none: ['status', 'stand', 'anfrage', 'request', 'order', 'sell', 'ankaufsliste'],
      },
    ],
    pages: ['/cookie-richtlinie', '/datenschutz'],
    titles: /\b(was wir nicht einsetzen|what we do not use|das wichtigste in kurze|the essentials)\b/,
  },
  privacyRights: {
    rules: [
      {
        all: [
          ['recht', 'rechte', 'rights', 'right'],
          [
            'loschung',
            'loschen',
            'auskunft',
            'access',
            'erasure',
            'delete',
            'deletion',
            'widerspruch',
            'object',
            'berichtigung',
            'dsgvo',
            'gdpr',
          ],
        ],
      },
      { all: [['meine', 'my', 'mein'], ['daten', 'data'], ERASE], none: DATA_DEVICE },
      {
        all: [
          ['beschwer', 'beschweren', 'beschwerde', 'complain', 'complaint'],
          [
            'daten',
            'data',
            'datenschutz',
            'privacy',
            'loschen',
            'delete',
            'auskunft',
            'auskunftsantrag',
            'access',
            'request',
          ],
        ],
      },
      { all: [['aufsichtsbehorde', 'aufsicht', 'datenschutzbehorde', 'supervisory', 'authority', 'ldi', 'regulator']] },
      {
        all: [
          ['entfernen', 'verschwinden', 'remove', 'removed', 'erase', 'loschen', 'delete', 'deleted'],
          ['daten', 'angaben', 'data', 'details'],
          ['meine', 'my', 'personenbezogene', 'personal', 'gespeicherten', 'stored', 'alle', 'all'],
        ],
        none: ['festplatte', 'festplatten', 'drives', 'datentrager', 'laptops', 'gerate', 'devices', 'server', 'chat'],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(ihre rechte|your rights|aufsichtsbehorde|supervisory authority)\b/,
  },
  shipping: {
    // Sending the goods by parcel instead of a pickup: the terms' clause on handover and transport.
    rules: [
      {
        all: [
          [
            'post',
            'dhl',
            'hermes',
            'gls',
            'dpd',
            'paket',
            'parcel',
            'package',
            'postal',
            'mail',
            'versand',
            'shipping',
            'versenden',
            'verschicken',
            'einschicken',
            'zuschicken',
          ],
        ],
        none: ['email', 'liste', 'list', 'fotos', 'photos', 'angebot', 'offer'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(ubergabe|handover)\b/,
  },
  damagedBattery: {
    rules: [
      {
        all: [
          [
            'aufgeblaht',
            'aufgeblasen',
            'dick',
            'swollen',
            'bloated',
            'puffed',
            'beschadigt',
            'damaged',
            'crashed',
            'unfall',
            'accident',
            'ausgelaufen',
            'leaking',
            'uberhitzt',
            'overheated',
          ],
          BATTERY,
        ],
      },
      {
        all: [
          ['verformt', 'deformed', 'unfall', 'accident', 'crash', 'crashed', 'eingedruckt'],
          ['akku', 'akkus', 'batterie', 'batterien', 'battery', 'batteries'],
        ],
      },
    ],
    pages: ['/lithium-batterien', '/scooter-entsorgung', '/mobilitaet-batterien'],
  },
  privatePerson: {
    // Our services are for businesses; the pages say where private households take their devices.
    rules: [
      {
        all: [
          [
            'privat',
            'private',
            'privatperson',
            'privatkunde',
            'privatmann',
            'zuhause',
            'haushalt',
            'household',
            'schublade',
            'drawer',
            'einzeln',
            'einzelner',
            'einzelne',
            'einzelnen',
            'einzelstuck',
          ],
        ],
        none: ['datenschutz', 'privacy', 'daten', 'data'],
      },
    ],
    pages: ['/elektroschrott-recycling', '/scooter-entsorgung'],
    titles: /\b(privat\w*|private)\b/,
  },
  extraTransport: {
    // Who bears the extra cost of a special transport (the terms' clause on dangerous goods).
    rules: [
      {
        all: [
          ['sondertransport', 'mehrkosten', 'zusatzkosten', 'special', 'extra', 'additional'],
          ['transport', 'kosten', 'costs', 'cost', 'pays', 'zahlt', 'tragt', 'bears'],
        ],
      },
      // Details that were wrong or left out ("forgot to mention a swollen battery").
      {
        all: [
          [
            'falsch',
            'falsche',
            'unzutreffend',
            'vergessen',
            'verschwiegen',
            'wrong',
            'incorrect',
            'forgot',
            'forget',
            'forgotten',
            'omit',
            'omitted',
            'unbekannt',
          ],
          [
            'angabe',
            'angaben',
            'details',
            'mention',
            'angeben',
            'angegeben',
            'sagen',
            'beschadigt',
            'damaged',
            'aufgeblaht',
            'swollen',
            'leaking',
            'auslaufend',
            'akku',
            'akkus',
            'battery',
            'batteries',
          ],
        ],
      },
      {
        all: [
          ['nicht', 'not', 'didnt'],
          ['angegeben', 'angeben', 'mention', 'mentioned', 'know', 'wussten', 'declared', 'gemeldet'],
          [
            'beschadigt',
            'damaged',
            'aufgeblaht',
            'swollen',
            'leaking',
            'auslaufen',
            'ausgelaufen',
            'defekt',
            'defective',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(ubergabe|handover)\b/,
    clause: /\b(mehrkosten|sondertransport|extra costs|special transport)\b/,
  },
  liability: {
    rules: [
      { all: [['haftung', 'haften', 'haftet', 'haftbar', 'liable', 'liability', 'schadensersatz', 'compensation']] },
    ],
    pages: ['/agb'],
    titles: /\b(haftung|liability|datentrager und vernichtungsnachweise|data carriers and destruction certificates)\b/,
  },
  wasteLaw: {
    // Whether old devices may go into household or bulky waste: the ElektroG duty.
    rules: [
      {
        all: [
          [
            'restmull',
            'hausmull',
            'sperrmull',
            'mulltonne',
            'mullcontainer',
            'trash',
            'garbage',
            'rubbish',
            'landfill',
          ],
        ],
      },
    ],
    pages: ['/elektronikschrott-entsorgung'],
    titles: /\b(gesetzliche pflicht|legal duty)\b/,
  },
  backup: {
    // Backing up data before handover: the terms' clause on data carriers.
    rules: [{ all: [['datensicherung', 'backup', 'backups', 'sichern', 'sichert']] }],
    pages: ['/agb'],
    titles: /\b(datentrager und vernichtungsnachweise|data carriers and destruction certificates)\b/,
  },
  applicableLaw: {
    // Which law governs a contract with us: the terms' final provisions.
    rules: [
      {
        all: [
          ['recht', 'law'],
          [
            'vertrag',
            'vertrage',
            'vertragen',
            'contract',
            'contracts',
            'deutsches',
            'osterreichisches',
            'niederlandisches',
            'german',
            'austrian',
            'dutch',
          ],
        ],
      },
      {
        all: [
          ['recht', 'law'],
          ['gilt', 'gelten', 'anwendbar', 'anzuwenden', 'applies', 'apply', 'applicable', 'governs', 'governing'],
        ],
        none: ['daten', 'data', 'widerruf', 'rucktritt'],
      },
      // Where a dispute would be heard: the place of jurisdiction in the same provisions.
      { all: [['gerichtsstand', 'court', 'dispute', 'streit', 'klage', 'klagen', 'geklagt', 'jurisdiction', 'venue']] },
    ],
    pages: ['/agb'],
    titles: /\b(schlussbestimmungen|final provisions)\b/,
  },
  medicalResale: {
    // Whether used medical devices may be sold on, and what it takes (the MDR answer).
    rules: [
      {
        all: [
          [
            'medizin',
            'medizinprodukt',
            'medical',
            'ultraschall',
            'ultrasound',
            'patientenmonitor',
            'patient',
            'praxis',
            'practice',
            'klinik',
            'hospital',
            'clinic',
            'krankenhaus',
          ],
          [
            'weiterverkauf',
            'weiterverkaufen',
            'weiterverkauft',
            'wiederverkauf',
            'resell',
            'resold',
            'resale',
            'sold',
            'verkaufen',
            'ankaufen',
            'kaufen',
            'buy',
            'unterlagen',
            'documents',
            'dokumentation',
          ],
        ],
      },
    ],
    pages: ['/medizintechnik-recycling'],
    titles: /\b(weiterverkauft|resold)\b/,
  },
  certificateContents: {
    // What a certificate of destruction states.
    rules: [
      {
        all: [
          ['vernichtungszertifikat', 'zertifikat', 'certificate', 'nachweis'],
          [
            'steht',
            'drin',
            'drauf',
            'enthalt',
            'enthalten',
            'inhalt',
            'contain',
            'contains',
            'content',
            'on',
            'schreiben',
            'put',
            'aktenzeichen',
            'reference',
          ],
        ],
      },
    ],
    pages: ['/plagiate-zerstoerung', '/festplatten-vernichtung'],
    titles:
      /\b(was steht im vernichtungszertifikat|what does the certificate of destruction contain|vernichtungszertifikat|certificate of destruction)\b/,
  },
  onSiteDestruction: {
    rules: [
      {
        all: [
          DESTROY,
          [
            'vor',
            'ort',
            'hof',
            'gelande',
            'gebaude',
            'haus',
            'site',
            'premises',
            'building',
            'place',
            'inside',
            'direkt',
            'directly',
          ],
        ],
        none: ['preis', 'price', 'cost', 'kosten'],
      },
      {
        all: [
          ['mobil', 'mobiler', 'mobile', 'mobilen'],
          ['schredder', 'shredder', 'vernichtung', 'destruction', 'schreddern'],
        ],
      },
      {
        all: [
          ['verlassen', 'leave', 'leaves', 'leaving', 'rausgehen'],
          ['werk', 'haus', 'gelande', 'building', 'premises', 'site', 'betrieb', 'unzerstort', 'intact'],
        ],
      },
      {
        all: [
          ['schreddern', 'shred', 'vernichten', 'destroy', 'zerstoren'],
          ['standort', 'gebaude', 'building', 'bulding', 'haus', 'rechenzentrum', 'werk', 'premises', 'gelande'],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(vor ort|at our site)\b/,
  },
  eraseInstead: {
    // Erasing working drives (and selling them) instead of shredding them.
    rules: [
      { all: [ERASE, DESTROY] },
      { all: [ERASE, ['verkaufen', 'sell', 'sold', 'statt', 'instead', 'ankauf', 'buy', 'kaufen']] },
    ],
    pages: ['/festplatten-vernichtung'],
    titles:
      /\b(loschung mit protokoll|erasure with a report|ankauf geloschter datentrager|buy-back of erased drives)\b/,
  },
  offerValidity: {
    // How long a quote for mining hardware holds while prices move.
    rules: [
      {
        all: [
          ['angebot', 'offer', 'quote'],
          ['gilt', 'gultig', 'gultigkeit', 'valid', 'validity', 'expiry', 'expire', 'expires'],
        ],
      },
    ],
    pages: ['/bitcoin-miner-recycling'],
    titles: /\b(wie lange gilt|how long is your quote valid)\b/,
  },
  formatting: {
    rules: [{ all: [['formatieren', 'formatiert', 'format', 'formatting', 'formatted']] }],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(formatieren|formatting)\b/,
  },
  brokenModules: {
    // Broken solar modules: their recycling is cost-neutral (the solar service list).
    rules: [
      {
        all: [
          [
            'kaputt',
            'kaputte',
            'defekt',
            'defekte',
            'broken',
            'cracked',
            'glasbruch',
            'hagel',
            'hail',
            'damaged',
            'unsaleable',
          ],
          ['solarmodul', 'solarmodule', 'modul', 'module', 'modules', 'panel', 'panels', 'pv'],
        ],
      },
    ],
    pages: ['/solarkomponenten-ankauf-service'],
    titles: /\b(modul-recycling|module recycling)\b/,
  },
  conditionGrades: {
    // The conditions a sell-list line can take, and what each means.
    rules: [{ all: [['zustand', 'zustande', 'condition', 'conditions', 'grade', 'grades']] }],
    pages: ['/ankaufsliste'],
    titles: /\b(was die zustande bedeuten|what the conditions mean)\b/,
  },
  ownershipProof: {
    // Whether we ask for proof that the goods are the seller's to sell (the terms' contract clause).
    rules: [
      {
        all: [
          ['nachweis', 'proof', 'beweisen', 'prove', 'herkunftsnachweis', 'nachweisen'],
          [
            'verkaufen',
            'durfen',
            'gehoren',
            'gehort',
            'eigentum',
            'eigentumer',
            'belong',
            'belongs',
            'owner',
            'own',
            'herkunft',
            'origin',
            'entitled',
            'berechtigt',
          ],
        ],
      },
      // "Do you ask where the goods come from?"
      {
        all: [
          ['woher', 'herkunft', 'origin', 'where', 'stammen', 'stammt'],
          ['kommen', 'kommt', 'come', 'comes', 'stammen', 'stammt', 'herkunft', 'origin', 'ware', 'goods', 'gerate'],
          [
            'fragt',
            'fragen',
            'ask',
            'prufen',
            'check',
            'wissen',
            'know',
            'nachweis',
            'proof',
            'buy',
            'kauft',
            'kaufen',
          ],
        ],
      },
      {
        all: [
          [
            'ersteigert',
            'auktion',
            'auction',
            'insolvenz',
            'insolvency',
            'versteigerung',
            'erworben',
            'acquired',
            'bought',
          ],
          ['verkaufen', 'weiterverkaufen', 'sell', 'resell', 'ankauf', 'buy'],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(vertragsschluss|conclusion of contract)\b/,
  },
  medicalExclusions: {
    // Which medical devices we cannot take (the note under the device categories).
    rules: [
      {
        all: [
          ['medizin', 'medizingerate', 'medizintechnik', 'medical', 'praxisgerate', 'klinik', 'hospital'],
          ['nicht', 'not', 'dont', 'keine'],
          ['nehmt', 'nehmen', 'annehmen', 'take', 'accept', 'accepted'],
        ],
      },
      // "Is there any medical equipment you refuse?", "nuclear medicine", "what must we do before you collect the analysers"
      {
        all: [
          [
            'medizin',
            'medizingerate',
            'medizintechnik',
            'medical',
            'praxisgerate',
            'klinik',
            'hospital',
            'labor',
            'lab',
            'laboratory',
            'analysers',
            'analyzers',
            'analysegerate',
            'nuklearmedizin',
            'nuclear',
            'veterinary',
            'tierarzt',
            'praxis',
            'practice',
          ],
          [
            'ausschluss',
            'ausschlusse',
            'exclusions',
            'refuse',
            'ablehnen',
            'ausgeschlossen',
            'excluded',
            'radioaktiv',
            'radioactive',
            'nuclear',
            'nuklearmedizin',
            'infektios',
            'infectious',
            'desinfiziert',
            'disinfected',
            'dekontamination',
            'decontamination',
            'form',
            'formular',
            'erklarung',
            'declaration',
            'sign',
            'unterschreiben',
            'before',
            'bevor',
            'vorher',
          ],
        ],
      },
    ],
    pages: ['/medizintechnik-recycling'],
    titles: /\b(geratekategorien|device categories)\b/,
  },
  unsentUploads: {
    // What happens to photos attached to a form that is never sent (the privacy policy on forms).
    rules: [
      {
        all: [
          [
            'upload',
            'uploaded',
            'hochgeladen',
            'hochladen',
            'fotos',
            'photos',
            'pictures',
            'bilder',
            'attach',
            'attached',
            'anhang',
            'anhange',
            'attachments',
          ],
          [
            'never',
            'nie',
            'without',
            'ohne',
            'closed',
            'geschlossen',
            'abgebrochen',
            'unsent',
            'abgeschickt',
            'submit',
            'submitted',
            'gesendet',
          ],
        ],
      },
    ],
    pages: ['/datenschutz'],
    titles: /\b(kontaktformulare|contact forms)\b/,
  },
  evBattery: {
    rules: [{ all: [ELECTRIC_VEHICLE] }, { all: [VEHICLE, BATTERY] }],
    pages: ['/mobilitaet-batterien', '/scooter-entsorgung'],
  },
  teamMember: {
    // "Who handles …?": the team member whose role and words answer it (every member's heading names the role).
    rules: [
      {
        all: [
          ['wer', 'who', 'wem', 'whom', 'jemand', 'jemanden', 'someone', 'anyone'],
          [
            'zustandig',
            'responsible',
            'kummert',
            'kummern',
            'handles',
            'handle',
            'sure',
            'checks',
            'check',
            'aufpasst',
            'passt',
            'contact',
            'kontakt',
            'ansprechpartner',
            'beauftragte',
            'beauftragter',
            'leitet',
            'leads',
            'charge',
            'unterlagen',
            'paperwork',
            'office',
          ],
        ],
        none: [
          'seid',
          'bist',
          'guys',
          'haftet',
          'liable',
          'sieht',
          'sees',
          'see',
          'lesen',
          'read',
          'baut',
          'holt',
          'vorbei',
          'come',
          'shipping',
          'versand',
          'rucksendung',
          'return',
        ],
      },
      {
        all: [
          ['ansprechpartner', 'ansprechpartnerin', 'beauftragte', 'beauftragter', 'contact person', 'kontaktperson'],
        ],
      },
      {
        all: [
          ['person', 'personen', 'mitarbeiter', 'mitarbeiterin'],
          ['zustandig', 'verantwortlich', 'responsible', 'charge', 'kummert'],
        ],
      },
    ],
    byQuestion: true,
    pages: ['/team'],
    titles: /,/,
  },
  inspectionSteps: {
    // What the inspection after arrival consists of (function test, data erasure, reuse or recycling).
    rules: [
      {
        all: [
          ['prufung', 'prufen', 'pruft', 'inspection', 'inspect', 'checked', 'testen', 'test', 'tested'],
          ['was', 'what', 'genau', 'exactly', 'happens', 'passiert', 'macht', 'angucken', 'step', 'schritt'],
          [
            'angekommen',
            'ankommt',
            'arrives',
            'arrive',
            'eingang',
            'sachen',
            'stuff',
            'goods',
            'genau',
            'exactly',
            'nur',
            'only',
          ],
        ],
        none: ['wie lange', 'how long', 'dauert', 'kostet', 'cost'],
      },
    ],
    pages: ['/mission'],
    titles: /\b(so setzen wir die mission|how we put)\b/,
  },
  arbitration: {
    rules: [
      {
        all: [
          [
            'schlichtung',
            'schlichtungsstelle',
            'verbraucherschlichtung',
            'verbraucherschlichtungsstelle',
            'arbitration',
            'streitbeilegung',
            'ombudsman',
            'mediation',
            'vsbg',
          ],
        ],
      },
    ],
    pages: ['/agb', '/impressum'],
    titles: /\b(schlussbestimmungen|final provisions|verbraucherstreitbeilegung|consumer dispute)\b/,
    clause: /\b(vsbg|streitbeilegung|arbitration|dispute resolution)\b/,
  },
  dataProcessingAgreement: {
    rules: [
      {
        all: [['auftragsverarbeitung', 'auftragsverarbeitungsvertrag', 'avv', 'dpa', 'auftragsverarbeiter']],
      },
      {
        all: [
          ['processing', 'processor'],
          ['agreement', 'contract', 'vertrag', 'gdpr', 'dsgvo'],
        ],
      },
    ],
    pages: ['/medizintechnik-recycling', '/festplatten-vernichtung'],
    titles: /\b(vertrag vor dem ersten gerat|contract before|ablauf mit luckenloser nachweiskette|chain of custody)\b/,
    clause: /\b(art\. ?28|auftragsverarbeitung|processing agreement)\b/,
  },
  unsentList: {
    // Where a sell list that is not sent yet is kept (the visitor's browser).
    rules: [
      {
        all: [
          [
            'gespeichert',
            'speichert',
            'stored',
            'saved',
            'kept',
            'spater',
            'later',
            'finish',
            'weitermachen',
            'weiterarbeiten',
            'unsent',
            'unfinished',
            'angefangen',
            'started',
            'wo',
            'where',
          ],
          ['liste', 'list', 'ankaufsliste', 'ankaufliste'],
        ],
        none: ['preisliste', 'price', 'preis', 'angebot', 'offer', 'abgeschickt', 'submitted', 'sent', 'gesendet'],
      },
    ],
    pages: ['/cookie-richtlinie', '/datenschutz'],
    titles: /\b(ihre ankaufsliste|your sell list|spracheinstellung und ankaufsliste|language setting and sell list)\b/,
  },
  leadAcid: {
    rules: [
      {
        all: [
          ['blei', 'lead', 'bleiakku', 'bleiakkus', 'bleibatterien', 'bleisaure', 'vrla', 'agm', 'starterbatterien'],
          [
            'kosten',
            'kostet',
            'cost',
            'costs',
            'free',
            'kostenlos',
            'pay',
            'zahlen',
            'zahlt',
            'wert',
            'value',
            'geld',
            'money',
            'charge',
            'vergutung',
            'bekomme',
            'get',
          ],
        ],
      },
    ],
    pages: ['/industrie-batterien'],
    titles: /\b(blei-saure-batterien|lead-acid batteries)\b/,
  },
  companyPurpose: {
    rules: [
      {
        all: [['purpose', 'zweck', 'mission', 'auftrag', 'wofur', 'stand', 'stands', 'leitbild']],
        none: ['abholung', 'pickup', 'preis', 'price', 'angebot', 'offer', 'anfrage', 'status'],
      },
    ],
    pages: ['/mission'],
    titles: /\b(was noch funktioniert|what still works)\b/,
  },
  ewasteLaw: {
    rules: [
      {
        all: [
          [
            'gesetz',
            'law',
            'act',
            'regulations',
            'vorschriften',
            'rechtsgrundlage',
            'rechtsgrundlagen',
            'legal',
            'rules',
          ],
          [
            'elektroschrott',
            'escrap',
            'ewaste',
            'elektronikschrott',
            'altgerate',
            'electronics',
            'weee',
            'elektrogerate',
            'scrap',
          ],
        ],
      },
    ],
    pages: ['/elektronikschrott-entsorgung', '/elektroschrott-recycling'],
    titles: /\b(gesetzliche pflicht|legal duty|standards)\b/,
  },
  vatId: {
    rules: [
      {
        all: [
          ['ustidnr', 'ust', 'umsatzsteuer', 'vat', 'tax', 'steuer', 'umsatzsteueridentifikationsnummer'],
          ['id', 'idnr', 'nr', 'nummer', 'number', 'identifikationsnummer', 'identification', 'ustidnr'],
        ],
      },
    ],
    pages: ['/impressum'],
    titles: /\b(registereintrag und umsatzsteuer|commercial register and vat)\b/,
    clause: /\b(27a|identifikationsnummer|identification number)\b/,
  },
  lowerReasons: {
    // A valuation below an indicative price comes with its reasons (the terms' inspection clause).
    rules: [
      {
        all: [
          ['geringer', 'geringeren', 'niedriger', 'niedrigeren', 'weniger', 'lower', 'less', 'abweicht', 'differs'],
          [
            'betrag',
            'preis',
            'amount',
            'price',
            'bewertung',
            'valuation',
            'preisliste',
            'listenpreis',
            'liste',
            'list',
          ],
        ],
      },
    ],
    pages: ['/agb'],
    titles: /\b(prufung und bewertung|inspection and valuation)\b/,
    clause: /\b(grunde|begrund\w*|reasons?|explain)\b/,
  },
  batteryLaw: {
    // Which law governs old batteries (the BattDG, named on the battery pages).
    rules: [
      {
        all: [
          [
            'gesetz',
            'gesetzlich',
            'gesetzliche',
            'regelung',
            'law',
            'act',
            'statute',
            'legislation',
            'vorschrift',
            'vorschriften',
            'rechtsgrundlage',
            'regulation',
          ],
          ['akku', 'akkus', 'batterie', 'batterien', 'battery', 'batteries', 'werkzeugakkus', 'altbatterien'],
        ],
        none: ['gefahrgut', 'transport', 'adr', 'dangerous'],
      },
    ],
    pages: ['/lithium-batterien', '/industrie-batterien'],
    titles: /\b(was sie bekommen|what you get|welche industriebatterien wir ubernehmen|industrial batteries we take)\b/,
    clause: /\b(battdg)\b/,
  },
} satisfies Record<string, TopicSpec>;

/** The topics' names: the keys of `TOPIC_SPECS`. */
export type TopicName = keyof typeof TOPIC_SPECS;
