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

/** What happened to a category (its German name, the old one for a rename). */
export type CategoryChange =
  | { kind: 'added' | 'retired' | 'restored' | 'note' | 'items-reordered' | 'items-changed'; id: string; name: string }
  | { kind: 'renamed'; id: string; name: string; from: string };

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
  /** The category changes behind `structure`, for people. */
  categories: CategoryChange[];
  /** The categories' order changed. */
  categoriesReordered: boolean;
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
    document.categories.map(({ id, name, icon, accent, note, items, status }) => [
      id,
      name,
      icon,
      accent,
      note,
      items,
      status ?? null,
    ]),
  );

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The category changes between two versions of a list. */
export function categoryChanges(published: ListDocument, draft: ListDocument): CategoryChange[] {
  const changes: CategoryChange[] = [];
  const before = new Map(published.categories.map((category) => [category.id, category]));
  // Items added, retired or restored are told as such; here only moves of the others count.
  const steady = (number: string) =>
    !isRetired(published.owned[number]) &&
    !isRetired(draft.owned[number]) &&
    !(draft.owned[number] && !published.owned[number]);
  for (const category of draft.categories) {
    const old = before.get(category.id);
    const ref = { id: category.id, name: category.name.de };
    if (!old) {
      changes.push({ kind: 'added', ...ref });
      continue;
    }
    if ((old.status ?? null) !== (category.status ?? null))
      changes.push({ kind: category.status ? 'retired' : 'restored', ...ref });
    if (!same(old.name, category.name)) changes.push({ kind: 'renamed', ...ref, from: old.name.de });
    if (!same(old.note, category.note) || old.icon !== category.icon) changes.push({ kind: 'note', ...ref });
    const was = old.items.filter(steady);
    const is = category.items.filter(steady);
    if (!same([...was].sort(), [...is].sort())) changes.push({ kind: 'items-changed', ...ref });
    else if (!same(was, is)) changes.push({ kind: 'items-reordered', ...ref });
  }
  return changes;
}

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
    categories: categoryChanges(published, draft),
    categoriesReordered: !same(
      published.categories.map((category) => category.id).filter((id) => draft.categories.some((c) => c.id === id)),
      draft.categories.map((category) => category.id).filter((id) => published.categories.some((c) => c.id === id)),
    ),
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
