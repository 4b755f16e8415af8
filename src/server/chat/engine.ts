import type { Locale } from '@/i18n/locales';
import { getRoute, type RoutePath } from '@/content/routes';
import { localizedPath } from '@/lib/site-url';
import { analyze, fold, foldPattern, rawTokens, stem, STOPWORDS } from './analyzer';
import { buildFacts, type Fact } from './facts';
import { ABROAD, detectLanguage, EUROPE, detectSmallTalk, INTENT_STEMS, PRICE_PATTERN, TRADE_PATTERN } from './intents';
import type { KnowledgeDoc, KnowledgeSource, ProductFact } from './knowledge';
import * as say from './replies';
import { buildIndex, searchIndex, synonymsOf, type ChatIndex, type Hit, type Query } from './search-index';

export type ChatSource = { title: string; url: string };

export type AnswerKind = 'product' | 'group' | 'fact' | 'page' | 'no-price' | 'small-talk' | 'fallback';

export type ChatAnswer = {
  /** The whole reply: disclosure (first reply of a session), main answer, follow-up offers. */
  response: string;
  /** The answer proper, built from the facts. */
  main: string;
  /** Offers of contact, valuation or battery sale (carry the widget's follow-up words). */
  followUps: string[];
  sources: ChatSource[];
  locale: Locale;
  kinds: AnswerKind[];
  /** Sentences the answer is built from (the only context an optional language model gets). */
  facts: string[];
};

export type AnswerOptions = {
  /** The page language the request came from; the question's own language wins. */
  locale?: Locale;
  /** The first reply of a session starts with the AI disclosure (Art. 50 AI Act). */
  firstInSession?: boolean;
};

/** Model words that say nothing about which product is meant. */
const GENERIC_MODEL_TERMS = new Set(
  [
    'pro',
    'plus',
    'max',
    'ultra',
    'premium',
    'box',
    'battery',
    'module',
    'modul',
    'series',
    'serie',
    'smart',
    'power',
    'home',
    'energy',
    'solar',
    'storage',
    'speicher',
    'lite',
    'mini',
    'hv',
    'kit',
    'set',
    'unit',
    'system',
    'ssd',
    'gb',
    'tb',
    'kw',
    'kwh',
    'wp',
  ].map((word) => stem(word)),
);
const BATTERY_TERMS = new Set(
  ['akku', 'batteri', 'lithium', 'lifepo4', 'powerwall', 'energiespeich', 'batteriespeich'].map((w) => stem(w)),
);
const MAX_LISTED = 4;
const PICKUP_WORDS = foldPattern(/\b(abhol\w*|holen wir|pick ?up|collect\w*)\b/);
const HOW_LONG = foldPattern(/\b(wie lange|dauer\w*|how long)\b/);

type QueryWord = { word: string; terms: Set<string> };

type Analysed = Query & {
  words: QueryWord[];
  /** The question names a specific model ("C480", "iPhone 6", "Commodore 64"). */
  namesModel: boolean;
};

type ProductHit = { doc: KnowledgeDoc & { product: ProductFact }; covered: Set<string>; ratio: number; key: string };

