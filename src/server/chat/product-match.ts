import { analysisData, wordsOf } from '@/content/assistant';
import type { Locale } from '@/i18n/locales';
import { getRoute, type RoutePath } from '@/content/routes';
import { analyze, fold, stem } from './analyzer';
import type { KnowledgeDoc, ProductFact } from './knowledge';
import { SERIES_WORDS, YEAR, type AnalysedQuestion, type QueryWord } from './question';
import type { ChatIndex, Hit } from './search-index';
import { synonymsOf } from './synonyms';

/**
 * Source selection among the price lists: the models a question names, or the series, brand or
 * category it asks about.
 */

/** Model words that say nothing about which product is meant. */
const GENERIC_MODEL_TERMS = new Set(wordsOf(analysisData.genericModelWords).map((word) => stem(word)));

const categoryHeadsOf = new WeakMap<ChatIndex, ReadonlySet<string>>();

/**
 * The head nouns of every category ("Grafikkarte"): a model word that means one of them ("GPU")
 * asks about the category, not about the one model that has it in its name.
 */
function categoryHeads(index: ChatIndex): ReadonlySet<string> {
  let heads = categoryHeadsOf.get(index);
  if (!heads) {
    heads = new Set([...index.productTerms.values()].flatMap((terms) => [...terms.head]));
    categoryHeadsOf.set(index, heads);
  }
  return heads;
}

const goodsTermsOf = new WeakMap<ChatIndex, ReadonlySet<string>>();

/** The model, brand and category words of every price list (made once per index). */
function goodsTerms(index: ChatIndex): ReadonlySet<string> {
  const terms = new Set<string>();
  for (const model of index.modelTerms.values()) for (const term of model) terms.add(term);
  for (const product of index.productTerms.values())
    for (const set of [product.brand, product.category, product.head]) for (const term of set) terms.add(term);
  goodsTermsOf.set(index, terms);
  return terms;
}

/**
 * Whether the question names goods: a model, a name the site does not know ("Commodore 64"), or a
 * word of a price list's models, brands or categories. "Sind eure Preise brutto oder netto?" names
 * none: it asks about prices in general, and "no price for that" would answer nothing.
 */
export function namesGoods(query: AnalysedQuestion, index: ChatIndex): boolean {
  return (
    query.namesModel ||
    query.seriesNumbers.size > 0 ||
    query.words.some((word) => !word.known) ||
    namesGoodsWord(query, index)
  );
}

/** Whether a word of the question is one of the lists' model, brand or category words. */
export function namesGoodsWord(query: AnalysedQuestion, index: ChatIndex): boolean {
  const known = goodsTermsOf.get(index) ?? goodsTerms(index);
  // (A bare number is in some model's name, "1" in "Megapack (1. Generation)": it names no goods.)
  return query.words.some((word) => [...word.primary].some((term) => /[a-z]/.test(term) && known.has(term)));
}

export type ProductHit = {
  doc: KnowledgeDoc & { product: ProductFact };
  covered: Set<string>;
  ratio: number;
  key: string;
};

/** A bare number names a model when few models carry it ("4090", not "5"). */
const MAX_MODELS_PER_NUMBER = 6;

