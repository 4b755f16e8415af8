import { intentsData } from '@/content/assistant';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/content/routes';
import { analyze, fold, foldedWords } from './analyzer';
import { addGroup, MAX_LISTED, type AnswerDraft } from './answer-draft';
import { groupTerms, meetsConcept } from './concepts';
import type { Fact } from './facts';
import type { KnowledgeDoc } from './knowledge';
import { ABROAD, COST_PATTERN, dataPattern, EUROPE, type SmallTalk } from './intents';
import { DURATION, relevantPages } from './page-match';
import {
  dedupeProducts,
  matchDescribedProducts,
  matchGroup,
  matchProducts,
  namesGoods,
  pathsOf,
  seriesLabelFrom,
} from './product-match';
import type { AnalysedQuestion } from './question';
import * as say from './replies';
import { searchIndex, searchPages, type ChatIndex, type Hit } from './search-index';
import { answersTopic, combinedSections, topicSections, type Topic } from './topics';

/**
 * Intent routing: the steps that answer a question, in order. Each adds what it knows to the
 * draft; later steps look at what earlier ones added.
 */
export type Turn = {
  index: ChatIndex;
  facts: readonly Fact[];
  locale: Locale;
  /** The question, folded (analyzer `fold`). */
  folded: string;
  query: AnalysedQuestion;
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
};

export type AnswerStep = (turn: Turn, draft: AnswerDraft) => void;

const PICKUP_WORDS = dataPattern(intentsData.pickup);
const HOW_LONG = dataPattern(intentsData.howLong);

/** What a service costs, how data is erased, counterfeits, certificates: no goods of a price list. */
const asksAboutService = (topics: readonly Topic[]) =>
  topics.some((topic) => topic.name !== 'evBattery' && !topic.whoAsks);

/** 0. A question no page can answer gets the friendly out-of-scope reply, and nothing else. */
export const answerOutOfScope: AnswerStep = ({ locale, outOfScope }, draft) => {
  if (!outOfScope) return;
  draft.addReply(say.outOfScope(locale), 'fallback');
  draft.cite('/kontakt');
};

/** 1. Named models; 2. otherwise a series, brand or category. */
export const answerProducts: AnswerStep = (
  { index, locale, folded, query, hits, priceIntent, tradeIntent, topics },
  draft,
) => {
  const products = matchProducts(hits, index, query);
  if (products.length > 0) {
    const unique = dedupeProducts(products.map((match) => match.doc));
    if (unique.length === 1) {
      draft.add(say.singleProduct(unique[0]!.product!, locale), 'product');
    } else if (unique.length <= MAX_LISTED + 2) {
      draft.add(
        [say.productListIntro(locale), ...unique.map((doc) => `• ${say.productLine(doc.product!, locale)}`)].join('\n'),
        'product',
      );
    } else {
      addGroup(draft, unique, seriesLabelFrom(unique));
    }
    for (const path of pathsOf(unique)) {
      draft.add(say.priceListLink(path, getRoute(path).label[locale], locale), 'product');
      draft.cite(path);
    }
    draft.offerValuation = true;
  } else if (
    (tradeIntent || query.words.length <= 2) &&
    !query.namesModel &&
    // A topic makes it a question about a service, unless the goods' price is asked ("Preisbereich
    // für HPE-ProLiant-Server"); what a service costs ("Was kostet ein Container?") is no price of goods.
    (!asksAboutService(topics) || (priceIntent && !COST_PATTERN.test(folded)))
  ) {
    // Only a question about what goods earn: "Which batteries do you buy?" asks what we take.
    const described = priceIntent ? matchDescribedProducts(hits, query) : [];
    const group =
      matchGroup(query, index, locale, { trade: tradeIntent, price: priceIntent }) ??
      (described.length > 0 ? { label: seriesLabelFrom(described), products: described } : undefined);
    if (group && query.words.length > 0) {
      const unique = dedupeProducts(group.products);
      let listed: KnowledgeDoc[] = [];
      if (unique.length === 1) draft.add(say.singleProduct(unique[0]!.product!, locale), 'group');
      else listed = addGroup(draft, unique, group.label);
      // The pages of the models named come first: every price shown stands on a cited list.
      // … and the page of the lowest price, which the range quotes too.
      const priced = unique.filter((doc) => doc.product!.maxPriceEur !== null);
      const lowest = priced.reduce<KnowledgeDoc | undefined>(
        (min, doc) => (min && min.product!.maxPriceEur! <= doc.product!.maxPriceEur! ? min : doc),
        undefined,
      );
      const named = [...new Set([...pathsOf(listed), ...(lowest ? [lowest.path] : [])])];
      const paths = [...new Set([...named, ...pathsOf(unique)])].slice(0, Math.max(3, named.length));
      for (const path of paths) {
        draft.add(say.priceListLink(path, getRoute(path).label[locale], locale), 'group');
        draft.cite(path);
      }
      draft.offerValuation = true;
    }
  }
};

