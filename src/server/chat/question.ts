import { analysisData, intentsData, wordsOf } from '@/content/assistant';
import type { Locale } from '@/i18n/locales';
import { analyze, foldedWords, stem, STOPWORDS } from './analyzer';
import { dataPattern, INTENT_STEMS } from './intents';
import type { ChatIndex, Query } from './search-index';
import { synonymsOf } from './synonyms';

/**
 * Question analysis: the words of a visitor's question (without stop and intent words), their
 * search terms with synonyms, and whether it names a specific model.
 */
export type QueryWord = {
  word: string;
  /** The word's stem, its compound parts and the synonyms of each. */
  terms: Set<string>;
  /** The whole word's stem and its synonyms (no compound parts): "Arbeitsspeicher" is memory, not storage. */
  primary: Set<string>;
  /** The site's texts know the word (not a typo, not a name we have never heard of). */
  known: boolean;
  /** How much the word tells (rarity of its stem among the site's passages; a middle value if unknown). */
  weight: number;
  /** A word of the conversation's earlier questions, not of this one (it weighs less). */
  fromContext?: boolean;
};

export type AnalysedQuestion = Query & {
  words: QueryWord[];
  /** The question names a specific model ("C480", "iPhone 6", "Commodore 64"). */
  namesModel: boolean;
  /** Bare numbers that stand for a model ("4090 Preis", "how much for a 3090"), not for a quantity ("200 Notebooks"). */
  modelNumbers: ReadonlySet<string>;
  /**
   * Series a visitor names by the first digits of its model numbers ("RTX 30er", "40 series",
   * "RX 6000er", "30xx"): the prefix every model number of the series starts with ("30", "6").
   */
  seriesNumbers: ReadonlySet<string>;
  /** The question's folded words in order, stop words included (what stands next to what). */
  tokens: readonly string[];
  /** The visitor asks for a person ("wer ist zuständig", "who is in charge"): the team page counts fully. */
  asksWho: boolean;
  /** The visitor asks how soon or how long ("wie schnell", "how long"): passages that state a duration rank first. */
  asksWhen: boolean;
};

const WHO = dataPattern(intentsData.who);
const WHEN = dataPattern(intentsData.when);

/** Amounts the visitor writes ("5000 €", "€9,999") are no model numbers. */
const AMOUNT = /(€|\beur\b|\beuro\b)\s?\d[\d.,]*|\d[\d.,]*\s?(€|eur\b|euro\b)/gi;

/** The weight of a word the site never uses (a typo or a name): neither rare nor common. */
const UNKNOWN_WORD_WEIGHT = 3;

/** Words after a number that make it a series ("40 series", "30er Serie", "5000er Reihe"). */
export const SERIES_WORDS: ReadonlySet<string> = new Set(wordsOf(analysisData.seriesWords));
const SERIES_TOKEN = /^(\d{1,4})(er|xx|x0)$/;

/** "3000" → "3" (the thousands of a four-digit series), "30" → "30". */
const seriesPrefix = (digits: string) => (digits.length >= 3 ? digits.replace(/0+$/, '') : digits);

/** The series prefix the token at `i` names ("30er" → "30", "6000" before "series" → "6"), or ''. */
function seriesPrefixAt(tokens: readonly string[], i: number): string {
  const token = tokens[i]!;
  const written = SERIES_TOKEN.exec(token);
  const digits = written ? written[1]! : /^\d{2,4}$/.test(token) && SERIES_WORDS.has(tokens[i + 1] ?? '') ? token : '';
  const prefix = seriesPrefix(digits);
  return prefix === '0' ? '' : prefix;
}

export const YEAR = /^(19[89]\d|20[0-4]\d)$/;

/** Units after a number make it a size or quantity ("256 GB", "30 kWp"), not a model number. */
const UNITS = new Set(wordsOf(analysisData.units));

/**
 * A number with its unit or time written on ("6pm", "18uhr", "10kg", "24h", "2nd"): a time, size
 * or quantity, not a model ("5700x" keeps its x: a glued x is part of a model name).
 */
const MEASURE = /^\d+(?:[.,]\d+)?([a-z]+)$/;
const ORDINAL = /^\d+(st|nd|rd|th)$/;
function isMeasure(token: string): boolean {
  const unit = MEASURE.exec(token)?.[1];
  return ORDINAL.test(token) || (unit !== undefined && unit !== 'x' && UNITS.has(unit));
}

const isFiller = (token: string) => STOPWORDS.has(token) || INTENT_STEMS.has(stem(token));

