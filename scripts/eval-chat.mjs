#!/usr/bin/env node
// Runs the assistant evaluation against the default engine: the tuning set
// (eval/chat-questions.ts) and the hold-out set (eval/chat-holdout.ts), and prints the misses,
// accuracy per part, language and intent, and latency. TypeScript and the '@/…' alias are loaded
// through Vite's module runner (Vite is installed with Vitest), so no extra tool is needed.
//   npm run eval:chat            the tuning misses and every part's figures
//   npm run eval:chat -- -v      every tuning question with its answer
//   npm run eval:chat -- --markdown   the BENCHMARKS.md section (figures by intent, the tuning misses)
// Exits 1 when a part is below its floor in either language (tuning 95 %, hold-out 93 %).
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const verbose = process.argv.includes('-v') || process.argv.includes('--verbose');
const markdown = process.argv.includes('--markdown');
process.env.LOG_LEVEL ??= 'silent';

const { module } = await runnerImport(path.join(root, 'eval/run-chat-eval.ts'), {
  root,
  configFile: false,
  logLevel: 'error',
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      'server-only': path.join(root, 'tests/support/server-only.ts'),
    },
  },
});

const evaluation = module.runChatEvaluation();
const { tuning, holdout } = evaluation;
if (markdown) {
  console.log(module.formatMarkdown(evaluation));
} else {
  // The hold-out parts print their figures only: their questions are not to be read.
  for (const report of Object.values(evaluation)) console.log(module.formatReport(report, { verbose }));
  console.log('');
  console.log(module.formatSummary(evaluation));
}
const ok = module.meetsFloor(tuning, module.FLOORS.tuning) && module.meetsFloor(holdout, module.FLOORS.holdout);
// exitCode, not exit(): a long report to a pipe is written out in full before the process ends.
process.exitCode = ok ? 0 : 1;
