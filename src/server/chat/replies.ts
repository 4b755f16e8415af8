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

export function disclosure(locale: Locale): string {
  return replyCopy(locale)('disclosure');
}

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

export function factWithLink(text: string, path: string, locale: Locale): string {
  return replyCopy(locale)('factWithLink', { text, link: link(path, locale) });
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
  const sentences = text.split(/(?<=[.;!?])\s+/);
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
): string {
  const heading = title.replace(/[.:!?]+$/, '');
  return replyCopy(locale)('pageQuote', {
    title: heading,
    text: excerpt(text, 420, relevant),
    link: link(path, locale),
  });
}

/** "in Österreich" / "in Austria": the region as the abroad replies name it. */
function inRegion(region: AbroadRegion, locale: Locale): string {
  return replyCopy(locale)(`abroadCountries.${region}`);
}

export function abroadUnknown(region: AbroadRegion, locale: Locale): string {
  return replyCopy(locale)('abroadUnknown', { country: inRegion(region, locale), contact: link('/kontakt', locale) });
}

export function abroadPublished(region: AbroadRegion, text: string, path: string, locale: Locale): string {
  return replyCopy(locale)('abroadPublished', {
    country: inRegion(region, locale),
    text: excerpt(text),
    link: link(path, locale),
  });
}

export function fallback(locale: Locale): string {
  return replyCopy(locale)('fallback', { ...reach(locale), sellList: link('/ankaufsliste', locale) });
}

/** The friendly reply to a question no page of the site can answer (the time, sums, what to buy). */
export function outOfScope(locale: Locale): string {
  return replyCopy(locale)('outOfScope', reach(locale));
}
