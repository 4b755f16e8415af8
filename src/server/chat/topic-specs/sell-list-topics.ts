import type { TopicSpec } from './topic-spec';

/** The sell list and the price search: importing, conditions, sending, the offer. */
export const sellListTopics = {
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
  conditionGrades: {
    // The conditions a sell-list line can take, and what each means.
    rules: [{ all: [['zustand', 'zustande', 'condition', 'conditions', 'grade', 'grades']] }],
    pages: ['/ankaufsliste'],
    titles: /\b(was die zustande bedeuten|what the conditions mean)\b/,
  },
} satisfies Record<string, TopicSpec>;
