import { DATA_CARRIER, DATA_DEVICE, DESTROY, ERASE } from './shared-words';
import type { TopicSpec } from './topic-spec';

/** Data carriers: destruction, erasure, security levels and custody. */
export const dataDestructionTopics = {
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
  formattingSafe: {
    rules: [
      {
        all: [
          ['formatieren', 'formatiert', 'formatierung', 'schnellformatierung', 'format', 'formatting', 'formatted'],
        ],
      },
    ],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(formatieren|format|formatting)\b/,
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
  formatting: {
    rules: [{ all: [['formatieren', 'formatiert', 'format', 'formatting', 'formatted']] }],
    pages: ['/festplatten-vernichtung'],
    titles: /\b(formatieren|formatting)\b/,
  },
} satisfies Record<string, TopicSpec>;
