import { company } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { analysisData, intentsData, wordsOf } from '@/content/assistant';
import { fold, foldedWords, foldPattern, stem } from './analyzer';

/** A pattern of the data files, folded like the text it reads. */
export const dataPattern = (source: string) => foldPattern(new RegExp(source));

/** Recognisers that work on folded text (see analyzer `fold`). */

/** Function words and frequent words of each language (data: analysis.json). */
const GERMAN_MARKERS = new Set(analysisData.languageMarkers.de.flatMap((line) => wordsOf(line)));
const ENGLISH_MARKERS = new Set(analysisData.languageMarkers.en.flatMap((line) => wordsOf(line)));

/** How often each word occurs in the site's texts, per language (from the index). */
export type LanguageWords = ReadonlyMap<string, { de: number; en: number }>;

/**
 * Letter trigrams of the site's German and English texts: how German or English a word looks
 * that the site never uses ("appointment" once in a German text, "script", "fetch"). Built with
 * the index from the same folded words (`buildLanguageModel`).
 */
export type LanguageModel = {
  /** Log-likelihood ratio English : German of each trigram seen (smoothed). */
  ratio: ReadonlyMap<string, number>;
  /** The ratio of a trigram neither language has. */
  unseen: number;
};

const trigramsOf = (word: string) => {
  const padded = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i += 1) out.push(padded.slice(i, i + 3));
  return out;
};

/** The trigram model of the site's words, from `[word, language]` occurrences. */
export function buildLanguageModel(words: Iterable<[string, Locale]>): LanguageModel {
  const counts = new Map<string, { de: number; en: number }>();
  const totals = { de: 0, en: 0 };
  for (const [word, locale] of words) {
    if (word.length < 2 || /\d/.test(word)) continue;
    for (const trigram of trigramsOf(word)) {
      const count = counts.get(trigram) ?? { de: 0, en: 0 };
      count[locale] += 1;
      counts.set(trigram, count);
      totals[locale] += 1;
    }
  }
  const size = counts.size + 1;
  const logP = (count: number, total: number) => Math.log((count + 0.5) / (total + 0.5 * size));
  const ratio = new Map<string, number>();
  for (const [trigram, count] of counts) ratio.set(trigram, logP(count.en, totals.en) - logP(count.de, totals.de));
  return { ratio, unseen: logP(0, totals.en) - logP(0, totals.de) };
}

/** How English (positive) or German (negative) a word looks, per trigram. */
function wordLean(word: string, model: LanguageModel): number {
  const trigrams = trigramsOf(word);
  let sum = 0;
  for (const trigram of trigrams) sum += model.ratio.get(trigram) ?? model.unseen;
  return sum / trigrams.length;
}

/** English word endings German does not have ("shredding", "disposal", "collection"). */
const ENGLISH_ENDINGS = /(ing|tion|sal|ness|ity|ies)$/;

/** A word is evidence for a language when the site uses it there at least this many times as often. */
const LANGUAGE_RATIO = 3;

/** A word the site does not tell apart counts for the language its letters lean to by at least this much. */
const LEAN_THRESHOLD = 0.35;

/**
 * German or English, from the words of the question: function words first, then words the site
 * uses (mostly) in one language ("Abholung" / "pickup", "battery" beside the product names both
 * languages share), then how the remaining words look (letter trigrams of the site's texts).
 * `hint` (the locale of the page the question was asked on) decides when the question is too
 * short or too mixed to tell: a lead of one weak clue is no reason to leave the page's language.
 */
