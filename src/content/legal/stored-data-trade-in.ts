import type { ColumnDeclaration } from './stored-data-types';

type TableDeclaration = Record<string, ColumnDeclaration>;

const leadLink: ColumnDeclaration = {
  personal: false,
  source: 'internal',
  label: { de: 'Verweis auf die Ankaufsanfrage', en: 'reference to the sell request' },
};
const staffId = (de: string, en: string): ColumnDeclaration => ({
  personal: false,
  source: 'internal',
  label: { de: `Mitarbeiterkennung der Person, die ${de}`, en: `staff ID of the person who ${en}` },
});

/**
 * What a purchase after the accepted offer stores (the handover plan, the goods received, the
 * credit note and the certificates), declared for the Datenschutz page like `storedData`.
 * The documents keep their own copy of what they show, so they can be kept as commercial and tax
 * law require after the request itself is deleted.
 */
export const storedTradeInData = {
  sell_schedules: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Übergabe', en: 'random ID of the handover' },
    },
    lead_id: leadLink,
    kind: { personal: true, source: 'internal', label: { de: 'Abholung oder Versand', en: 'pickup or shipping' } },
    pickup_date: {
      personal: true,
      source: 'internal',
      label: { de: 'vereinbarter Abholtag', en: 'agreed pickup day' },
    },
    time_from: {
      personal: true,
      source: 'internal',
      label: { de: 'Beginn des Abholfensters', en: 'start of the pickup window' },
    },
    time_to: {
      personal: true,
      source: 'internal',
      label: { de: 'Ende des Abholfensters', en: 'end of the pickup window' },
    },
    instructions: {
      personal: true,
      source: 'internal',
      label: { de: 'unsere Abhol- oder Versandhinweise an Sie', en: 'our pickup or shipping instructions to you' },
    },
    created_by: staffId('die Übergabe mitgeteilt hat', 'announced the handover'),
    created_at: {
      personal: true,
      source: 'internal',
      label: { de: 'Zeitpunkt der Mitteilung', en: 'time it was announced' },
    },
  },
  sell_receipt_lines: {
    line_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf die Position Ihrer Liste', en: 'reference to the line of your list' },
    },
    lead_id: leadLink,
    outcome: {
      personal: true,
      source: 'internal',
      label: {
        de: 'angekauft, zurückgesendet oder kostenlos recycelt',
        en: 'bought, returned or recycled free of charge',
      },
    },
    quantity_received: {
      personal: true,
      source: 'internal',
      label: { de: 'erhaltene Menge', en: 'quantity received' },
    },
    serials: {
      personal: true,
      source: 'internal',
      label: { de: 'Seriennummern der erhaltenen Geräte', en: 'serial numbers of the devices received' },
    },
    final_grade: {
      personal: true,
      source: 'internal',
      label: { de: 'Zustand nach Prüfung', en: 'condition after inspection' },
    },
    final_price_cents: {
      personal: true,
      source: 'internal',
      label: { de: 'endgültiger Stückpreis', en: 'final unit price' },
    },
    deviation_reason: {
      personal: true,
      source: 'internal',
      label: { de: 'Grund einer Abweichung vom Angebot', en: 'reason for a deviation from the offer' },
    },
    recorded_by: staffId('den Wareneingang vermerkt hat', 'recorded the goods receipt'),
    recorded_at: {
      personal: true,
      source: 'internal',
      label: { de: 'Zeitpunkt des Wareneingangs', en: 'time of the goods receipt' },
    },
  },
  credit_notes: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Gutschrift', en: 'random ID of the credit note' },
    },
    number: { personal: false, source: 'internal', label: { de: 'Gutschriftsnummer', en: 'credit note number' } },
    lead_id: leadLink,
    lead_reference: {
      personal: false,
      source: 'internal',
      label: { de: 'Vorgangsnummer der Anfrage', en: 'reference number of the request' },
    },
    issued_at: { personal: true, source: 'internal', label: { de: 'Ausstellungszeitpunkt', en: 'time of issue' } },
    issued_by: staffId('die Gutschrift erstellt hat', 'issued the credit note'),
    gross_cents: { personal: true, source: 'internal', label: { de: 'Gutschriftsbetrag', en: 'credit note amount' } },
    payment_due: { personal: true, source: 'internal', label: { de: 'Zahlungsziel', en: 'payment due date' } },
    paid_on: { personal: true, source: 'internal', label: { de: 'Tag der Zahlung', en: 'day of payment' } },
    paid_recorded_by: staffId('die Zahlung vermerkt hat', 'recorded the payment'),
    document: {
      personal: true,
      source: 'internal',
      label: {
        de: 'Inhalt der Gutschrift: Ihr Name, Ihre Anschrift, Firma und USt-IdNr., die angekauften Positionen mit Preisen, Steuer und Summen',
        en: 'content of the credit note: your name, address, company and VAT ID, the lines bought with prices, tax and totals',
      },
    },
    restricted_at: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Zeitpunkt, ab dem die Unterlage nur noch für die gesetzliche Aufbewahrung gespeichert ist (gesperrt)',
        en: 'time from which the record is only kept for the statutory retention (restricted)',
      },
    },
  },
  certificates: {
    id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'zufällige Kennung des Zertifikats (Adresse der Prüfseite)',
        en: 'random ID of the certificate (address of its verification page)',
      },
    },
    number: { personal: false, source: 'internal', label: { de: 'Zertifikatsnummer', en: 'certificate number' } },
    kind: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Art (Vernichtungszertifikat oder Recyclingnachweis)',
        en: 'kind (destruction certificate or recycling record)',
      },
    },
    lead_id: leadLink,
    lead_reference: {
      personal: false,
      source: 'internal',
      label: { de: 'Vorgangsnummer der zugehörigen Anfrage', en: 'reference number of the related request' },
    },
    issued_at: { personal: false, source: 'internal', label: { de: 'Ausstellungsdatum', en: 'date of issue' } },
    issued_by: staffId('das Zertifikat ausgestellt hat', 'issued the certificate'),
    item_count: {
      personal: false,
      source: 'internal',
      label: { de: 'Anzahl der Datenträger oder Positionen', en: 'number of data carriers or lines' },
    },
    revoked_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt eines Widerrufs', en: 'time of a revocation' },
    },
    revoked_by: staffId('das Zertifikat widerrufen hat', 'revoked the certificate'),
    document: {
      personal: true,
      source: 'internal',
      label: {
        de: 'Inhalt des Zertifikats: Ihr Name und Ihre Firma, Verfahren, Seriennummern oder Kategorien mit Gewichten, verantwortliche Person',
        en: 'content of the certificate: your name and company, method, serial numbers or categories with weights, responsible person',
      },
    },
    restricted_at: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Zeitpunkt, ab dem die Unterlage nur noch für die gesetzliche Aufbewahrung gespeichert ist (gesperrt)',
        en: 'time from which the record is only kept for the statutory retention (restricted)',
      },
    },
  },
} as const satisfies Record<string, TableDeclaration>;
