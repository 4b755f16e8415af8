import { describe, expect, it } from 'vitest';
import { createChatEngine } from '@/server/chat/engine';
import { contentSources } from '@/server/chat/default-engine';
import { catalogueSourceFrom } from '@/server/chat/sources/catalogue';
import { chatQuestions } from '../../eval/chat-questions';
import { formatReport, runChatEval } from '../../eval/run-chat-eval';
import { fixtureCatalogue } from './fixture-catalogue';

/**
 * The evaluation set against the site's content plus a small fixture catalogue holding the
 * top-price models: shows the engine's composition independent of the live price lists. It runs
 * the first 88 questions, which name only models the fixture holds (`npm run eval:chat` and
 * eval-floor.test.ts run the whole set against the real catalogue).
 */
describe('evaluation with a fixture catalogue', () => {
  it('answers at least 90 % of the questions correctly', () => {
    const engine = createChatEngine([...contentSources, catalogueSourceFrom(() => fixtureCatalogue)]);
    const report = runChatEval(
      engine,
      chatQuestions.filter((test) => test.intent === 'original'),
    );
    console.log(formatReport(report));
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
