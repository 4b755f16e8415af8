import { CERTIFICATE, COST, COUNTERFEIT, SERVICE } from './shared-words';
import type { TopicSpec } from './topic-spec';

/** The other services: counterfeits, medical technology, miners, CPUs and RAM, components, solar. */
export const serviceTopics = {
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
    titles:
      /\b(von der annahme bis zum zertifikat|from intake to certificate|from receipt to certificate|from acceptance)\b/,
    clause: /\b(zugangskontrolliert\w*|access-controlled|verschlossen\w*|locked)\b/,
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
    clause: /\b(sortenrein\w*|uniform|gemischt\w*|mixed)\b/,
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
    titles: /\b(falschungen|counterfeits?|wareneingangsprufung|incoming inspection)\b/,
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
} satisfies Record<string, TopicSpec>;