/** 3. Process and company facts, with what the content says about pickups abroad. */
export const answerFacts: AnswerStep = ({ index, facts, locale, folded, concepts, hits, talk, topics }, draft) => {
  const { kinds } = draft;
  const abroad = ABROAD.find((country) => country.pattern.test(folded));
  const byConcept = new Set(facts.filter((fact) => meetsConcept(fact.concepts, concepts)));
  let factHits = facts.filter(
    (fact) => (fact.pattern.test(folded) || byConcept.has(fact)) && !fact.unless?.test(folded),
  );
  // A general answer gives way to a specific one, unless the question asks for it by concept
  // ("Wie gehe ich vor, um … zu verkaufen?" wants the whole process, not only the payment).
  if (factHits.some((fact) => !fact.general))
    factHits = factHits.filter((fact) => !fact.general || byConcept.has(fact));
  // The cost of a pickup answers "what does pickup cost" better than how pickup works.
  if (factHits.some((fact) => fact.topic === 'pickupCost'))
    factHits = factHits.filter((fact) => fact.topic !== 'pickup');
  // "Auch in die Schweiz?" is a pickup question even without the word.
  if (abroad && factHits.length === 0 && kinds.length === 0)
    factHits.push(...facts.filter((fact) => fact.topic === 'pickup'));
  // A topic that names a section on the fact's page answers what the fact is not about.
  const sectioned = topics.filter((topic) => topic.titles || topic.clause);
  factHits = factHits.filter(
    (fact) => !fact.beside || fact.beside.test(folded) || !sectioned.some((topic) => topic.pages.includes(fact.path)),
  );
  // What was answered before the facts (a price, a page): the contact details would only repeat.
  const before = [...kinds];
  for (const fact of factHits) {
    if (fact.topic === 'valuation' && before.includes('product') && !HOW_LONG.test(folded)) continue;
    if (fact.topic === 'contact' && (before.length > 0 || talk.includes('human'))) continue;
    draft.add(say.factWithLink(fact.text[locale], fact.path, locale), 'fact');
    if (fact.topic === 'valuation' || fact.topic === 'process') draft.offerValuation = true;
    draft.cite(fact.path);
    for (const path of fact.also ?? []) draft.cite(path);
    if (fact.topic === 'pickup' && abroad) {
      draft.offerValuation = true;
      const published =
        // A country of the general list ("Polen") is looked up as "Europe" near a pickup word:
        // the word alone also means battery poles.
        (abroad.region === 'abroad' ? undefined : index.docsMentioning(abroad.pattern, locale)[0]) ??
        hits
          .map((hit) => hit.doc)
          .find((doc) => doc.kind !== 'product' && EUROPE.test(fold(doc.text)) && PICKUP_WORDS.test(fold(doc.text))) ??
        index.docsMentioning(EUROPE, locale).find((doc) => doc.path === '/agb' && PICKUP_WORDS.test(fold(doc.text)));
      if (published) {
        draft.add(say.abroadPublished(abroad.region, published.text, published.path, locale), 'page');
        draft.cite(published.path);
      } else {
        draft.add(say.abroadUnknown(abroad.region, locale), 'fact');
        draft.cite('/kontakt');
      }
    }
  }
};

const globals = new WeakMap<RegExp, RegExp>();
/** The global twin of a pattern (for all its matches in a question), made once per pattern. */
function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    globals.set(pattern, global);
  }
  return global;
}

