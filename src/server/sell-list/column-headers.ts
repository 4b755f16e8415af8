import { foldText, textWords } from '@/lib/text-tokens';

/**
 * The header words of an asset list's columns, by what the column holds. Data, not code: a new
 * spelling is one more entry here. A header cell is compared whole, case, accents and punctuation
 * ignored ("Stückzahl:" = "stuckzahl", "Part No." = "part no").
 */
export const columnHeaders = {
  quantity: [
    'Menge',
    'Anzahl',
    'Stück',
    'Stueck',
    'Stückzahl',
    'Stk',
    'Qty',
    'Quantity',
    'Count',
    'Pcs',
    'Pieces',
    'Amount',
    'Units',
  ],
  text: [
    'Artikel',
    'Artikelbezeichnung',
    'Bezeichnung',
    'Beschreibung',
    'Description',
    'Produkt',
    'Product',
    'Modell',
    'Model',
    'Typ',
    'Type',
    'Item',
    'Name',
    'Gerät',
    'Geraet',
    'Position',
    'Asset',
    'Text',
  ],
  brand: ['Hersteller', 'Marke', 'Brand', 'Manufacturer', 'Vendor'],
  part: [
    'Teilenummer',
    'Part Number',
    'Partnumber',
    'Part No',
    'Partno',
    'PN',
    'MPN',
    'SKU',
    'Herstellernummer',
    'Artikelnummer',
  ],
  condition: ['Zustand', 'Zustandsklasse', 'Condition', 'State', 'Grade'],
  remark: [
    'Bemerkung',
    'Bemerkungen',
    'Anmerkung',
    'Anmerkungen',
    'Kommentar',
    'Kommentare',
    'Notiz',
    'Notizen',
    'Hinweis',
    'Hinweise',
    'Remark',
    'Remarks',
    'Note',
    'Notes',
    'Comment',
    'Comments',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ColumnRole = keyof typeof columnHeaders;

/** A cell as a comparable phrase: folded words joined by one space ("Gebraucht – OK!" → "gebraucht ok"). */
export const phraseKey = (cell: string) => textWords(foldText(cell)).join(' ');

const roleByKey = new Map<string, ColumnRole>(
  (Object.entries(columnHeaders) as [ColumnRole, readonly string[]][]).flatMap(([role, words]) =>
    words.map((word) => [phraseKey(word), role] as const),
  ),
);

/** What a header cell names, or null. */
export const columnRole = (cell: string): ColumnRole | null => roleByKey.get(phraseKey(cell)) ?? null;
