import type { Locale, Localized } from '@/i18n/locales';
import { formatEuro, formatList, formatNumber, formatPercent } from '@/lib/format';
import { claims, type FreePickupKind, type PickupArea } from './claims';

/**
 * The wording of each commercial promise with its condition, built from the figures in
 * ./claims.ts. Pages, price lists and the legal texts use these phrases (or the figures with the
 * same condition), so the site never states two values for one promise; the e2e test
 * `promises.e2e.ts` reads every rendered page to keep it so.
 *
 * Two different times are easy to confuse and are kept apart everywhere:
 * - the price estimate: an indicative price range from photos or a list, within 24 h on
 *   working days (the reply promise of the company facts);
 * - the valuation: inspection and binding price after the goods arrive, within 24–48 h.
 */

const range = (min: number, max: number, locale: Locale) => `${formatNumber(min, locale)}–${formatNumber(max, locale)}`;

export type ShareGroup = keyof typeof claims.shareOfNewPrice;

type Wording = {
  estimate: string;
  estimateShort: string;
  valuation: string;
  valuationDuration: string;
  payment: string;
  paymentDuration: string;
  pickup: string;
  pickupDuration: string;
  expressPickup: string;
  freeDismantling: string;
  share: (percent: string, goods: string) => string;
};

const { priceEstimateHours: estimateHours, paymentDays, expressPickupHours, freePickupFrom } = claims;
const valuationRange = (locale: Locale) => range(claims.valuationHours.min, claims.valuationHours.max, locale);
const pickupRange = (locale: Locale) => range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max, locale);

/** Every kind of goods with a free-pickup threshold, in the order of the claims. */
export const freePickupKinds = Object.keys(claims.freePickup) as FreePickupKind[];

const areaWords: Record<PickupArea, Localized> = {
  germany: { de: 'bundesweit', en: 'anywhere in Germany' },
  dach: { de: 'in Deutschland, Österreich und der Schweiz', en: 'in Germany, Austria and Switzerland' },
};

/** The quantity from which pickup is free, naming the goods: "100 kg Batterien", "50 Modulen". */
function quantity(kind: FreePickupKind, locale: Locale): string {
  const from = formatNumber(claims.freePickup[kind].from, locale);
  const words: Record<FreePickupKind, Localized> = {
    batteries: { de: `${from}\u00a0kg Batterien`, en: `${from}\u00a0kg of batteries` },
    itHardware: { de: `${from} Stück IT-Hardware`, en: `${from} pieces of IT hardware` },
    modules: { de: `${from} Solarmodulen`, en: `${from} solar modules` },
    inverters: { de: `${from} Wechselrichtern`, en: `${from} inverters` },
    storage: { de: `${from}\u00a0kWh Speicherkapazität`, en: `${from}\u00a0kWh of storage capacity` },
  };
  return words[kind][locale];
}

const quantities = (kinds: readonly FreePickupKind[], locale: Locale) =>
  formatList(
    kinds.map((kind) => quantity(kind, locale)),
    locale,
    'disjunction',
  );

/** The one area of the given kinds; kinds of different areas need separate statements. */
function areaOf(kinds: readonly FreePickupKind[]): PickupArea {
  const areas = new Set(kinds.map((kind) => claims.freePickup[kind].area));
  if (areas.size !== 1) throw new Error(`free pickup of ${kinds.join(', ')}: not one area`);
  return [...areas][0]!;
}

