import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/content/routes';
import { analyze, fold, foldedWords, splitCompound, stem, STOPWORDS } from './analyzer';
import { buildLanguageModel, type LanguageModel, type LanguageWords } from './intents';
import type { KnowledgeDoc, KnowledgeSource } from './knowledge';
import { SYNONYM_TERMS, synonymsOf } from './synonyms';

export type ChatIndex = {
  docs: ReadonlyMap<string, KnowledgeDoc>;
  vocabulary: ReadonlySet<string>;
  /** Analysed terms of every product's model name (for model-number matching). */
  modelTerms: ReadonlyMap<string, ReadonlySet<string>>;
  /** How many product models (per locale) contain a term: distinctive terms are rare. */
  modelTermFrequency: ReadonlyMap<string, number>;
  /** Per product document: analysed brand, category and the category's head noun (last word, last compound part). */
  productTerms: ReadonlyMap<
    string,
    {
      brand: ReadonlySet<string>;
      category: ReadonlySet<string>;
      /** The category's whole words (no compound parts: "Servermodule" is not "Module"). */
      whole: ReadonlySet<string>;
      head: ReadonlySet<string>;
    }
  >;
  /** Brand terms (analysed) → brand name as written in the catalogue. */
  brands: ReadonlyMap<string, string>;
  search: MiniSearch<KnowledgeDoc>;
  /** How often the site's texts use each word, per language (language detection). */
  languageWords: LanguageWords;
  /** How German or English a word looks (letter trigrams of the site's texts, language detection). */
  languageModel: LanguageModel;
  /**
   * How rare a term is among the page and section passages (inverse document frequency, both
   * languages): "Staplerakku" says more about the question than "Batterie".
   */
  rarity(term: string): number;
  /** Page and section documents (no products, no facts) whose text matches a folded pattern. */
  docsMentioning(pattern: RegExp, locale: Locale): KnowledgeDoc[];
};

export function buildIndex(sources: readonly KnowledgeSource[]): ChatIndex {
  const all = sources.flatMap((source) => source.docs());
  const docs = new Map(all.map((doc) => [doc.id, doc]));

  const vocabulary = new Set<string>(SYNONYM_TERMS);
  const languageWords = new Map<string, { de: number; en: number }>();
  const pageWords: Array<[string, Locale]> = [];
  for (const doc of all) {
    for (const token of foldedWords(`${doc.title} ${doc.text}`)) {
      const count = languageWords.get(token) ?? { de: 0, en: 0 };
      count[doc.locale] += 1;
      languageWords.set(token, count);
      // Product names are the same in both languages: they say nothing about how a language looks.
      if (doc.kind !== 'product') pageWords.push([token, doc.locale]);
    }
    for (const token of foldedWords(`${doc.title} ${doc.text} ${doc.keywords ?? ''}`)) {
      if (token.length >= 3 && !/\d/.test(token)) vocabulary.add(stem(token));
    }
  }

  const modelTerms = new Map<string, Set<string>>();
  const modelTermFrequency = new Map<string, number>();
  const brands = new Map<string, string>();
  const productTerms = new Map<
    string,
    { brand: Set<string>; category: Set<string>; whole: Set<string>; head: Set<string> }
  >();
  for (const doc of all) {
    if (!doc.product) continue;
    // The category as the list names it and as the page is labelled ("Grafikkarten", "Fronius-Wechselrichter").
    const label = getRoute(doc.path).label[doc.locale];
    const names = [doc.product.category, label];
    const head = new Set<string>();
    for (const name of names) {
      const lastWord =
        foldedWords(name)
          .filter((token) => !/\d/.test(token))
          .pop() ?? '';
      if (!lastWord) continue;
      head.add(stem(lastWord));
      const parts = splitCompound(lastWord, vocabulary);
      if (parts.length > 0) head.add(stem(parts[parts.length - 1]!));
    }
    // Every noun of the page's label names its goods too ("Server-Hardware": server, hardware).
    for (const token of foldedWords(label)) if (token.length >= 3 && !STOPWORDS.has(token)) head.add(stem(token));
    productTerms.set(doc.id, {
      brand: new Set(doc.product.brand ? analyze(doc.product.brand) : []),
      category: new Set(analyze(names.join(' '), { vocabulary })),
      whole: new Set(analyze(names.join(' '))),
      head,
    });
    const terms = new Set(analyze(doc.product.model, { vocabulary }));
    modelTerms.set(doc.id, terms);
    if (doc.locale === 'de')
      for (const term of terms) modelTermFrequency.set(term, (modelTermFrequency.get(term) ?? 0) + 1);
    if (doc.product.brand) {
      for (const term of analyze(doc.product.brand)) brands.set(term, doc.product.brand);
    }
  }

  let passageCount = 0;
  const termPassages = new Map<string, number>();
  for (const doc of all) {
    if (doc.kind !== 'section' && doc.kind !== 'page') continue;
    passageCount += 1;
    for (const term of new Set(analyze(`${doc.title} ${doc.text}`, { vocabulary })))
      termPassages.set(term, (termPassages.get(term) ?? 0) + 1);
  }
  const rarity = (term: string) => Math.log(1 + passageCount / (1 + (termPassages.get(term) ?? 0)));

  const search = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'text', 'keywords'],
    idField: 'id',
    tokenize: (text) => analyze(text, { vocabulary }),
    processTerm: (term) => term,
    searchOptions: { boost: { title: 2, keywords: 1.2, text: 1 } },
  });
  search.addAll(all);
  const foldedText = new Map(all.map((doc) => [doc.id, fold(doc.text)]));
  const docsMentioning = (pattern: RegExp, locale: Locale) =>
    all.filter(
      (doc) =>
        doc.locale === locale &&
        (doc.kind === 'section' || doc.kind === 'page') &&
        pattern.test(foldedText.get(doc.id)!),
    );
  return {
    docs,
    vocabulary,
    modelTerms,
    modelTermFrequency,
    productTerms,
    brands,
    search,
    languageWords,
    languageModel: buildLanguageModel(pageWords),
    rarity,
    docsMentioning,
  };
}

