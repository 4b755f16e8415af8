import { exampleData } from '@/content/assistant';
import { analyze, foldedWords, STOPWORDS } from './analyzer';

/**
 * Matching by example: the example questions of src/content/assistant/examples.json, each
 * labelled with what answers it (a fact, a topic or a page), as TF-IDF vectors over the words'
 * stems and the letter trigrams of the words (so "Abholkosten", "abholung kosten" and a typo
 * stay close). A question's nearest examples vote for their labels: a new wording of a need the
 * examples know finds its answer though it shares few words with the page.
 */
export type ExampleMatch = { label: string; score: number };

type Vector = Map<string, number>;

/** How many nearest examples vote. */
const NEAREST = 5;
/** How much the letter trigrams weigh beside the stems. */
const TRIGRAM_WEIGHT = 0.5;

function features(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string, weight: number) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
  for (const term of analyze(text)) add(`w:${term}`, 1);
  for (const word of foldedWords(text)) {
    if (STOPWORDS.has(word) || word.length < 3) continue;
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) add(`t:${padded.slice(i, i + 3)}`, TRIGRAM_WEIGHT);
  }
  return counts;
}

export type ExampleIndex = { nearest(question: string, exclude?: string): ExampleMatch[] };

/** The examples as an index: an inverted list of weighted features per example. */
export function buildExampleIndex(examples: Readonly<Record<string, readonly string[]>> = exampleData): ExampleIndex {
  const items = Object.entries(examples).flatMap(([label, questions]) =>
    questions.map((question) => ({ label, question, counts: features(question) })),
  );
  const documentFrequency = new Map<string, number>();
  for (const item of items)
    for (const feature of item.counts.keys()) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  const idf = (feature: string) => Math.log(1 + items.length / (1 + (documentFrequency.get(feature) ?? 0)));
  const vector = (counts: Map<string, number>): Vector => {
    const weighted = new Map([...counts].map(([feature, count]) => [feature, (1 + Math.log(count)) * idf(feature)]));
    const norm = Math.sqrt([...weighted.values()].reduce((sum, weight) => sum + weight * weight, 0)) || 1;
    return new Map([...weighted].map(([feature, weight]) => [feature, weight / norm]));
  };
  const postings = new Map<string, Array<[number, number]>>();
  items.forEach((item, i) => {
    for (const [feature, weight] of vector(item.counts)) {
      const list = postings.get(feature) ?? [];
      list.push([i, weight]);
      postings.set(feature, list);
    }
  });
  return {
    /** The labels of the nearest examples with their summed similarity, best first. */
    nearest(question: string, exclude?: string) {
      const query = vector(features(question));
      const scores = new Map<number, number>();
      for (const [feature, weight] of query)
        for (const [i, other] of postings.get(feature) ?? []) scores.set(i, (scores.get(i) ?? 0) + weight * other);
      const ranked = [...scores]
        .filter(([i]) => items[i]!.question !== exclude)
        .sort((a, b) => b[1] - a[1])
        .slice(0, NEAREST);
      const byLabel = new Map<string, number>();
      for (const [i, score] of ranked) byLabel.set(items[i]!.label, (byLabel.get(items[i]!.label) ?? 0) + score);
      return [...byLabel].map(([label, score]) => ({ label, score })).sort((a, b) => b.score - a.score);
    },
  };
}
