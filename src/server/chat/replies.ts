import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { company } from '@/content/company';
import { latestPriceListDate } from '@/content/catalogue';
import { formatEuro, formatListDate } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import type { AbroadRegion, SmallTalk } from './intents';
import type { ProductFact } from './knowledge';

/**
 * The assistant's own sentences. The wording lives in the message files
 * (`src/i18n/messages/{de,en}/chat.json`, namespace `ChatReplies`); figures and links are always
 * passed in as arguments from the knowledge documents and the company facts, so nothing here
 * states a price, model or promise of its own.
 */

const make = (locale: Locale) => translator(locale, 'ChatReplies');
const translators = new Map<Locale, ReturnType<typeof make>>();

/** The `ChatReplies` translator of a locale (created once per locale). */
export function replyCopy(locale: Locale): ReturnType<typeof make> {
  let t = translators.get(locale);
  if (!t) {
    t = make(locale);
    translators.set(locale, t);
  }
  return t;
}

export const link = (path: string, locale: Locale) => localizedPath(path, locale);

/** The ways to reach the team that several replies name: contact form link and phone. */
const reach = (locale: Locale) => ({ contact: link('/kontakt', locale), phone: company.phone });

/** "Model (spec)": how a reply names a product. */
const productName = (product: ProductFact) => `${product.model}${product.spec ? ` (${product.spec})` : ''}`;

export function smallTalk(kind: SmallTalk, locale: Locale): string {
  const { opens, closes } = company.openingHours.weekdays;
  return replyCopy(locale)(`smallTalk.${kind}`, { ...reach(locale), company: company.name, opens, closes });
}

export function productLine(product: ProductFact, locale: Locale): string {
  const t = replyCopy(locale);
  if (product.maxPriceEur === null) return t('productLineNegotiable', { product: product.model });
  return t('productLine', { product: productName(product), price: formatEuro(product.maxPriceEur, locale) });
}

export function singleProduct(product: ProductFact, locale: Locale): string {
  const t = replyCopy(locale);
  if (product.maxPriceEur === null) return t('singleProductNegotiable', { product: product.model });
  return t('singleProduct', { product: productName(product), price: formatEuro(product.maxPriceEur, locale) });
}

export function productListIntro(locale: Locale): string {
  return replyCopy(locale)('productListIntro');
}

export function groupIntro(label: string, min: number, max: number, locale: Locale): string {
  const t = replyCopy(locale);
  const prices = { label, min: formatEuro(min, locale), max: formatEuro(max, locale) };
  return min === max ? t('groupIntroOnePrice', prices) : t('groupIntroRange', prices);
}

/** The price lists' date as the pages write it („1. November 2026“): a "bis zu" price is only fair with its date. */
export const priceListDate = (locale: Locale) => formatListDate(latestPriceListDate(), locale);

export function priceDateNote(locale: Locale): string {
  return replyCopy(locale)('priceDateNote', { date: priceListDate(locale) });
}

export function priceListLink(path: string, title: string, locale: Locale): string {
  return replyCopy(locale)('priceListLink', { title, date: priceListDate(locale), link: link(path, locale) });
}

/** How long a quoted passage may be (260 measured: shorter answers, fewer facts in them). */
export const QUOTE_LENGTH = 420;
/** … a second passage beside the first, in short answers. */
export const BRIEF_LENGTH = 160;
/** The assistant's own facts are written to be quoted whole. */
export const FACT_LENGTH = Number.POSITIVE_INFINITY;

export function factWithLink(
  text: string,
  path: string,
  locale: Locale,
  relevant?: (sentence: string) => number,
  length = QUOTE_LENGTH,
): string {
  return replyCopy(locale)('factWithLink', { text: excerpt(text, length, relevant), link: link(path, locale) });
}

export function noPrice(locale: Locale): string {
  return replyCopy(locale)('noPrice');
}

export function valuationOffer(locale: Locale): string {
  return replyCopy(locale)('valuationOffer', reach(locale));
}

export function batteryOffer(locale: Locale): string {
  return replyCopy(locale)('batteryOffer', { link: link('/lithium-batterien', locale) });
}

/**
 * The sentences of a text: split after ".", ";", "!" or "?", but not after the number of a step
 * ("1. Liste senden") or an abbreviation ("z. B.", "ca.", "Art.", "e.g.").
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.;!?](?=\s+\S)/g)) {
    const end = match.index + 1;
    const before = text.slice(start, end);
    if (
      match[0] === '.' &&
      /(^|[\s(])(\d{1,2}|[A-Za-zÄÖÜäöü]{1,3}|z\. ?B|e\.g|i\.e|bzw|usw|ggf|inkl|evtl|Abs|Art|Nr|Str|vgl)\.$/.test(before)
    )
      continue;
    sentences.push(before.trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** At most about `max` characters, cut after a sentence where possible, always ending a sentence. */