/** Products whose model number (with a model word, or a bare model number) the question names; per number the best-covered models. */
export function matchProducts(hits: Hit[], index: ChatIndex, query: AnalysedQuestion): ProductHit[] {
  const matches: ProductHit[] = [];
  const queryNumbers = query.terms.filter((term) => /\d/.test(term));
  // A lone digit ("0" of "4.0", "5.0") is shared by too many models to name one.
  const isSpecific = (term: string) =>
    term.length > 1 || /[a-z]/.test(term) || queryNumbers.every((n) => n.length === 1);
  for (const hit of hits) {
    const product = hit.doc.product;
    if (!product) continue;
    const modelTerms = index.modelTerms.get(hit.doc.id);
    if (!modelTerms) continue;
    const covered = new Set(hit.terms.filter((term) => modelTerms.has(term)));
    const digitTerms = [...covered].filter((term) => /\d/.test(term));
    const brandTerms = new Set(product.brand ? analyze(product.brand) : []);
    // Words that name what a product is ("battery", "storage") do not make a number a model
    // number: "3 pallets of batteries" is no "HVM 8.3".
    const alpha = [...covered].filter(
      (term) =>
        !/\d/.test(term) && !brandTerms.has(term) && !GENERIC_MODEL_TERMS.has(term) && !categoryHeads(index).has(term),
    );
    const bareNumber = digitTerms.some(
      (term) => query.modelNumbers.has(term) && (index.modelTermFrequency.get(term) ?? 0) <= MAX_MODELS_PER_NUMBER,
    );
    const strong =
      digitTerms.length > 0 && (alpha.length > 0 || digitTerms.some((term) => /[a-z]/.test(term)) || bareNumber);
    if (!strong) continue;
    // A number of the question's own must be among them: "Powerwall 1" is no Powerwall 2, though
    // "powerwall" begins "powerwall2" (without a number, "Powerwall" lists the models).
    if (queryNumbers.length > 0 && !digitTerms.some((term) => queryNumbers.includes(term) && isSpecific(term)))
      continue;
    // … and without one, a model number must begin with a word of the question ("powerwall" →
    // Powerwall 2), not merely resemble it ("generation" is no "1. Generation").
    if (queryNumbers.length === 0 && !digitTerms.some((term) => query.terms.some((own) => term.startsWith(own))))
      continue;
    // A family token alone ("i7", "r9") does not name this model when the question names another
    // number: "i7-4770" is no i7-14700K.
    const specific = digitTerms.filter((term) => !/^[a-z]+\d$/.test(term));
    if (specific.length === 0 && [...query.modelNumbers].some((number) => !modelTerms.has(number))) continue;
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
export function matchGroup(
  query: AnalysedQuestion,
  index: ChatIndex,
  locale: Locale,
  intent: { trade: boolean; price: boolean },
): { label: string; products: KnowledgeDoc[] } | undefined {
  const products = [...index.docs.values()].filter((doc) => doc.product && doc.locale === locale);
  const info = (doc: KnowledgeDoc) => index.productTerms.get(doc.id)!;
  const covers = (word: QueryWord, terms: ReadonlySet<string>) => [...word.terms].some((term) => terms.has(term));
  // A brand counts when all its words are whole words of the question ("Pure Storage", not
  // "storage" alone; "Alle Marken" is no part of "Markenfälschungen").
  const queryTerms = new Set(query.words.flatMap((word) => [word.word, stem(word.word)]));
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
      !synonymsOf(term).some((synonym) => categoryHeads(index).has(synonym)) &&
      (index.modelTermFrequency.get(term) ?? 0) > 0,
  );
  const brandWords = query.words.filter((word) => [...word.terms].some((term) => brandTerms.includes(term)));
  const otherWords = query.words.filter((word) => !brandWords.includes(word));
  // A word the site never uses ("Nintendo Switch", "Galaxy S7") means another product than ours,
  // unless a brand and series of ours are named and the word is no model number ("BYD HVM towers").
  // … unless it stands apart from the goods named ("ein Pylontech-Speicher im Gartenhaus").
  const unknown = query.words.filter(
    (word) =>
      !word.known &&
      !isSeriesWord(word, query) &&
      !YEAR.test(word.word) &&
      (brandNames.size === 0 || besideGoods(word, query, index)),
  );
  if (
    unknown.length > 0 &&
    (brandTerms.length === 0 || series.length === 0 || unknown.some((word) => /\d/.test(word.word)))
  )
    return undefined;
  /** The question names this product's category: a word covers its head noun and every word fits. */
  const namesCategory = (doc: KnowledgeDoc, words: QueryWord[]) =>
    words.length > 0 &&
    words.some((word) => covers(word, info(doc).head)) &&
    words.every((word) => covers(word, info(doc).category) || covers(word, info(doc).brand));
  /** Every word, whole (its stem, or with `synonyms` a synonym too), is one of the category's words. */
  const namesCategoryWhole = (doc: KnowledgeDoc, words: QueryWord[], synonyms: boolean) =>
    words.length > 0 &&
    words.every((word) =>
      synonyms ? [...word.primary].some((term) => info(doc).whole.has(term)) : info(doc).whole.has(stem(word.word)),
    );

  let selected: KnowledgeDoc[] = [];
  let label = '';
  // "RTX 30er", "RX 6000 series": the models whose number starts with the series' digits.
  if (query.seriesNumbers.size > 0) {
    const numbersOf = (doc: KnowledgeDoc) =>
      [...(index.modelTerms.get(doc.id) ?? [])].filter(
        (term) =>
          /^\d{3,5}$/.test(term) &&
          [...query.seriesNumbers].some((prefix) => term.startsWith(prefix) && term.length > prefix.length),
      );
    const inSeries = products.filter(
      (doc) =>
        numbersOf(doc).length > 0 &&
        series.every((term) => index.modelTerms.get(doc.id)?.has(term)) &&
        (brandTerms.length === 0 || ofBrand(doc)),
    );
    if (inSeries.length > 0) {
      // Named by the model numbers the lists carry ("RTX 3070–3090"), never by the visitor's "30xx".
      const numbers = [...new Set(inSeries.flatMap(numbersOf))].sort((a, b) => Number(a) - Number(b));
      const range = numbers.length <= 3 ? numbers.join('/') : `${numbers[0]}–${numbers[numbers.length - 1]}`;
      return { label: `${seriesLabelFrom(inSeries)} ${range}`, products: inSeries };
    }
  }
  if (series.length > 0) {
    selected = products.filter((doc) => series.every((term) => index.modelTerms.get(doc.id)?.has(term)));
    // A word that names a category ("Switches") asks for that category, not for the one model
    // of another list that has it in its name ("Tesla Backup Switch").
    const byCategory = products.filter((doc) => series.every((term) => info(doc).head.has(term)));
    if (byCategory.length > 0 && byCategory.some((doc) => !selected.includes(doc))) {
      selected = brandTerms.length > 0 ? byCategory.filter(ofBrand) : byCategory;
      const categories = [...new Set(selected.map((doc) => doc.product!.category))];
      if (selected.length > 0) {
        label = categories.slice(0, 2).join(', ');
        return { label, products: selected };
      }
    }
    if (brandTerms.length > 0) selected = selected.filter(ofBrand);
    label = [...new Set(selected.map((doc) => seriesLabel(doc.product!.model, series)))].join(', ');
  }
  if (selected.length === 0 && brandTerms.length > 0) {
    const brandProducts = products.filter(ofBrand);
    // With a brand named, one word naming the category is enough ("Huawei storage batteries").
    const narrowed = brandProducts.filter((doc) => otherWords.some((word) => covers(word, info(doc).head)));
    // A brand with a word we cannot place ("Huawei P30 Handy") is not a question about the whole brand;
    // a brand with words the site knows ("Tesla batteries") is.
    if (otherWords.length === 0 || narrowed.length > 0 || otherWords.every((word) => word.known)) {
      selected = narrowed.length > 0 ? narrowed : brandProducts;
      const brand = brandProducts[0]?.product?.brand ?? '';
      const categories = [...new Set(narrowed.map((doc) => doc.product!.category))];
      label = narrowed.length > 0 && categories.length <= 2 ? `${brand} (${categories.join(', ')})` : brand;
    }
  }
  // A category alone needs a question about prices ("Which batteries do you buy?" asks what we take).
  if (selected.length === 0 && brandTerms.length === 0 && intent.price) {
    // The words as written ("Batteriespeicher"), then with synonyms ("Arbeitsspeicher" → RAM),
    // then by their compound parts ("Speicher").
    selected = products.filter((doc) => namesCategoryWhole(doc, query.words, false));
    if (selected.length === 0) selected = products.filter((doc) => namesCategoryWhole(doc, query.words, true));
    if (selected.length === 0) selected = products.filter((doc) => namesCategory(doc, query.words));
    // "Switches und Router": each word names a category of its own; together they ask for both.
    if (selected.length === 0 && query.words.length > 1) {
      const perWord = query.words.map((word) => products.filter((doc) => namesCategoryWhole(doc, [word], true)));
      if (perWord.every((docs) => docs.length > 0)) selected = [...new Set(perWord.flat())];
    }
    const categories = [...new Set(selected.map((doc) => doc.product!.category))];
    const pages = [...new Set(selected.map((doc) => getRoute(doc.path).label[locale]))];
    label = categories.length <= 2 ? categories.join(', ') : pages.slice(0, 2).join(', ');
  }
  return selected.length > 0 ? { label, products: selected } : undefined;
}

/** Whether a word stands next to a brand, model or category word of the lists ("Samsung Galaxy"). */
function besideGoods(word: QueryWord, query: AnalysedQuestion, index: ChatIndex): boolean {
  const goods = (token: string | undefined) =>
    token !== undefined &&
    (index.brands.has(stem(token)) ||
      (index.modelTermFrequency.get(stem(token)) ?? 0) > 0 ||
      categoryHeads(index).has(stem(token)));
  return query.tokens.some(
    (token, i) => token === word.word && (/\d/.test(token) || goods(query.tokens[i - 1]) || goods(query.tokens[i + 1])),
  );
}

/** A word that only says "series" or names one by its digits ("30er", "40 series"). */
function isSeriesWord(word: QueryWord, query: AnalysedQuestion): boolean {
  const digits = /^(\d{1,4})/.exec(word.word)?.[1];
  return (
    SERIES_WORDS.has(word.word) ||
    (digits !== undefined && [...query.seriesNumbers].some((prefix) => digits.startsWith(prefix)))
  );
}

/** How much of the question a product's own words (name, specification, brand, category) must answer. */
const DESCRIBED_COVERAGE = 0.6;

/**
 * Products the question describes in words instead of by model, series or category name ("wifi
 * access points", "NetApp or Pure Storage arrays"): the product documents that answer the largest
 * share of the question's words, at least `DESCRIBED_COVERAGE` of their weight. A word left over
 * that the site never uses, or a number, means another product ("Nintendo Switch"): none then.
 */
export function matchDescribedProducts(hits: Hit[], query: AnalysedQuestion): KnowledgeDoc[] {
  const total = query.words.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return [];
  let best = 0;
  let chosen: KnowledgeDoc[] = [];
  for (const hit of hits) {
    if (!hit.doc.product) continue;
    const matched = new Set(hit.terms);
    const covered = query.words.filter((word) => [...word.terms].some((term) => matched.has(term)));
    const left = query.words.filter((word) => !covered.includes(word));
    if (left.some((word) => !word.known || /\d/.test(word.word))) continue;
    const share = covered.reduce((sum, word) => sum + word.weight, 0) / total;
    if (share < DESCRIBED_COVERAGE || share < best - 1e-9) continue;
    if (share > best + 1e-9) chosen = [];
    best = Math.max(best, share);
    chosen.push(hit.doc);
  }
  return chosen;
}

/** One document per model and price (the same item on two price lists is one product). */
export function dedupeProducts(docs: KnowledgeDoc[]): KnowledgeDoc[] {
  const seen = new Map<string, KnowledgeDoc>();
  for (const doc of docs) {
    const key = `${fold(doc.product!.model)}|${doc.product!.maxPriceEur}`;
    if (!seen.has(key)) seen.set(key, doc);
  }
  return [...seen.values()];
}

/** The price-list pages of the documents, each once. */
export function pathsOf(docs: KnowledgeDoc[]): RoutePath[] {
  return [...new Set(docs.map((doc) => doc.path))];
}

/** "Huawei LUNA2000-5-S0" with series term "luna" → "Huawei LUNA2000". */
function seriesLabel(model: string, series: string[]): string {
  const words = model.split(/\s+/);
  const end = words.findIndex((word) => series.some((term) => fold(word).includes(term)));
  if (end < 0) return model;
  return [...words.slice(0, end), words[end]!.split('-')[0]].join(' ');
}

/** The words all the models share ("NVIDIA GeForce RTX"), or the first one's category. */
export function seriesLabelFrom(docs: KnowledgeDoc[]): string {
  const models = docs.map((doc) => doc.product!.model.split(/\s+/));
  const first = models[0] ?? [];
  let common = 0;
  while (common < first.length && models.every((words) => words[common] === first[common])) common += 1;
  return common > 0 ? first.slice(0, common).join(' ') : docs[0]!.product!.category;
}

/** The goods an earlier question named, as their price list's label ("Server-Hardware"), if any. */
export function goodsOf(hits: Hit[], index: ChatIndex, earlier: AnalysedQuestion): string | undefined {
  const named = matchProducts(hits, index, earlier)[0]?.doc;
  return named ? getRoute(named.path).label[named.locale] : undefined;
}
