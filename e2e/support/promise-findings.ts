import { claims, type FreePickupKind, type PickupArea } from '../../src/content/claims';
import { shareGoods } from '../../src/content/promises';
import type { Locale } from '../../src/i18n/locales';

// What the sentences of a page promise, for e2e/promises.e2e.ts (every rendered page) and its
// unit test (tests/promises/promise-findings.test.ts, which feeds it wordings that must fail).

/** The visible text of a page (and its meta description) as sentences. */
export function sentences(html: string): string[] {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|dd|dt|td|th|div|section|article|header|footer|caption|label|summary)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return `${description}\n${body}`
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export type Finding = { promise: string; value: string } | { problem: string };

type Threshold = { pattern: RegExp; kind: FreePickupKind };
type AreaWords = { area: PickupArea | 'abroad'; pattern: RegExp }[];

const words = {
  de: {
    founded: /\b(?:seit|gegründet(?: in \S+)?(?: im Jahr)?)\s+((?:19|20)\d{2})\b/g,
    payment: /\b(?:binnen|innerhalb von)\s+(\d+)\s+Tag(?:en)?\b/g,
    paymentContext: /zahl|überweis/i,
    hours: /\b(\d+)(?:\s*–\s*(\d+))?\s*(?:h|Stunden)\b/g,
    estimate: /Preisrahmen|Einschätzung|Antwort|antworten|melden|Rückmeldung/,
    valuation: /Bewert|bewert|prüfen|Prüfung/,
    workingDays: /Werktag/,
    afterArrival: /nach (?:Wareneingang|Eingang)/,
    share: /bis zu (\d+)\s?% des Neupreises(?: für ([^.,;:–)]+))?/gi,
    // "Kostenlose Abholung …", pickup then free in the same clause ("holen wir kostenlos ab",
    // "Abholung bundesweit, kostenlos ab …"), or free from a quantity ("kostenlos ab 50 …").
    freePickup:
      /kostenlose(?:n|r)? (?:Express-)?(?:Abholung|Transport)|(?:Abholung|abholen|holen|Transport)\b[^.;:]{0,70}kostenlos|kostenlos ab \d/i,
    thresholds: [
      { pattern: /(\d+)\s?kg\b/g, kind: 'batteries' },
      { pattern: /(\d+)\s?kWh\b/g, kind: 'storage' },
      { pattern: /(\d+) Stück IT-Hardware|(\d+) (?:IT-)?Geräten\b/g, kind: 'itHardware' },
      { pattern: /(\d+) (?:Solar)?[Mm]odulen\b|(?:Solar)?[Mm]odule ab (\d+) Stück/g, kind: 'modules' },
      { pattern: /(\d+) Wechselrichtern\b|Wechselrichter ab (\d+) Stück/g, kind: 'inverters' },
    ] satisfies Threshold[],
    areas: [
      { area: 'abroad', pattern: /europäisch|Europa|EU-weit|Ausland|weltweit/i },
      { area: 'dach', pattern: /Österreich|Schweiz/ },
      { area: 'germany', pattern: /bundesweit|ganz Deutschland|deutschlandweit/i },
    ] satisfies AreaWords,
  },
  en: {
    founded: /\b(?:since|founded(?: in \S+)?(?: in)?)\s+((?:19|20)\d{2})\b/g,
    payment: /\bwithin\s+(\d+)\s+days?\b/g,
    paymentContext: /\bpa(?:y|id)|transfer/i,
    hours: /\b(\d+)(?:\s*–\s*(\d+))?\s*(?:h|hours)\b/g,
    estimate: /price range|estimate|assessment|reply/i,
    valuation: /valu|inspect/i,
    workingDays: /working day/,
    afterArrival: /(?:of|after) (?:their |the goods(?:'|’) )?arriv/,
    share: /up to (\d+)\s?% of the new price(?: for ([^.,;:–)]+))?/gi,
    freePickup:
      /\bfree (?:express )?(?:pickup|transport|collection)|(?:pickup|collect\w*|transport)\b[^.;:]{0,70}\bfree\b|\bfree (?:of charge )?from \d/i,
    thresholds: [
      { pattern: /(\d+)\s?kg\b/g, kind: 'batteries' },
      { pattern: /(\d+)\s?kWh\b/g, kind: 'storage' },
      { pattern: /(\d+) pieces of IT hardware|(\d+) (?:IT )?devices\b/g, kind: 'itHardware' },
      { pattern: /(\d+) (?:solar )?modules\b|(?:solar )?modules from (\d+) units/gi, kind: 'modules' },
      { pattern: /(\d+) inverters\b|inverters from (\d+) units/gi, kind: 'inverters' },
    ] satisfies Threshold[],
    areas: [
      { area: 'abroad', pattern: /\bEurope|\bEU-wide|abroad|worldwide/i },
      { area: 'dach', pattern: /Austria|Switzerland/ },
      { area: 'germany', pattern: /(?:anywhere in|across|throughout|all over) Germany|nationwide/i },
    ] satisfies AreaWords,
  },
} satisfies Record<Locale, Record<string, unknown>>;

