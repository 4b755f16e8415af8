import { afterEach, describe, expect, it } from 'vitest';
import { projectCatalogue } from '@/content/catalogue/document';
import { seedDocuments } from '@/content/catalogue/published';
import { diffList } from '@/server/prices/diff';
import { draftProblems } from '@/server/prices/draft-check';
import { addDraftCategory, addDraftItem, stashedEntry } from '@/server/prices/draft-entries';
import { saveDraftForm, stashedCells } from '@/server/prices/draft-form';
import { reviewForEditor, saveImport } from '@/server/prices/import-apply';
import { allDrafts, getDraft } from '@/server/prices/draft-repository';
import { ensureSeeded, PriceError } from '@/server/prices/repository';
import { publishDraft } from '@/server/prices/publish-repository';
import { readStash, stash } from '@/server/prices/stash';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

const RTX_4090 = 'KW-GPU-0101';
const RTX_4080 = 'KW-GPU-0102';

describe.each(dialects)('the price editor’s drafts (%s)', (dialect) => {
  let handle: TestDatabase;
  afterEach(async () => handle?.cleanup());

  async function seeded() {
    handle = await openTestDatabase(dialect);
    await ensureSeeded(handle.db, seedDocuments());
    return handle.db;
  }

  it('adds a category, renames, reorders and retires categories and moves items; the diff names each', async () => {
    const db = await seeded();
    const added = await addDraftCategory(db, {
      listId: 'gpu',
      actor: 'a',
      form: {
        nameDe: 'Grafikkarten (RTX 50)',
        nameEn: 'Graphics cards (RTX 50)',
        noteDe: 'Hinweis',
        noteEn: 'Note',
        icon: 'gauge',
      },
    });
    expect(added).toEqual({ kind: 'added', id: 'grafikkarten-rtx-50' });
    let draft = await getDraft(db, 'gpu');
    expect(draft.document.categories.at(-1)).toMatchObject({ id: 'grafikkarten-rtx-50', items: [], icon: 'gauge' });
    // Empty: not on the public page yet.
    const gpu = () => projectCatalogue(allListsWith(draft.document)).find((list) => list.id === 'gpu')!;
    const allListsWith = (document: typeof draft.document) =>
      seedDocuments().map((entry) => (entry.id === document.id ? document : entry));
    expect(gpu().categories.map((category) => category.id)).not.toContain('grafikkarten-rtx-50');

    // Rename one category, retire another, move a category and an item, in one save.
    const save = await saveDraftForm(db, {
      listId: 'gpu',
      actor: 'a',
      form: {
        revision: String(draft.revision),
        'cb:gpu-geforce-30:nameDe': draft.document.categories[1]!.name.de,
        'cf:gpu-geforce-30:nameDe': 'GeForce RTX 30 (gebraucht)',
        'cb:gpu-workstation:status': '',
        'cf:gpu-workstation:status': 'retired',
        op: `down:${RTX_4090}@gpu-geforce-40`,
      },
    });
    expect(save).toMatchObject({ kind: 'saved' });
    await saveDraftForm(db, {
      listId: 'gpu',
      actor: 'a',
      form: { revision: String((await getDraft(db, 'gpu')).revision), op: 'category-up:gpu-datacenter' },
    });
    draft = await getDraft(db, 'gpu');
    const ids = draft.document.categories.map((category) => category.id);
    expect(ids.indexOf('gpu-datacenter')).toBe(ids.indexOf('gpu-workstation') - 1);
    expect(draft.document.categories.find((category) => category.id === 'gpu-geforce-40')!.items.slice(0, 2)).toEqual([
      RTX_4080,
      RTX_4090,
    ]);
    expect(gpu().categories.map((category) => category.id)).not.toContain('gpu-workstation');
    const diff = diffList(draft.published, draft.document);
    expect(diff.categoriesReordered).toBe(true);
    expect(diff.categories.map((change) => `${change.kind}:${change.id}`).sort()).toEqual(
      [
        'added:grafikkarten-rtx-50',
        'items-reordered:gpu-geforce-40',
        'renamed:gpu-geforce-30',
        'retired:gpu-workstation',
      ].sort(),
    );
    // The retired category comes back when unticked (an unticked box is not posted).
    await saveDraftForm(db, {
      listId: 'gpu',
      actor: 'a',
      form: { revision: String(draft.revision), 'cb:gpu-workstation:status': 'retired' },
    });
    expect(
      (await getDraft(db, 'gpu')).document.categories.find((c) => c.id === 'gpu-workstation')!.status,
    ).toBeUndefined();
  });

  it('refuses a wrong new item or category with a reason per field, keeping the values for that person only', async () => {
    const db = await seeded();
    const refused = await addDraftItem(db, {
      listId: 'gpu',
      actor: 'a',
      form: {
        category: 'gpu-geforce-40',
        brand: 'NVIDIA',
        model: '',
        price: '12,5x',
        specDe: '16 GB',
        descriptionDe: 'x',
      },
    });
    expect(refused.kind).toBe('invalid');
    const id = (refused as { stash: string }).stash;
    const entry = await stashedEntry(db, { id, actor: 'a', kind: 'new-item', listId: 'gpu' });
    expect(entry).toMatchObject({
      values: { price: '12,5x', brand: 'NVIDIA' },
      errors: { model: 'required', price: 'not_a_number' },
    });
    expect(await stashedEntry(db, { id, actor: 'b', kind: 'new-item', listId: 'gpu' })).toBeNull();
    expect(await stashedEntry(db, { id, actor: 'a', kind: 'new-category', listId: 'gpu' })).toBeNull();
    expect(await stashedEntry(db, { id, actor: 'a', kind: 'new-item', listId: 'amd' })).toBeNull();
    expect(await readStash(db, 'not-a-uuid', 'a', 'new-item')).toBeNull();
    // Nothing was written.
    expect(Object.keys((await getDraft(db, 'gpu')).document.owned)).toEqual(
      Object.keys(seedDocuments().find((d) => d.id === 'gpu')!.owned),
    );

    const category = await addDraftCategory(db, {
      listId: 'gpu',
      actor: 'a',
      form: { nameDe: 'x'.repeat(121), nameEn: '', noteDe: 'n', noteEn: 'n', icon: '<script>' },
    });
    const stashed = await stashedEntry(db, {
      id: (category as { stash: string }).stash,
      actor: 'a',
      kind: 'new-category',
      listId: 'gpu',
    });
    expect(stashed?.errors).toEqual({ nameDe: 'too_long', nameEn: 'required', icon: 'unknown' });

    const created = await addDraftItem(db, {
      listId: 'gpu',
      actor: 'a',
      form: {
        category: 'gpu-geforce-40',
        brand: 'NVIDIA',
        model: 'GeForce RTX 5090',
        price: '2.100',
        specDe: '32 GB',
        descriptionDe: 'Blackwell.',
      },
    });
    expect(created).toEqual({ kind: 'added', id: expect.stringMatching(/^KW-GPU-\d{4}$/) });
    const draft = await getDraft(db, 'gpu');
    const articleNumber = (created as { id: string }).id;
    expect(draft.document.owned[articleNumber]).toMatchObject({ model: 'GeForce RTX 5090', price: 2100 });
    // No English text: a warning, not a block; the German one is shown in English.
    const diff = diffList(draft.published, draft.document);
    expect(diff.added.map((item) => item.articleNumber)).toEqual([articleNumber]);
    expect(diff.warnings).toContainEqual(expect.objectContaining({ kind: 'missing-english', articleNumber }));
    expect(draftProblems(seedDocuments(), draft.document)).toEqual([]);
  });

  it('keeps refused cells for the page with a reason per field, and tells a clash on a category cell', async () => {
    const db = await seeded();
    const { revision, document } = await getDraft(db, 'gpu');
    const name = document.categories[0]!.name.de;
    const bad = await saveDraftForm(db, {
      listId: 'gpu',
      actor: 'a',
      form: {
        revision: String(revision),
        [`b:${RTX_4090}:price`]: '1800',
        [`f:${RTX_4090}:price`]: '=1+1',
        [`b:${RTX_4090}:descriptionDe`]: 'x',
        [`f:${RTX_4090}:descriptionDe`]: '',
        'cb:gpu-geforce-40:noteDe': 'x',
        'cf:gpu-geforce-40:noteDe': 'y'.repeat(601),
        [`b:${RTX_4080}:price`]: '750',
        [`f:${RTX_4080}:price`]: '700',
      },
    });
    expect(bad.kind).toBe('invalid');
    const cells = await stashedCells(db, (bad as { stash: string }).stash, 'a', 'gpu');
    expect(cells?.errors).toEqual([
      { articleNumber: RTX_4090, field: 'price', code: 'not_a_number' },
      { articleNumber: RTX_4090, field: 'descriptionDe', code: 'required' },
      { categoryId: 'gpu-geforce-40', field: 'noteDe', code: 'too_long' },
    ]);
    // The good cell of the same form waits too: nothing was saved, nothing is lost.
    expect(cells?.edits).toContainEqual(expect.objectContaining({ articleNumber: RTX_4080, value: '700' }));
    expect((await getDraft(db, 'gpu')).revision).toBe(revision);
    expect(await stashedCells(db, (bad as { stash: string }).stash, 'b', 'gpu')).toBeNull();

    const rename = (value: string, actor: string) =>
      saveDraftForm(db, {
        listId: 'gpu',
        actor,
        form: { revision: String(revision), 'cb:gpu-geforce-40:nameDe': name, 'cf:gpu-geforce-40:nameDe': value },
      });
    expect(await rename('RTX 40', 'a')).toMatchObject({ kind: 'saved', merged: false });
    const clash = await rename('GeForce 40', 'b');
    expect(clash.kind).toBe('conflict');
    const waiting = await stashedCells(db, (clash as { stash: string }).stash, 'b', 'gpu');
    expect(waiting?.theirs).toEqual({ 'gpu-geforce-40:nameDe': 'RTX 40' });
    expect(waiting?.categoryEdits).toEqual([
      { categoryId: 'gpu-geforce-40', field: 'nameDe', base: name, value: 'GeForce 40' },
    ]);
  });

  it('names what would block a publish at its item and field', async () => {
    const db = await seeded();
    const draft = await getDraft(db, 'gpu');
    const document = structuredClone(draft.document);
    document.owned[RTX_4090] = { ...document.owned[RTX_4090]!, descriptionDe: '' };
    expect(draftProblems(seedDocuments(), document)).toEqual([
      expect.objectContaining({ articleNumber: RTX_4090, field: 'description' }),
    ]);
  });

  it('applies a reviewed import into the drafts, creating an unknown number only when ticked, and refuses a stale review', async () => {
    const db = await seeded();
    const table = [
      [
        'Liste',
        'Kategorie',
        'Artikelnummer',
        'Marke',
        'Modell',
        'Preis bis zu (EUR)',
        'Spezifikation (de)',
        'Beschreibung (de)',
      ],
      ['gpu', 'gpu-geforce-40', RTX_4090, '', '', '1700', '', ''],
      ['gpu', 'gpu-geforce-40', 'KW-GPU-0999', 'NVIDIA', 'GeForce RTX 5080', '1100', '16 GB', 'Blackwell.'],
      ['gpu', 'nirgends', 'KW-GPU-0998', 'NVIDIA', 'GeForce RTX 5070', '600', '12 GB', 'Blackwell.'],
      ['gpu', 'gpu-geforce-40', RTX_4080, '', '', '-5', '', ''],
    ];
    const drafts = await allDrafts(db);
    const plain = reviewForEditor(table, drafts);
    expect(plain.changes.map((change) => change.articleNumber)).toEqual([RTX_4090]);
    expect(plain.unknown.map((row) => row.articleNumber)).toEqual(['KW-GPU-0999', 'KW-GPU-0998']);
    expect(plain.creatable).toEqual({
      'KW-GPU-0999': null,
      'KW-GPU-0998': expect.objectContaining({ reason: 'unknown_category' }),
    });
    expect(plain.refused).toEqual([expect.objectContaining({ articleNumber: RTX_4080, reason: 'negative' })]);

    const ticked = reviewForEditor(table, drafts, ['KW-GPU-0999']);
    expect(ticked.changes.map((change) => [change.articleNumber, change.created])).toEqual([
      [RTX_4090, false],
      ['KW-GPU-0999', true],
    ]);
    // Someone saves the GPU draft between review and apply: the apply is a conflict, nothing written.
    await saveDraftForm(db, {
      listId: 'gpu',
      actor: 'b',
      form: {
        revision: String(drafts.find((d) => d.listId === 'gpu')!.revision),
        [`b:${RTX_4080}:price`]: '750',
        [`f:${RTX_4080}:price`]: '720',
      },
    });
    await expect(saveImport(db, { drafts, review: ticked, actor: 'a' })).rejects.toSatisfy(
      (error) => error instanceof PriceError && error.code === 'conflict',
    );
    expect((await getDraft(db, 'gpu')).document.owned['KW-GPU-0999']).toBeUndefined();

    const fresh = await allDrafts(db);
    expect(
      await saveImport(db, { drafts: fresh, review: reviewForEditor(table, fresh, ['KW-GPU-0999']), actor: 'a' }),
    ).toEqual(['gpu']);
    const after = await getDraft(db, 'gpu');
    expect(after.document.owned[RTX_4090]?.price).toBe(1700);
    expect(after.document.owned['KW-GPU-0999']).toMatchObject({ model: 'GeForce RTX 5080', price: 1100 });
    expect(await publishDraft(db, { listId: 'gpu', actor: 'a', date: '2026-11-28' })).toBe(2);
  });

  it('sweeps stashes older than a day', async () => {
    const db = await seeded();
    const old = await stash(db, {
      actor: 'a',
      kind: 'import',
      payload: { table: [] },
      now: new Date('2026-11-01T00:00:00Z'),
    });
    await stash(db, { actor: 'a', kind: 'import', payload: { table: [] }, now: new Date('2026-11-03T00:00:00Z') });
    expect(await readStash(db, old, 'a', 'import')).toBeNull();
  });
});
