import { analyze } from './analyzer';
import type { KnowledgeDoc } from './knowledge';
import { getRoute, type RoutePath } from '@/content/routes';
import type { AnalysedQuestion, QueryWord } from './question';
import type { Hit } from './search-index';

/**
 * Source selection among the page texts: passages that cover at least `minCoverage` of the
 * question's words, one per page (or up to `perPage`), ranked with their page: a passage on a page
 * whose title and description answer the question too ranks above one that mentions the words in
 * passing.
 * `exact` ignores typo matches; otherwise a typo match counts only for a word the site does not
 * know (a misspelling), never for a known word that merely looks like another ("gewinnt").
 * Nothing chosen means low confidence: the caller answers with the fallback (contact form).
 */
const PAGE_WEIGHT = 0.5;
/** How much a passage that answers the question's topic (`topics.ts`) gains over others. */
const TOPIC_WEIGHT = 2.5;
/** How strongly the share of the question's words a passage covers weighs in its rank. */
const COORDINATION = 2;

/**
 * Pages about the company's people and aims (team, mission, social engagement) mention goods in
 * passing ("refurbished laptops for schools"); a page that offers the service answers a question
 * about them better. (The company profile states the standards and figures: it keeps its weight.)
 */
const COMPANY_PAGE_WEIGHT = 0.5;
const groupWeight = (path: string) =>
  path !== '/unternehmensprofil' && getRoute(path as RoutePath).group === 'company' ? COMPANY_PAGE_WEIGHT : 1;

/** A stated duration ("24–48 h", "2–3 Werktage", "within 14 days"): what "how soon" asks for. */
export const DURATION =
  /\d+(\s?[–-]\s?\d+)?\s?(h|std\.?|stunden|tagen?|werktagen?|wochen|minuten|hours?|days?|working days|weeks|minutes)\b/i;
const DURATION_WEIGHT = 1.5;

/** How much a section gains whose heading covers the question's words (all of them: × 1 + this). */
const TITLE_BONUS = 0.6;

const titleTermsOf = new WeakMap<KnowledgeDoc, ReadonlySet<string>>();
/** How much a set of the question's words tells (the sum of their rarity weights). */
const weightOf = (words: readonly QueryWord[]) => words.reduce((sum, word) => sum + word.weight, 0);

/** The question's words a section's heading covers (heading terms memoised per document). */
function titleWords(hit: Hit, query: AnalysedQuestion): QueryWord[] {
  let terms = titleTermsOf.get(hit.doc);
  if (!terms) {
    terms = new Set(analyze(hit.doc.title));
    titleTermsOf.set(hit.doc, terms);
  }
  const title = terms;
  return query.words.filter((word) => [...word.terms].some((term) => title.has(term)));
}

export function relevantPages(
  hits: Hit[],
  query: AnalysedQuestion,
  exact: boolean,
  minCoverage = 0.5,
  /** How many of the question's topics a passage answers (each multiplies its rank). */
  prefer?: (hit: Hit) => number,
  /**
   * Passages per page: a further passage of a page is chosen only when it covers a word of the
   * question that the page's passages chosen before leave open ("do you log my IP, and for how
   * long": the privacy policy's passage on access logs says how long, the one on the
   * application's own log says what it holds of an IP).
   */
  perPage = 1,
): Hit[] {
  if (query.words.length === 0) return [];
  const total = weightOf(query.words);
  const pageScore = new Map<string, number>();
  for (const hit of hits)
    if (hit.doc.kind === 'page') pageScore.set(hit.doc.path, Math.max(pageScore.get(hit.doc.path) ?? 0, hit.score));
  const coveredWords = (hit: Hit) => {
    const exactTerms = new Set(hit.terms);
    const fuzzyTerms = new Set(hit.queryTerms);
    return query.words.filter((word) =>
      [...word.terms].some((term) => exactTerms.has(term) || (!exact && !word.known && fuzzyTerms.has(term))),
    );
  };
  const ranked = hits
    .filter((hit) => hit.doc.kind !== 'product' && hit.doc.kind !== 'fact')
    .map((hit) => {
      const covered = coveredWords(hit);
      // A passage that answers more of the question's words ranks above one that repeats a
      // single word often (a compound's parts count once: "Solaranlagen" is one word).
      // … weighted by how rare each word is: covering "Staplerakku" counts more than "Batterie".
      const coordination = (weightOf(covered) / total) ** COORDINATION;
      // A section whose heading asks what the visitor asks (an FAQ item: "Do you buy defective
      // CPUs?" for "broken cpus buy?") answers it better than a page that mentions the words.
      const titled = hit.doc.kind === 'section' ? 1 + TITLE_BONUS * (weightOf(titleWords(hit, query)) / total) ** 2 : 1;
      const score =
        (hit.score + PAGE_WEIGHT * (pageScore.get(hit.doc.path) ?? 0)) *
        coordination *
        titled *
        (query.asksWho ? 1 : groupWeight(hit.doc.path)) *
        (query.asksWhen && DURATION.test(hit.doc.text) ? DURATION_WEIGHT : 1);
      return { hit, covered, score: score * TOPIC_WEIGHT ** (prefer?.(hit) ?? 0) };
    })
    .sort((a, b) => b.score - a.score);
  const chosen: Hit[] = [];
  /** Per page: how many passages are chosen and the question's words they cover. */
  const onPage = new Map<string, { count: number; covered: Set<QueryWord> }>();
  const topScore = ranked[0]?.score ?? 0;
  for (const { hit, score, covered } of ranked) {
    const page = onPage.get(hit.doc.path);
    if (page && (page.count >= perPage || covered.every((word) => page.covered.has(word)))) continue;
    // Words the site has never used and the passage does not cover ("poem", "Bundesliga") say the
    // question is about something else: more of them than covered words is too little confidence.
    const foreign = query.words.filter((word) => !word.known && !covered.includes(word)).length;
    // Coverage by count, or by weight when the passage answers two words or more: the rare words
    // of a long question ("property" in "when do the batteries legally become your property")
    // tell more than "point", "become" and "later".
    const share = Math.max(covered.length / query.words.length, covered.length > 1 ? weightOf(covered) / total : 0);
    if (share < minCoverage || foreign > covered.length) continue;
    if (score < topScore * 0.5) continue;
    if (page) {
      page.count += 1;
      for (const word of covered) page.covered.add(word);
    } else onPage.set(hit.doc.path, { count: 1, covered: new Set(covered) });
    chosen.push(hit);
  }
  return chosen;
}
