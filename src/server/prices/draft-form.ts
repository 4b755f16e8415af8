import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ListDocument, OwnedRow } from '@/content/catalogue/document';
import type { Database } from '../db/schema';
import { cellText } from './export';
import { parseAmount } from './import';
import { getDraft, nextArticleNumber, PriceError, saveDraft } from './repository';

/**
 * The editor's draft form (src/app/[locale]/intern/(office)/preise/[list]): every owned item's
 * editable cells as `f:<article number>:<field>`, with the value shown when the page was made
 * as `b:<article number>:<field>`. Only cells the person changed are edits. A draft saved by
 * someone else meanwhile is merged when the two touched different cells; when both changed the
 * same cell nothing is saved, and the refused edits wait in a stash the page shows again.
 */
export const editableFields = ['price', 'newPrice', 'descriptionDe', 'descriptionEn', 'aliases', 'status'] as const;
export type EditableField = (typeof editableFields)[number];
export type CellEdit = { articleNumber: string; field: EditableField; base: string; value: string };
export type FieldError = {
  articleNumber: string;
  field: EditableField;
  code: 'not_a_number' | 'negative' | 'too_long' | 'required';
};

const MAX_TEXT = 600;

/** The cells the person changed, from the posted form. */
export function formEdits(form: Record<string, string>): CellEdit[] {
  const edits: CellEdit[] = [];
  for (const [name, value] of Object.entries(form)) {
    const match = /^f:([A-Z0-9-]{6,20}):(\w+)$/.exec(name);
    if (!match || !(editableFields as readonly string[]).includes(match[2]!)) continue;
    const field = match[2] as EditableField;
    const base = form[`b:${match[1]}:${field}`] ?? '';
    const next = field === 'status' ? (value === 'retired' ? 'retired' : '') : value.trim();
    if (next !== base) edits.push({ articleNumber: match[1]!, field, base, value: next });
  }
  // An unticked checkbox is not posted: a retired item that is active again.
  for (const [name, base] of Object.entries(form)) {
    const match = /^b:([A-Z0-9-]{6,20}):status$/.exec(name);
    if (match && base === 'retired' && form[`f:${match[1]}:status`] === undefined) {
      edits.push({ articleNumber: match[1]!, field: 'status', base, value: '' });
    }
  }
  return edits;
}

/** Checks each edit's value; returns the problems (none: the edits can be applied). */
export function checkEdits(edits: readonly CellEdit[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const edit of edits) {
    const error = (code: FieldError['code']) =>
      errors.push({ articleNumber: edit.articleNumber, field: edit.field, code });
    if (edit.field === 'price' || edit.field === 'newPrice') {
      if (edit.value === '' && edit.field === 'price') error('required');
      if (edit.value === '' || (edit.field === 'price' && /^auf anfrage$/i.test(edit.value))) continue;
      const amount = parseAmount(edit.value);
      if (Number.isNaN(amount) || !Number.isInteger(amount)) error('not_a_number');
      else if (amount < 0) error('negative');
    } else if (edit.value.length > MAX_TEXT) error('too_long');
    else if (edit.field === 'descriptionDe' && edit.value === '') error('required');
  }
  return errors;
}

function setCell(row: OwnedRow, field: EditableField, value: string): OwnedRow {
  const next: Record<string, unknown> = { ...row };
  if (value === '') delete next[field];
  else if (field === 'price' && /^auf anfrage$/i.test(value)) next.price = 'auf Anfrage';
  else if (field === 'price' || field === 'newPrice') next[field] = parseAmount(value);
  else next[field] = value;
  return next as OwnedRow;
}

const cellOf = (row: OwnedRow | undefined, field: EditableField) => cellText(row?.[field as keyof OwnedRow]);

export type SaveResult =
  | { kind: 'saved'; revision: number; merged: boolean }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'conflict'; stash: string; cells: (CellEdit & { theirs: string })[] };

/** Applies the form's edits to the list's draft (see the module comment). */
export async function saveDraftForm(
  db: Kysely<Database>,
  { listId, form, actor }: { listId: string; form: Record<string, string>; actor: string },
): Promise<SaveResult> {
  const edits = formEdits(form);
  const errors = checkEdits(edits);
  if (errors.length) return { kind: 'invalid', errors };
  const revision = Number(form.revision);
  const draft = await getDraft(db, listId);
  const clashes = edits
    .map((edit) => ({ ...edit, theirs: cellOf(draft.document.owned[edit.articleNumber], edit.field) }))
    .filter((edit) => draft.revision !== revision && edit.theirs !== edit.base && edit.theirs !== edit.value);
  if (clashes.length) {
    const stash = randomUUID();
    await db
      .insertInto('price_imports')
      .values({
        id: stash,
        created_by: actor,
        created_at: new Date().toISOString(),
        file_name: '(conflict)',
        review: JSON.stringify({ listId, edits }),
      })
      .execute();
    return { kind: 'conflict', stash, cells: clashes };
  }
  const document: ListDocument = structuredClone(draft.document);
  for (const edit of edits) {
    const row = document.owned[edit.articleNumber];
    if (!row) throw new PriceError('invalid', [`${edit.articleNumber} is not kept in this list`]);
    document.owned[edit.articleNumber] = setCell(row, edit.field, edit.value);
  }
  if (edits.length === 0) return { kind: 'saved', revision: draft.revision, merged: false };
  const saved = await saveDraft(db, { listId, revision: draft.revision, document, actor });
  return { kind: 'saved', revision: saved, merged: draft.revision !== revision };
}

/** The edits a conflict left waiting, for the page to fill in again (only the person's own). */
export async function stashedEdits(db: Kysely<Database>, id: string, actor: string): Promise<CellEdit[]> {
  const row = await db
    .selectFrom('price_imports')
    .select(['review', 'created_by'])
    .where('id', '=', id)
    .where('file_name', '=', '(conflict)')
    .executeTakeFirst();
  if (!row || row.created_by !== actor) return [];
  return (JSON.parse(row.review) as { edits: CellEdit[] }).edits;
}

/** A new item in a category of the list's draft, with the next free article number. */
export async function addDraftItem(
  db: Kysely<Database>,
  { listId, form, actor }: { listId: string; form: Record<string, string>; actor: string },
): Promise<string> {
  const draft = await getDraft(db, listId);
  const document: ListDocument = structuredClone(draft.document);
  const category = document.categories.find((entry) => entry.id === form.category);
  const price = parseAmount(form.price ?? '');
  const newPrice = form.newPrice ? parseAmount(form.newPrice) : undefined;
  const text = (name: string) => (form[name] ?? '').trim().slice(0, MAX_TEXT);
  if (
    !category ||
    document.kind !== 'products' ||
    !text('brand') ||
    !text('model') ||
    !text('descriptionDe') ||
    !text('specDe') ||
    !Number.isInteger(price) ||
    price < 0 ||
    (newPrice !== undefined && (!Number.isInteger(newPrice) || newPrice < 0))
  ) {
    throw new PriceError('invalid', ['new item']);
  }
  const articleNumber = await nextArticleNumber(db, document.prefix);
  document.owned[articleNumber] = Object.fromEntries(
    Object.entries({
      brand: text('brand'),
      model: text('model'),
      price,
      newPrice,
      specDe: text('specDe'),
      specEn: text('specEn') || undefined,
      descriptionDe: text('descriptionDe'),
      descriptionEn: text('descriptionEn') || undefined,
    }).filter(([, value]) => value !== undefined),
  ) as OwnedRow;
  category.items.push(articleNumber);
  await saveDraft(db, { listId, revision: Number(form.revision), document, actor });
  return articleNumber;
}
