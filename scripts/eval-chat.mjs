#!/usr/bin/env node
// Runs the assistant evaluation (eval/chat-questions.ts) against the default engine and prints
// accuracy and latency. TypeScript and the '@/…' alias are loaded through Vite's module runner
// (Vite is installed with Vitest), so no extra tool is needed.
//   npm run eval:chat            failures only
//   npm run eval:chat -- -v      every question with its answer
// Exits 1 when accuracy is below 90 %.
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const verbose = process.argv.includes('-v') || process.argv.includes('--verbose');
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

const report = module.runChatEval();
console.log(module.formatReport(report, { verbose }));
process.exit(report.accuracy >= 0.9 ? 0 : 1);
