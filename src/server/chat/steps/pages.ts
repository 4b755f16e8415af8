import { analyze } from '../analyzer';
import { factPart, kindsOf, quotedIds, replyPart, type Part } from '../answer-parts';
import { groupTerms } from '../concepts';
import type { KnowledgeDoc } from '../knowledge';
import { relevantPages } from '../page-match';
import { namesGoods } from '../product-match';
import * as say from '../replies';
import { searchPages, type Hit } from '../search-index';
import { answersTopic, combinedSections, topicSections, type Topic } from '../topics';
import { asHit, asksAboutService, pageDoc, quotePart, topicEvidence, type AnswerStep, type Turn } from './turn';

/** Passages quoted from one page at most (the second only where it answers more of the question). */
const PASSAGES_PER_PAGE = 2;

/** 5. Nothing yet: pages that cover the question, the honest "no price", or the fallback. */
export const answerFromPages: AnswerStep = (turn, before) => {
  const { index, locale, query, concepts, hits, priceIntent, tradeIntent, topics } = turn;
  if (before.length > 0) return [];
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
  let combinedBest: Hit | undefined;
  if (combined.length > 0) {
    const best =
      searchPages(index, concepts, locale, topicPages, new Set(combined.map((doc) => doc.id)))[0] ??
      asHit(combined[0]!);
    pages = [best, ...pages.filter((hit) => hit.doc.id !== best.doc.id && hit.doc.path !== best.doc.path)];
    combinedBest = best;
  }
  const parts: Part[] = [];
  // "Was kostet die Entsorgung?" asks about a service, not about goods on a price list; a model
  // the lists lack ("Antminer S9") gets its "no price" whatever topic the question also meets.
  if (priceIntent && (query.namesModel || !asksAboutService(topics)) && namesGoods(query, index))
    parts.push(factPart('no-price', say.noPrice(locale)));
  // Two pages at most: "Nehmt ihr …?" is answered by the page about it and the next best, as any
  // other question (each with a second passage where it answers what the first leaves open).
  const quotedPages = [...new Set(pages.map((hit) => hit.doc.path))].slice(0, 2);
  const quoted = new Set<string>();
  for (const hit of pages) {
    if (!quotedPages.includes(hit.doc.path) || quoted.has(hit.doc.id)) continue;
    quoted.add(hit.doc.id);
    const found = hit === onTopic || hit.doc.id === combinedBest?.doc.id ? 'on-topic' : 'page';
    parts.push({ ...quotePart(hit.doc, query, locale, topics, topicEvidence(hit.doc, turn)), found });
  }
  if (parts.length === 0) return [replyPart('fallback', say.fallback(locale), ['/kontakt', '/ankaufsliste'])];
  return tradeIntent ? parts.map((part, i) => (i === 0 ? { ...part, offersValuation: true } : part)) : parts;
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

/**
 * 6. A topic that names the section answering it ("what if I do not accept the valuation" → the
 * terms' "Prüfung und Bewertung") adds that section after a fact or page answer: the fact says
 * how valuation works, the section what happens when the visitor says no.
 */
export const answerTopicSection: AnswerStep = (turn, before) => {
  const kinds = kindsOf(before);
  if (before.length === 0 || kinds.includes('fallback') || kinds.includes('small-talk')) return [];
  const first = topicSection(turn, before, turn.topics);
  if (!first) return [];
  // A question of two topics ("what is checked when the goods arrive": the terms' clause and the
  // mission's steps) gets the other topic's section too.
  const answered = (topic: Topic) => topicSections(turn.index.docs, [topic], turn.locale).includes(first.doc!);
  const others = turn.topics.filter((topic) => !answered(topic));
  const second = others.length < turn.topics.length ? topicSection(turn, [...before, first], others) : undefined;
  return second ? [first, second] : [first];
};

/** The best open section of the topics given, quoted. */
function topicSection(turn: Turn, before: readonly Part[], topics: readonly Topic[]): Part | undefined {
  const { index, locale, concepts, query, folded } = turn;
  const sections = topicSections(index.docs, topics, locale);
  if (sections.length === 0) return undefined;
  // The topic's first page first (the terms before a page's FAQ), then the best-ranked section.
  const pages = topics.flatMap((topic) => topic.pages);
  const rank = (doc: KnowledgeDoc) => pages.indexOf(doc.path);
  // A section already quoted has been said: another topic's section adds what is still open.
  // A topic that names its clause ("who bears the risk in transit") is more specific than one
  // that names a heading ("liability"): its sections come first.
  const quoted = quotedIds(before);
  const unquoted = sections.filter((doc) => !quoted.has(doc.id));
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
  return { ...quotePart(best, query, locale, topics, topicEvidence(best, turn)), found: 'topic' };
}
