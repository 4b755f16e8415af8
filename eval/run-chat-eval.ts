import { latestPriceListDate } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import { fold } from '@/server/chat/analyzer';
import { getChatEngine } from '@/server/chat/default-engine';
import type { ChatAnswer, ChatEngine } from '@/server/chat/engine';
import { formatEuro, formatListDate } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import os from 'node:os';
import { holdoutQuestions } from './chat-holdout';
import { chatQuestions, type EvalCase } from './chat-questions';
import { NO_AMOUNT } from './expected';
import { followUpCase, type Conversation } from './follow-ups-expected';
import { followUpsHoldout } from './holdout/follow-ups';
import { followUpsTuning } from './tuning/follow-ups';

export type CaseResult = { case: EvalCase; answer: ChatAnswer; ms: number; failures: string[] };

export type LanguageScore = { passed: number; total: number; accuracy: number };

export type EvalReport = {
  name: string;
  results: CaseResult[];
  passed: number;
  total: number;
  accuracy: number;
  byLanguage: Record<Locale, LanguageScore>;
  byIntent: Record<string, LanguageScore>;
  indexBuildMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};

/** The accuracy each part must reach in each language (`npm run eval:chat` and the eval test). */
export const FLOORS = { tuning: 0.95, holdout: 0.93 } as const;

const squash = (text: string) => fold(text).replace(/[^a-z0-9+]/g, '');
/** Formatted figures use (narrow) no-break spaces; the checks compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** Figures of a text without links, separators folded ("1.800" and "1,800" → "1800"). */
const figures = (text: string) =>
  (
    plain(text)
      .replace(/\/\S*/g, ' ')
      .match(/\d+(?:[.,:]\d+)*/g) ?? []
  ).map((figure) => figure.replace(/[.,]/g, ''));

const PRICE_LIST_PAGES = new Set<string>(Object.values(priceListPaths));

/** Every figure that stands on a page (its texts, its price list's prices and date), per language. */
export function pageFigures(engine: ChatEngine): (path: string, locale: Locale) => ReadonlySet<string> {
  const byPage = new Map<string, Set<string>>();
  for (const doc of engine.index().docs.values()) {
    const key = `${doc.locale}${doc.path}`;
    const set = byPage.get(key) ?? new Set<string>();
    const texts = [doc.title, doc.text];
    if (doc.product?.maxPriceEur != null) texts.push(formatEuro(doc.product.maxPriceEur, doc.locale));
    if (doc.product?.spec) texts.push(doc.product.spec);
    if (doc.product || PRICE_LIST_PAGES.has(doc.path)) texts.push(formatListDate(latestPriceListDate(), doc.locale));
    for (const text of texts) for (const figure of figures(text)) set.add(figure);
    byPage.set(key, set);
  }
  return (path, locale) => byPage.get(`${locale}${path}`) ?? new Set();
}

export function check(
  test: EvalCase,
  answer: ChatAnswer,
  engine: ChatEngine,
  onPage: (path: string, locale: Locale) => ReadonlySet<string>,
): string[] {
  const failures: string[] = [];
  const reply = plain(answer.response);
  const contact = localizedPath('/kontakt', test.lang);
  if (answer.locale !== test.lang) failures.push(`language ${answer.locale}, expected ${test.lang}`);
  for (const source of answer.sources) {
    if ((test.lang === 'en') !== source.url.startsWith('/en'))
      failures.push(`source ${source.url} not in ${test.lang}`);
  }
  for (const expected of test.must ?? []) {
    const ok = typeof expected === 'string' ? reply.includes(plain(expected)) : expected.test(reply);
    if (!ok) failures.push(`missing ${String(expected)}`);
  }
  for (const forbidden of test.mustNot ?? []) {
    const hit = typeof forbidden === 'string' ? reply.includes(forbidden) : forbidden.test(reply);
    if (hit) failures.push(`contains ${String(forbidden)}`);
  }
  if (test.pages) {
    const urls = new Set(answer.sources.map((source) => source.url));
    if (!test.pages.some((path) => urls.has(localizedPath(path, test.lang))))
      failures.push(`links none of ${test.pages.join(', ')}`);
  }
  if (test.fallback) {
    if (!answer.kinds.includes('fallback'))
      failures.push(`answered (${answer.kinds.join(', ')}) instead of the fallback`);
    if (!reply.includes(contact)) failures.push('offers no contact form');
  }
  if ((test.noPrice || test.fallback) && NO_AMOUNT.test(reply)) failures.push('quotes an amount');
  if (test.noPrice) {
    if (!(test.lang === 'de' ? /keinen Preis/ : /cannot find a price/).test(reply))
      failures.push('does not say there is no price');
    if (!(test.lang === 'de' ? /Kontakt/ : /contact/).test(reply)) failures.push('offers no contact');
  }
  for (const name of test.products ?? []) {
    const items = [...engine.index().docs.values()].filter(
      (doc) => doc.product && doc.locale === test.lang && squash(doc.product.model).includes(squash(name)),
    );
    if (items.length === 0) {
      failures.push(`"${name}" is not in the catalogue`);
      continue;
    }
    const shown = items.some((doc) => {
      const price = doc.product!.maxPriceEur;
      const figure = price === null ? '' : plain(formatEuro(price, test.lang));
      return (figure === '' || reply.includes(figure)) && reply.includes(localizedPath(doc.path, test.lang));
    });
    if (!shown) failures.push(`catalogue price or link of "${name}" missing`);
  }
  // Grounding: a price comes with its list's date; every figure stands on a cited page.
  // (In the answer's own language: a wrong language is a failure of its own above.)
  const lang = answer.locale;
  if (NO_AMOUNT.test(reply) && !reply.includes(plain(formatListDate(latestPriceListDate(), lang))))
    failures.push('quotes a price without the price list date');
  const cited = answer.sources.map((source) =>
    source.url.startsWith('/en') ? source.url.slice(3) || '/' : source.url,
  );
  const known = new Set(cited.flatMap((path) => [...onPage(path, lang)]));
  const unsourced = figures(reply).filter((figure) => !known.has(figure));
  if (unsourced.length > 0) failures.push(`figures not on a cited page: ${[...new Set(unsourced)].join(', ')}`);
  return failures;
}

