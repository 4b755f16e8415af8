import { analysisData, exampleData, factData, topicData, wordsOf } from '@/content/assistant';
import { getRoute, type RoutePath } from '@/content/routes';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { stem } from './analyzer';
import { answeredWords, kindsOf, replyPart, type ChatAnswer, type ChatChoice, type Part } from './answer-parts';
import type { ExampleMatch } from './examples';
import type { AnalysedQuestion } from './question';
import * as say from './replies';

/**
 * The reply: which of the parts the steps found it says (the one that answers best, a second
 * only where the question asks two things or two parts are equally likely), with what it says
 * when no part answers well enough (one sentence, "Meinten Sie …?" choices, the inquiry form).
 */

/** How much the nearest example questions' vote counts beside the share of the question answered. */
const EXAMPLE_WEIGHT = 0.5;
/** A passage found to answer what a fact left open is second choice. */
const DETAIL_PENALTY = -0.3;
/** Two parts ranked this close are both said: the engine cannot tell which one is meant. */
const MARGIN = 1;
/** How much a part continuing the earlier question's fact or topic counts in a follow-up. */
const CONTINUITY = 0.3;
/** Below this rank the best part is no confident answer: the reply says so and offers choices. */
const CONFIDENT = 0.3;
/** "Meinten Sie …?": at most this many pages. */
const MAX_CHOICES = 3;
/** … of which the examples' may only be offered where the examples are this close to the question. */
const MIN_EXAMPLE_SCORE = 0.4;

const BATTERY_TERMS = new Set(wordsOf(analysisData.batteryWords).map((word) => stem(word)));
/** A euro amount as the replies write it ("1.800 €", "€1,800", "ab 2 €"). */
const AMOUNT = /\d[\d.,]*\s?€|€\s?\d/;

/** The question's words a part answers. */
const answersOf = (part: Part, query: AnalysedQuestion) => part.answers ?? answeredWords(query, [part.text]);

type Ranked = { parts: Part[]; confidence: number; ranked: Part[] };

/**
 * What the reply says: a price answer whole (its models, lists and dates), else the part that
 * answers most of the question (its words weighed by how rare they are, with the vote of the
 * nearest example questions), and a second, briefly, only where it answers a word the first
 * leaves open or ranks as close as the first. "No price" introduces the passage.
 */
/** What besides the parts the ranking reads: the nearest examples, a follow-up's earlier facts and topics. */
export type RankingHints = {
  examples?: readonly ExampleMatch[];
  continuing?: ReadonlySet<string>;
  /**
   * Short answers: the part that answers best (a second only where the question asks two things),
   * and "Meinten Sie …?" below `CONFIDENT`. Not the default: measured, it loses hold-out answers
   * (docs/assistant.md, "Short answers").
   */
  short?: boolean;
};

export function selectParts(
  parts: readonly Part[],
  query: AnalysedQuestion,
  { examples = [], continuing = new Set(), short = false }: RankingHints = {},
): Ranked {
  // Whole answers (the default): every part the steps found, as before the selection existed.
  if (!short) return { parts: [...parts], confidence: 1, ranked: [...parts] };
  const weight = new Map(query.words.map((word) => [word.word, word.weight]));
  const total = query.words.reduce((sum, word) => sum + word.weight, 0) || 1;
  const byExample = new Map(examples.map((match) => [match.label, match.score]));
  const exampleScore = (part: Part) => Math.max(0, ...(part.labels ?? []).map((label) => byExample.get(label) ?? 0));
  const weigh = (words: Iterable<string>) => [...words].reduce((sum, word) => sum + (weight.get(word) ?? 0), 0) / total;
  const priced = parts.filter((part) => part.kind === 'product' || part.kind === 'group');
  const rest = parts.filter((part) => !priced.includes(part) && part.kind !== 'no-price');
  const chosen: Part[] = [...parts.filter((part) => part.kind === 'no-price'), ...priced];
  const answered = new Set(chosen.flatMap((part) => [...answersOf(part, query)]));
  const own = new Set(query.words.filter((word) => !word.fromContext).map((word) => word.word));
  const rankOf = (part: Part, gain: number) =>
    gain +
    EXAMPLE_WEIGHT * exampleScore(part) +
    (part.labels?.some((label) => continuing.has(label)) ? CONTINUITY : 0) +
    (part.found === 'detail' ? DETAIL_PENALTY : 0);
  // Every part by its own rank (for the choices), then the reply's parts one by one.
  const ranked = [...rest].sort(
    (a, b) => rankOf(b, weigh(answersOf(b, query))) - rankOf(a, weigh(answersOf(a, query))),
  );
  let leadRank = 0;
  const open = [...rest];
  for (let units = priced.length > 0 ? 1 : 0; units < 2 && open.length > 0; units += 1) {
    const gain = open.map((part) => weigh([...answersOf(part, query)].filter((word) => !answered.has(word))));
    const rank = open.map((part, i) => rankOf(part, gain[i]!));
    const best = rank.indexOf(Math.max(...rank));
    // (A second part must answer a word the visitor wrote in this message, not only the earlier ones.)
    const ownGain = [...answersOf(open[best]!, query)].some((word) => own.has(word) && !answered.has(word));
    if (units > 0 && !ownGain && (leadRank - rank[best]! >= MARGIN || own.size < query.words.length)) break;
    if (chosen.length === 0 || (units === 0 && priced.length === 0)) leadRank = rank[best]!;
    const [part] = open.splice(best, 1);
    chosen.push(part!);
    for (const word of answersOf(part!, query)) answered.add(word);
  }
  const said = chosen.filter((part) => rest.includes(part));
  return {
    parts: [
      ...chosen.filter((part) => !rest.includes(part)),
      // The first part in full, a second briefly.
      ...said.map((part, i) => (i > 0 || priced.length > 0 ? { ...part, text: part.brief ?? part.text } : part)),
    ],
    confidence: priced.length > 0 || rest.length === 0 ? 1 : leadRank,
    ranked,
  };
}

