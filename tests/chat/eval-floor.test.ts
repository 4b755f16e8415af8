import { describe, expect, it } from 'vitest';
import { getChatEngine } from '@/server/chat/default-engine';
import { formatReport, runChatEvaluation, type EvalReport } from '../../eval/run-chat-eval';

/**
 * The whole evaluation (tuning and hold-out set) against the site's engine and live catalogue,
 * as `npm run eval:chat` runs it: each part must hold its floor in German and in English, and no
 * answer may state a figure its cited pages do not (or a price without the lists' date).
 */
const { tuning, holdout } = runChatEvaluation(getChatEngine());

/**
 * The targets (`FLOORS`: 95 % tuning, 93 % hold-out, each language) are NOT reached on the sets as
 * they stand: the fourth fresh set (written 2026-11-24, `questions-tuning-5e/5f.ts`) brought the
 * tuning part to 93.6 % German / 94.2 % English, and the hold-out part measures 72.0 % / 76.2 %
 * (BENCHMARKS.md, "Assistant evaluation"; `npm run eval:chat` still exits 1 below the targets).
 * Until they are reached, this test guards against regression, a little below those figures.
 * (Speed is measured by `npm run eval:chat` and the bench, never asserted here: the machines are
 * shared.)
 */
const REGRESSION_FLOOR = {
  tuning: { de: 0.925, en: 0.93 },
  holdout: { de: 0.7, en: 0.74 },
} as const;

const misses = (report: EvalReport) => formatReport(report);
const ungrounded = (report: EvalReport) =>
  report.results
    .filter((result) => result.failures.some((failure) => failure.startsWith('figures not on a cited page')))
    .map((result) => result.case.q);

describe('assistant evaluation', () => {
  it('keeps the tuning set at its regression floor in each language', () => {
    expect(tuning.byLanguage.de.accuracy, misses(tuning)).toBeGreaterThanOrEqual(REGRESSION_FLOOR.tuning.de);
    expect(tuning.byLanguage.en.accuracy, misses(tuning)).toBeGreaterThanOrEqual(REGRESSION_FLOOR.tuning.en);
  });

  it('keeps the hold-out set at its regression floor in each language', () => {
    expect(holdout.byLanguage.de.accuracy, misses(holdout)).toBeGreaterThanOrEqual(REGRESSION_FLOOR.holdout.de);
    expect(holdout.byLanguage.en.accuracy, misses(holdout)).toBeGreaterThanOrEqual(REGRESSION_FLOOR.holdout.en);
  });

  it('states only figures that stand on the pages it cites', () => {
    expect(ungrounded(tuning)).toEqual([]);
    expect(ungrounded(holdout)).toEqual([]);
  });
});
