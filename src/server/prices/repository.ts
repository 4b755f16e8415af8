import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isRetired, type ListDocument } from '@/content/catalogue/document';
import { projectPublished } from '@/content/catalogue/published';
import type { PriceListId } from '@/content/catalogue/types';
import type { Database } from '../db/schema';
import type { PriceVersionKind } from '../db/prices-schema';
import { writeAudit } from '../staff/audit';
import { diffList, diffSummary, type VersionSummary } from './diff';
import { rowNewPrice, rowPrice } from './row-values';

/**
 * The price lists in the database: drafts staff edit, published versions (immutable), the
 * registry of article numbers and each item's price history. A publish or rollback is ONE
 * transaction (version, pointer, history, sequence, audit row, rebased draft): a crash leaves the
 * previous version live and the draft as it was.
 */
export type PriceErrorCode =
  'unknown_list' | 'unknown_version' | 'conflict' | 'invalid' | 'nothing_to_publish' | 'article_taken' | 'bad_date';

export class PriceError extends Error {
  constructor(
    readonly code: PriceErrorCode,
    readonly details: string[] = [],
  ) {
    super(details.length ? `${code}: ${details.join('; ')}` : code);
  }
}

export type Db = Kysely<Database> | Transaction<Database>;
const STATE_ID = 'catalogue';

const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));
const euros = (value: number | null) => (value === null ? null : Number(value) / 100);
const parse = (text: string) => JSON.parse(text) as ListDocument;

/** Loads the seed into an empty database (first start); a no-op once any list exists. */
export async function ensureSeeded(db: Kysely<Database>, seed: readonly ListDocument[], now = new Date()) {
  const existing = await db.selectFrom('price_lists').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  try {
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      for (const [position, list] of seed.entries()) {
        const { date, categories, owned, ...meta } = list;
        const document = JSON.stringify({ ...meta, date, categories, owned });
        await trx
          .insertInto('price_lists')
          .values({
            id: list.id,
            kind: list.kind,
            family: list.family,
            rule: list.rule ?? null,
            prefix: list.prefix,
            position,
            published_version: 1,
            created_at: at,
          })
          .execute();
        await insertVersion(trx, list.id, 1, 'seed', document, date, null, emptySummary(), 'system', at);
        await trx
          .insertInto('price_drafts')
          .values({ list_id: list.id, document, base_version: 1, revision: 1, updated_by: null, updated_at: at })
          .execute();
        for (const [articleNumber, row] of Object.entries(owned)) {
          await trx
            .insertInto('price_articles')
            .values({ article_number: articleNumber, list_id: list.id, created_at: at })
            .execute();
          await insertHistory(trx, list.id, articleNumber, 1, rowPrice(row), rowNewPrice(row), date, at);
        }
      }
      await trx.insertInto('price_state').values({ id: STATE_ID, sequence: 1 }).execute();
    });
    return true;
  } catch (error) {
    // Another instance seeded at the same moment: its rows stand.
    if (await db.selectFrom('price_lists').select('id').limit(1).executeTakeFirst()) return false;
    throw error;
  }
}

const emptySummary = (): VersionSummary => ({
  prices: 0,
  newPrices: 0,
  added: 0,
  retired: 0,
  edited: 0,
  structure: false,
});

async function insertVersion(
  trx: Db,
  listId: string,
  number: number,
  kind: PriceVersionKind,
  document: string,
  date: string,
  sourceVersion: number | null,
  summary: VersionSummary,
  actor: string,
  at: string,
) {
  await trx
    .insertInto('price_versions')
    .values({
      id: randomUUID(),
      list_id: listId,
      number,
      kind,
      document,
      date,
      source_version: sourceVersion,
      summary: JSON.stringify(summary),
      published_by: actor,
      published_at: at,
    })
    .execute();
}