/** The question that asks for a label of the examples (its first example), if any. */
const exampleQuestion = (label: string) => exampleData[label]?.[0];

/** The page a label names: a page itself, a fact's page, a topic's first page. */
function pageOfLabel(label: string): RoutePath | undefined {
  if (label.startsWith('/')) return label as RoutePath;
  const fact = factData[label];
  if (fact) return fact.path as RoutePath;
  return topicData.find((topic) => topic.name === label)?.pages?.[0] as RoutePath | undefined;
}

/**
 * "Meinten Sie …?": the pages of the best-ranked parts and of the nearest examples, each once, as
 * their titles; a choice asks the question that finds its passage (an FAQ heading, the example
 * question of its label, or the page's title).
 */
export function choicesOf(ranked: readonly Part[], examples: readonly ExampleMatch[], locale: Locale): ChatChoice[] {
  const candidates: Array<{ path: RoutePath; question: string }> = [];
  for (const part of ranked) {
    const path = part.cites[0];
    if (!path) continue;
    const heading = part.doc?.title;
    const label = part.labels?.find((name) => !name.startsWith('/'));
    const question =
      (heading && /\?\s*$/.test(heading) ? heading : undefined) ??
      (label ? exampleQuestion(label) : undefined) ??
      heading ??
      getRoute(path).title[locale];
    candidates.push({ path, question });
  }
  for (const match of examples) {
    if (match.score < MIN_EXAMPLE_SCORE) continue;
    const path = pageOfLabel(match.label);
    if (path) candidates.push({ path, question: exampleQuestion(match.label) ?? getRoute(path).title[locale] });
  }
  const seen = new Set<string>(['/kontakt']);
  const choices: ChatChoice[] = [];
  for (const { path, question } of candidates) {
    if (seen.has(path) || choices.length >= MAX_CHOICES) continue;
    seen.add(path);
    choices.push({ title: getRoute(path).title[locale], url: localizedPath(path, locale), question });
  }
  return choices;
}

/** The finished answer: the parts, then the valuation and battery offers, and the cited pages. */
export function finishAnswer(
  found: readonly Part[],
  locale: Locale,
  query: AnalysedQuestion,
  hints: RankingHints = {},
): ChatAnswer {
  const examples = hints.examples ?? [];
  // Small talk, out of scope, nothing found: the assistant's own reply; with nothing found, the
  // examples may still know what the visitor meant.
  const ownReply = found.length > 0 && found.every((part) => part.reply);
  const selected = ownReply ? { parts: [...found], confidence: 1, ranked: [] } : selectParts(found, query, hints);
  const nothing = ownReply && found.every((part) => part.kind === 'fallback' && part.found !== 'out-of-scope');
  const unsure = nothing || selected.confidence < CONFIDENT;
  const choices = unsure ? choicesOf(selected.ranked, examples, locale) : [];
  const parts =
    unsure && choices.length > 0
      ? [replyPart('unsure', say.unsure(locale), ['/kontakt'])]
      : unsure
        ? [replyPart('fallback', say.fallback(locale), ['/kontakt', '/ankaufsliste'])]
        : selected.parts;
  const kinds = kindsOf(parts);
  const used = [...new Set(parts.flatMap((part) => part.cites))];
  // A price is only fair with its date: an amount quoted from a page carries the price lists' date too.
  const joined = parts.map((part) => part.text).join('\n\n');
  const main =
    AMOUNT.test(joined) && !joined.includes(say.priceListDate(locale))
      ? `${joined}\n\n${say.priceDateNote(locale)}`
      : joined;
  const followUps: string[] = [];
  const cite = (path: RoutePath) => {
    if (!used.includes(path)) used.push(path);
  };
  const uncertain = kinds.includes('fallback') || kinds.includes('unsure');
  if (parts.some((part) => part.offersValuation) && !uncertain) {
    followUps.push(say.valuationOffer(locale));
    cite('/kontakt');
  }
  const batteryRelated = query.terms.some((term) => BATTERY_TERMS.has(term));
  if (
    batteryRelated &&
    !uncertain &&
    (!used.includes('/lithium-batterien') || !/lithium|batterie|batter/i.test(main.replace(/\/\S+/g, '')))
  ) {
    followUps.push(say.batteryOffer(locale));
    cite('/lithium-batterien');
  }
  return {
    response: replyText(main, followUps),
    main,
    followUps,
    sources: used.map((path) => ({ title: getRoute(path).title[locale], url: localizedPath(path, locale) })),
    ...(choices.length > 0 && { choices }),
    locale,
    kinds: kinds.includes('unsure') ? ['fallback', 'unsure'] : kinds,
    facts: parts.filter((part) => !part.reply).map((part) => part.text),
    confidence: selected.confidence,
  };
}

/** The reply as sent: the answer, then the follow-up offers. */
export function replyText(main: string, followUps: readonly string[]): string {
  return [main, ...followUps].join('\n\n');
}
