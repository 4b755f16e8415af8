import { intentsData } from '@/content/assistant';
import { fold, foldedWords } from '../analyzer';
import { factPart, kindsOf, quotedIds, type Part } from '../answer-parts';
import { meetsConcept } from '../concepts';
import { ABROAD, dataPattern, EUROPE } from '../intents';
import { relevantPages } from '../page-match';
import * as say from '../replies';
import { searchIndex, type Hit } from '../search-index';
import { quotePart, type AnswerStep } from './turn';

const PICKUP_WORDS = dataPattern(intentsData.pickup);
const HOW_LONG = dataPattern(intentsData.howLong);

/** 3. Process and company facts, with what the content says about pickups abroad. */
export const answerFacts: AnswerStep = ({ index, facts, locale, folded, concepts, hits, talk, topics }, before) => {
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
    parts.push({
      ...factPart('fact', say.factWithLink(fact.text[locale], fact.path, locale), [fact.path, ...(fact.also ?? [])]),
      offersValuation: fact.topic === 'valuation' || fact.topic === 'process' || (fact.topic === 'pickup' && !!abroad),
    });
    if (fact.topic === 'pickup' && abroad) {
      const published =
        // A country of the general list ("Polen") is looked up as "Europe" near a pickup word:
        // the word alone also means battery poles.
        (abroad.region === 'abroad' ? undefined : index.docsMentioning(abroad.pattern, locale)[0]) ??
        hits
          .map((hit) => hit.doc)
          .find((doc) => doc.kind !== 'product' && EUROPE.test(fold(doc.text)) && PICKUP_WORDS.test(fold(doc.text))) ??
        index.docsMentioning(EUROPE, locale).find((doc) => doc.path === '/agb' && PICKUP_WORDS.test(fold(doc.text)));
      parts.push(
        published
          ? factPart('page', say.abroadPublished(abroad.region, published.text, published.path, locale), [
              published.path,
            ])
          : factPart('fact', say.abroadUnknown(abroad.region, locale), ['/kontakt']),
      );
    }
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
  return detail ? [quotePart(detail.doc, query, locale, topics)] : [];
};
