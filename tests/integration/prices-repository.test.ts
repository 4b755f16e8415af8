import { afterEach, describe, expect, it } from 'vitest';
import { seedDocuments } from '@/content/catalogue/published';
import { ensureSeeded, listSummaries, loadPublished, PriceError, publishedSequence } from '@/server/prices/repository';
import { getDraft, nextArticleNumber, saveDraft } from '@/server/prices/draft-repository';
import { listPriceHistory, listVersions } from '@/server/prices/version-repository';
import { publishDraft, rollbackTo } from '@/server/prices/publish-repository';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

const RTX_4090 = 'KW-GPU-0101';

async function seeded(dialect: (typeof dialects)[number]) {
  const handle = await openTestDatabase(dialect);
  await ensureSeeded(handle.db, seedDocuments(), new Date('2026-11-01T08:00:00Z'));
  return handle;
}

async function setPrice(handle: TestDatabase, listId: string, articleNumber: string, price: number, actor = 'u1') {
  const draft = await getDraft(handle.db, listId);
  const document = structuredClone(draft.document);
  document.owned[articleNumber] = { ...document.owned[articleNumber]!, price };
  return saveDraft(handle.db, { listId, revision: draft.revision, document, actor });
}

describe.each(dialects)('price lists in the database (%s)', (dialect) => {
  let handle: TestDatabase;
  afterEach(async () => handle?.cleanup());

  it('loads the seed once into an empty database, as version 1 of every list', async () => {
    handle = await seeded(dialect);
    expect(await ensureSeeded(handle.db, seedDocuments())).toBe(false);
    const published = await loadPublished(handle.db);
    expect(published?.sequence).toBe(1);
    expect(published?.documents.map((document) => document.id)).toEqual(seedDocuments().map((document) => document.id));
    expect(published?.documents).toEqual(seedDocuments());
    const summaries = await listSummaries(handle.db);
    expect(summaries.every((summary) => summary.publishedVersion === 1 && !summary.draftChanged)).toBe(true);
  });

  it('saves a draft with an optimistic check: the second save of the same revision is a conflict', async () => {
    handle = await seeded(dialect);
    const draft = await getDraft(handle.db, 'gpu');
    const first = structuredClone(draft.document);
    first.owned[RTX_4090] = { ...first.owned[RTX_4090]!, price: 1700 };
    expect(await saveDraft(handle.db, { listId: 'gpu', revision: draft.revision, document: first, actor: 'a' })).toBe(
      draft.revision + 1,
    );
    const second = structuredClone(draft.document);
    second.owned[RTX_4090] = { ...second.owned[RTX_4090]!, price: 1900 };
    await expect(
      saveDraft(handle.db, { listId: 'gpu', revision: draft.revision, document: second, actor: 'b' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect((await getDraft(handle.db, 'gpu')).document.owned[RTX_4090]?.price).toBe(1700);
  });

  it('publishes a draft in one step: version, date, history, marks, sequence and audit row', async () => {
    handle = await seeded(dialect);
    await setPrice(handle, 'gpu', RTX_4090, 1650);
    const version = await publishDraft(handle.db, { listId: 'gpu', actor: 'u1', date: '2026-11-20' });
    expect(version).toBe(2);
    expect(await publishedSequence(handle.db)).toBe(2);
    const gpu = (await loadPublished(handle.db))!.documents.find((document) => document.id === 'gpu')!;
    expect(gpu.date).toBe('2026-11-20');
    expect(gpu.owned[RTX_4090]?.price).toBe(1650);
    expect(gpu.previousPrices).toEqual({ [RTX_4090]: 1800 });
    expect((await listPriceHistory(handle.db, 'gpu')).get(RTX_4090)).toEqual([1800, 1650]);
    const [latest] = await listVersions(handle.db, 'gpu');
    expect(latest).toMatchObject({ number: 2, kind: 'publish', publishedBy: 'u1', summary: { prices: 1 } });
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'prices.published')
      .execute();
    expect(audit.map((row) => row.detail)).toEqual(['gpu v2']);
    await expect(publishDraft(handle.db, { listId: 'gpu', actor: 'u1', date: '2026-11-20' })).rejects.toMatchObject({
      code: 'nothing_to_publish',
    });
    // Unchanged prices confirmed with a new date: a new "Stand", no price marks of its own.
    expect(await publishDraft(handle.db, { listId: 'gpu', actor: 'u1', date: '2026-11-27' })).toBe(3);
  });

  it('leaves the previous version live and the draft intact when a publish fails half way', async () => {
    handle = await seeded(dialect);
    await setPrice(handle, 'gpu', RTX_4090, 1234);
    const before = await getDraft(handle.db, 'gpu');
    await expect(
      publishDraft(handle.db, {
        listId: 'gpu',
        actor: 'u1',
        date: '2026-11-20',
        beforeCommit: async () => {
          throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    const published = await loadPublished(handle.db);
    expect(published?.sequence).toBe(1);
    expect(published?.documents.find((document) => document.id === 'gpu')?.owned[RTX_4090]?.price).toBe(1800);
    expect(await getDraft(handle.db, 'gpu')).toEqual(before);
    expect(await handle.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('refuses a draft the catalogue schema rejects, and a bad date', async () => {
    handle = await seeded(dialect);
    const draft = await getDraft(handle.db, 'gpu');
    const document = structuredClone(draft.document);
    document.owned[RTX_4090] = { ...document.owned[RTX_4090]!, descriptionDe: '' };
    await saveDraft(handle.db, { listId: 'gpu', revision: draft.revision, document, actor: 'u1' });
    await expect(publishDraft(handle.db, { listId: 'gpu', actor: 'u1', date: '2026-11-20' })).rejects.toMatchObject({
      code: 'invalid',
    });
    await setPrice(handle, 'gpu', RTX_4090, 1500);
    await expect(publishDraft(handle.db, { listId: 'gpu', actor: 'u1', date: '2026-13-45' })).rejects.toBeInstanceOf(
      PriceError,
    );
  });

  it('rolls back by publishing an earlier version again, audited', async () => {
    handle = await seeded(dialect);
    await setPrice(handle, 'gpu', RTX_4090, 1650);
    await publishDraft(handle.db, { listId: 'gpu', actor: 'u1', date: '2026-11-20' });
    const version = await rollbackTo(handle.db, { listId: 'gpu', version: 1, actor: 'u2', date: '2026-11-21' });
    expect(version).toBe(3);
    const gpu = (await loadPublished(handle.db))!.documents.find((document) => document.id === 'gpu')!;
    expect(gpu.owned[RTX_4090]?.price).toBe(1800);
    expect((await getDraft(handle.db, 'gpu')).document.owned[RTX_4090]?.price).toBe(1800);
    const [latest] = await listVersions(handle.db, 'gpu');
    expect(latest).toMatchObject({ kind: 'rollback', sourceVersion: 1, publishedBy: 'u2' });
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'prices.rolled_back')
      .execute();
    expect(audit.map((row) => row.detail)).toEqual(['gpu v3 (= v1)']);
  });

  it('never issues an article number twice', async () => {
    handle = await seeded(dialect);
    const next = await nextArticleNumber(handle.db, 'KW-GPU');
    expect(next).toMatch(/^KW-GPU-\d{4}$/);
    const draft = await getDraft(handle.db, 'gpu');
    const document = structuredClone(draft.document);
    document.owned['KW-INT-0101'] = { ...document.owned[RTX_4090]! };
    await expect(
      saveDraft(handle.db, { listId: 'gpu', revision: draft.revision, document, actor: 'u1' }),
    ).rejects.toMatchObject({ code: 'article_taken' });
    const removed = structuredClone(draft.document);
    delete removed.owned[RTX_4090];
    await expect(
      saveDraft(handle.db, { listId: 'gpu', revision: draft.revision, document: removed, actor: 'u1' }),
    ).rejects.toMatchObject({ code: 'invalid' });
  });
});
