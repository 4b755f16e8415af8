import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ListDocument } from '@/content/catalogue/document';
import type { PriceListId } from '@/content/catalogue/types';
import type { Database } from '../db/schema';
import type { PriceVersionKind } from '../db/prices-schema';
import { diffList, type VersionSummary } from './diff';
import { rowNewPrice, rowPrice } from './row-values';

/**
 * The price lists in the database: drafts staff edit (draft-repository.ts), published versions
 * (immutable; publish-repository.ts writes them, version-repository.ts reads their history), the
 * registry of article numbers and each item's price history. This module holds what they share:
 * the errors, the seed, the published catalogue and the row writers.
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
export const STATE_ID = 'catalogue';

export const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));
export const euros = (value: number | null) => (value === null ? null : Number(value) / 100);
export const parse = (text: string) => JSON.parse(text) as ListDocument;

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

export async function insertVersion(
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

export async function insertHistory(
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

/** The price lists joined with their published version (`price_versions`), for a select on both. */
export function listsWithPublishedVersion(db: Db) {
  return db
    .selectFrom('price_lists')
    .innerJoin('price_versions', (join) =>
      join
        .onRef('price_versions.list_id', '=', 'price_lists.id')
        .onRef('price_versions.number', '=', 'price_lists.published_version'),
    );
}

/** Every list's published document, in the lists' order, with the sequence they belong to. */
export async function loadPublished(db: Db): Promise<{ sequence: number; documents: ListDocument[] } | null> {
  const sequence = await publishedSequence(db);
  if (sequence === null) return null;
  const rows = await listsWithPublishedVersion(db)
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
  const rows = await listsWithPublishedVersion(db)
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