async function insertHistory(
  trx: Db,
  listId: string,
  articleNumber: string,
  version: number,
  price: number | null,
  newPrice: number | null,
  date: string,
  at: string,
) {
  await trx
    .insertInto('price_history')
    .values({
      id: randomUUID(),
      article_number: articleNumber,
      list_id: listId,
      version,
      price_cents: cents(price),
      new_price_cents: cents(newPrice),
      date,
      published_at: at,
    })
    .execute();
}

/** The number that grows with every publish (what instances poll), or null before the seed. */
export async function publishedSequence(db: Db): Promise<number | null> {
  const row = await db.selectFrom('price_state').select('sequence').where('id', '=', STATE_ID).executeTakeFirst();
  return row ? Number(row.sequence) : null;
}

/** Every list's published document, in the lists' order, with the sequence they belong to. */
export async function loadPublished(db: Db): Promise<{ sequence: number; documents: ListDocument[] } | null> {
  const sequence = await publishedSequence(db);
  if (sequence === null) return null;
  const rows = await db
    .selectFrom('price_lists')
    .innerJoin('price_versions', (join) =>
      join
        .onRef('price_versions.list_id', '=', 'price_lists.id')
        .onRef('price_versions.number', '=', 'price_lists.published_version'),
    )
    .select(['price_versions.document'])
    .orderBy('price_lists.position')
    .execute();
  return { sequence, documents: rows.map((row) => parse(row.document)) };
}

export type PriceListSummary = {
  id: PriceListId;
  publishedVersion: number;
  date: string;
  publishedAt: string;
  publishedBy: string;
  draftRevision: number;
  draftUpdatedAt: string;
  draftUpdatedBy: string | null;
  draftChanged: boolean;
};

/** The overview of every list: published version and date, and whether its draft differs. */
export async function listSummaries(db: Db): Promise<PriceListSummary[]> {
  const rows = await db
    .selectFrom('price_lists')
    .innerJoin('price_versions', (join) =>
      join
        .onRef('price_versions.list_id', '=', 'price_lists.id')
        .onRef('price_versions.number', '=', 'price_lists.published_version'),
    )
    .innerJoin('price_drafts', 'price_drafts.list_id', 'price_lists.id')
    .select([
      'price_lists.id',
      'price_lists.published_version',
      'price_versions.date',
      'price_versions.published_at',
      'price_versions.published_by',
      'price_versions.document as published',
      'price_drafts.document as draft',
      'price_drafts.revision',
      'price_drafts.updated_at',
      'price_drafts.updated_by',
    ])
    .orderBy('price_lists.position')
    .execute();
  return rows.map((row) => ({
    id: row.id as PriceListId,
    publishedVersion: Number(row.published_version),
    date: row.date,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    draftRevision: Number(row.revision),
    draftUpdatedAt: row.updated_at,
    draftUpdatedBy: row.updated_by,
    draftChanged: diffList(parse(row.published), parse(row.draft)).changed,
  }));
}

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
  const row = await db
    .selectFrom('price_drafts')
    .innerJoin('price_lists', 'price_lists.id', 'price_drafts.list_id')
    .innerJoin('price_versions', (join) =>
      join
        .onRef('price_versions.list_id', '=', 'price_lists.id')
        .onRef('price_versions.number', '=', 'price_lists.published_version'),
    )
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type PublishOptions = {
  listId: string;
  actor: string;
  /** The list's new "Stand" (ISO date). */
  date: string;
  /** The draft revision the publisher saw; publishing a draft changed since then is a conflict. */
  revision?: number;
  now?: Date;
  /** Test hook: runs inside the transaction after the version row is written (crash tests). */
  beforeCommit?: () => Promise<void>;
};

