import 'server-only';
import { isRetired, type ListDocument, type OwnedRow } from '@/content/catalogue/document';
import { articleNumberPattern } from '@/content/catalogue/schema';
import { NEGOTIABLE, priceColumns, type PriceColumnKey, type PriceRow } from '@/content/catalogue/rows';
import { cellText } from './export';

/**
 * Reads an edited export back (CSV, XLSX or JSON rows in the layout of rows.ts) against the
 * drafts: every row is accepted as a change, found unchanged, or refused with its reason. The
 * file reading itself is the sell-list import's (size limits, zip-bomb check, worker thread:
 * src/server/sell-list/spreadsheet.ts). Only the columns a file has are changed; an article
 * number nobody issued becomes a new item only when the import is told to create items.
 */
export type RefusalReason =
  | 'no_article_number'
  | 'bad_article_number'
  | 'unknown_article'
  | 'duplicate'
  | 'not_a_number'
  | 'negative'
  | 'formula'
  | 'too_long'
  | 'unknown_category'
  | 'missing_field'
  | 'retired_elsewhere';

export type Refusal = { line: number; articleNumber: string; reason: RefusalReason; column?: string };
export type RowChange = {
  line: number;
  articleNumber: string;
  list: string;
  /** A new item (created only on request). */
  created: boolean;
  /** Changed cells: old → new as the export writes them. */
  fields: Partial<Record<PriceColumnKey, { from: string; to: string }>>;
  /** The new item's category (created items). */
  category?: string;
};
export type ImportReview = {
  changes: RowChange[];
  /** Unknown article numbers that would become items if asked (not created yet). */
  unknown: { line: number; articleNumber: string; list: string; category: string; name: string }[];
  refused: Refusal[];
  unchanged: number;
};

export class ImportFileError extends Error {
  constructor(readonly code: 'no_header' | 'no_rows') {
    super(code);
  }
}

const numericColumns = new Set<PriceColumnKey>([
  'price',
  'newPrice',
  'ratingValue',
  'powerKw',
  'efficiency',
  'amount',
  'surcharge',
  'comparisonAmount',
]);
/** Longest text of a cell; descriptions and features are the long ones. */
const longColumns = new Set<PriceColumnKey>(['descriptionDe', 'descriptionEn', 'featuresDe', 'featuresEn', 'aliases']);
const MAX_LONG = 600;
const MAX_SHORT = 160;

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const headerIndex = new Map<string, PriceColumnKey>();
for (const column of priceColumns) {
  headerIndex.set(fold(column.header), column.key);
  headerIndex.set(fold(column.key), column.key);
}
/** Other headers ERP exports use for the two columns that matter most. */
headerIndex.set('preis', 'price');
headerIndex.set('bis zu', 'price');
headerIndex.set('price', 'price');
headerIndex.set('neupreis', 'newPrice');
headerIndex.set('article number', 'articleNumber');
headerIndex.set('artikel-nr.', 'articleNumber');
headerIndex.set('artikelnr', 'articleNumber');

/** The column of each header cell (null for a column the layout does not know: ignored). */
export function mapHeader(header: readonly string[]): (PriceColumnKey | null)[] {
  return header.map((cell) => headerIndex.get(fold(cell.replace(/^\uFEFF/, ''))) ?? null);
}

/** German or English number text → number ("1.800", "1800,50", "1,800.50"); NaN when it is none. */
export function parseAmount(text: string): number {
  const cell = text.replace(/\s|€|EUR/gi, '');
  if (!/^-?[\d.,]+$/.test(cell)) return Number.NaN;
  const lastComma = cell.lastIndexOf(',');
  const lastDot = cell.lastIndexOf('.');
  let normal = cell;
  if (lastComma > lastDot) normal = cell.replace(/\./g, '').replace(',', '.');
  else if (lastDot > lastComma && lastComma >= 0) normal = cell.replace(/,/g, '');
  else if (lastDot >= 0 && /^\-?\d{1,3}(\.\d{3})+$/.test(cell)) normal = cell.replace(/\./g, '');
  return Number(normal);
}

const isFormula = (cell: string) => /^[=@]/.test(cell) || (/^[+\-]/.test(cell) && !/^[+\-]?[\d.,\s]+$/.test(cell));

/** The cell as the layout stores it, or the reason it cannot be taken. */
function readCell(
  key: PriceColumnKey,
  raw: string,
): { value: string | number | null } | { skip: true } | { reason: RefusalReason } {
  const cell = raw.trim();
  // An empty cell leaves the value as it is (a file may carry only prices); a dash clears it.
  if (cell === '') return { skip: true };
  if (cell === '-' || cell === '–') return { value: null };
  if (isFormula(cell)) return { reason: 'formula' };
  if (cell.length > (longColumns.has(key) ? MAX_LONG : MAX_SHORT)) return { reason: 'too_long' };
  if (!numericColumns.has(key) || cell === '') return { value: cell === '' ? null : cell };
  if (key === 'price' && fold(cell) === NEGOTIABLE) return { value: NEGOTIABLE };
  const number = parseAmount(cell);
  if (Number.isNaN(number)) return { reason: 'not_a_number' };
  if (number < 0) return { reason: 'negative' };
  if ((key === 'price' || key === 'newPrice') && !Number.isInteger(number)) return { reason: 'not_a_number' };
  return { value: number };
}

const asCell = (value: unknown) => cellText(value);

type Target = { list: ListDocument; row: OwnedRow };

/**
 * Checks a table (first row the header) against the drafts. `createNew` lists the article numbers
 * (or `true` for all) that may become new items.
 */
