import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { applyImport, reviewImport, type ImportReview, type Refusal } from './import';
import { saveDraft, type Draft } from './draft-repository';

/**
 * An import's review as the editor shows it: the rows as they would be applied, and for each
 * article number nobody issued whether it could become a new item if asked (null) or why not.
 */
export type EditorReview = ImportReview & { creatable: Record<string, Refusal | null> };

export function reviewForEditor(
  table: readonly (readonly string[])[],
  drafts: readonly Draft[],
  createNew: readonly string[] = [],
): EditorReview {
  const documents = drafts.map((draft) => draft.document);
  const review = reviewImport(table, documents, { createNew });
  const asIfAll = reviewImport(table, documents, { createNew: true });
  const creatable: Record<string, Refusal | null> = {};
  for (const row of [...review.unknown, ...review.changes.filter((change) => change.created)]) {
    creatable[row.articleNumber] = asIfAll.refused.find((refusal) => refusal.line === row.line) ?? null;
  }
  for (const refusal of review.refused) {
    if (createNew.includes(refusal.articleNumber)) creatable[refusal.articleNumber] = refusal;
  }
  return { ...review, creatable };
}

/**
 * Writes a review's accepted rows into the drafts it was made against (a draft saved by someone
 * else since then is a conflict: PriceError 'conflict'). Refused and unknown rows are left out.
 * Returns the lists whose draft changed. The editor and `npm run prices -- import` both save here.
 */
export async function saveImport(
  db: Kysely<Database>,
  { drafts, review, actor }: { drafts: readonly Draft[]; review: ImportReview; actor: string },
): Promise<string[]> {
  const changed = applyImport(
    drafts.map((draft) => draft.document),
    review,
  );
  for (const [listId, document] of changed) {
    const draft = drafts.find((entry) => entry.listId === listId)!;
    await saveDraft(db, { listId, revision: draft.revision, document, actor });
  }
  return [...changed.keys()];
}
