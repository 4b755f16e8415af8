import { describe, expect, it } from 'vitest';
import { holdoutQuestions } from '../../eval/chat-holdout';
import { chatQuestions } from '../../eval/chat-questions';
import type { Conversation } from '../../eval/follow-ups-expected';
import { followUpsHoldout } from '../../eval/holdout/follow-ups';
import { followUpsTuning } from '../../eval/tuning/follow-ups';

/**
 * The evaluation's two parts: the tuning set the engine may be tuned on and the hold-out set it
 * never is. They must not share a question, the hold-out must be at least a third of the whole,
 * and both parts (and the whole, in equal shares) must ask in German and in English.
 */
const key = (test: { q: string; lang: string }) => `${test.lang} ${test.q.toLowerCase().replace(/\s+/g, ' ').trim()}`;

describe('evaluation split', () => {
  const all = [...chatQuestions, ...holdoutQuestions];

  it('has at least 300 questions, German and English in equal share', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    const de = all.filter((test) => test.lang === 'de').length;
    expect(de * 2).toBe(all.length);
  });

  it('keeps the hold-out disjoint from the tuning set', () => {
    const tuning = new Set(chatQuestions.map((test) => key(test)));
    expect(holdoutQuestions.filter((test) => tuning.has(key(test))).map((test) => test.q)).toEqual([]);
    expect(new Set(holdoutQuestions.map((test) => key(test))).size).toBe(holdoutQuestions.length);
  });

  it('holds out at least a third of all questions, in both languages', () => {
    expect(holdoutQuestions.length * 3).toBeGreaterThanOrEqual(all.length);
    for (const part of [chatQuestions, holdoutQuestions])
      for (const lang of ['de', 'en'] as const)
        expect(part.filter((test) => test.lang === lang).length).toBeGreaterThan(part.length / 4);
  });

  it('asks every intent of the broad set in both parts', () => {
    const intents = (cases: typeof all) =>
      new Set(cases.map((test) => test.intent).filter((intent) => intent !== 'original'));
    expect([...intents(holdoutQuestions)].sort()).toEqual([...intents(chatQuestions)].sort());
  });
});

describe('follow-up set split', () => {
  const turns = (test: Conversation) => `${test.lang} ${test.turns.join(' | ').toLowerCase()}`;

  it('has at least 40 conversations, a third of them held out, in both languages', () => {
    const all = [...followUpsTuning, ...followUpsHoldout];
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(followUpsHoldout.length * 3).toBeGreaterThanOrEqual(all.length);
    for (const part of [followUpsTuning, followUpsHoldout])
      for (const lang of ['de', 'en'] as const) expect(part.some((test) => test.lang === lang)).toBe(true);
  });

  it('keeps the hold-out conversations apart from the tuning ones', () => {
    const tuning = new Set(followUpsTuning.map(turns));
    expect(followUpsHoldout.filter((test) => tuning.has(turns(test)))).toEqual([]);
    expect(new Set(followUpsHoldout.map(turns)).size).toBe(followUpsHoldout.length);
  });

  it('checks something in every follow-up reply', () => {
    for (const test of [...followUpsTuning, ...followUpsHoldout])
      expect((test.must?.length ?? 0) + (test.products?.length ?? 0)).toBeGreaterThan(0);
  });
});
