import type { Locale } from '@/i18n/locales';
import { analyze, fold } from '../analyzer';
import { answeredWords, factPart, type Part } from '../answer-parts';
import { conceptEvidence } from '../concepts';
import type { ExampleMatch } from '../examples';
import type { Fact } from '../facts';
import type { SmallTalk } from '../intents';
import type { KnowledgeDoc } from '../knowledge';
import { DURATION } from '../page-match';
import type { AnalysedQuestion } from '../question';
import * as say from '../replies';
import type { ChatIndex, Hit } from '../search-index';
import { answersTopic, topicSections, type Topic } from '../topics';

/** A question as the steps read it: analysed once, never changed. */
export type Turn = {
  index: ChatIndex;
  facts: readonly Fact[];
  locale: Locale;
  /** The question, folded (analyzer `fold`). */
  folded: string;
  query: AnalysedQuestion;
  /** The question whose goods the price answer is about (a follow-up's own, unless it names none). */
  goodsQuery: AnalysedQuestion;
  /** The goods of the earlier questions a follow-up leans on ("Server-Hardware"). */
  goods?: string;
  /** The question's terms for concept matching (`concepts.ts`). */
  concepts: ReadonlySet<string>;
  hits: Hit[];
  /** The visitor asks what something earns or costs. */
  priceIntent: boolean;
  /** … or wants to sell, or asks whether something is bought. */
  tradeIntent: boolean;
  talk: SmallTalk[];
  /** Topics the question is about (`topics.ts`): their pages and sections rank first. */
  topics: readonly Topic[];
  /** Nothing on the site can answer it (the time, sums, what to buy). */
  outOfScope: boolean;
  /** A follow-up: the facts the earlier question asked for (they may answer it too). */
  earlierFacts: readonly Fact[];
  /** … and the names of its facts and topics (a part that continues them ranks higher). */
  continuing: ReadonlySet<string>;
  /** What the nearest example questions are answered by (`examples.ts`), best first. */
  examples: readonly ExampleMatch[];
};

/** A step: the parts it adds to those found before it (which it reads, never changes). */
export type AnswerStep = (turn: Turn, before: readonly Part[]) => Part[];

/** What a sentence with a topic's clause counts for among the question's words. */
const CLAUSE_RELEVANCE = 3;

/** How much a sentence answers the question: which sentences to quote. */
export function relevanceOf(query: AnalysedQuestion, clauses: readonly RegExp[] = []): (sentence: string) => number {
  const terms = new Set([...query.terms, ...query.expansions]);
  // "How soon": a sentence that states a duration answers it, whatever its words.
  const when = (sentence: string) => (query.asksWhen && DURATION.test(sentence) ? 1 : 0);
  const named = (sentence: string) => (clauses.some((clause) => clause.test(fold(sentence))) ? CLAUSE_RELEVANCE : 0);
  // (Weighing the words by rarity was measured and lost answers: each word counts once.)
  return (sentence) =>
    new Set(analyze(sentence).filter((term) => terms.has(term))).size + when(sentence) + named(sentence);
}

/**
 * A passage quoted with the sentences that answer the question, citing its page. It answers the
 * question's words it holds, and those that made the topics it was chosen for (`evidence`).
 */
export function quotePart(
  doc: KnowledgeDoc,
  query: AnalysedQuestion,
  locale: Locale,
  topics: readonly Topic[] = [],
  evidence: Iterable<string> = [],
): Part {
  // The clause a topic names on this page answers it ("electric vans" in the CO₂ figures' basis).
  const clauses = topics.flatMap((topic) => (topic.clause && topic.pages.includes(doc.path) ? [topic.clause] : []));
  const relevant = relevanceOf(query, clauses);
  const text = say.pageQuote(doc.title, doc.text, doc.path, locale, relevant);
  const brief = say.pageQuote(doc.title, doc.text, doc.path, locale, relevant, say.BRIEF_LENGTH);
  const labels = [...topics.filter((topic) => answersTopic(asHit(doc), [topic])).map((topic) => topic.name), doc.path];
  return {
    ...factPart('page', text, [doc.path], doc),
    brief,
    answers: answeredWords(query, [doc.title, doc.text], evidence),
    labels,
  };
}

/** The question's terms that made the topics whose pages or sections hold this passage. */
export function topicEvidence(doc: KnowledgeDoc, { topics, concepts, index, locale }: Turn): Set<string> {
  const own = topics.filter(
    (topic) => topic.pages.includes(doc.path) || topicSections(index.docs, [topic], locale).includes(doc),
  );
  return new Set(own.flatMap((topic) => [...conceptEvidence(topic.rules, concepts)]));
}

/** A document as a search hit that matched nothing (chosen by topic, not by words). */
export const asHit = (doc: KnowledgeDoc): Hit =>
  ({ id: doc.id, score: 0, terms: [], queryTerms: [], match: {}, doc }) as Hit;

/** A page's own document (its title and description) as a search hit. */
export function pageDoc(index: ChatIndex, path: string, locale: Locale): Hit | undefined {
  const doc = [...index.docs.values()].find((d) => d.kind === 'page' && d.path === path && d.locale === locale);
  return doc ? asHit(doc) : undefined;
}

/** What a service costs, how data is erased, counterfeits, certificates: no goods of a price list. */
export const asksAboutService = (topics: readonly Topic[]) =>
  topics.some((topic) => topic.name !== 'evBattery' && !topic.whoAsks);
