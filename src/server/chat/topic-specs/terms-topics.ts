import { ACCEPT, DISAGREE, OBLIGED, VALUATION } from './shared-words';
import type { TopicSpec } from './topic-spec';

/** The terms of purchase (AGB), clause by clause: contract, pickup, inspection, payment, liability. */
export const termsTopics = {
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
        // "Unsere Rechtsabteilung prüft eure AGB" is about our terms, not the visitor's own.
        none: ['eure', 'euren', 'eurer'],
      },
    ],
    pages: ['/agb'],
    titles: /\b(geltungsbereich|scope)\b/,
    clause: /\b(textform vereinbaren|in textform zustimmen|in text form|ausdrucklich zustimmen|expressly agree)\b/,
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
    clause: /(\w*sperre\w*|\blocks?\b)/,
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
} satisfies Record<string, TopicSpec>;