/**
 * How the answers read, beside whether they hold the fact: their length (the reply as sent after
 * the greeting, over both parts), how many hold-out answers cite a page that does not hold the
 * fact where a page does (`pages` expected, an answer given, none of them cited), and for the
 * low-confidence answers ("Meinten Sie …?") whether the right page is among the choices.
 */
export type AnswerQuality = {
  medianLength: number;
  p90Length: number;
  meanLength: number;
  wrongPages: number;
  lowConfidence: number;
  lowConfidenceWithPage: number;
  choiceHits: number;
};

const isUnsure = (answer: ChatAnswer) => answer.kinds.includes('fallback') || answer.kinds.includes('unsure');

/** Whether an answer cites one of the case's expected pages (or offers it as a choice). */
function citesExpected(result: CaseResult, urls: readonly string[]): boolean {
  const wanted = new Set((result.case.pages ?? []).map((path) => localizedPath(path, result.case.lang)));
  return urls.some((url) => wanted.has(url));
}

export function answerQuality(tuning: EvalReport, holdout: EvalReport): AnswerQuality {
  const lengths = [...tuning.results, ...holdout.results].map((result) => result.answer.response.length);
  const sorted = [...lengths].sort((a, b) => a - b);
  const withPage = holdout.results.filter((result) => (result.case.pages?.length ?? 0) > 0);
  const wrongPages = withPage.filter(
    (result) =>
      !isUnsure(result.answer) &&
      !citesExpected(
        result,
        result.answer.sources.map((source) => source.url),
      ),
  ).length;
  const unsure = holdout.results.filter((result) => isUnsure(result.answer) && !result.case.fallback);
  const unsureWithPage = unsure.filter((result) => (result.case.pages?.length ?? 0) > 0);
  const choiceHits = unsureWithPage.filter((result) =>
    citesExpected(
      result,
      (result.answer.choices ?? []).map((choice) => choice.url),
    ),
  ).length;
  return {
    medianLength: percentile(sorted, 50),
    p90Length: percentile(sorted, 90),
    meanLength: Math.round(lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length)),
    wrongPages,
    lowConfidence: unsure.length,
    lowConfidenceWithPage: unsureWithPage.length,
    choiceHits,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function score(results: CaseResult[]): LanguageScore {
  const passed = results.filter((result) => result.failures.length === 0).length;
  return { passed, total: results.length, accuracy: results.length === 0 ? 1 : passed / results.length };
}

/** A question of a part: alone, or the follow-up of a conversation (asked after its first message). */
type Asked = { test: EvalCase; previous?: string };

/** How a part is run: `warm` answers every question once untimed first, as a running server would be. */
export type RunOptions = { warm?: boolean };

export function runChatEval(
  engine: ChatEngine = getChatEngine(),
  cases: EvalCase[] = chatQuestions,
  name = 'tuning',
  options: RunOptions = {},
): EvalReport {
  return runAsked(
    engine,
    cases.map((test) => ({ test })),
    name,
    options,
  );
}

/** The follow-up set: each conversation's first message is answered, then its follow-up is checked. */
export function runConversations(
  engine: ChatEngine,
  conversations: readonly Conversation[],
  name: string,
  options: RunOptions = {},
): EvalReport {
  return runAsked(
    engine,
    conversations.map((test) => ({ test: followUpCase(test), previous: test.turns[0] })),
    name,
    options,
  );
}

function runAsked(engine: ChatEngine, asked: readonly Asked[], name: string, { warm = true }: RunOptions): EvalReport {
  const buildStart = performance.now();
  engine.index();
  const indexBuildMs = performance.now() - buildStart;
  const onPage = pageFigures(engine);
  const ask = ({ test, previous }: Asked) => {
    if (previous === undefined) return engine.answer(test.q, { locale: test.locale });
    // The conversation as the service keeps it: the first message answered, then the follow-up.
    engine.answer(previous, { locale: test.locale });
    return engine.answer(test.q, { locale: test.locale, previous: [previous] });
  };
  // One untimed pass warms the JIT, as a running server would be.
  if (warm) for (const one of asked) ask(one);
  const results: CaseResult[] = [];
  for (const one of asked) {
    const { test } = one;
    const start = performance.now();
    const answer = ask(one);
    const ms = performance.now() - start;
    results.push({ case: test, answer, ms, failures: check(test, answer, engine, onPage) });
  }
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const total = score(results);
  const intents = [...new Set(results.map((result) => result.case.intent ?? 'original'))];
  return {
    name,
    results,
    ...total,
    byLanguage: {
      de: score(results.filter((result) => result.case.lang === 'de')),
      en: score(results.filter((result) => result.case.lang === 'en')),
    },
    byIntent: Object.fromEntries(
      intents.map((intent) => [
        intent,
        score(results.filter((result) => (result.case.intent ?? 'original') === intent)),
      ]),
    ),
    indexBuildMs,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1] ?? 0,
  };
}

