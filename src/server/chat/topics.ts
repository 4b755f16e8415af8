import type { RoutePath } from '@/content/routes';
import { fold } from './analyzer';
import { topicData } from '@/content/assistant';
import { compileConcepts, conceptRule, meetsConcept, type CompiledConcept } from './concepts';
import { dataPattern } from './intents';
import type { KnowledgeDoc } from './knowledge';
import type { Hit } from './search-index';

/**
 * Topics a visitor asks about in many words, recognised by concept (`concepts.ts`): the pages and
 * page sections that answer them rank first among the page passages (`page-match.ts`). A topic
 * names where the answer stands (pages, or the headings of the sections that answer it), never
 * the answer itself: every word of a reply still comes from the page it quotes.
 */
/** A topic's name (the key of its entry in src/content/assistant/topics/). */
export type TopicName = string;

export type Topic = {
  name: TopicName;
  rules: readonly CompiledConcept[];
  pages: readonly RoutePath[];
  titles?: RegExp;
  clause?: RegExp;
  whoAsks?: boolean;
  byQuestion?: boolean;
};

export const TOPICS: readonly Topic[] = topicData.map((spec) => ({
  name: spec.name,
  rules: compileConcepts(spec.rules.map(conceptRule)),
  pages: (spec.pages ?? []) as RoutePath[],
  titles: spec.titles === undefined ? undefined : dataPattern(spec.titles),
  clause: spec.clause === undefined ? undefined : dataPattern(spec.clause),
  whoAsks: spec.whoAsks,
  byQuestion: spec.byQuestion,
}));

/** The topics a question's concept terms meet. */
export function detectTopics(concepts: ReadonlySet<string>): Topic[] {
  return TOPICS.filter((topic) => meetsConcept(topic.rules, concepts));
}

const titled = (topic: Topic, doc: KnowledgeDoc) =>
  topic.titles !== undefined &&
  doc.kind === 'section' &&
  topic.titles.test(fold(doc.title)) &&
  (topic.clause === undefined || topic.clause.test(fold(doc.text)));

/**
 * Whether a passage answers one of the topics: on one of its pages, or under one of its headings
 * (with both, under one of its headings on one of its pages).
 */
export function answersTopic(hit: Hit, topics: readonly Topic[]): boolean {
  return topics.some((topic) => {
    const onPage = topic.pages.includes(hit.doc.path);
    if (topic.pages.length > 0 && topic.titles) return onPage && titled(topic, hit.doc);
    return onPage || titled(topic, hit.doc);
  });
}

const sectionsOf = new WeakMap<ReadonlyMap<string, KnowledgeDoc>, Map<string, KnowledgeDoc[]>>();

/**
 * The sections of a topic's pages under its headings (for topics that name both), topic by topic;
 * found once per topic and language, as the documents do not change.
 */
export function topicSections(
  docs: ReadonlyMap<string, KnowledgeDoc>,
  topics: readonly Topic[],
  locale: string,
): KnowledgeDoc[] {
  let cache = sectionsOf.get(docs);
  if (!cache) {
    cache = new Map();
    sectionsOf.set(docs, cache);
  }
  return topics.flatMap((topic) => {
    if (topic.pages.length === 0 || !topic.titles) return [];
    const key = `${topic.name}:${locale}`;
    let found = cache.get(key);
    if (!found) {
      found = [...docs.values()].filter(
        (doc) => doc.locale === locale && topic.pages.includes(doc.path) && titled(topic, doc),
      );
      cache.set(key, found);
    }
    return found;
  });
}

/**
 * Two topics together name one section: a topic of headings alone ("what does it cost") on the
 * pages of a topic of pages (counterfeits): the cost section of the counterfeit page.
 */
export function combinedSections(
  docs: Iterable<KnowledgeDoc>,
  topics: readonly Topic[],
  locale: string,
): KnowledgeDoc[] {
  const headings = topics.filter((topic) => topic.titles && topic.pages.length === 0);
  const pages = topics.filter((topic) => topic.pages.length > 0 && !topic.titles).flatMap((topic) => topic.pages);
  if (headings.length === 0 || pages.length === 0) return [];
  const out: KnowledgeDoc[] = [];
  for (const doc of docs)
    if (doc.locale === locale && pages.includes(doc.path) && headings.some((topic) => titled(topic, doc)))
      out.push(doc);
  return out;
}