export function analyseQuestion(question: string, index: ChatIndex, locale: Locale): AnalysedQuestion {
  const text = question.replace(AMOUNT, ' ');
  const vocabulary = index.vocabulary;
  const words: QueryWord[] = [];
  const tokens = foldedWords(text);
  for (const token of new Set(tokens)) {
    if (token.length > 40 || isFiller(token)) continue;
    if (token.length < 2 && !/\d/.test(token)) continue;
    const terms = new Set(analyze(token, { vocabulary, language: locale }));
    if (terms.size === 0) continue;
    const primary = new Set([stem(token), ...synonymsOf(stem(token))]);
    const known = /\d/.test(token)
      ? (index.modelTermFrequency.get(token) ?? 0) > 0
      : [...terms].some((term) => vocabulary.has(term));
    words.push({ word: token, terms, primary, known, weight: known ? index.rarity(stem(token)) : UNKNOWN_WORD_WEIGHT });
  }
  const seriesTokens = new Set(tokens.filter((_, i) => seriesPrefixAt(tokens, i) !== ''));
  const seriesNumbers = new Set(tokens.map((_, i) => seriesPrefixAt(tokens, i)).filter((prefix) => prefix !== ''));
  // "2019 gebaut", "from 2020": a year, unless it follows a model word of the lists.
  const isYear = (token: string, i: number) =>
    YEAR.test(token) && !((index.modelTermFrequency.get(tokens[i - 1] ?? '') ?? 0) > 0);
  const namesModel = tokens.some((token, i) => {
    if (!/\d/.test(token) || seriesTokens.has(token) || isYear(token, i)) return false;
    // "6pm", "10 kg", "24 Stunden" state a time or a quantity.
    if (isMeasure(token) || UNITS.has(tokens[i + 1] ?? '')) return false;
    if (/[a-z]/.test(token) || /^\d{3,}$/.test(token)) return true;
    const before = tokens[i - 1];
    return before !== undefined && /^[a-z]{2,}$/.test(before) && !isFiller(before);
  });
  const modelNumbers = new Set(
    tokens.filter((token, i) => {
      if (!/^\d{3,5}$/.test(token) || seriesTokens.has(token) || isYear(token, i)) return false;
      // A number after a name the site does not know belongs to that name ("Xbox 360" is no DL360).
      const before = tokens
        .slice(0, i)
        .reverse()
        .find((other) => !isFiller(other));
      if (before !== undefined && !/\d/.test(before) && !vocabulary.has(stem(before))) return false;
      // "256 GB", "30 kWp": a size.
      if (UNITS.has(tokens[i + 1] ?? '')) return false;
      // "4090 Preis", "a 3090": the next word (past fillers) is none or a model word; "200 Notebooks" is a quantity.
      const next = tokens.slice(i + 1).find((other) => !isFiller(other));
      return next === undefined || /\d/.test(next) || (index.modelTermFrequency.get(next) ?? 0) > 0;
    }),
  );
  const terms = new Set(analyze(text, { vocabulary, language: locale }).filter((term) => !INTENT_STEMS.has(term)));
  for (const word of words) for (const term of word.terms) terms.add(term);
  const base = [...terms];
  const expansions = searchExpansions(base);
  for (const word of words)
    for (const term of [...word.terms]) for (const synonym of synonymsOf(term)) word.terms.add(synonym);
  const asksWho = WHO.test(tokens.join(' '));
  const asksWhen = WHEN.test(tokens.join(' '));
  return { terms: base, expansions, words, tokens, namesModel, modelNumbers, seriesNumbers, asksWho, asksWhen };
}

function searchExpansions(terms: string[]): string[] {
  const out = new Set<string>();
  for (const term of terms) for (const synonym of synonymsOf(term)) if (!terms.includes(synonym)) out.add(synonym);
  return [...out];
}

/** How much a word of the earlier questions counts beside the question's own words. */
const CONTEXT_WEIGHT = 0.3;

/**
 * A follow-up read with the subject of the questions before it: their words join the question's
 * (weighing less) for search and ranking; what the follow-up itself names (its models, numbers,
 * whether it asks who or when) stays its own.
 */
export function withContext(own: AnalysedQuestion, context: AnalysedQuestion): AnalysedQuestion {
  const ownWords = new Set(own.words.map((word) => word.word));
  const added = context.words
    .filter((word) => !ownWords.has(word.word))
    .map((word) => ({ ...word, weight: word.weight * CONTEXT_WEIGHT, fromContext: true }));
  const terms = [...new Set([...own.terms, ...context.terms])];
  return {
    ...own,
    words: [...own.words, ...added],
    terms,
    expansions: [...new Set([...own.expansions, ...context.expansions])].filter((term) => !terms.includes(term)),
  };
}