export type ChatEvaluation = {
  tuning: EvalReport;
  holdout: EvalReport;
  followUpsTuning: EvalReport;
  followUpsHoldout: EvalReport;
};

/** All parts: the tuning and hold-out sets of single questions and of follow-ups. */
export function runChatEvaluation(engine: ChatEngine = getChatEngine(), options: RunOptions = {}): ChatEvaluation {
  return {
    tuning: runChatEval(engine, chatQuestions, 'tuning', options),
    holdout: runChatEval(engine, holdoutQuestions, 'holdout', options),
    followUpsTuning: runConversations(engine, followUpsTuning, 'follow-ups tuning', options),
    followUpsHoldout: runConversations(engine, followUpsHoldout, 'follow-ups holdout', options),
  };
}

/** Whether a part reaches its floor in both languages. */
export function meetsFloor(report: EvalReport, floor: number): boolean {
  return report.byLanguage.de.accuracy >= floor && report.byLanguage.en.accuracy >= floor;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const line = (label: string, s: LanguageScore) => `${label} ${s.passed}/${s.total} = ${percent(s.accuracy)}`;

/**
 * One part's misses (or, verbose, every answer) and its figures. The hold-out part lists no
 * question unless `listQuestions` is set: whoever changes the engine must not read them.
 */
export function formatReport(
  report: EvalReport,
  { verbose = false, listQuestions = !report.name.includes('holdout') } = {},
): string {
  const lines: string[] = [];
  for (const result of report.results) {
    const ok = result.failures.length === 0;
    if (!listQuestions || (ok && !verbose)) continue;
    lines.push(
      `${ok ? 'PASS' : 'FAIL'}  [${report.name} ${result.case.lang} ${result.case.intent ?? 'original'}] ${result.case.q}`,
    );
    for (const failure of result.failures) lines.push(`      - ${failure}`);
    lines.push(
      result.answer.response
        .split('\n')
        .map((text) => `      | ${text}`)
        .join('\n'),
    );
  }
  lines.push('');
  lines.push(
    `== ${report.name}: ${line('accuracy', report)}  (${line('de', report.byLanguage.de)}; ${line('en', report.byLanguage.en)})`,
  );
  lines.push(
    `   by intent: ${Object.entries(report.byIntent)
      .map(([intent, s]) => `${intent} ${s.passed}/${s.total}`)
      .join(', ')}`,
  );
  lines.push(
    `   latency per answer (warm): p50 ${report.p50Ms.toFixed(2)} ms, p95 ${report.p95Ms.toFixed(2)} ms, max ${report.maxMs.toFixed(2)} ms; index build ${report.indexBuildMs.toFixed(1)} ms`,
  );
  return lines.join('\n');
}

/**
 * The closing summary of `npm run eval:chat`, in the lines `npm run bench` copies into
 * BENCHMARKS.md (Accuracy, follow-ups, answer length, wrong pages, Latency, Index build).
 */
export function formatSummary({ tuning, holdout, followUpsTuning, followUpsHoldout }: ChatEvaluation): string {
  const part = (report: EvalReport) =>
    `${report.passed}/${report.total} = ${percent(report.accuracy)} (de ${percent(report.byLanguage.de.accuracy)}, en ${percent(report.byLanguage.en.accuracy)})`;
  const times = [...tuning.results, ...holdout.results].map((result) => result.ms).sort((a, b) => a - b);
  const quality = answerQuality(tuning, holdout);
  return [
    `Accuracy: tuning ${part(tuning)}; hold-out ${part(holdout)}`,
    `Follow-ups (two-turn conversations): tuning ${part(followUpsTuning)}; hold-out ${part(followUpsHoldout)}`,
    `Answer length (characters, tuning and hold-out): median ${quality.medianLength}, p90 ${quality.p90Length}, mean ${quality.meanLength}`,
    `Wrong page (hold-out): ${quality.wrongPages}/${holdout.total} = ${percent(quality.wrongPages / holdout.total)}; low confidence: ${quality.lowConfidence} answers, the right page among the choices in ${quality.choiceHits}/${quality.lowConfidenceWithPage}`,
    `Latency per answer (default engine, warm, ${times.length} answers): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${(times[times.length - 1] ?? 0).toFixed(2)} ms`,
    `Index build at first use: ${tuning.indexBuildMs.toFixed(1)} ms`,
  ].join('\n');
}

const cell = (s: LanguageScore | undefined) => (s && s.total > 0 ? `${s.passed}/${s.total}` : '–');

function intentScore(report: EvalReport, intent: string, lang: Locale): LanguageScore {
  return score(report.results.filter((r) => (r.case.intent ?? 'original') === intent && r.case.lang === lang));
}

function missLines(report: EvalReport): string[] {
  return report.results
    .filter((result) => result.failures.length > 0)
    .map(
      (result) =>
        `- [${result.case.lang} ${result.case.intent ?? 'original'}] ${result.case.q.replace(/\s+/g, ' ')} — ${result.failures.join('; ')}`,
    );
}

/**
 * The "Assistant evaluation" section of BENCHMARKS.md (`npm run eval:chat -- --markdown`, run by
 * `npm run bench`): the figures per part, language and intent, and the tuning misses (the
 * hold-out parts are counted, never listed).
 */
export function formatMarkdown(evaluation: ChatEvaluation): string {
  const { tuning, holdout, followUpsTuning, followUpsHoldout } = evaluation;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const tuned = { ...tuning, results: [...tuning.results, ...followUpsTuning.results] };
  const held = { ...holdout, results: [...holdout.results, ...followUpsHoldout.results] };
  const intents = [...new Set([...tuned.results, ...held.results].map((r) => r.case.intent ?? 'original'))];
  return [
    '## Assistant evaluation',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, Node ${process.version}; built-in retrieval engine against the live catalogue.`,
    'Command: `npm run eval:chat` (tuning set `eval/chat-questions.ts` and hold-out set `eval/chat-holdout.ts` with the topic files they take in, and the follow-up set of two-turn conversations; German and English, grouped by intent).',
    "A reply passes when it is in the question's language, contains the expected facts (derived from claims, company facts and the catalogue), links an expected page, quotes a price only with the price lists' date, and states no figure its cited pages do not. For a conversation, the reply to its second message is checked.",
    `Targets: ${percent(FLOORS.tuning)} tuning and ${percent(FLOORS.holdout)} hold-out in each language.`,
    '',
    ...formatSummary(evaluation)
      .split('\n')
      .map((line) => `- ${line}`),
    '',
    '| Intent | Tuning de | Tuning en | Hold-out de | Hold-out en |',
    '| --- | --- | --- | --- | --- |',
    ...intents.map(
      (intent) =>
        `| ${intent} | ${cell(intentScore(tuned, intent, 'de'))} | ${cell(intentScore(tuned, intent, 'en'))} | ${cell(intentScore(held, intent, 'de'))} | ${cell(intentScore(held, intent, 'en'))} |`,
    ),
    '',
    `### Tuning misses (${tuned.results.filter((r) => r.failures.length > 0).length})`,
    '',
    ...missLines(tuned),
    '',
    `### Hold-out misses (${held.results.filter((r) => r.failures.length > 0).length})`,
    '',
    'Counted by intent in the table above, not listed: whoever changes the engine must not read the hold-out questions (docs/assistant.md).',
    '',
  ].join('\n');
}