const wording: Localized<Wording> = {
  de: {
    estimate: `Unverbindlicher Preisrahmen innerhalb von ${estimateHours}\u00a0h an Werktagen`,
    estimateShort: `Preisrahmen in ${estimateHours}\u00a0h an Werktagen`,
    valuation: `Bewertung in ${valuationRange('de')}\u00a0h nach Eingang`,
    valuationDuration: `${valuationRange('de')}\u00a0h nach Eingang`,
    payment: `Zahlung per Überweisung binnen ${paymentDays}\u00a0Tagen`,
    paymentDuration: `binnen ${paymentDays}\u00a0Tagen`,
    pickup: `Abholung in ${pickupRange('de')}\u00a0Werktagen`,
    pickupDuration: `${pickupRange('de')}\u00a0Werktage`,
    expressPickup: `Express-Abholung in ${expressPickupHours}\u00a0h`,
    freeDismantling: `Demontage kostenlos ab ${freePickupFrom.modules} Modulen oder ${freePickupFrom.inverters} Wechselrichtern – Arbeiten auf dem Dach ab ${formatEuro(claims.roofDismantlingFromEuro, 'de')} je Modul`,
    share: (percent, goods) => `bis zu ${percent} des Neupreises für ${goods}`,
  },
  en: {
    estimate: `Indicative price range within ${estimateHours}\u00a0h on working days`,
    estimateShort: `Price range within ${estimateHours}\u00a0h on working days`,
    valuation: `Valuation within ${valuationRange('en')}\u00a0h of arrival`,
    valuationDuration: `${valuationRange('en')}\u00a0h after arrival`,
    payment: `Payment by bank transfer within ${paymentDays}\u00a0days`,
    paymentDuration: `within ${paymentDays}\u00a0days`,
    pickup: `Pickup within ${pickupRange('en')}\u00a0working days`,
    pickupDuration: `${pickupRange('en')}\u00a0working days`,
    expressPickup: `Express pickup within ${expressPickupHours}\u00a0h`,
    freeDismantling: `Free dismantling from ${freePickupFrom.modules} modules or ${freePickupFrom.inverters} inverters – roof work from ${formatEuro(claims.roofDismantlingFromEuro, 'en')} per module`,
    share: (percent, goods) => `up to ${percent} of the new price for ${goods}`,
  },
};

type Phrase = Exclude<keyof Wording, 'share'>;
const phrase = (key: Phrase) => (locale: Locale) => wording[locale][key];

export const promise = {
  /** "Unverbindlicher Preisrahmen innerhalb von 24 h an Werktagen" */
  estimate: phrase('estimate'),
  /** Short form for step durations: "Preisrahmen in 24 h an Werktagen" */
  estimateShort: phrase('estimateShort'),
  /** "Bewertung in 24–48 h nach Eingang" */
  valuation: phrase('valuation'),
  /** "24–48 h nach Eingang" (a step's duration). */
  valuationDuration: phrase('valuationDuration'),
  /** "Zahlung per Überweisung binnen 14 Tagen" */
  payment: phrase('payment'),
  /** "binnen 14 Tagen" (a step's duration). */
  paymentDuration: phrase('paymentDuration'),
  /** "Abholung in 2–3 Werktagen" */
  pickup: phrase('pickup'),
  /** "2–3 Werktage" (a step's duration). */
  pickupDuration: phrase('pickupDuration'),
  /**
   * Where and from which quantity pickup is free, for goods of one area:
   * "Abholung in ganz Deutschland, kostenlos ab 100 kg Batterien oder 20 Stück IT-Hardware".
   */
  freePickup: (kinds: readonly FreePickupKind[], locale: Locale) => {
    const area = areaOf(kinds);
    return locale === 'de'
      ? `Abholung ${areaWords[area].de}, kostenlos ab ${quantities(kinds, locale)}`
      : `Pickup ${areaWords[area].en}, free from ${quantities(kinds, locale)}`;
  },
  /** The thresholds alone, of any kinds: "ab 100 kg Batterien, … oder 20 kWh Speicherkapazität". */
  freePickupThresholds: (kinds: readonly FreePickupKind[], locale: Locale) =>
    `${locale === 'de' ? 'ab' : 'from'} ${quantities(kinds, locale)}`,
  /** Every kind with its area, for the terms (AGB § 4), as one sentence. */
  freePickupTerms: (locale: Locale) => {
    const parts = (['germany', 'dach'] as const).map((area) => {
      const kinds = freePickupKinds.filter((kind) => claims.freePickup[kind].area === area);
      return `${areaWords[area][locale]} ${promise.freePickupThresholds(kinds, locale)}`;
    });
    return locale === 'de'
      ? `Kostenlos ist die Abholung ${formatList(parts, locale)}.`
      : `Pickup is free of charge ${formatList(parts, locale)}.`;
  },
  /** "Express-Abholung in 48 h" */
  expressPickup: phrase('expressPickup'),
  /** Dismantling is free from the same thresholds, roof work excepted. */
  freeDismantling: phrase('freeDismantling'),
  /** "bis zu 25 % des Neupreises für Batteriespeicher" */
  share: (group: ShareGroup, locale: Locale) =>
    wording[locale].share(formatPercent(claims.shareOfNewPrice[group], locale), shareGoods[group][locale]),
  /** The shares of the given goods in one phrase ("… und …"). */
  sharesOf: (groups: readonly ShareGroup[], locale: Locale) =>
    formatList(
      groups.map((group) => promise.share(group, locale)),
      locale,
    ),
  /** Both shares, for pages that cover storage and solar equipment. */
  shares: (locale: Locale) => promise.sharesOf(['solar', 'storage'], locale),
};

