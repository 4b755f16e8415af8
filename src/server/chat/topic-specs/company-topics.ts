import type { TopicSpec } from './topic-spec';

/** The company pages: team, profile, mission, vision, sustainability, social commitment. */
export const companyTopics = {
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
    titles: /\b(klimaneutral\w*|climate-neutral|climate neutral)\b/,
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
    titles: /\b(offen berichten|open reporting|report openly|reporting openly)\b/,
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
    titles: /\b(vertrieb gewerbekunden|business customer sales|business sales|commercial)\b/,
    clause: /\b(feste abholtermine|fixed collection dates|sammelbehalter|collection containers)\b/,
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
} satisfies Record<string, TopicSpec>;
