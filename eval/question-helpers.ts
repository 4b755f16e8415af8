import { allPriceLists, getPriceList } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import { formatEuro } from '@/lib/format';
import type { EvalCase, EvalIntent } from './chat-questions';

/**
 * How the evaluation's questions are written down: the builders every question file shares (a
 * group of paraphrases, one question per model or per category) and the small formatting helpers
 * their expectations are built with. What a reply must contain lives in ./expected.ts.
 */

/** The expectations a builder adds to each of its questions (everything but text, language, intent). */
export type QuestionSpec = Omit<EvalCase, 'q' | 'lang' | 'intent'>;

/**
 * One question of a group: its text; its text with the page locale the widget sends (typed on the
 * other language's page, so the question's own language must still win); or its text with
 * expectations of its own, which override the group's.
 */
export type QuestionEntry = string | [string, Locale] | ({ q: string } & QuestionSpec);

/** Paraphrases of one question: the group's intent, language and expectations, unless a question has its own. */
export function paraphrases(
  intent: EvalIntent,
  lang: Locale,
  spec: QuestionSpec,
  entries: QuestionEntry[],
): EvalCase[] {
  return entries.map((entry) => {
    if (typeof entry === 'string') return { ...spec, q: entry, lang, intent };
    if (Array.isArray(entry)) return { ...spec, q: entry[0], lang, intent, locale: entry[1] };
    return { ...spec, ...entry, lang, intent };
  });
}

/** One question per model: `[question, catalogue model, page locale?]`. */
export function modelQuestions(
  lang: Locale,
  rows: Array<[string, string] | [string, string, Locale]>,
  spec: QuestionSpec = {},
): EvalCase[] {
  return rows.map(([q, product, locale]) => ({
    ...spec,
    q,
    lang,
    intent: 'model-price',
    products: [product],
    ...(locale && { locale }),
  }));
}

/** An amount in the reply's language („1.800 €“ / "€1,800"): what a category question needs. */
export const AMOUNT: Record<Locale, RegExp> = { de: /\d €/, en: /€\s?\d/ };

/** The price pages whose list holds a product matching the pattern (brand and model), read from the catalogue. */
export function pricePagesOf(pattern: RegExp): string[] {
  return allPriceLists().flatMap((list) =>
    list.kind === 'products' &&
    list.categories.some((category) => category.items.some((item) => pattern.test(`${item.brand} ${item.model}`)))
      ? [priceListPaths[list.id]]
      : [],
  );
}

/**
 * One question per series, brand or category: `[question, products it covers, page locale?]`; the
 * reply needs an amount and a price page listing them.
 */
export function categoryQuestions(lang: Locale, rows: Array<[string, RegExp] | [string, RegExp, Locale]>): EvalCase[] {
  return rows.map(([q, pattern, locale]) => ({
    q,
    lang,
    intent: 'category-price',
    must: [AMOUNT[lang]],
    pages: pricePagesOf(pattern),
    ...(locale && { locale }),
  }));
}

/** Text made safe to put into a RegExp (figures like „10.000.000“ hold dots). */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount as the pages format it, with plain spaces (the checks compare plain text). */
export const euro = (amount: number, locale: Locale, cents = false) =>
  formatEuro(amount, locale, { cents }).replace(/[\u00a0\u202f]/g, ' ');

/** A formatted amount standing alone: "2 €" but not "12 €", "€2" but not "€20". */
export const amountPattern = (text: string) => new RegExp(`(?<![\\d.,])${escape(text)}(?!\\d|[.,]\\d)`);

/** A service of the solar service price list, by its service number. */
export function solarService(serviceNumber: string) {
  const item = getPriceList('solar-services')
    .categories.flatMap((category) => category.items)
    .find((service) => service.serviceNumber === serviceNumber);
  if (!item) throw new Error(`Unknown service ${serviceNumber}`);
  return item;
}

/** The "from" price of a solar service in both languages, read from the price list (so a price change follows). */
export function servicePrice(serviceNumber: string, cents = false): Record<Locale, RegExp> {
  const { price } = solarService(serviceNumber);
  if (price.kind !== 'from') throw new Error(`${serviceNumber} has no "from" price`);
  return { de: amountPattern(euro(price.amount, 'de', cents)), en: amountPattern(euro(price.amount, 'en', cents)) };
}
