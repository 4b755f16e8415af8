import { analyze, foldedWords, stem, STOPWORDS } from './analyzer';
import { INTENT_STEMS } from './intents';
import { synonymsOf, type ChatIndex, type Query } from './search-index';

/**
 * Question analysis: the words of a visitor's question (without stop and intent words), their
 * search terms with synonyms, and whether it names a specific model.
 */
export type QueryWord = { word: string; terms: Set<string> };

export type AnalysedQuestion = Query & {
  words: QueryWord[];
  /** The question names a specific model ("C480", "iPhone 6", "Commodore 64"). */
  namesModel: boolean;
};

export function analyseQuestion(question: string, index: ChatIndex): AnalysedQuestion {
  const vocabulary = index.vocabulary;
  const words: QueryWord[] = [];
  for (const token of new Set(foldedWords(question))) {
    if (token.length > 40 || STOPWORDS.has(token) || INTENT_STEMS.has(stem(token))) continue;
    if (token.length < 2 && !/\d/.test(token)) continue;
    const terms = new Set(analyze(token, { vocabulary }));
    if (terms.size > 0) words.push({ word: token, terms });
  }
  const tokens = foldedWords(question);
  const namesModel = tokens.some((token, i) => {
    if (!/\d/.test(token)) return false;
    if (/[a-z]/.test(token) || /^\d{3,}$/.test(token)) return true;
    const before = tokens[i - 1];
    return (
      before !== undefined && /^[a-z]{2,}$/.test(before) && !STOPWORDS.has(before) && !INTENT_STEMS.has(stem(before))
    );
  });
  const terms = new Set(analyze(question, { vocabulary }).filter((term) => !INTENT_STEMS.has(term)));
  for (const word of words) for (const term of word.terms) terms.add(term);
  const base = [...terms];
  const expansions = searchExpansions(base);
  for (const word of words)
    for (const term of [...word.terms]) for (const synonym of synonymsOf(term)) word.terms.add(synonym);
  return { terms: base, expansions, words, namesModel };
}

function searchExpansions(terms: string[]): string[] {
  const out = new Set<string>();
  for (const term of terms) for (const synonym of synonymsOf(term)) if (!terms.includes(synonym)) out.add(synonym);
  return [...out];
}
