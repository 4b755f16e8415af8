import type { Localized } from '@/i18n/locales';
import type { IconName } from '../icon-names';
import type { Accent } from '../types';
import { productFromRow, serviceFromRow, type PriceRow } from './rows';
import type { CatalogueItem, PriceList, PriceListId, PurchaseRuleId, ServiceItem } from './types';

/**
 * The catalogue as data, in the export layout (rows.ts). A price list's document holds its
 * categories (each an ordered list of article numbers) and the rows of the items it OWNS: an item
 * appears on several pages (a brand's price page and the all-brands catalogue), but is kept, edited
 * and published in one list, the first of `priceListIds` that shows it. Drafts, published versions
 * and the seed file are all made of these documents.
 */
export type CategoryDocument = {
  id: string;
  name: Localized;
  icon: IconName;
  accent: Accent;
  /** The category's condition note ("Funktionsfähig, ohne Mining-Umbauten …"). */
  note: Localized;
  /** Article numbers in the order the page shows them. */
  items: string[];
  /** A retired category is kept (with its items) but not shown; it can be restored. */
  status?: 'retired';
};

export type ListMeta = {
  id: PriceListId;
  kind: 'products' | 'services';
  family: 'components' | 'renewables';
  /** Products only: which buy-back rule applies (purchase-rules.ts). */
  rule?: PurchaseRuleId;
  /** Prefix of new article numbers of this list, e.g. "KW-GPU". */
  prefix: string;
};

/** Rows of owned items, without their list and category (a row's place is in `categories`). */
export type OwnedRow = Omit<PriceRow, 'list' | 'category'>;

export type ListDocument = ListMeta & {
  /** The list's "Stand" (ISO date) of its published version. */
  date: string;
  categories: CategoryDocument[];
  /** Owned items by article number, retired ones included (status 'retired'). */
  owned: Record<string, OwnedRow>;
  /**
   * Published versions only: the "bis zu" price an owned item had at the previous Stand, where it
   * differs (the change mark on the page). Set at publish time.
   */
  previousPrices?: Record<string, number | null>;
};

/** The export and seed file: lists with their categories, then one row per item where a list shows it. */
export type CatalogueExport = {
  format: typeof EXPORT_FORMAT;
  lists: (ListMeta & { date: string; categories: Omit<CategoryDocument, 'items'>[] })[];
  rows: PriceRow[];
};

export const EXPORT_FORMAT = 'kreislaufwerk-prices/1';

/** A row without its list and category: what a list document keeps of the items it owns. */
export function withoutPlace(row: PriceRow): OwnedRow {
  const owned: Partial<PriceRow> = { ...row };
  delete owned.list;
  delete owned.category;
  return owned as OwnedRow;
}

export const isRetired = (row: OwnedRow | undefined) => row?.status === 'retired';
export const isRetiredCategory = (category: CategoryDocument) => category.status === 'retired';

/** The list documents of an export (the seed): each item is owned by the first list that shows it. */
export function documentsFromExport(data: CatalogueExport): ListDocument[] {
  const owner = new Map<string, string>();
  const documents = data.lists.map((meta): ListDocument => ({
    ...meta,
    categories: meta.categories.map((category) => ({ ...category, items: [] })),
    owned: {},
  }));
  const byId = new Map(documents.map((document) => [document.id as string, document]));
  for (const row of data.rows) {
    const document = byId.get(row.list);
    const category = document?.categories.find((entry) => entry.id === row.category);
    if (!document || !category) throw new Error(`Row ${row.articleNumber}: unknown list or category`);
    category.items.push(row.articleNumber);
    if (owner.has(row.articleNumber)) continue;
    owner.set(row.articleNumber, document.id);
    document.owned[row.articleNumber] = withoutPlace(row);
  }
  return documents;
}