/** 3b. After a fact, the passage on what the fact left open ("Ist die Abholung kostenlos?"). */
export const answerFactDetail: AnswerStep = ({ index, locale, query, hits, facts, folded, topics }, draft) => {
  const { kinds, parts } = draft;
  if (!kinds.includes('fact') || kinds.includes('product') || kinds.includes('group')) return;
  // Else the page about what the fact did not answer: "Staplerakku abholen lassen" is a pickup
  // (the fact) of a forklift battery (the page on industrial batteries).
  const wordsOf = (patterns: RegExp[]) =>
    new Set(
      patterns.flatMap((pattern) => [...folded.matchAll(globalOf(pattern))].flatMap((match) => foldedWords(match[0]))),
    );
  // A country the pickup fact answered for is no topic of its own ("Polen" are no battery poles).
  const countries = wordsOf(ABROAD.map((country) => country.pattern));
  const own = { ...query, words: query.words.filter((word) => !countries.has(word.word)) };
  const spoken = wordsOf(facts.map((fact) => fact.pattern));
  const rest = own.words.filter((word) => !spoken.has(word.word));
  // Only when the question says more than the fact answered: a passage that merely repeats
  // "Abholung" adds nothing.
  if (rest.length === 0) return;
  const unquoted = (hit: Hit) => !draft.quoted.has(hit.doc.id) && !parts.some((part) => part.includes(hit.doc.text));
  // The rest is searched on its own too: the fact's words ("pickup", "batteries") fill the
  // question's hits with pickup passages and can push the one about the rest ("property") out.
  const restQuery = {
    ...query,
    words: rest,
    terms: [...new Set(rest.flatMap((word) => [...word.primary]))],
    expansions: [],
  };
  const detail =
    relevantPages(hits, own, true, 1).find((hit) => hit.doc.kind === 'section' && unquoted(hit)) ??
    (rest.length < own.words.length
      ? (relevantPages(hits, restQuery, true, 0.5).find(unquoted) ??
        relevantPages(searchIndex(index, restQuery, locale, 40), restQuery, true, 0.5).find(unquoted))
      : undefined);
  if (detail) quote(draft, detail.doc, query, topics);
};

/**
 * 6. A topic that names the section answering it ("what if I do not accept the valuation" → the
 * terms' "Prüfung und Bewertung") adds that section after a fact or page answer: the fact says
 * how valuation works, the section what happens when the visitor says no.
 */
export const answerTopicSection: AnswerStep = (turn, draft) => {
  if (draft.parts.length === 0 || draft.kinds.includes('fallback') || draft.kinds.includes('small-talk')) return;
  const first = addTopicSection(turn, draft, turn.topics);
  if (!first) return;
  // A question of two topics ("what is checked when the goods arrive": the terms' clause and the
  // mission's steps) gets the other topic's section too.
  const answered = (topic: Topic) => topicSections(turn.index.docs, [topic], turn.locale).includes(first);
  const others = turn.topics.filter((topic) => !answered(topic));
  if (others.length < turn.topics.length) addTopicSection(turn, draft, others);
};

