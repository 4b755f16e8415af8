import type { RoutePath } from '@/content/routes';
import type { Locale } from '@/i18n/locales';
import { analyze } from './analyzer';
import type { KnowledgeDoc } from './knowledge';
import type { AnalysedQuestion } from './question';
import * as say from './replies';

/**
 * The parts of an answer as the steps find them (each step returns new parts and reads, never
 * changes, the parts found before it); `reply.ts` makes the reply of them.
 */
export type ChatSource = { title: string; url: string };

export type AnswerKind = 'product' | 'group' | 'fact' | 'page' | 'no-price' | 'small-talk' | 'fallback' | 'unsure';

/** A "Meinten Sie …?" choice of a low-confidence answer: a page title that asks its question. */
export type ChatChoice = { title: string; url: string; question: string };

export type ChatAnswer = {
  /** The whole reply: the main answer, then the follow-up offers (the AI notice stands in the panel). */
  response: string;
  /** The answer proper, built from the facts. */
  main: string;
  /** Offers of contact, valuation or battery sale (carry the widget's follow-up words). */
  followUps: string[];
  sources: ChatSource[];
  /** Low confidence: the pages the visitor may have meant. */
  choices?: ChatChoice[];
  locale: Locale;
  kinds: AnswerKind[];
  /** Sentences the answer is built from (the only context an optional language model gets). */
  facts: string[];
  /** How well the first part answers the question (the share of its words, and the examples' vote). */
  confidence: number;
};

export type Part = {
  kind: AnswerKind;
  /** The text as the reply says it. */
  text: string;
  /** … shorter, as the second part of a reply. */
  brief?: string;
  /** The whole text it quotes from (a fact's sentences, a passage), unshortened. */
  body?: string;
  /** The pages it cites, in order. */
  cites: readonly RoutePath[];
  /** A page's passage it quotes (quoted once per answer). */
  doc?: KnowledgeDoc;
  /** A sentence of the assistant's own (small talk, the fallback) rather than a fact. */
  reply?: boolean;
  /** The answer ends with the offer of a free valuation. */
  offersValuation?: boolean;
  /** The question's words it answers (what it says, and what made a fact or topic answer). */
  answers?: ReadonlySet<string>;
  /**
   * What it answers, as the example questions name it (src/content/assistant/examples.json): a
   * fact or topic name, or the page ("/agb").
   */
  labels?: readonly string[];
  /** How it was found: a fact's rule, a topic's named section, the page search. */
  found?: 'fact' | 'abroad' | 'detail' | 'topic' | 'on-topic' | 'page' | 'out-of-scope';
};

/** The question's words (`QueryWord.word`) that texts or a question's own terms (evidence) answer. */
export function answeredWords(
  query: AnalysedQuestion,
  texts: readonly string[],
  evidence: Iterable<string> = [],
): Set<string> {
  const terms = new Set([...analyze(texts.join(' ')), ...evidence]);
  return new Set(
    query.words.filter((word) => [...word.terms].some((term) => terms.has(term))).map((word) => word.word),
  );
}

/** A part that states facts. */
export const factPart = (
  kind: AnswerKind,
  text: string,
  cites: readonly RoutePath[] = [],
  doc?: KnowledgeDoc,
): Part => ({
  kind,
  text,
  cites,
  doc,
});

/** A part of the assistant's own words (small talk, the fallback). */
export const replyPart = (kind: AnswerKind, text: string, cites: readonly RoutePath[] = []): Part => ({
  kind,
  text,
  cites,
  reply: true,
});

/** The kinds of the parts, each once, in order. */
export const kindsOf = (parts: readonly Part[]): AnswerKind[] => [...new Set(parts.map((part) => part.kind))];

/** The passages quoted so far (by document id). */
export const quotedIds = (parts: readonly Part[]): ReadonlySet<string> =>
  new Set(parts.flatMap((part) => (part.doc ? [part.doc.id] : [])));

/** How many models a list or a group answer shows. */
export const MAX_LISTED = 4;

/**
 * A group of models: their price range with the top-priced examples, or a list when none has a
 * price. Returns the part and the models it names, whose price-list pages the answer must cite.
 */
export function groupPart(docs: KnowledgeDoc[], label: string, locale: Locale): { part: Part; named: KnowledgeDoc[] } {
  const priced = docs.filter((doc) => doc.product!.maxPriceEur !== null);
  const prices = priced.map((doc) => doc.product!.maxPriceEur!);
  const lines = (listed: KnowledgeDoc[]) => listed.map((doc) => `• ${say.productLine(doc.product!, locale)}`);
  if (prices.length === 0) {
    const named = docs.slice(0, MAX_LISTED);
    return { part: factPart('group', [say.productListIntro(locale), ...lines(named)].join('\n')), named };
  }
  const top = [...priced].sort((a, b) => b.product!.maxPriceEur! - a.product!.maxPriceEur!).slice(0, MAX_LISTED);
  const named = prices.length > 1 ? top : [];
  const intro = say.groupIntro(label, Math.min(...prices), Math.max(...prices), locale);
  return { part: factPart('group', [intro, ...lines(named)].join('\n')), named };
}
