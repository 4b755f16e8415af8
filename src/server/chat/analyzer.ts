import type { Locale } from '@/i18n/locales';
import { analysisData, wordsOf } from '@/content/assistant';
import { foldText, letterDigitRuns, textWords } from '@/lib/text-tokens';

/**
 * German-aware text analysis for the assistant's index and its queries. The same functions run
 * on both sides, so whatever a visitor types is normalised exactly as the site's content was. It
 * builds on the site's one token split (`src/lib/text-tokens.ts`, which the price search uses too)
 * and adds the German layer:
 *
 * - case, accents and ß folded by the shared split (ä → a, é → e, ß → ss), and the ae/oe/ue
 *   spellings of umlauts folded here (ae → a; oe → o; ue → u), so "für", "fuer" and "fur" meet;
 * - a light German stemmer (plural and inflection endings) that also treats English plurals;
 * - model numbers with and without spaces: "RTX4090", "rtx 4090" and "RTX-4090" all yield
 *   `rtx`, `4090` and `rtx4090`;
 * - compound splitting against the index vocabulary: "Lithiumbatterien" also yields `lithium` and
 *   `batteri`, so "Lithium-Akku" finds it.
 */

const DIGIT = /\d/;

/** Folds case, accents and ß (shared split); digraphs ae/oe/ue fold only after a consonant or at a word start. */
export function fold(text: string): string {
  return (
    foldText(text)
      .replace(/(^|[^a-z]|[b-df-hj-np-tv-z])(a|o|u)e/g, '$1$2')
      // "E-Schrott", "e-waste", "E-Scooter": one word, as most people write "escooter" too.
      .replace(/\be-(?=[a-z]{3})/g, 'e')
  );
}

/**
 * A pattern written in plain words, folded like the text it is matched against (so "does" in a
 * pattern meets "does" in a question after both became "dos").
 */
export function foldPattern(pattern: RegExp): RegExp {
  // Escapes stay as written: lower-casing would turn \W (a non-word character) into \w.
  const source = pattern.source
    .split(/(\\.)/)
    .map((part) => (part.startsWith('\\') ? part : fold(part)))
    .join('');
  return new RegExp(source, pattern.flags);
}

/** The words of a text in order: the shared word split of the German-folded text. */
export function foldedWords(text: string): string[] {
  return textWords(fold(text));
}

/**
 * Words the suffix rules below would make one although they mean different things: German words
 * ("Recht", "Rechnung" and "Rechner" all end as "rech"; "Wert" and "wer", "Markt" and "Marke",
 * "Wartung" and "Ware", "Roller" and "Rolle", "Sitzung" and "Sitz", "ändern" and "andere"), and
 * German and English false friends, which meet because the rules hold both languages ("want" and
 * "wann", "and" and "ändern", "for" and "fort", "quite" and "Quittung", "less" and "lesen", "date"
 * and "Daten", "lost" and "lose", "store" and "Störung", "offen" and "off").
 */
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries(analysisData.stemExceptions).flatMap(([stem, words]) =>
    wordsOf(words).map((word) => [word, stem] as const),
  ),
);

/**
 * A light stemmer for German (and English plurals): strips inflection endings so that
 * "Grafikkarte"/"Grafikkarten", "Batterie"/"Batterien"/"batteries" share a stem. Tokens with
 * digits are model numbers and stay as they are.
 */