/** Quotes the best open section of the topics given; returns it. */
function addTopicSection(
  { index, locale, concepts, query, folded }: Turn,
  draft: AnswerDraft,
  topics: readonly Topic[],
): KnowledgeDoc | undefined {
  const sections = topicSections(index.docs, topics, locale);
  if (sections.length === 0) return undefined;
  // The topic's first page first (the terms before a page's FAQ), then the best-ranked section.
  const pages = topics.flatMap((topic) => topic.pages);
  const rank = (doc: KnowledgeDoc) => pages.indexOf(doc.path);
  // A section already quoted has been said: another topic's section adds what is still open.
  // A topic that names its clause ("who bears the risk in transit") is more specific than one
  // that names a heading ("liability"): its sections come first.
  const unquoted = sections.filter((doc) => !draft.quoted.has(doc.id));
  const clauses = topics.filter((topic) => topic.clause);
  const byClause = unquoted.filter((doc) =>
    clauses.some((topic) => topicSections(index.docs, [topic], locale).includes(doc)),
  );
  const open = byClause.length > 0 ? byClause : unquoted;
  if (open.length === 0) return undefined;
  const onFirstPage = open.filter((doc) => rank(doc) === Math.min(...open.map(rank)));
  // The words that made the topic ("special transport") choose among its sections first.
  const naming = topics.filter((topic) => topic.pages.length > 0 && topic.titles && !topic.byQuestion);
  const evidence = [...concepts].filter((term) =>
    naming.some((topic) => topic.rules.some((rule) => rule.all.some((group) => groupTerms(group).includes(term)))),
  );
  const ids = new Set(onFirstPage.map((doc) => doc.id));
  // (A topic chosen by the question's other words searches with the question's words only.)
  const words = onFirstPage.some((doc) => topics.some((topic) => topic.byQuestion && topic.pages.includes(doc.path)))
    ? analyze(folded, { vocabulary: index.vocabulary, language: locale })
    : concepts;
  const best =
    searchPages(index, evidence, locale, pages, ids)[0]?.doc ??
    searchPages(index, words, locale, pages, ids)[0]?.doc ??
    onFirstPage[0]!;
  quote(draft, best, query, topics);
  return best;
}

/** 4. Small talk, when that is all the message is. */
export const answerSmallTalk: AnswerStep = ({ locale, query, talk }, draft) => {
  const contentWords = query.words.filter((word) => !/^(ki|ai|bot|chatbot|mensch|human|person|team)$/.test(word.word));
  if (
    draft.parts.length === 0 &&
    talk.length > 0 &&
    (contentWords.length <= 1 || talk.includes('identity') || talk.includes('human'))
  ) {
    draft.addReply(say.smallTalk(talk[0]!, locale), 'small-talk');
    if (talk[0] === 'identity' || talk[0] === 'human') draft.cite('/kontakt');
  }
};

/** Passages quoted from one page at most (the second only where it answers more of the question). */
const PASSAGES_PER_PAGE = 2;

/** 5. Nothing yet: pages that cover the question, the honest "no price", or the fallback. */
export const answerFromPages: AnswerStep = (turn, draft) => {
  const { index, locale, query, concepts, hits, priceIntent, tradeIntent, topics } = turn;
  if (draft.parts.length > 0) return;
  const prefer =
    topics.length > 0 ? (hit: Hit) => topics.filter((topic) => answersTopic(hit, [topic])).length : undefined;
  let pages = relevantPages(hits, query, tradeIntent, 0.4, prefer, PASSAGES_PER_PAGE);
  // A topic's page answers first, even when the question shares few words with it ("Was passiert
  // mit gefälschter Ware?").
  const topicPages = topics.flatMap((topic) => topic.pages);
  const leadsOnTopic = pages[0] !== undefined && topicPages.includes(pages[0].doc.path);
  const onTopic = topicPages.length > 0 && !leadsOnTopic ? bestOnTopic(turn, topicPages) : undefined;
  if (onTopic) pages = [onTopic, ...pages.filter((hit) => hit.doc.path !== onTopic.doc.path)];
  // "Was kostet die Vernichtung gefälschter Ware?": the cost section of the counterfeit page.
  const combined = combinedSections(index.docs.values(), topics, locale);
  if (combined.length > 0) {
    const best =
      searchPages(index, concepts, locale, topicPages, new Set(combined.map((doc) => doc.id)))[0] ??
      asHit(combined[0]!);
    pages = [best, ...pages.filter((hit) => hit.doc.id !== best.doc.id && hit.doc.path !== best.doc.path)];
  }
  // "Was kostet die Entsorgung?" asks about a service, not about goods on a price list; a model
  // the lists lack ("Antminer S9") gets its "no price" whatever topic the question also meets.
  if (priceIntent && (query.namesModel || !asksAboutService(topics)) && namesGoods(query, index))
    draft.add(say.noPrice(locale), 'no-price');
  if (tradeIntent) draft.offerValuation = true;
  // Two pages at most: "Nehmt ihr …?" is answered by the page about it and the next best, as any
  // other question (each with a second passage where it answers what the first leaves open).
  const quotedPages = [...new Set(pages.map((hit) => hit.doc.path))].slice(0, 2);
  for (const hit of pages) if (quotedPages.includes(hit.doc.path)) quote(draft, hit.doc, query, topics);
  if (draft.parts.length === 0) {
    draft.addReply(say.fallback(locale), 'fallback');
    draft.cite('/kontakt');
    draft.cite('/ankaufsliste');
  }
};

