import { intentsData } from '@/content/assistant';
import { analyze, fold, foldedWords } from '../analyzer';
import { answeredWords, factPart, kindsOf, quotedIds, type Part } from '../answer-parts';
import { conceptEvidence, meetsConcept } from '../concepts';
import { ABROAD, dataPattern, EUROPE, type AbroadRegion } from '../intents';
import { relevantPages } from '../page-match';
import * as say from '../replies';
import { searchIndex, type Hit } from '../search-index';
import { quotePart, relevanceOf, type AnswerStep, type Turn } from './turn';

type Abroad = { pattern: RegExp; region: AbroadRegion };

const PICKUP_WORDS = dataPattern(intentsData.pickup);
const HOW_LONG = dataPattern(intentsData.howLong);

/** 3. Process and company facts, with what the content says about pickups abroad. */
export const answerFacts: AnswerStep = (turn, before) => {
  const { facts, locale, folded, query, concepts, talk, topics, earlierFacts } = turn;
  const abroad = ABROAD.find((country) => country.pattern.test(folded));
  const byConcept = new Set(facts.filter((fact) => meetsConcept(fact.concepts, concepts)));
  let factHits = facts.filter(
    (fact) => (fact.pattern.test(folded) || byConcept.has(fact)) && !fact.unless?.test(folded),
  );
  // A follow-up may be answered by what the earlier question asked ("und wie lange dauert das?").
  factHits.push(...earlierFacts.filter((fact) => !factHits.includes(fact)));
  // A general answer gives way to a specific one, unless the question asks for it by concept
  // ("Wie gehe ich vor, um … zu verkaufen?" wants the whole process, not only the payment).
  if (factHits.some((fact) => !fact.general))
    factHits = factHits.filter((fact) => !fact.general || byConcept.has(fact));
  // The cost of a pickup answers "what does pickup cost" better than how pickup works.
  if (factHits.some((fact) => fact.topic === 'pickupCost'))
    factHits = factHits.filter((fact) => fact.topic !== 'pickup');
  // "Auch in die Schweiz?" is a pickup question even without the word.
  if (abroad && factHits.length === 0 && before.length === 0)
    factHits.push(...facts.filter((fact) => fact.topic === 'pickup'));
  // A topic that names a section on the fact's page answers what the fact is not about.
  const sectioned = topics.filter((topic) => topic.titles || topic.clause);
  factHits = factHits.filter(
    (fact) => !fact.beside || fact.beside.test(folded) || !sectioned.some((topic) => topic.pages.includes(fact.path)),
  );
  // What was answered before the facts (a price, a page): the contact details would only repeat.
  const answered = kindsOf(before);
  const parts: Part[] = [];
  for (const fact of factHits) {
    if (fact.topic === 'valuation' && answered.includes('product') && !HOW_LONG.test(folded)) continue;
    if (fact.topic === 'contact' && (answered.length > 0 || talk.includes('human'))) continue;
    // The fact answers the words that made it, and those its text holds.
    const evidence = [
      ...analyze([...folded.matchAll(globalOf(fact.pattern))].map((match) => match[0]).join(' ')),
      ...conceptEvidence(fact.concepts, concepts),
    ];
    const answers = answeredWords(query, [fact.text[locale]], evidence);
    parts.push({
      ...factPart('fact', say.factWithLink(fact.text[locale], fact.path, locale, relevanceOf(query), say.FACT_LENGTH), [
        fact.path,
        ...(fact.also ?? []),
      ]),
      brief: say.factWithLink(fact.text[locale], fact.path, locale, relevanceOf(query), say.BRIEF_LENGTH),
      body: fact.text[locale],
      offersValuation: fact.topic === 'valuation' || fact.topic === 'process' || (fact.topic === 'pickup' && !!abroad),
      answers,
      labels: [fact.topic],
      found: 'fact',
    });
    if (fact.topic === 'pickup' && abroad) parts.splice(-1, 1, abroadPart(turn, abroad, answers));
  }
  return parts;
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

/**
 * A pickup abroad: what a page says for the country when the question is about that page's goods
 * ("PV-Anlage in Tirol": the solar services' express pickup), else what the terms say about Europe,
 * named for the goods the conversation is about ("Server-Hardware in Österreich"); else that our
 * published terms do not say, with the inquiry form. It replaces the pickup fact (about Germany).
 */
function abroadPart({ index, locale, folded, query, hits, goods }: Turn, abroad: Abroad, asked: Set<string>): Part {
  const onTopic = new Set(hits.slice(0, ABROAD_PAGES).map((hit) => hit.doc.path));
  const published =
    // A country of the general list ("Polen") is looked up as "Europe" near a pickup word:
    // the word alone also means battery poles.
    (abroad.region === 'abroad'
      ? undefined
      : index.docsMentioning(abroad.pattern, locale).find((doc) => onTopic.has(doc.path))) ??
    index.docsMentioning(EUROPE, locale).find((doc) => doc.path === '/agb' && PICKUP_WORDS.test(fold(doc.text))) ??
    hits
      .map((hit) => hit.doc)
      .find((doc) => doc.kind !== 'product' && EUROPE.test(fold(doc.text)) && PICKUP_WORDS.test(fold(doc.text)));
  const country = analyze([...folded.matchAll(globalOf(abroad.pattern))].map((match) => match[0]).join(' '));
  const text = published
    ? say.abroadPublished(abroad.region, published.text, published.path, locale, goods, relevanceOf(query))
    : say.abroadUnknown(abroad.region, locale);
  return {
    ...factPart(published ? 'page' : 'fact', text, published ? [published.path] : ['/kontakt']),
    answers: new Set([...asked, ...answeredWords(query, [], country)]),
    labels: ['pickup', ...(published ? [published.path] : [])],
    found: 'abroad',
    offersValuation: true,
  };
}

/** The pages of the best search hits: a country's own mention counts when it is on one of them. */
const ABROAD_PAGES = 8;

/** 3b. After a fact, the passage on what the fact left open ("Ist die Abholung kostenlos?"). */
export const answerFactDetail: AnswerStep = ({ index, locale, query, hits, facts, folded, topics }, before) => {
  const kinds = kindsOf(before);
  if (!kinds.includes('fact') || kinds.includes('product') || kinds.includes('group')) return [];
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
  if (rest.length === 0) return [];
  const quoted = quotedIds(before);
  const unquoted = (hit: Hit) => !quoted.has(hit.doc.id) && !before.some((part) => part.text.includes(hit.doc.text));
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
  return detail ? [{ ...quotePart(detail.doc, query, locale, topics), found: 'detail' }] : [];
};
