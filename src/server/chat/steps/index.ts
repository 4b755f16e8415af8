import { replyPart } from '../answer-parts';
import * as say from '../replies';
import { answerFactDetail, answerFacts } from './facts';
import { answerFromPages, answerTopicSection } from './pages';
import { answerProducts } from './products';
import type { AnswerStep } from './turn';

export type { AnswerStep, Turn } from './turn';

/** 0. A question no page can answer gets the friendly out-of-scope reply, and nothing else. */
export const answerOutOfScope: AnswerStep = ({ locale, outOfScope }) =>
  outOfScope ? [{ ...replyPart('fallback', say.outOfScope(locale), ['/kontakt']), found: 'out-of-scope' }] : [];

/** 4. Small talk, when that is all the message is. */
export const answerSmallTalk: AnswerStep = ({ locale, query, talk }, before) => {
  const contentWords = query.words.filter((word) => !/^(ki|ai|bot|chatbot|mensch|human|person|team)$/.test(word.word));
  const kind = talk[0];
  if (before.length > 0 || kind === undefined) return [];
  if (contentWords.length > 1 && !talk.includes('identity') && !talk.includes('human')) return [];
  return [
    replyPart('small-talk', say.smallTalk(kind, locale), kind === 'identity' || kind === 'human' ? ['/kontakt'] : []),
  ];
};

/** The steps in the order they run; each sees the parts of the steps before it. */
export const ANSWER_STEPS: readonly AnswerStep[] = [
  answerOutOfScope,
  answerProducts,
  answerFacts,
  answerFactDetail,
  answerSmallTalk,
  answerFromPages,
  answerTopicSection,
];
