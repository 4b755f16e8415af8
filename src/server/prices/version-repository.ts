import 'server-only';
import type { ListDocument } from '@/content/catalogue/document';
import type { PriceVersionKind } from '../db/prices-schema';
import type { VersionSummary } from './diff';
import { euros, parse, PriceError, type Db } from './repository';

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
    const price = euros(row.price_cents);
    if (price === null) continue;
    const points = history.get(row.article_number) ?? [];
    points.push(price);
    history.set(row.article_number, points);
  }
  return history;
}