export function createChatEngine(sources: readonly KnowledgeSource[]) {
  let cached: { index: ChatIndex; facts: Fact[] } | undefined;
  const state = () => (cached ??= { index: buildIndex(sources), facts: buildFacts() });

  function analyseQuestion(question: string, index: ChatIndex): Analysed {
    const vocabulary = index.vocabulary;
    const words: QueryWord[] = [];
    for (const token of new Set(rawTokens(fold(question)))) {
      if (token.length > 40 || STOPWORDS.has(token) || INTENT_STEMS.has(stem(token))) continue;
      if (token.length < 2 && !/\d/.test(token)) continue;
      const terms = new Set(analyze(token, { vocabulary }));
      if (terms.size > 0) words.push({ word: token, terms });
    }
    const tokens = rawTokens(fold(question));
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

  function matchProducts(hits: Hit[], index: ChatIndex): ProductHit[] {
    const matches: ProductHit[] = [];
    for (const hit of hits) {
      const product = hit.doc.product;
      if (!product) continue;
      const modelTerms = index.modelTerms.get(hit.doc.id);
      if (!modelTerms) continue;
      const covered = new Set(hit.terms.filter((term) => modelTerms.has(term)));
      const digitTerms = [...covered].filter((term) => /\d/.test(term));
      const brandTerms = new Set(product.brand ? analyze(product.brand) : []);
      const alpha = [...covered].filter((term) => !/\d/.test(term) && !brandTerms.has(term));
      const strong = digitTerms.length > 0 && (alpha.length > 0 || digitTerms.some((term) => /[a-z]/.test(term)));
      if (!strong) continue;
      const key = digitTerms
        .filter((term) => /^\d+$/.test(term) || /[a-z]/.test(term))
        .sort()
        .join('+');
      matches.push({ doc: hit.doc as ProductHit['doc'], covered, ratio: covered.size / modelTerms.size, key });
    }
    // Per mentioned model number keep the best-covered models (ties are listed together).
    const best = new Map<string, number>();
    for (const match of matches) best.set(match.key, Math.max(best.get(match.key) ?? 0, match.ratio));
    return matches.filter((match) => match.ratio >= (best.get(match.key) ?? 0) - 1e-9);
  }

  /** Products of a series ("Threadripper", "Powerwall"), a brand and/or a category named in the question. */
  function matchGroup(
    query: Analysed,
    index: ChatIndex,
    locale: Locale,
    priceIntent: boolean,
  ): { label: string; products: KnowledgeDoc[] } | undefined {
    const products = [...index.docs.values()].filter((doc) => doc.product && doc.locale === locale);
    const info = (doc: KnowledgeDoc) => index.productTerms.get(doc.id)!;
    const covers = (word: QueryWord, terms: ReadonlySet<string>) => [...word.terms].some((term) => terms.has(term));
    // A brand counts when all its words are in the question ("Pure Storage", not "storage" alone).
    const queryTerms = new Set(query.terms);
    const brandNames = new Set(
      [...index.brands.values()].filter((brand) => analyze(brand).every((term) => queryTerms.has(term))),
    );
    const brandTerms = query.terms.filter((term) => [...brandNames].some((brand) => analyze(brand).includes(term)));
    const ofBrand = (doc: KnowledgeDoc) => brandNames.has(doc.product!.brand ?? '');
    // Series: a distinctive model word, and a whole word of the question (not a compound part or join).
    const wordStems = new Set(query.words.map((word) => stem(word.word)));
    const series = query.terms.filter(
      (term) =>
        wordStems.has(term) &&
        !/\d/.test(term) &&
        term.length >= 3 &&
        !GENERIC_MODEL_TERMS.has(term) &&
        !brandTerms.includes(term) &&
        (index.modelTermFrequency.get(term) ?? 0) > 0,
    );
    const brandWords = query.words.filter((word) => [...word.terms].some((term) => brandTerms.includes(term)));
    const otherWords = query.words.filter((word) => !brandWords.includes(word));
    /** The question names this product's category: a word covers its head noun and every word fits. */
    const namesCategory = (doc: KnowledgeDoc, words: QueryWord[]) =>
      words.length > 0 &&
      words.some((word) => covers(word, info(doc).head)) &&
      words.every((word) => covers(word, info(doc).category) || covers(word, info(doc).brand));

    let selected: KnowledgeDoc[] = [];
    let label = '';
    if (series.length > 0) {
      selected = products.filter((doc) => series.every((term) => index.modelTerms.get(doc.id)?.has(term)));
      if (brandTerms.length > 0) selected = selected.filter(ofBrand);
      label = [...new Set(selected.map((doc) => seriesLabel(doc.product!.model, series)))].join(', ');
    }
    if (selected.length === 0 && brandTerms.length > 0) {
      const brandProducts = products.filter(ofBrand);
      // With a brand named, one word naming the category is enough ("Huawei storage batteries").
      const narrowed = brandProducts.filter((doc) => otherWords.some((word) => covers(word, info(doc).head)));
      // A brand with a word we cannot place ("Huawei P30 Handy") is not a question about the whole brand.
      if (otherWords.length === 0 || narrowed.length > 0) {
        selected = narrowed.length > 0 ? narrowed : brandProducts;
        const brand = brandProducts[0]?.product?.brand ?? '';
        const categories = [...new Set(narrowed.map((doc) => doc.product!.category))];
        label = narrowed.length > 0 && categories.length <= 2 ? `${brand} (${categories.join(', ')})` : brand;
      }
    }
    if (selected.length === 0 && brandTerms.length === 0 && priceIntent) {
      selected = products.filter((doc) => namesCategory(doc, query.words));
      const categories = [...new Set(selected.map((doc) => doc.product!.category))];
      const pages = [...new Set(selected.map((doc) => getRoute(doc.path).label[locale]))];
      label = categories.length <= 2 ? categories.join(', ') : pages.slice(0, 2).join(', ');
    }
    return selected.length > 0 ? { label, products: selected } : undefined;
  }

  function answer(question: string, options: AnswerOptions = {}): ChatAnswer {
    const { index, facts } = state();
    const locale = detectLanguage(question, options.locale);
    const folded = fold(question);
    const query = analyseQuestion(question, index);
    const hits = searchIndex(index, query, locale, 80);
    const priceIntent = PRICE_PATTERN.test(folded);
    const tradeIntent = priceIntent || TRADE_PATTERN.test(folded);
    const talk = detectSmallTalk(folded);

    const parts: string[] = [];
    const used: RoutePath[] = [];
    const kinds: AnswerKind[] = [];
    const factLines: string[] = [];
    const cite = (path: RoutePath) => {
      if (!used.includes(path)) used.push(path);
    };
    const add = (text: string, kind: AnswerKind) => {
      parts.push(text);
      factLines.push(text);
      if (!kinds.includes(kind)) kinds.push(kind);
    };

    // 1. Named models.
    const products = matchProducts(hits, index);
    let offerValuation = false;
    if (products.length > 0) {
      const unique = dedupeProducts(products.map((match) => match.doc));
      if (unique.length === 1) {
        add(say.singleProduct(unique[0]!.product!, locale), 'product');
      } else if (unique.length <= MAX_LISTED + 2) {
        add(
          [say.productListIntro(locale), ...unique.map((doc) => `• ${say.productLine(doc.product!, locale)}`)].join(
            '\n',
          ),
          'product',
        );
      } else {
        addGroup(unique, seriesLabelFrom(unique), locale);
      }
      for (const path of pathsOf(unique)) {
        add(say.priceListLink(path, getRoute(path).label[locale], locale), 'product');
        cite(path);
      }
      offerValuation = true;
    } else if ((tradeIntent || query.words.length <= 2) && !query.namesModel) {
      // 2. A series, brand or category.
      const group = matchGroup(query, index, locale, tradeIntent);
      if (group && query.words.length > 0) {
        const unique = dedupeProducts(group.products);
        if (unique.length === 1) add(say.singleProduct(unique[0]!.product!, locale), 'group');
        else addGroup(unique, group.label, locale);
        for (const path of pathsOf(unique).slice(0, 3)) {
          add(say.priceListLink(path, getRoute(path).label[locale], locale), 'group');
          cite(path);
        }
        offerValuation = true;
      }
    }

    // 3. Process and company facts.
    const abroad = ABROAD.find((country) => country.pattern.test(folded));
    let factHits = facts.filter((fact) => fact.pattern.test(folded) && !fact.unless?.test(folded));
    if (factHits.some((fact) => !fact.general)) factHits = factHits.filter((fact) => !fact.general);
    // "Auch in die Schweiz?" is a pickup question even without the word.
    if (abroad && factHits.length === 0 && kinds.length === 0)
      factHits.push(...facts.filter((fact) => fact.topic === 'pickup'));
    for (const fact of factHits) {
      if (fact.topic === 'valuation' && kinds.includes('product') && !HOW_LONG.test(folded)) continue;
      if (fact.topic === 'contact' && (kinds.length > 0 || talk.includes('human'))) continue;
      add(say.factWithLink(fact.text[locale], fact.path, locale), 'fact');
      if (fact.topic === 'valuation' || fact.topic === 'process') offerValuation = true;
      cite(fact.path);
      if (fact.topic === 'pickup' && abroad) {
        offerValuation = true;
        const published =
          index.docsMentioning(abroad.pattern, locale)[0] ??
          hits
            .map((hit) => hit.doc)
            .find(
              (doc) => doc.kind !== 'product' && EUROPE.test(fold(doc.text)) && PICKUP_WORDS.test(fold(doc.text)),
            ) ??
          index.docsMentioning(EUROPE, locale).find((doc) => doc.path === '/agb' && PICKUP_WORDS.test(fold(doc.text)));
        if (published) {
          add(say.abroadPublished(abroad.name[locale], published.text, published.path, locale), 'page');
          cite(published.path);
        } else {
          add(say.abroadUnknown(abroad.name[locale], locale), 'fact');
          cite('/kontakt');
        }
      }
    }

    // A page section that answers every word of the question adds its detail ("Ist die Abholung kostenlos?").
    if (kinds.includes('fact') && !kinds.includes('product') && !kinds.includes('group')) {
      const detail = relevantPages(hits, query, true, 1).find(
        (hit) => hit.doc.kind === 'section' && !parts.some((part) => part.includes(hit.doc.text)),
      );
      if (detail) {
        add(say.pageQuote(detail.doc.title, detail.doc.text, detail.doc.path, locale), 'page');
        cite(detail.doc.path);
      }
    }

    // 4. Small talk, when that is all the message is.
    const contentWords = query.words.filter(
      (word) => !/^(ki|ai|bot|chatbot|mensch|human|person|team)$/.test(word.word),
    );
    if (
      parts.length === 0 &&
      talk.length > 0 &&
      (contentWords.length <= 1 || talk.includes('identity') || talk.includes('human'))
    ) {
      parts.push(say.smallTalk(talk[0]!, locale));
      kinds.push('small-talk');
      if (talk[0] === 'identity' || talk[0] === 'human') cite('/kontakt');
    }

    // 5. Pages, or the honest "no price".
    if (parts.length === 0) {
      const pages = relevantPages(hits, query, tradeIntent);
      if (priceIntent) add(say.noPrice(locale), 'no-price');
      if (tradeIntent) offerValuation = true;
      for (const hit of pages.slice(0, tradeIntent ? 1 : 2)) {
        add(say.pageQuote(hit.doc.title, hit.doc.text, hit.doc.path, locale), 'page');
        cite(hit.doc.path);
      }
      if (parts.length === 0) {
        parts.push(say.fallback(locale));
        kinds.push('fallback');
        cite('/kontakt');
      }
    }

    const main = parts.join('\n\n');
    const followUps: string[] = [];
    if (offerValuation && !kinds.includes('fallback')) {
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
      response: composeResponse({ main, followUps, locale, firstInSession: options.firstInSession ?? false }),
      main,
      followUps,
      sources: used.map((path) => ({ title: getRoute(path).title[locale], url: localizedPath(path, locale) })),
      locale,
      kinds,
      facts: factLines,
    };

    function addGroup(docs: KnowledgeDoc[], label: string, lang: Locale) {
      const priced = docs.filter((doc) => doc.product!.maxPriceEur !== null);
      const prices = priced.map((doc) => doc.product!.maxPriceEur!);
      if (prices.length === 0) {
        add(
          [
            say.productListIntro(lang),
            ...docs.slice(0, MAX_LISTED).map((doc) => `• ${say.productLine(doc.product!, lang)}`),
          ].join('\n'),
          'group',
        );
        return;
      }
      const top = [...priced].sort((a, b) => b.product!.maxPriceEur! - a.product!.maxPriceEur!).slice(0, MAX_LISTED);
      add(
        [
          say.groupIntro(label, Math.min(...prices), Math.max(...prices), docs.length, lang),
          ...(prices.length > 1 ? top.map((doc) => `• ${say.productLine(doc.product!, lang)}`) : []),
        ].join('\n'),
        'group',
      );
    }
  }

  /** Pages that cover at least half of the question's words; `exact` ignores typo matches. */
  function relevantPages(hits: Hit[], query: Analysed, exact: boolean, minCoverage = 0.5): Hit[] {
    if (query.words.length === 0) return [];
    const chosen: Hit[] = [];
    const seen = new Set<string>();
    const topScore = hits.find((hit) => hit.doc.kind !== 'product')?.score ?? 0;
    for (const hit of hits) {
      if (hit.doc.kind === 'product' || hit.doc.kind === 'fact' || seen.has(hit.doc.path)) continue;
      const matched = new Set(exact ? hit.terms : hit.queryTerms);
      const coveredWords = query.words.filter((word) => [...word.terms].some((term) => matched.has(term))).length;
      if (coveredWords / query.words.length < minCoverage || hit.score < topScore * 0.5) continue;
      seen.add(hit.doc.path);
      chosen.push(hit);
    }
    return chosen;
  }

  return { answer, index: () => state().index };
}

export type ChatEngine = ReturnType<typeof createChatEngine>;

function searchExpansions(terms: string[]): string[] {
  const out = new Set<string>();
  for (const term of terms) for (const synonym of synonymsOf(term)) if (!terms.includes(synonym)) out.add(synonym);
  return [...out];
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

function dedupeProducts(docs: KnowledgeDoc[]): KnowledgeDoc[] {
  const seen = new Map<string, KnowledgeDoc>();
  for (const doc of docs) {
    const key = `${fold(doc.product!.model)}|${doc.product!.maxPriceEur}`;
    if (!seen.has(key)) seen.set(key, doc);
  }
  return [...seen.values()];
}

function pathsOf(docs: KnowledgeDoc[]): RoutePath[] {
  return [...new Set(docs.map((doc) => doc.path))];
}

/** "Huawei LUNA2000-5-S0" with series term "luna" → "Huawei LUNA2000". */
function seriesLabel(model: string, series: string[]): string {
  const words = model.split(/\s+/);
  const end = words.findIndex((word) => series.some((term) => fold(word).includes(term)));
  if (end < 0) return model;
  return [...words.slice(0, end), words[end]!.split('-')[0]].join(' ');
}

function seriesLabelFrom(docs: KnowledgeDoc[]): string {
  const models = docs.map((doc) => doc.product!.model.split(/\s+/));
  const first = models[0] ?? [];
  let common = 0;
  while (common < first.length && models.every((words) => words[common] === first[common])) common += 1;
  return common > 0 ? first.slice(0, common).join(' ') : docs[0]!.product!.category;
}
