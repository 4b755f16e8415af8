import { fold } from '@/server/chat/analyzer';
import { getChatEngine } from '@/server/chat/default-engine';
import type { ChatAnswer, ChatEngine } from '@/server/chat/engine';
import { formatEuro } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import { chatQuestions, type EvalCase } from './chat-questions';

export type CaseResult = { case: EvalCase; answer: ChatAnswer; ms: number; failures: string[] };

export type EvalReport = {
  results: CaseResult[];
  passed: number;
  total: number;
  accuracy: number;
  indexBuildMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};

const squash = (text: string) => fold(text).replace(/[^a-z0-9+]/g, '');
/** Formatted figures use (narrow) no-break spaces; the checks compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function check(test: EvalCase, answer: ChatAnswer, engine: ChatEngine): string[] {
  const failures: string[] = [];
  const reply = plain(answer.response);
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
  if (test.noPrice) {
    if (/\d[\d.,]*\s?€|€\s?\d/.test(reply)) failures.push('quotes an amount for an unknown item');
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
  return failures;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function runChatEval(engine: ChatEngine = getChatEngine(), cases: EvalCase[] = chatQuestions): EvalReport {
  const buildStart = performance.now();
  engine.index();
  const indexBuildMs = performance.now() - buildStart;
  // One untimed pass warms the JIT, as a running server would be.
  for (const test of cases) engine.answer(test.q, { locale: test.locale });
  const results: CaseResult[] = [];
  for (const test of cases) {
    const start = performance.now();
    const answer = engine.answer(test.q, { locale: test.locale });
    const ms = performance.now() - start;
    results.push({ case: test, answer, ms, failures: check(test, answer, engine) });
  }
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const passed = results.filter((result) => result.failures.length === 0).length;
  return {
    results,
    passed,
    total: results.length,
    accuracy: passed / results.length,
    indexBuildMs,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1] ?? 0,
  };
}

export function formatReport(report: EvalReport, { verbose = false } = {}): string {
  const lines: string[] = [];
  for (const result of report.results) {
    const ok = result.failures.length === 0;
    if (ok && !verbose) continue;
    lines.push(`${ok ? 'PASS' : 'FAIL'}  [${result.case.lang}] ${result.case.q}`);
    for (const failure of result.failures) lines.push(`      - ${failure}`);
    if (!ok || verbose)
      lines.push(
        result.answer.response
          .split('\n')
          .map((line) => `      | ${line}`)
          .join('\n'),
      );
  }
  lines.push('');
  lines.push(`Accuracy: ${report.passed}/${report.total} = ${(report.accuracy * 100).toFixed(1)} %`);
  lines.push(
    `Latency per answer (default engine, warm): p50 ${report.p50Ms.toFixed(2)} ms, p95 ${report.p95Ms.toFixed(2)} ms, max ${report.maxMs.toFixed(2)} ms`,
  );
  lines.push(`Index build at first use: ${report.indexBuildMs.toFixed(1)} ms`);
  return lines.join('\n');
}