export type Query = {
  /** Content terms of the question (intent words removed). */
  terms: string[];
  /** Terms added from synonym groups. */
  expansions: string[];
};

export type Hit = SearchResult & { doc: KnowledgeDoc };

/** Typo tolerance: none for model numbers and short words, 1 edit from 5 letters, 2 from 9. */
function fuzziness(term: string): number {
  if (/\d/.test(term) || term.length < 5 || term.length > 24) return 0;
  return term.length >= 9 ? 2 : 1;
}

export function searchIndex(index: ChatIndex, query: Query, locale: Locale, limit = 40): Hit[] {
  if (query.terms.length === 0) return [];
  const expansions = new Set(query.expansions);
  const results = index.search.search([...query.terms, ...query.expansions].join(' '), {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    fuzzy: (term) => fuzziness(term),
    maxFuzzy: 2,
    boostTerm: (term) => (expansions.has(term) ? 0.6 : 1),
    filter: (result) => index.docs.get(result.id)?.locale === locale,
  });
  return results.slice(0, limit).map((result) => ({ ...result, doc: index.docs.get(result.id)! }));
}

/**
 * The best passages (sections and page descriptions) on the given pages for any terms, intent
 * words included: what a topic's page says about "Angebot annehmen" when retrieval proper has
 * dropped "Angebot" as a mere price word.
 */
export function searchPages(
  index: ChatIndex,
  terms: Iterable<string>,
  locale: Locale,
  paths: readonly string[],
  ids?: ReadonlySet<string>,
): Hit[] {
  const base = [...terms];
  const query = [...new Set([...base, ...base.flatMap((term) => synonymsOf(term))])].join(' ');
  if (query === '') return [];
  return index.search
    .search(query, {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      filter: (result) => {
        const doc = index.docs.get(result.id);
        if (ids && !ids.has(result.id)) return false;
        return doc?.locale === locale && paths.includes(doc.path) && (doc.kind === 'section' || doc.kind === 'page');
      },
    })
    .map((result) => ({ ...result, doc: index.docs.get(result.id)! }));
}
