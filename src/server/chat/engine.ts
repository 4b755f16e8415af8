import type { Locale } from '@/i18n/locales';
import { fold, withSeparableVerbs } from './analyzer';
import { finishAnswer, type ChatAnswer, type Part } from './answer-parts';
import { ANSWER_STEPS, type Turn } from './steps';
import { conceptTerms } from './concepts';
import { buildFacts, type Fact } from './facts';
import { detectLanguage, detectSmallTalk, isOutOfScope, plainIdioms, PRICE_PATTERN, TRADE_PATTERN } from './intents';
import type { KnowledgeSource } from './knowledge';
import { analyseQuestion, type AnalysedQuestion } from './question';
import { namesGoodsWord } from './product-match';
import { buildIndex, searchIndex, type ChatIndex } from './search-index';
import { detectTopics } from './topics';

/**
 * The retrieval engine: reads the question (`question.ts`), searches the index, runs the routing
 * steps (`steps/`: models, groups, facts, small talk, pages), each adding parts to those found
 * before it, and finishes the reply (`answer-parts.ts`). Product and page selection live in `product-match.ts` and
 * `page-match.ts`, the wording in the message files (`replies.ts`).
 */
export { composeResponse, type AnswerKind, type ChatAnswer, type ChatSource } from './answer-parts';

export type AnswerOptions = {
  /** The page language the request came from; the question's own language wins. */
  locale?: Locale;
  /** The first reply of a session starts with the AI disclosure (Art. 50 AI Act). */
  firstInSession?: boolean;
  /** The session's earlier questions, oldest first (the conversation's context). */
  previous?: readonly string[];
};

/** At most this many words beside a model number make a question "just the model". */
const MODEL_ONLY_WORDS = 4;

/**
 * The question is a model ("poweredge r740", "xeon gold 6430"): a token of letters and digits or
 * a model number beside goods words of the lists; "alert(1)" or "30 celsius" are no models.
 */
function namesModelOnly(query: AnalysedQuestion, index: ChatIndex): boolean {
  if (!query.namesModel) return false;
  return query.tokens.some((token) => /\d/.test(token) && /[a-z]/.test(token)) || namesGoodsWord(query, index);
}

export function createChatEngine(sources: readonly KnowledgeSource[]) {
  let cached: { index: ChatIndex; facts: Fact[] } | undefined;
  const state = () => (cached ??= { index: buildIndex(sources), facts: buildFacts() });

  function answer(asked: string, options: AnswerOptions = {}): ChatAnswer {
    const { index, facts } = state();
    const question = withSeparableVerbs(plainIdioms(asked), index.vocabulary);
    const locale = detectLanguage(question, options.locale, index.languageWords, index.languageModel);
    const folded = fold(question);
    const query = analyseQuestion(question, index, locale);
    // A question that is little more than a model ("xeon gold 6430") asks what it earns.
    const priceIntent =
      PRICE_PATTERN.test(folded) || (namesModelOnly(query, index) && query.words.length <= MODEL_ONLY_WORDS);
    const concepts = conceptTerms(question, index.vocabulary, locale);
    const turn: Turn = {
      index,
      facts,
      locale,
      folded,
      query,
      concepts,
      hits: searchIndex(index, query, locale, 80),
      priceIntent,
      tradeIntent: priceIntent || TRADE_PATTERN.test(folded),
      talk: detectSmallTalk(folded),
      topics: detectTopics(concepts),
      outOfScope: isOutOfScope(folded),
    };
    let parts: Part[] = [];
    for (const step of ANSWER_STEPS) {
      parts = [...parts, ...step(turn, parts)];
      // The out-of-scope reply stands alone.
      if (turn.outOfScope && parts.some((part) => part.kind === 'fallback')) break;
    }
    return finishAnswer(parts, locale, query, options.firstInSession ?? false);
  }

  return { answer, index: () => state().index };
}

export type ChatEngine = ReturnType<typeof createChatEngine>;
