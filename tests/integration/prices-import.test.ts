import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { exportRows } from '@/content/catalogue/document';
import { seedDocuments } from '@/content/catalogue/published';
import { runPricesCli } from '@/server/prices/cli';
import { saveDraftForm } from '@/server/prices/draft-form';
import { pricesCsv, pricesXlsx } from '@/server/prices/export';
import { applyImport, reviewImport } from '@/server/prices/import';
import { ensureSeeded, loadPublished } from '@/server/prices/repository';
import { getDraft } from '@/server/prices/draft-repository';
import { readFileCells } from '@/server/sell-list/spreadsheet';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

const drafts = () => seedDocuments();
const header = 'Artikelnummer;Preis bis zu (EUR);Neupreis (EUR);Beschreibung (de)';
const csv = (...lines: string[]) => new TextEncoder().encode(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);

describe('price import: every refused row says why', () => {
  it('refuses not-a-number, negative, formula, too long and duplicate rows, and leaves unknown numbers for a decision', async () => {
    const table = await readFileCells(
      csv(
        'KW-GPU-0101;1.650;;',
        'KW-GPU-0102;abc;;',
        'KW-GPU-0103;-5;;',
        'KW-GPU-0104;=HYPERLINK("x");;',
        `KW-GPU-0201;;;${'x'.repeat(700)}`,
        'KW-GPU-0101;1600;;',
        'KW-GPU-0999;100;;',
        'KW-GPU-0202;600;1199;Ampere mit 24 GB, gefragt für KI-Inferenz.',
      ),
    );
    const review = reviewImport(table, drafts());
    expect(review.changes.map((change) => [change.articleNumber, change.fields.price])).toEqual([
      ['KW-GPU-0101', { from: '1800', to: '1650' }],
    ]);
    expect(review.refused.map((refusal) => [refusal.line, refusal.reason])).toEqual([
      [3, 'not_a_number'],
      [4, 'negative'],
      [5, 'formula'],
      [6, 'too_long'],
      [7, 'duplicate'],
    ]);
    expect(review.unknown.map((row) => row.articleNumber)).toEqual(['KW-GPU-0999']);
    expect(review.unchanged).toBe(1);
  });

  it('creates an unknown article number only when asked, and only with list, category and required texts', async () => {
    const table = [
      [
        'Liste',
        'Kategorie',
        'Artikelnummer',
        'Marke',
        'Modell',
        'Preis bis zu (EUR)',
        'Beschreibung (de)',
        'Spezifikation (de)',
      ],
      ['gpu', 'gpu-geforce-40', 'KW-GPU-0190', 'NVIDIA', 'GeForce RTX 5090', '2100', 'Blackwell.', '32 GB GDDR7'],
      ['gpu', 'no-such-category', 'KW-GPU-0191', 'NVIDIA', 'GeForce RTX 5080', '900', 'Blackwell.', '16 GB'],
    ];
    expect(reviewImport(table, drafts()).unknown).toHaveLength(2);
    const review = reviewImport(table, drafts(), { createNew: true });
    expect(review.refused.map((refusal) => refusal.reason)).toEqual(['unknown_category']);
    const changed = applyImport(drafts(), review).get('gpu')!;
    expect(changed.owned['KW-GPU-0190']).toMatchObject({ model: 'GeForce RTX 5090', price: 2100 });
    expect(changed.categories[0]!.items.at(-1)).toBe('KW-GPU-0190');
  });

  it('reads its own CSV and XLSX exports back unchanged', async () => {
    const rows = exportRows(drafts(), { lists: ['gpu', 'solar-services'] });
    for (const bytes of [new TextEncoder().encode(pricesCsv(rows)), pricesXlsx(rows)]) {
      const review = reviewImport(await readFileCells(bytes), drafts());
      expect(review.refused).toEqual([]);
      expect(review.changes).toEqual([]);
      expect(review.unchanged).toBe(new Set(rows.map((row) => row.articleNumber)).size);
    }
  });

  it('refuses hostile files through the sell-list reader: a zip bomb, a binary, a wrong encoding', async () => {
    const bomb = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(41 * 1024 * 1024),
    });
    await expect(readFileCells(bomb)).rejects.toThrow();
    await expect(readFileCells(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0]))).rejects.toThrow();
    await expect(readFileCells(new Uint8Array([0x41, 0x3b, 0xe4, 0xfc, 0x0a]))).rejects.toThrow();
  }, 120_000);
});