/** The area a sentence names for the threshold at `index`: the nearest one before it, else the first after. */
function areaAt(sentence: string, index: number, areas: AreaWords): PickupArea | 'abroad' | null {
  const mentions = areas
    .flatMap(({ area, pattern }) =>
      [...sentence.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map((match) => ({
        area,
        index: match.index!,
      })),
    )
    .sort((a, b) => a.index - b.index);
  const before = mentions.filter((mention) => mention.index < index).at(-1);
  return (before ?? mentions.find((mention) => mention.index > index))?.area ?? null;
}

/** What a sentence says about free pickup: a threshold per kind of goods, in an area that is its. */
function freePickupFindings(locale: Locale, sentence: string): Finding[] {
  const w = words[locale];
  if (!w.freePickup.test(sentence)) return [];
  const found: Finding[] = [];
  for (const { pattern, kind } of w.thresholds)
    for (const match of sentence.matchAll(pattern)) {
      const goods = kind;
      found.push({ promise: `free pickup from (${goods})`, value: (match[1] ?? match[2])! });
      const area = areaAt(sentence, match.index!, w.areas);
      if (area && area !== claims.freePickup[goods].area)
        found.push({ problem: `free pickup of ${goods} in the wrong area (${area}): ${sentence}` });
    }
  if (found.length === 0) found.push({ problem: `free pickup without its quantity: ${sentence}` });
  return found;
}

/** What the sentences of one page promise. */
export function findings(locale: Locale, text: string[]): Finding[] {
  const w = words[locale];
  const found: Finding[] = [];
  for (const sentence of text) {
    for (const match of sentence.matchAll(w.founded)) found.push({ promise: 'founding year', value: match[1]! });

    if (w.paymentContext.test(sentence))
      for (const match of sentence.matchAll(w.payment)) found.push({ promise: 'payment days', value: match[1]! });

    for (const match of sentence.matchAll(w.hours)) {
      const value = match[2] ? `${match[1]}–${match[2]}` : match[1]!;
      if (w.estimate.test(sentence)) {
        found.push({ promise: 'price estimate hours', value });
        if (!w.workingDays.test(sentence)) found.push({ problem: `estimate without "working days": ${sentence}` });
      } else if (w.valuation.test(sentence)) {
        found.push({ promise: 'valuation hours', value });
        if (!w.afterArrival.test(sentence)) found.push({ problem: `valuation without "after arrival": ${sentence}` });
      }
    }

    for (const match of sentence.matchAll(w.share)) {
      // The goods the share applies to, in the words of the promises module.
      const goods = Object.values(shareGoods)
        .map((entry) => entry[locale])
        .find((words) => match[2]?.startsWith(words));
      if (!goods) found.push({ problem: `share of the new price without its goods: ${sentence}` });
      else found.push({ promise: `share of the new price for ${goods}`, value: match[1]! });
    }

    found.push(...freePickupFindings(locale, sentence));
  }
  return found;
}

/** The one value each promise must have, from src/content/claims.ts. */
export function expected(locale: Locale): Record<string, string[]> {
  const goods = (group: keyof typeof claims.shareOfNewPrice) => shareGoods[group][locale];
  return {
    'founding year': [String(claims.foundingYear)],
    'payment days': [String(claims.paymentDays)],
    'price estimate hours': [String(claims.priceEstimateHours)],
    'valuation hours': [`${claims.valuationHours.min}–${claims.valuationHours.max}`],
    ...Object.fromEntries(
      Object.entries(claims.freePickup).map(([kind, { from }]) => [`free pickup from (${kind})`, [String(from)]]),
    ),
    [`share of the new price for ${goods('storage')}`]: [String(claims.shareOfNewPrice.storage)],
    [`share of the new price for ${goods('solar')}`]: [String(claims.shareOfNewPrice.solar)],
  };
}