/** Publishes a list's draft as its next version. Returns the version number. */
export async function publishDraft(db: Kysely<Database>, options: PublishOptions): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const draft = await getDraft(trx, options.listId);
    if (options.revision !== undefined && options.revision !== draft.revision) throw new PriceError('conflict');
    const document = { ...draft.document, date: options.date };
    const diff = diffList(draft.published, document);
    if (!diff.changed) throw new PriceError('nothing_to_publish');
    const number = await writeVersion(trx, {
      ...options,
      document,
      kind: 'publish',
      sourceVersion: null,
      summary: diffSummary(diff),
    });
    await trx
      .updateTable('price_drafts')
      .set({ document: JSON.stringify(withoutMarks(document)), base_version: number, revision: draft.revision + 1 })
      .where('list_id', '=', options.listId)
      .execute();
    await options.beforeCommit?.();
    return number;
  });
}

/**
 * Publishes an earlier version's content again as the list's next version (a rollback), with a
 * new date. A draft without changes of its own follows; one with changes is kept as it is.
 */
export async function rollbackTo(
  db: Kysely<Database>,
  options: Omit<PublishOptions, 'revision'> & { version: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('price_versions')
      .select('document')
      .where('list_id', '=', options.listId)
      .where('number', '=', options.version)
      .executeTakeFirst();
    if (!source) throw new PriceError('unknown_version');
    const draft = await getDraft(trx, options.listId);
    const document = { ...withoutMarks(parse(source.document)), date: options.date };
    // Items created after the old version stay, retired: numbers are never dropped.
    for (const [articleNumber, row] of Object.entries(draft.published.owned)) {
      if (!document.owned[articleNumber]) document.owned[articleNumber] = { ...row, status: 'retired' };
    }
    const summary = diffSummary(diffList(draft.published, document));
    const number = await writeVersion(trx, {
      ...options,
      document,
      kind: 'rollback',
      sourceVersion: options.version,
      summary,
    });
    const untouched = !diffList(draft.published, draft.document).changed;
    await trx
      .updateTable('price_drafts')
      .set(
        untouched
          ? { document: JSON.stringify(document), base_version: number, revision: draft.revision + 1 }
          : { base_version: number },
      )
      .where('list_id', '=', options.listId)
      .execute();
    await options.beforeCommit?.();
    return number;
  });
}

function withoutMarks(document: ListDocument): ListDocument {
  const rest = { ...document };
  delete rest.previousPrices;
  return rest;
}

async function writeVersion(
  trx: Transaction<Database>,
  options: Omit<PublishOptions, 'revision' | 'beforeCommit'> & {
    document: ListDocument;
    kind: PriceVersionKind;
    sourceVersion: number | null;
    summary: VersionSummary;
  },
): Promise<number> {
  const { listId, actor, date, document, kind } = options;
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) throw new PriceError('bad_date');
  const at = (options.now ?? new Date()).toISOString();
  const list = await trx
    .selectFrom('price_lists')
    .select('published_version')
    .where('id', '=', listId)
    .executeTakeFirst();
  if (!list) throw new PriceError('unknown_list');
  const last = await trx
    .selectFrom('price_versions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('list_id', '=', listId)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  const marked = { ...document, previousPrices: await previousPrices(trx, listId, document) };
  // The whole published catalogue with this list's new version must still be valid.
  const published = await loadPublished(trx);
  const documents = (published?.documents ?? []).map((entry) => (entry.id === listId ? marked : entry));
  try {
    projectPublished(documents, 'check');
  } catch (error) {
    throw new PriceError('invalid', [error instanceof Error ? error.message.slice(0, 2000) : String(error)]);
  }
  await insertVersion(
    trx,
    listId,
    number,
    kind,
    JSON.stringify(marked),
    date,
    options.sourceVersion,
    options.summary,
    actor,
    at,
  );
  await trx.updateTable('price_lists').set({ published_version: number }).where('id', '=', listId).execute();
  const before = published?.documents.find((entry) => entry.id === listId);
  for (const [articleNumber, row] of Object.entries(document.owned)) {
    if (isRetired(row)) continue;
    const old = before?.owned[articleNumber];
    if (old && rowPrice(old) === rowPrice(row) && rowNewPrice(old) === rowNewPrice(row) && !isRetired(old)) continue;
    await insertHistory(trx, listId, articleNumber, number, rowPrice(row), rowNewPrice(row), date, at);
  }
  await trx
    .updateTable('price_state')
    .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
    .where('id', '=', STATE_ID)
    .execute();
  await writeAudit(trx, {
    actorId: actor,
    action: kind === 'rollback' ? 'prices.rolled_back' : 'prices.published',
    detail: kind === 'rollback' ? `${listId} v${number} (= v${options.sourceVersion})` : `${listId} v${number}`,
    now: new Date(at),
  });
  return number;
}

