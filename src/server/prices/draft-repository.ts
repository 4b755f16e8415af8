import 'server-only';
import type { Kysely } from 'kysely';
import type { ListDocument } from '@/content/catalogue/document';
import type { Database } from '../db/schema';
import { listsWithPublishedVersion, parse, PriceError, type Db } from './repository';

export type Draft = {
  listId: string;
  document: ListDocument;
  published: ListDocument;
  publishedVersion: number;
  baseVersion: number;
  revision: number;
  updatedBy: string | null;
  updatedAt: string;
};

export async function getDraft(db: Db, listId: string): Promise<Draft> {
  const row = await listsWithPublishedVersion(db)
    .innerJoin('price_drafts', 'price_drafts.list_id', 'price_lists.id')
    .select([
      'price_drafts.document',
      'price_drafts.base_version',
      'price_drafts.revision',
      'price_drafts.updated_by',
      'price_drafts.updated_at',
      'price_lists.published_version',
      'price_versions.document as published',
    ])
    .where('price_drafts.list_id', '=', listId)
    .executeTakeFirst();
  if (!row) throw new PriceError('unknown_list');
  return {
    listId,
    document: parse(row.document),
    published: parse(row.published),
    publishedVersion: Number(row.published_version),
    baseVersion: Number(row.base_version),
    revision: Number(row.revision),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** Every draft and published document (the import and the editor's cross-list checks). */
export async function allDrafts(db: Db): Promise<Draft[]> {
  const lists = await db.selectFrom('price_lists').select('id').orderBy('position').execute();
  return Promise.all(lists.map((list) => getDraft(db, list.id)));
}

/**
 * Saves a draft if nobody saved it since `revision` (else `conflict`); new article numbers are
 * registered (an existing one anywhere, even retired, is `article_taken`). Returns the new revision.
 */
export async function saveDraft(
  db: Kysely<Database>,
  {
    listId,
    revision,
    document,
    actor,
    now = new Date(),
  }: { listId: string; revision: number; document: ListDocument; actor: string; now?: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const current = await getDraft(trx, listId);
    if (current.revision !== revision) throw new PriceError('conflict');
    const at = now.toISOString();
    const known = new Set(Object.keys(current.document.owned));
    for (const articleNumber of Object.keys(document.owned)) {
      if (known.has(articleNumber)) continue;
      const taken = await trx
        .selectFrom('price_articles')
        .select('list_id')
        .where('article_number', '=', articleNumber)
        .executeTakeFirst();
      if (taken) throw new PriceError('article_taken', [articleNumber]);
      await trx
        .insertInto('price_articles')
        .values({ article_number: articleNumber, list_id: listId, created_at: at })
        .execute();
    }
    for (const articleNumber of known) {
      if (!document.owned[articleNumber]) throw new PriceError('invalid', [`${articleNumber}: retire, never delete`]);
    }
    const result = await trx
      .updateTable('price_drafts')
      .set({ document: JSON.stringify(document), revision: revision + 1, updated_by: actor, updated_at: at })
      .where('list_id', '=', listId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new PriceError('conflict');
    return revision + 1;
  });
}

/** The next free article number of a list's prefix ("KW-GPU-0407"), never one issued before. */
export async function nextArticleNumber(db: Db, prefix: string): Promise<string> {
  const rows = await db
    .selectFrom('price_articles')
    .select('article_number')
    .where('article_number', 'like', `${prefix}-%`)
    .execute();
  let max = 0;
  for (const row of rows) {
    const number = Number(/(\d+)$/.exec(row.article_number)?.[1] ?? 0);
    if (number > max) max = number;
  }
  const digits = prefix === 'KW-SRV' ? 3 : 4;
  return `${prefix}-${prefix === 'KW-SRV' ? 'S' : ''}${String(max + 1).padStart(digits, '0')}`;
}