export function stem(word: string): string {
  if (DIGIT.test(word) || word.length <= 3) return word;
  const exception = STEM_EXCEPTIONS.get(word);
  if (exception) return exception;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}i`;
  // A plural "s" first, so that "servers" and "server", "readers" and "reader" share a stem.
  let w = word.length > 4 && /[^su]s$/.test(word) ? word.slice(0, -1) : word;
  // English "-ing" and "-ed": "tracking" is "track", "shredding" "shred", "damaged" "damage".
  if ((w.length > 6 && w.endsWith('ing')) || (w.length > 5 && w.endsWith('ed'))) {
    w = w.slice(0, w.endsWith('ed') ? -2 : -3);
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
    return stem(w);
  }
  // Adverbs of adjectives: "legally" is "legal", "physically" "physical".
  if (w.length > 6 && w.endsWith('ally')) return stem(w.slice(0, -2));
  if (w.endsWith('y') && w.length > 4) return `${w.slice(0, -1)}i`;
  if (w.length > 6 && /(ungen|ung)$/.test(w)) w = w.replace(/(ungen|ung)$/, '');
  else if (w.length > 6 && /(heit|keit)(en)?$/.test(w)) w = w.replace(/(heit|keit)(en)?$/, '');
  if (w.length > 5 && /(ern|em|er|nd)$/.test(w)) w = w.replace(/(ern|em|er|nd)$/, '');
  if (w.length > 4 && /(en|es|st)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && /[esnt]$/.test(w)) w = w.slice(0, -1);
  // Verb forms meet their noun: "vernichtet", "vernichten" and "Vernichtung" all end as "vernich".
  if (w.length > 5 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('t')) w = w.slice(0, -1);
  return w;
}

/** Alphabetic and numeric runs of a model token ("rtx4090" → rtx, 4090), runs of 2+ characters. */
function runs(token: string): string[] {
  const parts = letterDigitRuns(token);
  return parts.length > 1 ? parts.filter((part) => part.length >= 2) : [];
}

/** Words that say nothing about a question's subject, in both languages (data: analysis.json). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  [...analysisData.stopwords.de, ...analysisData.stopwords.en]
    .flatMap((line) => wordsOf(line))
    .map((word) => fold(word)),
);

/** Words the compound splitter may use besides the index vocabulary (stems). */
export type Vocabulary = ReadonlySet<string>;

const MAX_COMPOUND_LENGTH = 32;
const MAX_TOKEN_LENGTH = 40;

/**
 * How long a compound part's stem must be to count, by the question's language. German compounds
 * are made of short stems ("Akkupack" → akku, pack); an English word read as a compound meets
 * unrelated words through a short stem ("processors" → proces + sors, whose stem "sor" is "sort"),
 * so in English only parts with stems of four letters count ("localstorage" → local, storage).
 */
const MIN_PART_STEM: Record<Locale, number> = { de: 1, en: 4 };

/** Compound parts are real words of four letters or more ("morgen" is not "mor" + "gen"). */
function isWord(part: string, vocabulary: Vocabulary, minStem: number): boolean {
  if (part.length < 4) return false;
  if (vocabulary.has(part)) return true;
  const partStem = stem(part);
  return partStem.length >= minStem && vocabulary.has(partStem);
}

/**
 * Splits a folded word into known parts ("lithiumbatterien" → lithium, batterien), allowing a
 * linking "s" (Fugen-s). Returns [] when no complete split exists.
 */
export function splitCompound(word: string, vocabulary: Vocabulary, language: Locale = 'de', depth = 0): string[] {
  const minStem = MIN_PART_STEM[language];
  // Real compounds are short; the cap keeps the work per token bounded for any input.
  if (word.length < 8 || word.length > MAX_COMPOUND_LENGTH || depth > 3 || DIGIT.test(word)) return [];
  for (let cut = word.length - 4; cut >= 4; cut -= 1) {
    const head = word.slice(0, cut);
    if (!isWord(head, vocabulary, minStem)) continue;
    const tail = word.slice(cut);
    if (isWord(tail, vocabulary, minStem)) return [head, tail];
    if (tail.startsWith('s') && isWord(tail.slice(1), vocabulary, minStem)) return [head, tail.slice(1)];
    const rest = splitCompound(tail, vocabulary, language, depth + 1);
    if (rest.length > 0) return [head, ...rest];
  }
  return [];
}

export type AnalyzeOptions = {
  /** Stems known to the index, for compound splitting. */
  vocabulary?: Vocabulary;
  /** Keep stopwords (the index keeps none; intent detection reads them). */
  keepStopwords?: boolean;
  /** The text's language, for the compound split (German by default: the index's texts). */
  language?: Locale;
};

/**
 * Two adjacent tokens are one model number written apart ("rtx 4090", "a 100") when one carries a
 * digit; a word like "for" or "von" beside a number ("for b2b", "von 2019") is no part of a model.
 */
function joinsAsModel(token: string, next: string): boolean {
  if (!DIGIT.test(token) && !DIGIT.test(next)) return false;
  if (token.length + next.length > 16) return false;
  const word = DIGIT.test(token) ? next : token;
  return !(word.length >= 3 && STOPWORDS.has(word));
}

/**
 * The terms of a text: stems of words, model numbers whole, their alphabetic/numeric runs, and
 * joins of adjacent tokens where one carries a digit ("rtx 4090" → rtx4090).
 */
export function analyze(
  text: string,
  { vocabulary, keepStopwords = false, language = 'de' }: AnalyzeOptions = {},
): string[] {
  // Words longer than any real word are noise; dropping them keeps the work bounded for any input.
  const tokens = foldedWords(text).filter((token) => token.length <= MAX_TOKEN_LENGTH);
  const terms: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const pair = next === undefined ? token : `${token} ${next}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    if (next !== undefined && joinsAsModel(token, next)) terms.push(token + next);
    if (!keepStopwords && STOPWORDS.has(token)) continue;
    if (DIGIT.test(token)) {
      terms.push(token, ...runs(token));
      continue;
    }
    if (token.length < 2) continue;
    terms.push(stem(token));
    // "E-Waste", "E-Scooter" (one word after folding) are also waste and scooters; "Altbatterien"
    // and "Altgeräte" are batteries and devices (prefixes too short for the compound split).
    // German participles are their verb too: "geschreddert" is "schreddern", "gelöscht" "löschen".
    if (/^ge[a-z]{4,}t$/.test(token)) terms.push(stem(token.slice(2)));
    // English adverbs are their adjective too: "safely" is "safe", "securely" "secure".
    if (/^[a-z]{4,}ly$/.test(token) && !token.endsWith('ally')) terms.push(stem(token.slice(0, -2)));
    const prefix = /^(e|alt)(?=[a-z]{4,}$)/.exec(token)?.[0];
    if (vocabulary && prefix && vocabulary.has(stem(token.slice(prefix.length))))
      terms.push(stem(token.slice(prefix.length)));
    if (vocabulary && token.length >= 6) {
      for (const part of splitCompound(token, vocabulary, language)) terms.push(stem(part));
    }
  }
  return [...new Set(terms)];
}

