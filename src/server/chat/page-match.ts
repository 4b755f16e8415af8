import type { AnalysedQuestion } from './question';
import type { Hit } from './search-index';

/**
 * Source selection among the page texts: pages that cover at least `minCoverage` of the
 * question's words, one per page; `exact` ignores typo matches.
 */
export function relevantPages(hits: Hit[], query: AnalysedQuestion, exact: boolean, minCoverage = 0.5): Hit[] {
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
