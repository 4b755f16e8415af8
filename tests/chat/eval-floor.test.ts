import { describe, expect, it } from 'vitest';
import { getChatEngine } from '@/server/chat/default-engine';
import { FLOORS, formatReport, runChatEvaluation, type EvalReport } from '../../eval/run-chat-eval';

/**
 * The whole evaluation (tuning and hold-out set) against the site's engine and live catalogue,
 * as `npm run eval:chat` runs it: each part must hold its floor in German and in English, and no
 * answer may state a figure its cited pages do not (or a price without the lists' date).
 */
const { tuning, holdout } = runChatEvaluation(getChatEngine());

/**
 * The tuning part holds its target (`FLOORS.tuning`, 95 % in each language). The hold-out target
 * (`FLOORS.holdout`, 93 %) is NOT reached: the hold-out part measures 80.4 % German / 81.8 % English
 * (BENCHMARKS.md, "Assistant evaluation"; `npm run eval:chat` exits 1 below it). Until it is, the
 * hold-out is only guarded against regression, a little below those figures. (The figures fall
 * when a fresh set adds its hold-out part, whose wordings the engine has not met; the floor
 * follows them down then, never after a change to the engine.)
 * (Speed is measured by `npm run eval:chat` and the bench, never asserted here: the machines are
 * shared.)
 */
const HOLDOUT_REGRESSION_FLOOR = { de: 0.79, en: 0.8 } as const;

const misses = (report: EvalReport) => formatReport(report);
const ungrounded = (report: EvalReport) =>
  report.results
    .filter((result) => result.failures.some((failure) => failure.startsWith('figures not on a cited page')))
    .map((result) => result.case.q);

describe('assistant evaluation', () => {
  it(`answers the tuning set at least ${FLOORS.tuning * 100} % correctly in each language`, () => {
    expect(tuning.byLanguage.de.accuracy, misses(tuning)).toBeGreaterThanOrEqual(FLOORS.tuning);
    expect(tuning.byLanguage.en.accuracy, misses(tuning)).toBeGreaterThanOrEqual(FLOORS.tuning);
  });

  it('keeps the hold-out set at its regression floor in each language', () => {
    expect(holdout.byLanguage.de.accuracy, misses(holdout)).toBeGreaterThanOrEqual(HOLDOUT_REGRESSION_FLOOR.de);
    expect(holdout.byLanguage.en.accuracy, misses(holdout)).toBeGreaterThanOrEqual(HOLDOUT_REGRESSION_FLOOR.en);
  });

  it('states only figures that stand on the pages it cites', () => {
    expect(ungrounded(tuning)).toEqual([]);
    // (The hold-out by count: its questions are not to be read.)
    expect(ungrounded(holdout).length).toBe(0);
  });
});