/** Every owned row of every list by article number, with the list that owns it. */
export function ownedIndex(documents: readonly ListDocument[]): Map<string, { list: ListDocument; row: OwnedRow }> {
  const index = new Map<string, { list: ListDocument; row: OwnedRow }>();
  for (const list of documents) {
    for (const [articleNumber, row] of Object.entries(list.owned)) index.set(articleNumber, { list, row });
  }
  return index;
}

/**
 * The rows of the given lists as an export shows them: every listing of a non-retired item
 * (retired owned items too when `withRetired`), with the owning list's data.
 */
export function exportRows(
  documents: readonly ListDocument[],
  { lists, withRetired = false }: { lists?: readonly string[]; withRetired?: boolean } = {},
): PriceRow[] {
  const index = ownedIndex(documents);
  const rows: PriceRow[] = [];
  for (const list of documents) {
    if (lists && !lists.includes(list.id)) continue;
    const shown = new Set<string>();
    for (const category of list.categories) {
      if (isRetiredCategory(category) && !withRetired) continue;
      for (const articleNumber of category.items) {
        const entry = index.get(articleNumber);
        if (!entry || (isRetired(entry.row) && !withRetired)) continue;
        shown.add(articleNumber);
        rows.push({ list: list.id, category: category.id, ...entry.row, articleNumber });
      }
    }
    if (!withRetired) continue;
    for (const [articleNumber, row] of Object.entries(list.owned)) {
      if (shown.has(articleNumber) || !isRetired(row)) continue;
      rows.push({ list: list.id, category: '', ...row, articleNumber });
    }
  }
  return rows;
}

/** The export (and seed) document of the given lists. */
export function toExport(documents: readonly ListDocument[], lists?: readonly string[]): CatalogueExport {
  return {
    format: EXPORT_FORMAT,
    lists: documents
      .filter((list) => !lists || lists.includes(list.id))
      .map(({ id, kind, family, rule, prefix, date, categories }) => ({
        id,
        kind,
        family,
        ...(rule ? { rule } : {}),
        prefix,
        date,
        categories: categories.map(({ id, name, icon, accent, note, status }) => ({
          id,
          name,
          icon,
          accent,
          note,
          ...(status ? { status } : {}),
        })),
      })),
    rows: exportRows(documents, { lists }),
  };
}

/**
 * The public price lists (the shape every page, the search, the assistant and the sell list read)
 * from published documents: categories with their items' data, retired items left out, each
 * list's date the latest "Stand" of the lists whose items it shows.
 */
export function projectCatalogue(
  documents: readonly ListDocument[],
  fillText: (text: string) => string = (text) => text,
): PriceList[] {
  const index = ownedIndex(documents);
  const filled = (row: PriceRow): PriceRow =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? fillText(value) : value]),
    ) as PriceRow;
  return documents.map((list): PriceList => {
    let date = list.date;
    const categories = list.categories
      .filter((category) => !isRetiredCategory(category))
      .map((category) => {
        const items = category.items.flatMap((articleNumber): (CatalogueItem | ServiceItem)[] => {
          const entry = index.get(articleNumber);
          if (!entry || isRetired(entry.row)) return [];
          if (entry.list.date > date) date = entry.list.date;
          const row = filled({ list: entry.list.id, category: category.id, ...entry.row, articleNumber });
          if (list.kind === 'services') return [serviceFromRow(row)];
          const item = productFromRow(row);
          const previous = entry.list.previousPrices?.[articleNumber];
          return [previous === undefined ? item : { ...item, previousPrice: previous }];
        });
        return {
          id: category.id,
          name: { de: fillText(category.name.de), en: fillText(category.name.en) },
          icon: category.icon,
          accent: category.accent,
          specialNote: { de: fillText(category.note.de), en: fillText(category.note.en) },
          items,
        };
      })
      .filter((category) => category.items.length > 0);
    if (list.kind === 'services') {
      return { kind: 'services', id: 'solar-services', family: 'renewables', date, categories } as PriceList;
    }
    return { kind: 'products', id: list.id, family: list.family, rule: list.rule!, date, categories } as PriceList;
  });
}
