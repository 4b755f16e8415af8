import { isRetired, type ListDocument, type OwnedRow } from '@/content/catalogue/document';
import { priceColumns } from '@/content/catalogue/rows';
import { rowName, rowNewPrice, rowPrice } from './row-values';

/** A change of more than this share of the old price is flagged for a second look. */
export const OUTLIER_SHARE = 0.3;

export type PriceChange = {
  articleNumber: string;
  name: string;
  from: number | null;
  to: number | null;
  /** Change in percent of the old price (rounded to one decimal); null when either is "auf Anfrage". */
  percent: number | null;
};

export type ItemRef = { articleNumber: string; name: string };

export type DraftWarning =
  | { kind: 'outlier'; articleNumber: string; name: string; percent: number }
  | { kind: 'above-new-price'; articleNumber: string; name: string; price: number; newPrice: number }
  | { kind: 'missing-english'; articleNumber: string; name: string; field: string };

export type ListDiff = {
  prices: PriceChange[];
  newPrices: PriceChange[];
  added: ItemRef[];
  retired: ItemRef[];
  restored: ItemRef[];
  /** Items whose texts or other fields changed (besides prices). */
  edited: (ItemRef & { fields: string[] })[];
  /** Categories added, removed, renamed or reordered, or items moved. */
  structure: boolean;
  warnings: DraftWarning[];
  /** Anything to publish at all. */
  changed: boolean;
};

const percentOf = (from: number | null, to: number | null) =>
  from === null || to === null || from === 0 ? null : Math.round(((to - from) / from) * 1000) / 10;

const englishOf: [string, string][] = [
  ['descriptionDe', 'descriptionEn'],
  ['specDe', 'specEn'],
  ['serviceDe', 'serviceEn'],
  ['conditionDe', 'conditionEn'],
  ['featuresDe', 'featuresEn'],
];

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** Warnings about one row as it would be published. */
export function rowWarnings(articleNumber: string, row: OwnedRow, before?: OwnedRow): DraftWarning[] {
  const warnings: DraftWarning[] = [];
  const name = rowName(row);
  const price = rowPrice(row);
  const newPrice = rowNewPrice(row);
  if (before) {
    const percent = percentOf(rowPrice(before), price);
    if (percent !== null && Math.abs(percent) > OUTLIER_SHARE * 100) {
      warnings.push({ kind: 'outlier', articleNumber, name, percent });
    }
  }
  if (price !== null && newPrice !== null && row.priceKind === undefined && price > newPrice) {
    warnings.push({ kind: 'above-new-price', articleNumber, name, price, newPrice });
  }
  for (const [de, en] of englishOf) {
    if (present(row[de as keyof OwnedRow]) && !present(row[en as keyof OwnedRow])) {
      warnings.push({ kind: 'missing-english', articleNumber, name, field: en });
    }
  }
  return warnings;
}

const structureOf = (document: ListDocument) =>
  JSON.stringify(
    document.categories.map(({ id, name, icon, accent, note, items }) => [id, name, icon, accent, note, items]),
  );

/** What a draft would change against the published version of its list. */
export function diffList(published: ListDocument, draft: ListDocument): ListDiff {
  const diff: ListDiff = {
    prices: [],
    newPrices: [],
    added: [],
    retired: [],
    restored: [],
    edited: [],
    structure: structureOf(published) !== structureOf(draft),
    warnings: [],
    changed: false,
  };
  for (const [articleNumber, row] of Object.entries(draft.owned)) {
    const before = published.owned[articleNumber];
    const ref = { articleNumber, name: rowName(row) };
    if (!before) {
      if (!isRetired(row)) diff.added.push(ref);
    } else if (isRetired(row) && !isRetired(before)) diff.retired.push(ref);
    else if (!isRetired(row) && isRetired(before)) diff.restored.push(ref);
    if (isRetired(row)) continue;
    diff.warnings.push(...rowWarnings(articleNumber, row, before));
    if (!before) continue;
    const from = rowPrice(before);
    const to = rowPrice(row);
    if (from !== to || before.price !== row.price) diff.prices.push({ ...ref, from, to, percent: percentOf(from, to) });
    const newFrom = rowNewPrice(before);
    const newTo = rowNewPrice(row);
    if (newFrom !== newTo)
      diff.newPrices.push({ ...ref, from: newFrom, to: newTo, percent: percentOf(newFrom, newTo) });
    const fields = priceColumns
      .map((column) => column.key)
      .filter((key) => !['price', 'newPrice', 'amount', 'status'].includes(key))
      .filter((key) => String(before[key as keyof OwnedRow] ?? '') !== String(row[key as keyof OwnedRow] ?? ''));
    if (fields.length) diff.edited.push({ ...ref, fields });
  }
  diff.changed =
    diff.structure ||
    diff.prices.length +
      diff.newPrices.length +
      diff.added.length +
      diff.retired.length +
      diff.restored.length +
      diff.edited.length >
      0 ||
    draft.date !== published.date;
  return diff;
}

/** The counts a version's history line shows. */
export function diffSummary(diff: ListDiff) {
  return {
    prices: diff.prices.length,
    newPrices: diff.newPrices.length,
    added: diff.added.length,
    retired: diff.retired.length + diff.restored.length,
    edited: diff.edited.length,
    structure: diff.structure,
  };
}
export type VersionSummary = ReturnType<typeof diffSummary>;