/**
 * The prices owned items had at the previous "Stand" (the last version dated before `date`),
 * where they differ from the new ones: the up/down marks on the public page.
 */
async function previousPrices(trx: Db, listId: string, document: ListDocument): Promise<Record<string, number | null>> {
  const previous = await trx
    .selectFrom('price_versions')
    .select('document')
    .where('list_id', '=', listId)
    .where('date', '<', document.date)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous) return {};
  const old = parse(previous.document).owned;
  const marks: Record<string, number | null> = {};
  for (const [articleNumber, row] of Object.entries(document.owned)) {
    const before = old[articleNumber];
    if (!before || isRetired(before) || isRetired(row) || row.priceKind !== undefined) continue;
    if (rowPrice(before) !== rowPrice(row)) marks[articleNumber] = rowPrice(before);
  }
  return marks;
}

export type VersionInfo = {
  number: number;
  kind: PriceVersionKind;
  date: string;
  sourceVersion: number | null;
  summary: VersionSummary;
  publishedBy: string;
  publishedAt: string;
};

export async function listVersions(db: Db, listId: string): Promise<VersionInfo[]> {
  const rows = await db
    .selectFrom('price_versions')
    .select(['number', 'kind', 'date', 'source_version', 'summary', 'published_by', 'published_at'])
    .where('list_id', '=', listId)
    .orderBy('number', 'desc')
    .execute();
  return rows.map((row) => ({
    number: Number(row.number),
    kind: row.kind,
    date: row.date,
    sourceVersion: row.source_version === null ? null : Number(row.source_version),
    summary: JSON.parse(row.summary) as VersionSummary,
    publishedBy: row.published_by,
    publishedAt: row.published_at,
  }));
}

export async function getVersion(db: Db, listId: string, number: number): Promise<ListDocument> {
  const row = await db
    .selectFrom('price_versions')
    .select('document')
    .where('list_id', '=', listId)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) throw new PriceError('unknown_version');
  return parse(row.document);
}

export type HistoryPoint = {
  version: number;
  listId: string;
  price: number | null;
  newPrice: number | null;
  date: string;
  publishedAt: string;
};

/** An item's published prices over time, oldest first. */
export async function itemHistory(db: Db, articleNumber: string): Promise<HistoryPoint[]> {
  const rows = await db
    .selectFrom('price_history')
    .select(['version', 'list_id', 'price_cents', 'new_price_cents', 'date', 'published_at'])
    .where('article_number', '=', articleNumber)
    .orderBy('published_at')
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    listId: row.list_id,
    price: euros(row.price_cents),
    newPrice: euros(row.new_price_cents),
    date: row.date,
    publishedAt: row.published_at,
  }));
}

/** The published "bis zu" prices of every item a list owns, oldest first (the editor's sparklines). */
export async function listPriceHistory(db: Db, listId: string): Promise<Map<string, number[]>> {
  const rows = await db
    .selectFrom('price_history')
    .select(['article_number', 'price_cents'])
    .where('list_id', '=', listId)
    .orderBy('published_at')
    .execute();
  const history = new Map<string, number[]>();
  for (const row of rows) {
    if (row.price_cents === null) continue;
    const points = history.get(row.article_number) ?? [];
    points.push(Number(row.price_cents) / 100);
    history.set(row.article_number, points);
  }
  return history;
}
