import 'server-only';
import type { Kysely } from 'kysely';
import type { ListDocument } from '@/content/catalogue/document';
import type { Database } from '../db/schema';
import {
  applyCategoryEdit,
  applyItemEdit,
  applyOp,
  categoryCell,
  checkCategoryEdits,
  checkItemEdits,
  itemCell,
  type CategoryEdit,
  type CellEdit,
  type DraftOp,
  type FieldError,
} from './draft-cells';
import { getDraft, saveDraft } from './draft-repository';
import { readStash, stash } from './stash';

export { editableFields, categoryFields } from './draft-cells';
export type { CategoryEdit, CellEdit, DraftOp, EditableField, CategoryField, FieldError } from './draft-cells';

/**
 * The editor's draft form (src/app/[locale]/intern/(office)/preise/[list]): every owned item's
 * editable cells as `f:<article number>:<field>` and every category's as `cf:<category>:<field>`,
 * each with the value shown when the page was made (`b:…`, `cb:…`). Only cells the person changed
 * are edits. A button `op` moves an item or a category, saving the edits with it, so a move never
 * loses what was typed. A draft saved by someone else meanwhile is merged when the two touched
 * different cells; when both changed the same cell nothing is saved. Refused edits (a clash or a
 * wrong value) wait in a stash the page shows again, with a message at each field.
 */
const ARTICLE = '[A-Z0-9-]{6,20}';
const CATEGORY = '[a-z0-9-]{1,80}';

type Cells = { value: string; base: string; key: string; has: (field: string) => boolean };
const itemCells: Cells = { value: 'f', base: 'b', key: ARTICLE, has: itemCell.has };
const categoryCells: Cells = { value: 'cf', base: 'cb', key: CATEGORY, has: categoryCell.has };

/** The cells the person changed: `<value prefix>:<key>:<field>` against `<base prefix>:<key>:<field>`. */
function changedCells(form: Record<string, string>, cells: Cells) {
  const named = new RegExp(`^${cells.value}:(${cells.key}):(\\w+)$`);
  const changed: { key: string; field: string; base: string; value: string }[] = [];
  for (const [name, value] of Object.entries(form)) {
    const match = named.exec(name);
    if (!match || !cells.has(match[2]!)) continue;
    const [key, field] = [match[1]!, match[2]!];
    const base = form[`${cells.base}:${key}:${field}`] ?? '';
    const next = field === 'status' ? (value === 'retired' ? 'retired' : '') : value.trim();
    if (next !== base) changed.push({ key, field, base, value: next });
  }
  // An unticked checkbox is not posted: something retired that is active again.
  const retired = new RegExp(`^${cells.base}:(${cells.key}):status$`);
  for (const [name, base] of Object.entries(form)) {
    const match = retired.exec(name);
    if (match && base === 'retired' && form[`${cells.value}:${match[1]}:status`] === undefined)
      changed.push({ key: match[1]!, field: 'status', base, value: '' });
  }
  return changed;
}

/** The item cells the person changed, from the posted form. */
export function formEdits(form: Record<string, string>): CellEdit[] {
  return changedCells(form, itemCells).map(({ key, field, base, value }) => ({
    articleNumber: key,
    field: field as CellEdit['field'],
    base,
    value,
  }));
}

/** The category cells the person changed (names, notes, retired). */
export function formCategoryEdits(form: Record<string, string>): CategoryEdit[] {
  return changedCells(form, categoryCells).map(({ key, field, base, value }) => ({
    categoryId: key,
    field: field as CategoryEdit['field'],
    base,
    value,
  }));
}

/** The move a pressed button asks for (`op`: `up:<article>@<category>`, `category-down:<category>` …). */
export function formOp(form: Record<string, string>): DraftOp | null {
  const op = form.op ?? '';
  const item = new RegExp(`^(up|down):(${ARTICLE})@(${CATEGORY})$`).exec(op);
  if (item) return { kind: item[1] === 'up' ? 'item-up' : 'item-down', articleNumber: item[2]!, categoryId: item[3]! };
  const category = new RegExp(`^category-(up|down):(${CATEGORY})$`).exec(op);
  if (category) return { kind: category[1] === 'up' ? 'category-up' : 'category-down', categoryId: category[2]! };
  return null;
}

/** What waits for the person after a refused save: their values, and why each was refused. */
export type CellStash = {
  listId: string;
  edits: CellEdit[];
  categoryEdits: CategoryEdit[];
  errors: FieldError[];
  /** Clashes: the current value of each cell both people changed. */
  theirs: Record<string, string>;
};

export type SaveResult =
  | { kind: 'saved'; revision: number; merged: boolean }
  | { kind: 'invalid'; errors: FieldError[]; stash: string }
  | { kind: 'conflict'; stash: string; cells: (CellEdit & { theirs: string })[] };

/** Applies the form's edits and move to the list's draft (see the module comment). */
export async function saveDraftForm(
  db: Kysely<Database>,
  { listId, form, actor }: { listId: string; form: Record<string, string>; actor: string },
): Promise<SaveResult> {
  const edits = formEdits(form);
  const categoryEdits = formCategoryEdits(form);
  const op = formOp(form);
  const keep = (payload: Omit<CellStash, 'listId' | 'edits' | 'categoryEdits'>) =>
    stash(db, { actor, kind: 'cells', payload: { listId, edits, categoryEdits, ...payload } satisfies CellStash });
  const draft = await getDraft(db, listId);
  const errors = [...checkItemEdits(edits, draft.document), ...checkCategoryEdits(categoryEdits, draft.document)];
  if (errors.length) return { kind: 'invalid', errors, stash: await keep({ errors, theirs: {} }) };
  const revision = Number(form.revision);
  const stale = draft.revision !== revision;
  const clashes = edits
    .map((edit) => ({ ...edit, theirs: itemCell.read(draft.document, edit.articleNumber, edit.field) }))
    .filter((edit) => stale && edit.theirs !== edit.base && edit.theirs !== edit.value);
  const categoryClashes = categoryEdits
    .map((edit) => ({ ...edit, theirs: categoryCell.read(draft.document, edit.categoryId, edit.field) }))
    .filter((edit) => stale && edit.theirs !== edit.base && edit.theirs !== edit.value);
  if (clashes.length || categoryClashes.length) {
    const theirs = Object.fromEntries([
      ...clashes.map((edit) => [`${edit.articleNumber}:${edit.field}`, edit.theirs]),
      ...categoryClashes.map((edit) => [`${edit.categoryId}:${edit.field}`, edit.theirs]),
    ]);
    return { kind: 'conflict', stash: await keep({ errors: [], theirs }), cells: clashes };
  }
  const document: ListDocument = structuredClone(draft.document);
  for (const edit of edits) applyItemEdit(document, edit);
  for (const edit of categoryEdits) applyCategoryEdit(document, edit);
  const moved = op ? applyOp(document, op) : false;
  if (edits.length === 0 && categoryEdits.length === 0 && !moved)
    return { kind: 'saved', revision: draft.revision, merged: false };
  const saved = await saveDraft(db, { listId, revision: draft.revision, document, actor });
  return { kind: 'saved', revision: saved, merged: stale };
}

/** The person's refused edits of this list, for the page to show again (null: none waiting). */
export async function stashedCells(
  db: Kysely<Database>,
  id: string,
  actor: string,
  listId: string,
): Promise<CellStash | null> {
  const entry = await readStash<CellStash>(db, id, actor, 'cells');
  return entry && entry.payload.listId === listId ? entry.payload : null;
}