export function detectLanguage(text: string, hint?: Locale, words?: LanguageWords, model?: LanguageModel): Locale {
  if (/[äöüß]/i.test(text)) return 'de';
  let de = 0;
  let en = 0;
  for (const token of foldedWords(text)) {
    if (GERMAN_MARKERS.has(token)) de += 2;
    if (ENGLISH_MARKERS.has(token)) en += 2;
    if (/\d/.test(token) || token.length < 3) continue;
    const count = words?.get(token);
    if (count && count.de + 1 >= LANGUAGE_RATIO * (count.en + 1)) de += 1;
    else if (count && count.en + 1 >= LANGUAGE_RATIO * (count.de + 1)) en += 1;
    else if (!count && token.length > 5 && ENGLISH_ENDINGS.test(token)) en += 1;
    // Names both languages use alike (products, brands) say nothing; other words by their letters.
    else if (model && (!count || Math.max(count.de, count.en) + 1 >= 1.5 * (Math.min(count.de, count.en) + 1))) {
      const lean = wordLean(token, model);
      if (lean >= LEAN_THRESHOLD) en += 1;
      else if (lean <= -LEAN_THRESHOLD) de += 1;
    }
  }
  if (hint && Math.abs(de - en) <= 1) return hint;
  if (de > en) return 'de';
  if (en > de) return 'en';
  return hint ?? 'de';
}

export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'identity' | 'howAreYou' | 'human';

const FOLDED_SMALL_TALK = (Object.entries(intentsData.smallTalk) as Array<[SmallTalk, string]>).map(
  ([kind, source]) => [kind, dataPattern(source)] as const,
);

export function detectSmallTalk(folded: string): SmallTalk[] {
  return FOLDED_SMALL_TALK.filter(([, pattern]) => pattern.test(folded)).map(([kind]) => kind);
}

/** The visitor asks what something earns or costs. */
export const PRICE_PATTERN = dataPattern(intentsData.price);

/**
 * Questions no page of the site answers, whatever words they share with it: the time, sums,
 * advice on what to buy, repairs, jokes. They get the friendly out-of-scope reply, never a page
 * that happens to mention "time" or "phone".
 */
const OUT_OF_SCOPE = intentsData.outOfScope.map(dataPattern);

/** Words around a sum ("what is 2+2", "Was ist 3 mal 4?"). */
const SUM =
  /\d+(?:[.,]\d+)?(?:\s*(?:[-+*\/×x:^=]|plus|minus|mal|times|geteilt durch|divided by|multiplied by|hoch)\s*\d+(?:[.,]\d+)?)+/g;
const SUM_WORDS = new Set(wordsOf(analysisData.sumWords).map(fold));

/** Our WEEE registration number: out of scope while the company has not configured one. */
const WEEE_NUMBER = dataPattern(intentsData.weeeNumber);

export function isOutOfScope(folded: string): boolean {
  if (OUT_OF_SCOPE.some((pattern) => pattern.test(folded))) return true;
  if (!company.registrations.weeeNumber && WEEE_NUMBER.test(folded)) return true;
  const sums = folded.match(SUM);
  if (!sums) return false;
  const rest = foldedWords(folded.replace(SUM, ' '));
  return rest.every((word) => SUM_WORDS.has(word));
}

/** What a service costs the visitor ("Was kostet die Abholung?"), not what goods earn. */
export const COST_PATTERN = dataPattern(intentsData.cost);

/** The visitor wants to sell, or asks whether something is bought. */
export const TRADE_PATTERN = dataPattern(intentsData.trade);

/** Europe or abroad in general; what the content says about it applies to the countries below. */
export const EUROPE = dataPattern(intentsData.europe);

/** Regions outside Germany a visitor may ask about; the replies name them ("in Österreich") from the message files. */
export type AbroadRegion = 'austria' | 'switzerland' | 'benelux' | 'abroad';

/** Countries outside Germany a visitor may ask about (folded), most specific first. */
export const ABROAD: Array<{ pattern: RegExp; region: AbroadRegion }> = (
  Object.entries(intentsData.abroad) as Array<[AbroadRegion, string]>
).map(([region, source]) => ({ pattern: dataPattern(source), region }));

/** Words that only carry the question's intent and should not take part in retrieval. */
export const INTENT_STEMS: ReadonlySet<string> = new Set(
  analysisData.intentWords.flatMap((line) => wordsOf(line)).map((word) => stem(fold(word))),
);

/** Idioms whose words alone mean something else ("in charge of" is no fee), as plain words. */
const IDIOMS: Array<[RegExp, string]> = intentsData.idioms.map(([source, plain]) => [new RegExp(source, 'gi'), plain]);

export function plainIdioms(question: string): string {
  return IDIOMS.reduce((text, [idiom, plain]) => text.replace(idiom, plain), question);
}
