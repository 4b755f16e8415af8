import { describe, expect, it } from 'vitest';
import { productListings } from '@/content/catalogue/listings';
import evaluation from './match-eval.json';
import { createSellListMatcher } from './matcher';

type EvalRow = {
  input: string;
  quantity: number;
  status: 'matched' | 'review' | 'unknown';
  itemId: string | null;
  /** For a row under review: the first candidate must be one of these (the row's own generation). */
  firstOf?: string[];
};

/**
 * The labelled asset-list rows (match-eval.json): a wrong `matched` shows a wrong price, so there
 * must be none; at least 90 % of the rows that name a listed item must be matched. Precision,
 * recall and status agreement are printed (and in BENCHMARKS.md); timings are never asserted here.
 */
describe('sell-list matching on the labelled set', () => {
  const matcher = createSellListMatcher(productListings());
  const rows = evaluation.rows as EvalRow[];
  const results = rows.map((row) => ({ row, got: matcher.matchRow(row.input) }));

  it('has at least 400 rows, German and English, listed and not listed', () => {
    expect(rows.length).toBeGreaterThanOrEqual(400);
    expect(rows.filter((row) => row.itemId === null).length).toBeGreaterThanOrEqual(100);
    const known = new Set(productListings().map((listing) => listing.articleNumber));
    for (const row of rows) if (row.itemId) expect(known.has(row.itemId), row.itemId).toBe(true);
  });

  it('matches no row to a wrong item', () => {
    const wrong = results.filter(({ row, got }) => got.status === 'matched' && got.itemId !== row.itemId);
    expect(wrong.map(({ row, got }) => `${row.input} → ${got.itemId}`)).toEqual([]);
  });

  it('matches at least 90 % of the rows that name a listed item, and reads their quantities', () => {
    const listed = results.filter(({ row }) => row.itemId !== null);
    const hits = listed.filter(({ row, got }) => got.status === 'matched' && got.itemId === row.itemId);
    const matched = results.filter(({ got }) => got.status === 'matched');
    const correct = matched.filter(({ row, got }) => got.itemId === row.itemId);
    const agreeing = results.filter(({ row, got }) => row.status === got.status);
    const quantities = results.filter(({ row, got }) => row.quantity === got.quantity);
    console.info(
      `sell-list eval: ${rows.length} rows, ${listed.length} name a listed item; ` +
        `precision of matched ${(correct.length / matched.length).toFixed(4)} (${correct.length}/${matched.length}), ` +
        `recall ${(hits.length / listed.length).toFixed(4)} (${hits.length}/${listed.length}), ` +
        `status as labelled ${agreeing.length}/${rows.length}, quantities ${quantities.length}/${rows.length}`,
    );
    expect(hits.length / listed.length).toBeGreaterThanOrEqual(0.9);
    expect(quantities.length).toBe(rows.length);
  });

  it("puts the row's own generation first among the candidates", () => {
    const labelled = results.filter(({ row }) => row.firstOf);
    const first = labelled.filter(({ row, got }) => row.firstOf!.includes(got.candidates[0]?.itemId ?? ''));
    console.info(`sell-list eval: first candidate as labelled ${first.length}/${labelled.length}`);
    expect(labelled.length).toBeGreaterThanOrEqual(10);
    expect(
      labelled
        .filter((entry) => !first.includes(entry))
        .map(({ row, got }) => `${row.input} → ${got.candidates.map((candidate) => candidate.itemId).join(', ')}`),
    ).toEqual([]);
  });

  it('gives candidates only with review, at most three', () => {
    for (const { got } of results) {
      expect(got.candidates.length).toBeLessThanOrEqual(3);
      if (got.status !== 'review') expect(got.candidates).toEqual([]);
    }
  });
});
