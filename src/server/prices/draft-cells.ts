import 'server-only';
import type { CategoryDocument, ListDocument, OwnedRow } from '@/content/catalogue/document';
import { NEGOTIABLE } from '@/content/catalogue/rows';
import { cellText } from './export';
import { parseAmount } from './import';

/**
 * The cells of a list's draft the editor changes, how each is checked and how it is written into
 * the document; and the moves of items and categories. draft-form.ts reads them from the form.
 */
export const editableFields = [
  'price',
  'newPrice',
  'amount',
  'surcharge',
  'comparisonAmount',
  'descriptionDe',
  'descriptionEn',
  'aliases',
  'status',
] as const;
export type EditableField = (typeof editableFields)[number];

export const categoryFields = ['nameDe', 'nameEn', 'noteDe', 'noteEn', 'status'] as const;
export type CategoryField = (typeof categoryFields)[number];

export type CellEdit = { articleNumber: string; field: EditableField; base: string; value: string };
export type CategoryEdit = { categoryId: string; field: CategoryField; base: string; value: string };
export type DraftOp =
  | { kind: 'item-up' | 'item-down'; articleNumber: string; categoryId: string }
  | { kind: 'category-up' | 'category-down'; categoryId: string };

export type FieldErrorCode = 'not_a_number' | 'negative' | 'not_positive' | 'too_long' | 'required' | 'unknown';
/** A refused cell: an item's (`articleNumber`) or a category's (`categoryId`). */
export type FieldError = { articleNumber?: string; categoryId?: string; field: string; code: FieldErrorCode };

/** Longest text of a description or a note; names are shorter. */
export const MAX_TEXT = 600;
export const MAX_NAME = 120;

const wholeEuroFields = new Set<string>(['price', 'newPrice']);
const amountFields = new Set<string>(['amount', 'comparisonAmount', 'surcharge']);

/** Reading and knowing the cells of items. */
export const itemCell = {
  has: (field: string): field is EditableField => (editableFields as readonly string[]).includes(field),
  read: (document: ListDocument, articleNumber: string, field: string) =>
    cellText(document.owned[articleNumber]?.[field as keyof OwnedRow]),
};

const categoryValue = (category: CategoryDocument | undefined, field: string): string => {
  if (!category) return '';
  if (field === 'status') return category.status ?? '';
  const [key, locale] = [field.slice(0, 4) as 'name' | 'note', field.endsWith('De') ? 'de' : 'en'] as const;
  return category[key][locale];
};

export const categoryCell = {
  has: (field: string): field is CategoryField => (categoryFields as readonly string[]).includes(field),
  read: (document: ListDocument, categoryId: string, field: string) =>
    categoryValue(
      document.categories.find((category) => category.id === categoryId),
      field,
    ),
};

/** Why a price cell cannot be taken, or null. */
export function amountProblem(field: string, value: string): FieldErrorCode | null {
  if (field === 'price' && value.toLowerCase() === NEGOTIABLE.toLowerCase()) return null;
  const amount = parseAmount(value);
  if (Number.isNaN(amount)) return 'not_a_number';
  if (amount < 0) return 'negative';
  if (amount === 0) return 'not_positive';
  if (wholeEuroFields.has(field) && !Number.isInteger(amount)) return 'not_a_number';
  if (field === 'surcharge' && (!Number.isInteger(amount) || amount > 100)) return 'not_a_number';
  if (field !== 'surcharge' && Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return 'not_a_number';
  return null;
}

/** Checks the item edits against the draft; returns the problems (none: they can be applied). */
export function checkItemEdits(edits: readonly CellEdit[], document: ListDocument): FieldError[] {
  const errors: FieldError[] = [];
  for (const edit of edits) {
    const error = (code: FieldErrorCode) => errors.push({ articleNumber: edit.articleNumber, field: edit.field, code });
    const row = document.owned[edit.articleNumber];
    if (!row) error('unknown');
    else if (wholeEuroFields.has(edit.field) || amountFields.has(edit.field)) {
      if (edit.value === '') {
        if (edit.field === 'price' || (edit.field === 'amount' && row.priceKind === 'from')) error('required');
        if (edit.field === 'surcharge' && row.priceKind === 'surcharge') error('required');
        continue;
      }
      const problem = amountProblem(edit.field, edit.value);
      if (problem) error(problem);
    } else if (edit.value.length > MAX_TEXT) error('too_long');
    else if (edit.field === 'descriptionDe' && edit.value === '') error('required');
  }
  return errors;
}

export function checkCategoryEdits(edits: readonly CategoryEdit[], document: ListDocument): FieldError[] {
  const errors: FieldError[] = [];
  for (const edit of edits) {
    const error = (code: FieldErrorCode) => errors.push({ categoryId: edit.categoryId, field: edit.field, code });
    if (!document.categories.some((category) => category.id === edit.categoryId)) error('unknown');
    else if (edit.field === 'status') continue;
    else if (edit.value === '') error('required');
    else if (edit.value.length > (edit.field.startsWith('name') ? MAX_NAME : MAX_TEXT)) error('too_long');
  }
  return errors;
}

export function applyItemEdit(document: ListDocument, edit: CellEdit): void {
  const next: Record<string, unknown> = { ...document.owned[edit.articleNumber] };
  const { field, value } = edit;
  if (value === '') delete next[field];
  else if (field === 'price' && value.toLowerCase() === NEGOTIABLE.toLowerCase()) next.price = NEGOTIABLE;
  else if (wholeEuroFields.has(field) || amountFields.has(field)) next[field] = parseAmount(value);
  else next[field] = value;
  document.owned[edit.articleNumber] = next as OwnedRow;
}

export function applyCategoryEdit(document: ListDocument, edit: CategoryEdit): void {
  const category = document.categories.find((entry) => entry.id === edit.categoryId)!;
  if (edit.field === 'status') {
    if (edit.value === 'retired') category.status = 'retired';
    else delete category.status;
    return;
  }
  const key = edit.field.slice(0, 4) as 'name' | 'note';
  category[key] = { ...category[key], [edit.field.endsWith('De') ? 'de' : 'en']: edit.value };
}

function swap<T>(items: T[], index: number, by: -1 | 1): boolean {
  const other = index + by;
  if (index < 0 || other < 0 || other >= items.length) return false;
  [items[index], items[other]] = [items[other]!, items[index]!];
  return true;
}

/** Moves an item within its category or a category within the list; false when it cannot move. */
export function applyOp(document: ListDocument, op: DraftOp): boolean {
  const index = document.categories.findIndex((category) => category.id === op.categoryId);
  if (index < 0) return false;
  if (!('articleNumber' in op)) return swap(document.categories, index, op.kind === 'category-up' ? -1 : 1);
  const items = document.categories[index]!.items;
  return swap(items, items.indexOf(op.articleNumber), op.kind === 'item-up' ? -1 : 1);
}