/** Particles of German separable verbs ("lehne … ab", "holt … ab", "nehmt … an"). */
const SEPARABLE_PARTICLES = new Set(wordsOf(analysisData.separableParticles));

/** A separable verb's "zu" infinitive ("abzuholen", "anzunehmen", "zurückzuschicken"): particle, verb. */
const ZU_INFINITIVE = new RegExp(`^(${[...SEPARABLE_PARTICLES].join('|')})zu([a-z]{3,})$`);

/**
 * The verbs a German question splits ("Wie lehne ich das Angebot ab?" → "ablehne"), appended to
 * it: a clause that ends in a particle joins it to each earlier word that then is a word of the
 * site ("ablehnen"), so retrieval, facts and topics meet the verb as the pages write it. A "zu"
 * infinitive is the verb too ("Ist es möglich, die Akkus abzuholen?" → "abholen").
 */
export function withSeparableVerbs(question: string, vocabulary: Vocabulary): string {
  const joined: string[] = [];
  for (const token of textWords(fold(question))) {
    const [, particle, verb] = ZU_INFINITIVE.exec(token) ?? [];
    if (particle && verb && vocabulary.has(stem(particle + verb))) joined.push(particle + verb);
  }
  for (const clause of fold(question).split(/[.!?;,:\n–—]|\b(?:und|oder|aber|dass|wenn|weil)\b/)) {
    const tokens = textWords(clause);
    const particle = tokens[tokens.length - 1];
    if (particle === undefined || !SEPARABLE_PARTICLES.has(particle)) continue;
    for (const token of tokens.slice(0, -1)) {
      if (token.length < 3 || DIGIT.test(token) || STOPWORDS.has(token)) continue;
      const verb = particle + token;
      if (vocabulary.has(stem(verb))) joined.push(verb);
    }
  }
  return joined.length > 0 ? `${question} ${joined.join(' ')}` : question;
}

/** Query terms with their stems only (no joins), for intent detection. */
export function wordStems(text: string): Set<string> {
  return new Set(foldedWords(text).map((token) => stem(token)));
}
