import { analysisData, wordsOf } from '@/content/assistant';
import type { Locale } from '@/i18n/locales';
import { getRoute, type RoutePath } from '@/content/routes';
import { localizedPath } from '@/lib/site-url';
import { stem } from './analyzer';
import type { KnowledgeDoc } from './knowledge';
import type { AnalysedQuestion } from './question';
import * as say from './replies';

/**
 * Answer building: the answer's parts as the routing steps add them, with the pages they cite,
 * and the finished reply (disclosure, answer, follow-up offers, sources).
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

/** A euro amount as the replies write it ("1.800 €", "€1,800", "ab 2 €"). */
const AMOUNT = /\d[\d.,]*\s?€|€\s?\d/;

/** How many models a list or a group answer shows. */
export const MAX_LISTED = 4;

const BATTERY_TERMS = new Set(wordsOf(analysisData.batteryWords).map((word) => stem(word)));

export type AnswerDraft = {
  readonly locale: Locale;
  readonly parts: string[];
  readonly used: RoutePath[];
  readonly kinds: AnswerKind[];
  readonly factLines: string[];
  /** Whether the reply ends with the offer of a free valuation. */
  offerValuation: boolean;
  /** Adds a part built from the facts (it is also context for the language model). */
  add(text: string, kind: AnswerKind): void;
  /** Adds a part that states no facts (small talk, the fallback). */
  addReply(text: string, kind: AnswerKind): void;
  /** Lists a page among the sources (once). */
  cite(path: RoutePath): void;
  /** The documents quoted so far (by id): a passage is quoted once, however it is cut. */
  readonly quoted: Set<string>;
};

export function createDraft(locale: Locale): AnswerDraft {
  const draft: AnswerDraft = {
    locale,
    parts: [],
    used: [],
    kinds: [],
    factLines: [],
    offerValuation: false,
    quoted: new Set(),
    add(text, kind) {
      draft.parts.push(text);
      draft.factLines.push(text);
      if (!draft.kinds.includes(kind)) draft.kinds.push(kind);
    },
    addReply(text, kind) {
      draft.parts.push(text);
      draft.kinds.push(kind);
    },
    cite(path) {
      if (!draft.used.includes(path)) draft.used.push(path);
    },
  };
  return draft;
}

/**
 * A group of models: their price range with the top-priced examples, or a list when none has a
 * price. Returns the models it names, whose price-list pages the answer must cite.
 */
export function addGroup(draft: AnswerDraft, docs: KnowledgeDoc[], label: string): KnowledgeDoc[] {
  const lang = draft.locale;
  const priced = docs.filter((doc) => doc.product!.maxPriceEur !== null);
  const prices = priced.map((doc) => doc.product!.maxPriceEur!);
  if (prices.length === 0) {
    draft.add(
      [
        say.productListIntro(lang),
        ...docs.slice(0, MAX_LISTED).map((doc) => `• ${say.productLine(doc.product!, lang)}`),
      ].join('\n'),
      'group',
    );
    return docs.slice(0, MAX_LISTED);
  }
  const top = [...priced].sort((a, b) => b.product!.maxPriceEur! - a.product!.maxPriceEur!).slice(0, MAX_LISTED);
  draft.add(
    [
      say.groupIntro(label, Math.min(...prices), Math.max(...prices), lang),
      ...(prices.length > 1 ? top.map((doc) => `• ${say.productLine(doc.product!, lang)}`) : []),
    ].join('\n'),
    'group',
  );
  return prices.length > 1 ? top : [];
}

/** The finished answer: the parts, then the valuation and battery offers, and the cited pages. */
export function finishAnswer(draft: AnswerDraft, query: AnalysedQuestion, firstInSession: boolean): ChatAnswer {
  const { locale, used, kinds } = draft;
  // A price is only fair with its date: an amount quoted from a page carries the price lists' date too.
  const joined = draft.parts.join('\n\n');
  const main =
    AMOUNT.test(joined) && !joined.includes(say.priceListDate(locale))
      ? `${joined}\n\n${say.priceDateNote(locale)}`
      : joined;
  const followUps: string[] = [];
  if (draft.offerValuation && !kinds.includes('fallback')) {
    followUps.push(say.valuationOffer(locale));
    draft.cite('/kontakt');
  }
  const batteryRelated = query.terms.some((term) => BATTERY_TERMS.has(term));
  if (
    batteryRelated &&
    (!used.includes('/lithium-batterien') || !/lithium|batterie|batter/i.test(main.replace(/\/\S+/g, '')))
  ) {
    followUps.push(say.batteryOffer(locale));
    draft.cite('/lithium-batterien');
  }

  return {
    response: composeResponse({ main, followUps, locale, firstInSession }),
    main,
    followUps,
    sources: used.map((path) => ({ title: getRoute(path).title[locale], url: localizedPath(path, locale) })),
    locale,
    kinds,
    facts: draft.factLines,
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