export function excerpt(text: string, max = 420, relevant?: (sentence: string) => number): string {
  let out = text.trim();
  if (out.length > max && relevant) {
    const focused = focus(out, max, relevant);
    if (focused) return focused;
  }
  if (out.length > max) {
    const cut = out.slice(0, max);
    const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
    out = sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(' '))} …`;
  }
  return /[.!?…)]$/.test(out) ? out : `${out}.`;
}

/**
 * The sentences of a long passage that answer the question, in their order, within `max`
 * characters (gaps marked "…"), each followed by what comes next as far as it fits: "what happens
 * to photos I never send" is answered by the sentence on unsent photos, not by the first three of
 * the paragraph. Undefined when no sentence is more relevant than another.
 */
function focus(text: string, max: number, relevant: (sentence: string) => number): string | undefined {
  const sentences = splitSentences(text);
  const scores = sentences.map(relevant);
  const best = Math.max(...scores);
  if (best === 0 || scores.every((score) => score === best)) return undefined;
  const order = sentences.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const chosen = new Set<number>();
  let length = 0;
  for (const i of order) {
    if (scores[i] === 0 || length + sentences[i]!.length > max) continue;
    chosen.add(i);
    length += sentences[i]!.length + 1;
  }
  if (chosen.size === 0) return undefined;
  // Room left goes to the sentences that follow the chosen ones: their context ("2. Sortierung …"
  // goes on with what is sorted out), as far as it fits.
  for (let grown = true; grown;) {
    grown = false;
    for (const i of [...chosen].sort((a, b) => a - b)) {
      const next = sentences[i + 1];
      if (next === undefined || chosen.has(i + 1) || length + next.length > max) continue;
      chosen.add(i + 1);
      length += next.length + 1;
      grown = true;
    }
  }
  const kept = [...chosen].sort((a, b) => a - b);
  const parts: string[] = [];
  kept.forEach((i, k) => {
    if (k > 0 && kept[k - 1] !== i - 1) parts.push('…');
    parts.push(sentences[i]!);
  });
  if (kept[0] !== 0) parts.unshift('…');
  return parts.join(' ');
}

export function pageQuote(
  title: string,
  text: string,
  path: string,
  locale: Locale,
  relevant?: (sentence: string) => number,
  length = QUOTE_LENGTH,
): string {
  const quoted = excerpt(text, length, relevant);
  // A heading that asks the question (an FAQ item) is not repeated: the answer follows it.
  if (/\?\s*$/.test(title)) return replyCopy(locale)('factWithLink', { text: quoted, link: link(path, locale) });
  const heading = title.replace(/[.:!?]+$/, '');
  return replyCopy(locale)('pageQuote', { title: heading, text: quoted, link: link(path, locale) });
}

/** "in Österreich" / "in Austria": the region as the abroad replies name it. */
function inRegion(region: AbroadRegion, locale: Locale): string {
  return replyCopy(locale)(`abroadCountries.${region}`);
}

export function abroadUnknown(region: AbroadRegion, locale: Locale): string {
  return replyCopy(locale)('abroadUnknown', { country: inRegion(region, locale), contact: link('/kontakt', locale) });
}

/** What a page says about pickups in a region, for the goods of the conversation when it names any. */
export function abroadPublished(
  region: AbroadRegion,
  text: string,
  path: string,
  locale: Locale,
  goods?: string,
  relevant?: (sentence: string) => number,
): string {
  const values = {
    country: inRegion(region, locale),
    text: excerpt(text, FACT_LENGTH, relevant),
    link: link(path, locale),
  };
  return goods
    ? replyCopy(locale)('abroadPublishedGoods', { ...values, goods })
    : replyCopy(locale)('abroadPublished', values);
}

export function fallback(locale: Locale): string {
  return replyCopy(locale)('fallback', { ...reach(locale), sellList: link('/ankaufsliste', locale) });
}

/** Low confidence: one sentence saying so; the choices follow as buttons, then the inquiry form. */
export function unsure(locale: Locale): string {
  return replyCopy(locale)('unsure', { contact: link('/kontakt', locale) });
}

/** The friendly reply to a question no page of the site can answer (the time, sums, what to buy). */
export function outOfScope(locale: Locale): string {
  return replyCopy(locale)('outOfScope', reach(locale));
}