/**
 * The best passage on a topic's pages: one that answers most of the question's topics ("what does
 * destroying counterfeits cost": the counterfeit page's section on cost), ranked like any passage
 * (words covered, headings that ask the question); else a section the topic names, else the
 * page's best passage or its own description.
 */
function bestOnTopic({ index, locale, query, concepts, hits, topics }: Turn, topicPages: readonly string[]) {
  const passages = hits.filter(
    (hit) => topicPages.includes(hit.doc.path) && hit.doc.kind !== 'product' && hit.doc.kind !== 'fact',
  );
  const ranked = relevantPages(passages, query, false, 0);
  const answered = (hit: Hit) => topics.filter((topic) => answersTopic(hit, [topic])).length;
  const most = Math.max(0, ...ranked.map(answered));
  const titled = topicSections(index.docs, topics, locale);
  const section =
    searchPages(index, concepts, locale, topicPages, new Set(titled.map((doc) => doc.id)))[0]?.doc ?? titled[0];
  return (
    (most > 0 ? ranked.find((hit) => answered(hit) === most) : undefined) ??
    passages.find((hit) => answersTopic(hit, topics)) ??
    (section ? asHit(section) : undefined) ??
    ranked[0] ??
    passages[0] ??
    searchPages(index, concepts, locale, topicPages)[0] ??
    pageDoc(index, topicPages[0]!, locale)
  );
}

/** Quotes a passage (once per answer) with the sentences that answer the question, and cites its page. */
function quote(draft: AnswerDraft, doc: KnowledgeDoc, query: AnalysedQuestion, topics: readonly Topic[] = []): void {
  if (draft.quoted.has(doc.id)) return;
  draft.quoted.add(doc.id);
  // The clause a topic names on this page answers it ("electric vans" in the CO₂ figures' basis).
  const clauses = topics.flatMap((topic) => (topic.clause && topic.pages.includes(doc.path) ? [topic.clause] : []));
  draft.add(say.pageQuote(doc.title, doc.text, doc.path, draft.locale, relevanceOf(query, clauses)), 'page');
  draft.cite(doc.path);
}

/** How much a sentence answers the question: which sentences to quote. */
function relevanceOf(query: AnalysedQuestion, clauses: readonly RegExp[] = []): (sentence: string) => number {
  const terms = new Set([...query.terms, ...query.expansions]);
  // "How soon": a sentence that states a duration answers it, whatever its words.
  const when = (sentence: string) => (query.asksWhen && DURATION.test(sentence) ? 1 : 0);
  const named = (sentence: string) => (clauses.some((clause) => clause.test(fold(sentence))) ? CLAUSE_RELEVANCE : 0);
  return (sentence) =>
    new Set(analyze(sentence).filter((term) => terms.has(term))).size + when(sentence) + named(sentence);
}

/** What a sentence with a topic's clause counts for among the question's words. */
const CLAUSE_RELEVANCE = 3;

/** A document as a search hit that matched nothing (chosen by topic, not by words). */
const asHit = (doc: KnowledgeDoc): Hit => ({ id: doc.id, score: 0, terms: [], queryTerms: [], match: {}, doc }) as Hit;

/** A page's own document (its title and description) as a search hit. */
function pageDoc(index: ChatIndex, path: string, locale: Locale): Hit | undefined {
  const doc = [...index.docs.values()].find((d) => d.kind === 'page' && d.path === path && d.locale === locale);
  return doc ? asHit(doc) : undefined;
}

/** The steps in the order they run. */
export const ANSWER_STEPS: readonly AnswerStep[] = [
  answerOutOfScope,
  answerProducts,
  answerFacts,
  answerFactDetail,
  answerSmallTalk,
  answerFromPages,
  answerTopicSection,
];