describe.each(dialects)('the editor draft form and the command line (%s)', (dialect) => {
  let handle: TestDatabase;
  afterEach(async () => handle?.cleanup());

  it('merges saves of different cells and keeps the second person’s values on a clash', async () => {
    handle = await openTestDatabase(dialect);
    await ensureSeeded(handle.db, seedDocuments());
    const { revision } = await getDraft(handle.db, 'gpu');
    const form = (articleNumber: string, base: string, value: string) => ({
      revision: String(revision),
      [`b:${articleNumber}:price`]: base,
      [`f:${articleNumber}:price`]: value,
    });
    expect(
      await saveDraftForm(handle.db, { listId: 'gpu', form: form('KW-GPU-0101', '1800', '1700'), actor: 'a' }),
    ).toMatchObject({
      kind: 'saved',
      merged: false,
    });
    // Another cell, same old revision: merged.
    expect(
      await saveDraftForm(handle.db, { listId: 'gpu', form: form('KW-GPU-0102', '750', '700'), actor: 'b' }),
    ).toMatchObject({
      kind: 'saved',
      merged: true,
    });
    // The same cell, same old revision: a conflict, nothing saved, the value kept in a stash.
    const clash = await saveDraftForm(handle.db, {
      listId: 'gpu',
      form: form('KW-GPU-0101', '1800', '1900'),
      actor: 'b',
    });
    expect(clash).toMatchObject({
      kind: 'conflict',
      cells: [{ articleNumber: 'KW-GPU-0101', value: '1900', theirs: '1700' }],
    });
    const draft = await getDraft(handle.db, 'gpu');
    expect([draft.document.owned['KW-GPU-0101']?.price, draft.document.owned['KW-GPU-0102']?.price]).toEqual([
      1700, 700,
    ]);
    expect(
      await saveDraftForm(handle.db, { listId: 'gpu', form: { ...form('KW-GPU-0103', '520', '-1') }, actor: 'b' }),
    ).toMatchObject({ kind: 'invalid', errors: [{ code: 'negative' }] });
  });

  it('imports and publishes from the command line, or refuses the file and changes nothing', async () => {
    handle = await openTestDatabase(dialect);
    process.env.DATA_DIR = handle.dataDir;
    process.env.DATABASE_URL = handle.url ?? '';
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prices-cli-'));
    const lines: string[] = [];
    const io = { out: () => undefined, err: (line: string) => lines.push(line) };
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, `${header}\nKW-GPU-0101;1500;;\nKW-GPU-0102;viel;;\n`);
    expect(await runPricesCli(['import', bad, '--publish', '--as', 'nightly'], io)).toBe(1);
    expect(lines.join('\n')).toMatch(/line 3: KW-GPU-0102: Not a number/);
    expect((await loadPublished(handle.db))?.sequence).toBe(1);
    const good = path.join(dir, 'good.csv');
    writeFileSync(good, `${header}\nKW-GPU-0101;1500;;\n`);
    expect(await runPricesCli(['import', good, '--publish', '--date', '2026-11-28', '--as', 'nightly'], io)).toBe(0);
    const published = await loadPublished(handle.db);
    expect(published?.documents.find((document) => document.id === 'gpu')?.owned['KW-GPU-0101']?.price).toBe(1500);
    const audit = await handle.db.selectFrom('audit_log').select(['actor_id', 'detail']).execute();
    expect(audit).toEqual([{ actor_id: 'operator:nightly', detail: 'gpu v2' }]);
    expect(await runPricesCli(['export', 'nope'], io)).toBe(2);
  }, 60_000);
});