/** The goods each share applies to, in the words every page uses. */
export const shareGoods: Record<ShareGroup, Record<Locale, string>> = {
  storage: { de: 'Batteriespeicher', en: 'battery storage' },
  solar: { de: 'Module und Wechselrichter', en: 'modules and inverters' },
};

/*
 * The impact figures are the company's own statements; each is shown with what it counts
 * (`claims.basis`) wherever it appears. The sections find the figures a text states by their
 * formatted values and add the basis next to them, so no page can state one without it
 * (`promises.e2e.ts` checks every rendered page).
 */

/** An impact figure with a basis: one key of `claims.basis` (60 % and 40 % share one). */
export type BasedFigure = keyof typeof claims.basis;
const basedFigures = Object.keys(claims.basis) as BasedFigure[];

/** The devices basis starts with how it counts, so it is named when it stands beside others. */
const basisName: Partial<Record<BasedFigure, Record<Locale, string>>> = {
  devicesRecycled: { de: 'Geräte', en: 'Devices' },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A formatted value standing alone: "95 %" but not "195 %" or "0,95 %". */
const standalone = (value: string, after = '') => new RegExp(`(?<![\\d.,])${escape(value)}${after}(?![\\d])`);
const tonnes = (value: number, locale: Locale) => standalone(formatNumber(value, locale), '\\s?t\\b');

/** How each figure reads in a text of the language (all must match). */
function figurePatterns(locale: Locale): Record<BasedFigure, RegExp[][]> {
  const millions = formatNumber(claims.devicesRecycled / 1_000_000, locale);
  const { co2SavedTonnes, lithiumTonnes } = claims.balance2024;
  return {
    devicesRecycled: [
      [standalone(formatNumber(claims.devicesRecycled, locale))],
      [standalone(millions, locale === 'de' ? '\\s(?:Millionen|Mio\\.)' : '\\smillion')],
    ],
    reuseShares: [
      [standalone(formatPercent(claims.reusedPercent, locale))],
      [standalone(formatPercent(claims.recycledPercent, locale))],
    ],
    recoveryRate: [[standalone(formatPercent(claims.recoveryRatePercent, locale))]],
    balance2024Co2: [[tonnes(co2SavedTonnes, locale), /CO₂/]],
    balance2024Materials: [[tonnes(lithiumTonnes, locale), /lithium/i]],
  };
}
const patterns: Record<Locale, Record<BasedFigure, RegExp[][]>> = {
  de: figurePatterns('de'),
  en: figurePatterns('en'),
};

/** The based figures a text of the given language states, in the order of `claims.basis`. */
export function statedFigures(text: string, locale: Locale): BasedFigure[] {
  return basedFigures.filter((figure) =>
    patterns[locale][figure].some((all) => all.every((pattern) => pattern.test(text))),
  );
}

/** One figure's basis as a sentence that names the figure. */
export function figureBasis(figure: BasedFigure, locale: Locale): string {
  const name = basisName[figure]?.[locale];
  const basis = claims.basis[figure][locale];
  return name ? `${name}: ${basis}` : basis;
}

/**
 * The note for the figures a text states, leaving out bases an existing note already gives and
 * figures explained earlier on the page; empty when there is nothing to add.
 */
export function figureBasisNote(
  text: string,
  locale: Locale,
  existingNote = '',
  explained: readonly BasedFigure[] = [],
): string {
  return statedFigures(text, locale)
    .filter((figure) => !explained.includes(figure) && !existingNote.includes(claims.basis[figure][locale]))
    .map((figure) => figureBasis(figure, locale))
    .join(' ');
}

/** Every string in a piece of content, one a line: what a section states. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map(contentText).join('\n');
  if (content && typeof content === 'object') return Object.values(content).map(contentText).join('\n');
  return '';
}
