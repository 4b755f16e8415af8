import 'server-only';
import type { Kysely } from 'kysely';
import type { CategoryDocument, ListDocument, OwnedRow } from '@/content/catalogue/document';
import { iconNames, type IconName } from '@/content/icon-names';
import type { Database } from '../db/schema';
import { amountProblem, MAX_NAME, MAX_TEXT, type FieldErrorCode } from './draft-cells';
import { parseAmount } from './import';
import { getDraft, nextArticleNumber, saveDraft } from './draft-repository';
import { PriceError } from './repository';
import { readStash, stash } from './stash';

/**
 * New items and new categories in a list's draft. A form with a wrong or missing value saves
 * nothing: its values and a reason per field wait in a stash the page fills the form from again.
 */
export const newItemFields = [
  'category',
  'brand',
  'model',
  'price',
  'newPrice',
  'specDe',
  'specEn',
  'descriptionDe',
  'descriptionEn',
] as const;
export const newCategoryFields = ['nameDe', 'nameEn', 'noteDe', 'noteEn', 'icon'] as const;

export type EntryKind = 'new-item' | 'new-category';
export type EntryStash = {
  listId: string;
  values: Record<string, string>;
  errors: Record<string, FieldErrorCode>;
};
export type EntryResult = { kind: 'added'; id: string } | { kind: 'invalid'; stash: string };

const required = new Set([
  'category',
  'brand',
  'model',
  'price',
  'specDe',
  'descriptionDe',
  'nameDe',
  'nameEn',
  'noteDe',
  'noteEn',
]);
const long = new Set(['descriptionDe', 'descriptionEn', 'noteDe', 'noteEn']);

function valuesOf(form: Record<string, string>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, (form[field] ?? '').trim()]));
}

function textErrors(values: Record<string, string>): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === '') {
      if (required.has(field)) errors[field] = 'required';
    } else if (value.length > (long.has(field) ? MAX_TEXT : MAX_NAME)) errors[field] = 'too_long';
  }
  return errors;
}

/** Saves a change made to the current draft; a save by someone else in between is simply retried. */
async function saveOnCurrent(
  db: Kysely<Database>,
  listId: string,
  actor: string,
  change: (document: ListDocument) => Promise<string>,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const draft = await getDraft(db, listId);
    const document = structuredClone(draft.document);
    const id = await change(document);
    try {
      await saveDraft(db, { listId, revision: draft.revision, document, actor });
      return id;
    } catch (error) {
      if (!(error instanceof PriceError && error.code === 'conflict') || attempt >= 2) throw error;
    }
  }
}

async function refuse(db: Kysely<Database>, kind: EntryKind, actor: string, payload: EntryStash): Promise<EntryResult> {
  return { kind: 'invalid', stash: await stash(db, { actor, kind, payload }) };
}

/** A new product in a category of the list's draft, with the next free article number. */
export async function addDraftItem(
  db: Kysely<Database>,
  { listId, form, actor }: { listId: string; form: Record<string, string>; actor: string },
): Promise<EntryResult> {
  const values = valuesOf(form, newItemFields);
  const { document } = await getDraft(db, listId);
  if (document.kind !== 'products') throw new PriceError('invalid', ['services are added by import']);
  const errors = textErrors(values);
  const category = document.categories.find((entry) => entry.id === values.category);
  if (values.category && (!category || category.status === 'retired')) errors.category = 'unknown';
  for (const field of ['price', 'newPrice'] as const) {
    const problem = values[field] ? amountProblem(field, values[field]!) : null;
    if (problem) errors[field] = problem;
  }
  if (values.brand!.length === 1) errors.brand = 'required';
  if (values.model!.length === 1) errors.model = 'required';
  if (Object.keys(errors).length) return refuse(db, 'new-item', actor, { listId, values, errors });
  const id = await saveOnCurrent(db, listId, actor, async (draft) => {
    const articleNumber = await nextArticleNumber(db, draft.prefix);
    const text = (field: string) => values[field] || undefined;
    draft.owned[articleNumber] = Object.fromEntries(
      Object.entries({
        brand: values.brand,
        model: values.model,
        price: /^auf anfrage$/i.test(values.price!) ? 'auf Anfrage' : parseAmount(values.price!),
        newPrice: values.newPrice ? parseAmount(values.newPrice) : undefined,
        specDe: values.specDe,
        specEn: text('specEn'),
        descriptionDe: values.descriptionDe,
        descriptionEn: text('descriptionEn'),
      }).filter(([, value]) => value !== undefined),
    ) as OwnedRow;
    draft.categories.find((entry) => entry.id === values.category)!.items.push(articleNumber);
    return articleNumber;
  });
  return { kind: 'added', id };
}

/** A category's id from its German name: "Grafikkarten (RTX 50)" → "grafikkarten-rtx-50". */
export function categorySlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'kategorie';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * A new, empty category at the end of the list (icon chosen, colour as the list's first category);
 * the public page shows it once it holds an item.
 */
export async function addDraftCategory(
  db: Kysely<Database>,
  { listId, form, actor }: { listId: string; form: Record<string, string>; actor: string },
): Promise<EntryResult> {
  const values = valuesOf(form, newCategoryFields);
  const errors = textErrors(values);
  if (!(iconNames as readonly string[]).includes(values.icon!)) errors.icon = 'unknown';
  if (Object.keys(errors).length) return refuse(db, 'new-category', actor, { listId, values, errors });
  const id = await saveOnCurrent(db, listId, actor, async (draft) => {
    const first = draft.categories[0];
    const category: CategoryDocument = {
      id: categorySlug(values.nameDe!, new Set(draft.categories.map((entry) => entry.id))),
      name: { de: values.nameDe!, en: values.nameEn! },
      icon: values.icon as IconName,
      accent: first?.accent ?? (draft.family === 'renewables' ? 'solar' : 'it'),
      note: { de: values.noteDe!, en: values.noteEn! },
      items: [],
    };
    draft.categories.push(category);
    return category.id;
  });
  return { kind: 'added', id };
}

/** A refused new item or category of this list waiting for the person (null: none). */
export async function stashedEntry(
  db: Kysely<Database>,
  { id, actor, kind, listId }: { id: string; actor: string; kind: EntryKind; listId: string },
): Promise<EntryStash | null> {
  const entry = await readStash<EntryStash>(db, id, actor, kind);
  return entry && entry.payload.listId === listId ? entry.payload : null;
}
