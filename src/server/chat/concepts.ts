import { analyze, type Vocabulary } from './analyzer';

/**
 * Intent by concept, not by exact wording: a rule names groups of words (German and English, any
 * inflection), and a question meets it when each group has a word in the question. Words are
 * analysed like the question (folded, stemmed), and a question word also meets a group when it
 * starts with one of its words or contains one of five letters or more, so compounds count
 * ("Abholkosten" meets pickup and cost, "Auszahlungsdauer" meets payment).
 */
export type ConceptRule = {
  /** Every group needs a word of the question. */
  all: readonly (readonly string[])[];
  /** None of these words may occur (e.g. "how much" is a price question, not "how do you pay"). */
  none?: readonly string[];
};

export type CompiledConcept = { all: ReadonlySet<string>[]; none: ReadonlySet<string> };

const termsOf = (words: readonly string[]) => new Set(words.flatMap((word) => analyze(word, { keepStopwords: true })));

export function compileConcepts(rules: readonly ConceptRule[]): CompiledConcept[] {
  return rules.map((rule) => ({ all: rule.all.map(termsOf), none: termsOf(rule.none ?? []) }));
}

/** The question's terms for concept matching: stems, stop words kept, compound parts split off. */
export function conceptTerms(question: string, vocabulary: Vocabulary): ReadonlySet<string> {
  return new Set(analyze(question, { vocabulary, keepStopwords: true }));
}

function meets(group: ReadonlySet<string>, terms: ReadonlySet<string>): boolean {
  for (const term of terms) {
    if (group.has(term)) return true;
    for (const word of group) {
      if (word.length >= 4 && term.length > word.length && term.startsWith(word)) return true;
      if (word.length >= 5 && term.length > word.length && term.includes(word)) return true;
    }
  }
  return false;
}

/** Whether the question meets one of the rules. */
export function meetsConcept(rules: readonly CompiledConcept[], terms: ReadonlySet<string>): boolean {
  return rules.some(
    (rule) => rule.all.every((group) => meets(group, terms)) && ![...rule.none].some((word) => terms.has(word)),
  );
}
