import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { isRetired, type ListDocument } from '@/content/catalogue/document';
import { projectPublished } from '@/content/catalogue/published';
import type { Database } from '../db/schema';
import type { PriceVersionKind } from '../db/prices-schema';
import { writeAudit } from '../staff/audit';
import { diffList, diffSummary, type VersionSummary } from './diff';
import { getDraft } from './draft-repository';
import { insertHistory, insertVersion, loadPublished, parse, PriceError, STATE_ID, type Db } from './repository';
import { rowNewPrice, rowPrice } from './row-values';

/**
 * Publishing a list's draft, or an earlier version again (rollback): ONE transaction each
 * (version, pointer, history, sequence, audit row, rebased draft), so a crash leaves the previous
 * version live and the draft as it was.
 */

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
