import type { Locale } from '@/i18n/locales';
import { fold, withSeparableVerbs } from './analyzer';
import type { ChatAnswer, Part } from './answer-parts';
import { finishAnswer } from './reply';
import { ANSWER_STEPS, type Turn } from './steps';
import { conceptTerms } from './concepts';
import { buildFacts, factsAsked, type Fact } from './facts';
import { detectLanguage, detectSmallTalk, isOutOfScope, plainIdioms, PRICE_PATTERN, TRADE_PATTERN } from './intents';
import type { KnowledgeSource } from './knowledge';
import { buildExampleIndex, type ExampleIndex } from './examples';
import { analyseQuestion, withContext, type AnalysedQuestion } from './question';
import { readInContext } from './context';
import { goodsOf, namesGoods, namesGoodsWord } from './product-match';
import { buildIndex, searchIndex, type ChatIndex } from './search-index';
import { detectTopics } from './topics';

/**
 * The retrieval engine: reads the question (`question.ts`), searches the index, runs the routing
 * steps (`steps/`: models, groups, facts, small talk, pages), each adding parts to those found
 * before it, and finishes the reply (`answer-parts.ts`). Product and page selection live in `product-match.ts` and
 * `page-match.ts`, the wording in the message files (`replies.ts`).
 */
export type { AnswerKind, ChatAnswer, ChatChoice, ChatSource } from './answer-parts';
export { replyText } from './reply';

export type AnswerOptions = {
  /** The page language the request came from; the question's own language wins. */
  locale?: Locale;
  /** The session's earlier questions, oldest first (the conversation's context). */
  previous?: readonly string[];
  /** Short answers with "Meinten Sie …?" choices (`reply.ts`); measured, not the default. */
  short?: boolean;
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
  let cached: { index: ChatIndex; facts: Fact[]; examples: ExampleIndex } | undefined;
  const state = () => (cached ??= { index: buildIndex(sources), facts: buildFacts(), examples: buildExampleIndex() });

  /**
   * The question read once: language, words, intents, topics, search hits. A follow-up without a
   * subject of its own is read with the earlier questions' (`context.ts`): their words join the
   * search and the topics; its intent (a price, a fact, small talk) stays its own.
   */
  function readTurn(asked: string, options: AnswerOptions): Turn {
    const { index, facts, examples } = state();
    const reading = readInContext(asked, options.previous);
    const plain = (text: string) => withSeparableVerbs(plainIdioms(text), index.vocabulary);
    const question = plain(reading.question);
    const context = reading.context === undefined ? undefined : plain(reading.context);
    const locale =
      reading.language ?? detectLanguage(question, options.locale, index.languageWords, index.languageModel);
    const folded = fold(question);
    const own = analyseQuestion(question, index, locale);
    const earlier = context === undefined ? undefined : analyseQuestion(context, index, locale);
    const query = earlier ? withContext(own, earlier) : own;
    // A question that is little more than a model ("xeon gold 6430") asks what it earns.
    const priceIntent =
      PRICE_PATTERN.test(folded) || (namesModelOnly(own, index) && own.words.length <= MODEL_ONLY_WORDS);
    // The earlier questions lend their subject (their content words), not their intent ("Was zahlt ihr").
    const subject = earlier ? `${question} ${earlier.words.map((word) => word.word).join(' ')}` : question;
    const concepts = conceptTerms(subject, index.vocabulary, locale);
    const hits = searchIndex(index, query, locale, 80);
    // What the earlier question was about (its facts and topics) stays on the table for a follow-up.
    const before = context === undefined ? undefined : fold(context);
    const beforeConcepts = context === undefined ? undefined : conceptTerms(context, index.vocabulary, locale);
    const earlierFacts = before && beforeConcepts ? factsAsked(facts, before, beforeConcepts) : [];
    const earlierTopics = beforeConcepts ? detectTopics(beforeConcepts) : [];
    const ownTopics = detectTopics(concepts);
    // The goods a follow-up asks about: its own, or the earlier questions' when it asks a price without naming any.
    const goodsQuery = earlier && priceIntent && !namesGoods(own, index) ? query : own;
    return {
      index,
      facts,
      locale,
      folded,
      query,
      goodsQuery,
      goods: earlier ? goodsOf(hits, index, earlier) : undefined,
      concepts,
      hits,
      priceIntent,
      tradeIntent: priceIntent || TRADE_PATTERN.test(folded),
      talk: detectSmallTalk(folded),
      topics: [...ownTopics, ...earlierTopics.filter((topic) => !ownTopics.includes(topic))],
      earlierFacts,
      continuing: new Set([...earlierFacts.map((fact) => fact.topic), ...earlierTopics.map((topic) => topic.name)]),
      outOfScope: isOutOfScope(folded),
      examples: examples.nearest(subject),
    };
  }

  /** Every part the steps find for a question, before the reply chooses what to say. */
  function candidates(asked: string, options: AnswerOptions = {}): { turn: Turn; parts: Part[] } {
    const turn = readTurn(asked, options);
    let parts: Part[] = [];
    for (const step of ANSWER_STEPS) {
      parts = [...parts, ...step(turn, parts)];
      // The out-of-scope reply stands alone.
      if (turn.outOfScope && parts.some((part) => part.kind === 'fallback')) break;
    }
    return { turn, parts };
  }

  function answer(asked: string, options: AnswerOptions = {}): ChatAnswer {
    const { turn, parts } = candidates(asked, options);
    return finishAnswer(parts, turn.locale, turn.query, {
      examples: turn.examples,
      continuing: turn.continuing,
      short: options.short ?? false,
    });
  }

  return { answer, candidates, index: () => state().index };
}

export type ChatEngine = ReturnType<typeof createChatEngine>;
