import { describe, expect, it } from 'vitest';
import { createChatEngine } from '@/server/chat/engine';
import { contentSources } from '@/server/chat/default-engine';
import { catalogueSourceFrom } from '@/server/chat/sources/catalogue';
import { formatReport, runChatEval } from '../../eval/run-chat-eval';
import { fixtureCatalogue } from './fixture-catalogue';

/**
 * The evaluation set against the site's content plus a small fixture catalogue holding the
 * top-price models: shows the engine's composition independent of the live price lists
 * (`npm run eval:chat` runs the same set against the real catalogue).
 */
describe('evaluation with a fixture catalogue', () => {
  it('answers at least 90 % of the questions correctly', () => {
    const engine = createChatEngine([...contentSources, catalogueSourceFrom(() => fixtureCatalogue)]);
    const report = runChatEval(engine);
    console.log(formatReport(report));
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