export function reviewImport(
  table: readonly (readonly string[])[],
  drafts: readonly ListDocument[],
  { createNew = false }: { createNew?: boolean | readonly string[] } = {},
): ImportReview {
  const [header, ...body] = table;
  if (!header) throw new ImportFileError('no_rows');
  const columns = mapHeader(header);
  const articleColumn = columns.indexOf('articleNumber');
  if (articleColumn < 0) throw new ImportFileError('no_header');
  if (body.length === 0) throw new ImportFileError('no_rows');
  const owned = new Map<string, Target>();
  for (const list of drafts) for (const [number, row] of Object.entries(list.owned)) owned.set(number, { list, row });
  const review: ImportReview = { changes: [], unknown: [], refused: [], unchanged: 0 };
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const articleNumber = (cells[articleColumn] ?? '').trim().toUpperCase();
    const refuse = (reason: RefusalReason, column?: string) =>
      review.refused.push({ line, articleNumber, reason, column });
    if (!articleNumber) return refuse('no_article_number');
    if (!articleNumberPattern.test(articleNumber) && !/^KW-SRV-S\d{3}$/.test(articleNumber))
      return refuse('bad_article_number');
    const cellOf = (key: PriceColumnKey) => {
      const column = columns.indexOf(key);
      return column < 0 ? undefined : (cells[column] ?? '');
    };
    if (seen.has(articleNumber)) return refuse('duplicate');
    seen.add(articleNumber);
    const values: Partial<Record<PriceColumnKey, string | number | null>> = {};
    for (const [column, key] of columns.entries()) {
      if (!key || key === 'articleNumber' || key === 'list' || key === 'category') continue;
      const read = readCell(key, cells[column] ?? '');
      if ('reason' in read) return refuse(read.reason, priceColumns.find((entry) => entry.key === key)?.header);
      if ('skip' in read) continue;
      values[key] = read.value;
    }
    const listCell = (cellOf('list') ?? '').trim();
    const target = owned.get(articleNumber);
    if (!target) {
      const list = drafts.find((entry) => entry.id === listCell);
      const category = (cellOf('category') ?? '').trim();
      const allowed = createNew === true || (Array.isArray(createNew) && createNew.includes(articleNumber));
      const name = String(values.model ?? values.serviceDe ?? '');
      if (!allowed) {
        review.unknown.push({ line, articleNumber, list: list?.id ?? listCell, category, name });
        return;
      }
      if (!list || !list.categories.some((entry) => entry.id === category && entry.status !== 'retired'))
        return refuse('unknown_category');
      const missing =
        list.kind === 'services' ? ['serviceDe', 'priceKind'] : ['brand', 'model', 'price', 'descriptionDe'];
      const gap = missing.find(
        (field) => values[field as PriceColumnKey] === null || values[field as PriceColumnKey] === undefined,
      );
      if (gap) return refuse('missing_field', priceColumns.find((entry) => entry.key === gap)?.header);
      const fields: RowChange['fields'] = {};
      for (const [field, value] of Object.entries(values)) {
        if (value !== null && value !== undefined) fields[field as PriceColumnKey] = { from: '', to: String(value) };
      }
      review.changes.push({ line, articleNumber, list: list.id, created: true, fields, category });
      return;
    }
    if (isRetired(target.row) && values.status !== 'active') {
      // A retired item's prices are not edited by a file; restore it in the editor first.
      if (Object.keys(values).some((field) => field !== 'status')) return refuse('retired_elsewhere');
    }
    const fields: RowChange['fields'] = {};
    for (const [field, value] of Object.entries(values) as [PriceColumnKey, string | number | null][]) {
      const from = asCell(target.row[field as keyof OwnedRow]);
      const to = asCell(typed(field, asCell(value)));
      if (from !== to) fields[field] = { from, to };
    }
    if (Object.keys(fields).length === 0) review.unchanged += 1;
    else review.changes.push({ line, articleNumber, list: target.list.id, created: false, fields });
  });
  return review;
}

function typed(key: PriceColumnKey, text: string): string | number | boolean | undefined {
  if (text === '') return undefined;
  if (key === 'approximate') return /^(ja|yes|true|1|x)$/i.test(text) ? true : undefined;
  if (key === 'status') return text === 'retired' || /^ausgelaufen$/i.test(text) ? 'retired' : undefined;
  if (numericColumns.has(key) && text !== NEGOTIABLE) return parseAmount(text);
  return text;
}

/** The drafts with the review's changes applied (new items appended to their category). */
export function applyImport(drafts: readonly ListDocument[], review: ImportReview): Map<string, ListDocument> {
  const changed = new Map<string, ListDocument>();
  const draftOf = (id: string) => {
    let draft = changed.get(id);
    if (!draft) {
      draft = structuredClone(drafts.find((entry) => entry.id === id)!);
      changed.set(id, draft);
    }
    return draft;
  };
  for (const change of review.changes) {
    const draft = draftOf(change.list);
    const row: Record<string, unknown> = { ...(draft.owned[change.articleNumber] ?? {}) };
    for (const [key, value] of Object.entries(change.fields)) {
      const next = typed(key as PriceColumnKey, value.to);
      if (next === undefined) delete row[key];
      else row[key] = next;
    }
    draft.owned[change.articleNumber] = row as OwnedRow;
    if (change.created) {
      draft.categories.find((category) => category.id === change.category)?.items.push(change.articleNumber);
    }
  }
  return changed;
}

/** A JSON export's rows as a table in the layout (header row first), for the same checks. */
export function tableFromJsonRows(rows: readonly PriceRow[]): string[][] {
  return [
    priceColumns.map((column) => column.header),
    ...rows.map((row) =>
      priceColumns.map((column) => asCell(row && typeof row === 'object' ? row[column.key as keyof PriceRow] : '')),
    ),
  ];
}
