import { wordsOf, type RuleData } from '@/content/assistant';
import type { Locale } from '@/i18n/locales';
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

/**
 * A group of a rule, analysed: its one-word entries, and its entries of several words ("wie
 * lange", "device management"), which meet a question only with all their words (one of them
 * alone would make "wie" or "device" a trigger of their own).
 */
export type CompiledGroup = { words: ReadonlySet<string>; phrases: readonly (readonly string[])[] };

export type CompiledConcept = { all: CompiledGroup[]; none: CompiledGroup };

function compileGroup(entries: readonly string[]): CompiledGroup {
  const words = new Set<string>();
  const phrases: string[][] = [];
  for (const entry of entries) {
    const terms = analyze(entry, { keepStopwords: true });
    if (terms.length === 1) words.add(terms[0]!);
    else if (terms.length > 1) phrases.push(terms);
  }
  return { words, phrases };
}

/** A rule of the data files (groups as lines of words) as a concept rule. */
export function conceptRule(rule: RuleData): ConceptRule {
  return { all: rule.all.map((line) => wordsOf(line)), none: rule.none === undefined ? undefined : wordsOf(rule.none) };
}

export function compileConcepts(rules: readonly ConceptRule[]): CompiledConcept[] {
  return rules.map((rule) => ({ all: rule.all.map(compileGroup), none: compileGroup(rule.none ?? []) }));
}

/** Every term a group names (its words and its phrases' words). */
export function groupTerms(group: CompiledGroup): string[] {
  return [...group.words, ...group.phrases.flat()];
}

/** The question's terms for concept matching: stems, stop words kept, compound parts split off. */
export function conceptTerms(question: string, vocabulary: Vocabulary, language: Locale = 'de'): ReadonlySet<string> {
  return new Set(analyze(question, { vocabulary, keepStopwords: true, language }));
}

function meetsWord(word: string, terms: ReadonlySet<string>): boolean {
  if (terms.has(word)) return true;
  for (const term of terms) {
    if (word.length >= 4 && term.length > word.length && term.startsWith(word)) return true;
    if (word.length >= 5 && term.length > word.length && term.includes(word)) return true;
  }
  return false;
}

function meets(group: CompiledGroup, terms: ReadonlySet<string>): boolean {
  for (const word of group.words) if (meetsWord(word, terms)) return true;
  return group.phrases.some((phrase) => phrase.every((word) => meetsWord(word, terms)));
}

/** A `none` entry excludes a question only with its exact words (all of them, for a phrase). */
function excludes(group: CompiledGroup, terms: ReadonlySet<string>): boolean {
  for (const word of group.words) if (terms.has(word)) return true;
  return group.phrases.some((phrase) => phrase.every((word) => terms.has(word)));
}

/** Whether the question meets one of the rules. */
export function meetsConcept(rules: readonly CompiledConcept[], terms: ReadonlySet<string>): boolean {
  return rules.some((rule) => rule.all.every((group) => meets(group, terms)) && !excludes(rule.none, terms));
}

/** The question's terms that meet a word of the rules it meets (what made the question about them). */
export function conceptEvidence(rules: readonly CompiledConcept[], terms: ReadonlySet<string>): Set<string> {
  const evidence = new Set<string>();
  for (const rule of rules) {
    if (!rule.all.every((group) => meets(group, terms)) || excludes(rule.none, terms)) continue;
    for (const term of terms)
      if (rule.all.some((group) => groupTerms(group).some((word) => meetsWord(word, new Set([term])))))
        evidence.add(term);
  }
  return evidence;
}
