import { synonymGroups, wordsOf } from '@/content/assistant';
import { analyze } from './analyzer';

/**
 * Groups of words that mean the same to a visitor (German and English; data:
 * src/content/assistant/synonyms.json). Every word is analysed like the content, so the groups
 * hold stems. A query term from a group also searches the others.
 */
const SYNONYM_GROUPS: string[][] = synonymGroups.map((line) => wordsOf(line));

const termOf = (word: string) => analyze(word, { keepStopwords: true })[0] ?? word;

const synonyms: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const stems = [...new Set(group.map(termOf))];
    for (const term of stems) {
      const set = map.get(term) ?? new Set<string>();
      for (const other of stems) if (other !== term) set.add(other);
      map.set(term, set);
    }
  }
  return new Map([...map].map(([term, set]) => [term, [...set]]));
})();

export function synonymsOf(term: string): readonly string[] {
  return synonyms.get(term) ?? [];
}

/** Every term of a synonym group (the index knows them as words even where the site does not use them). */
export const SYNONYM_TERMS: ReadonlySet<string> = new Set(synonyms.keys());
