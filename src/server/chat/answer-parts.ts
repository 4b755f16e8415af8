import { analysisData, wordsOf } from '@/content/assistant';
import { getRoute, type RoutePath } from '@/content/routes';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { stem } from './analyzer';
import type { KnowledgeDoc } from './knowledge';
import type { AnalysedQuestion } from './question';
import * as say from './replies';

/**
 * The parts of an answer as the steps find them (each step returns new parts and reads, never
 * changes, the parts found before it), and the reply they make (`finishAnswer`).
 */
export type ChatSource = { title: string; url: string };

export type AnswerKind = 'product' | 'group' | 'fact' | 'page' | 'no-price' | 'small-talk' | 'fallback' | 'unsure';

/** A "Meinten Sie …?" choice of a low-confidence answer: a page title that asks its question. */
export type ChatChoice = { title: string; url: string; question: string };

export type ChatAnswer = {
  /** The whole reply: disclosure (first reply of a session), main answer, follow-up offers. */
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
};

export type Part = {
  kind: AnswerKind;
  /** The text as the reply says it. */
  text: string;
  /** The pages it cites, in order. */
  cites: readonly RoutePath[];
  /** A page's passage it quotes (quoted once per answer). */
  doc?: KnowledgeDoc;
  /** A sentence of the assistant's own (small talk, the fallback) rather than a fact. */
  reply?: boolean;
  /** The answer ends with the offer of a free valuation. */
  offersValuation?: boolean;
};

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

/** A euro amount as the replies write it ("1.800 €", "€1,800", "ab 2 €"). */
const AMOUNT = /\d[\d.,]*\s?€|€\s?\d/;

/** How many models a list or a group answer shows. */
export const MAX_LISTED = 4;

const BATTERY_TERMS = new Set(wordsOf(analysisData.batteryWords).map((word) => stem(word)));

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

/** The finished answer: the parts, then the valuation and battery offers, and the cited pages. */
export function finishAnswer(
  parts: readonly Part[],
  locale: Locale,
  query: AnalysedQuestion,
  firstInSession: boolean,
): ChatAnswer {
  const kinds = kindsOf(parts);
  const used = [...new Set(parts.flatMap((part) => part.cites))];
  // A price is only fair with its date: an amount quoted from a page carries the price lists' date too.
  const joined = parts.map((part) => part.text).join('\n\n');
  const main =
    AMOUNT.test(joined) && !joined.includes(say.priceListDate(locale))
      ? `${joined}\n\n${say.priceDateNote(locale)}`
      : joined;
  const followUps: string[] = [];
  const cite = (path: RoutePath) => {
    if (!used.includes(path)) used.push(path);
  };
  if (parts.some((part) => part.offersValuation) && !kinds.includes('fallback')) {
    followUps.push(say.valuationOffer(locale));
    cite('/kontakt');
  }
  const batteryRelated = query.terms.some((term) => BATTERY_TERMS.has(term));
  if (
    batteryRelated &&
    (!used.includes('/lithium-batterien') || !/lithium|batterie|batter/i.test(main.replace(/\/\S+/g, '')))
  ) {
    followUps.push(say.batteryOffer(locale));
    cite('/lithium-batterien');
  }

  return {
    response: composeResponse({ main, followUps, locale, firstInSession }),
    main,
    followUps,
    sources: used.map((path) => ({ title: getRoute(path).title[locale], url: localizedPath(path, locale) })),
    locale,
    kinds,
    facts: parts.filter((part) => !part.reply).map((part) => part.text),
  };
}

/** Disclosure (first reply only), the answer, then the follow-up offers. */
export function composeResponse({
  main,
  followUps,
  locale,
  firstInSession,
}: {
  main: string;
  followUps: readonly string[];
  locale: Locale;
  firstInSession: boolean;
}): string {
  return [...(firstInSession ? [say.disclosure(locale)] : []), main, ...followUps].join('\n\n');
}
