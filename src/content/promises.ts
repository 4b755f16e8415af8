import type { Locale } from '@/i18n/locales';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format';
import { claims } from './claims';

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

export const promise = {
  /** "Preisrahmen innerhalb von 24 h an Werktagen" */
  estimate: (locale: Locale) =>
    locale === 'de'
      ? `Unverbindlicher Preisrahmen innerhalb von ${claims.priceEstimateHours}\u00a0h an Werktagen`
      : `Indicative price range within ${claims.priceEstimateHours}\u00a0h on working days`,
  /** Short form for step durations: "Preisrahmen in 24 h an Werktagen" */
  estimateShort: (locale: Locale) =>
    locale === 'de'
      ? `Preisrahmen in ${claims.priceEstimateHours}\u00a0h an Werktagen`
      : `Price range within ${claims.priceEstimateHours}\u00a0h on working days`,
  /** "Bewertung in 24–48 h nach Eingang" */
  valuation: (locale: Locale) =>
    locale === 'de'
      ? `Bewertung in ${range(claims.valuationHours.min, claims.valuationHours.max, locale)}\u00a0h nach Eingang`
      : `Valuation within ${range(claims.valuationHours.min, claims.valuationHours.max, locale)}\u00a0h of arrival`,
  /** "24–48 h nach Eingang" (a step's duration). */
  valuationDuration: (locale: Locale) =>
    locale === 'de'
      ? `${range(claims.valuationHours.min, claims.valuationHours.max, locale)}\u00a0h nach Eingang`
      : `${range(claims.valuationHours.min, claims.valuationHours.max, locale)}\u00a0h after arrival`,
  /** "Zahlung per Überweisung binnen 14 Tagen" */
  payment: (locale: Locale) =>
    locale === 'de'
      ? `Zahlung per Überweisung binnen ${claims.paymentDays}\u00a0Tagen`
      : `Payment by bank transfer within ${claims.paymentDays}\u00a0days`,
  /** "binnen 14 Tagen" (a step's duration). */
  paymentDuration: (locale: Locale) =>
    locale === 'de' ? `binnen ${claims.paymentDays}\u00a0Tagen` : `within ${claims.paymentDays}\u00a0days`,
  /** "Abholung in 2–3 Werktagen" */
  pickup: (locale: Locale) =>
    locale === 'de'
      ? `Abholung in ${range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max, locale)}\u00a0Werktagen`
      : `Pickup within ${range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max, locale)}\u00a0working days`,
  /** "2–3 Werktage" (a step's duration). */
  pickupDuration: (locale: Locale) =>
    locale === 'de'
      ? `${range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max, locale)}\u00a0Werktage`
      : `${range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max, locale)}\u00a0working days`,
  /** The general pickup cost: "Abholung bundesweit, größere Mengen kostenlos" */
  freePickup: (locale: Locale) =>
    locale === 'de'
      ? 'Abholung bundesweit, größere Mengen kostenlos'
      : 'Pickup across Germany, free for larger quantities',
  /** The solar thresholds: "Abholung kostenlos ab 50 Modulen oder 10 Wechselrichtern" */
  freeSolarPickup: (locale: Locale) =>
    locale === 'de'
      ? `Abholung kostenlos ab ${claims.freePickupFrom.modules} Modulen oder ${claims.freePickupFrom.inverters} Wechselrichtern`
      : `Free pickup from ${claims.freePickupFrom.modules} modules or ${claims.freePickupFrom.inverters} inverters`,
  /** "Express-Abholung in 48 h" */
  expressPickup: (locale: Locale) =>
    locale === 'de'
      ? `Express-Abholung in ${claims.expressPickupHours}\u00a0h`
      : `Express pickup within ${claims.expressPickupHours}\u00a0h`,
  /** Dismantling is free from the same thresholds, roof work excepted. */
  freeDismantling: (locale: Locale) =>
    locale === 'de'
      ? `Demontage kostenlos ab ${claims.freePickupFrom.modules} Modulen oder ${claims.freePickupFrom.inverters} Wechselrichtern – Arbeiten auf dem Dach ab ${formatEuro(claims.roofDismantlingFromEuro, locale)} je Modul`
      : `Free dismantling from ${claims.freePickupFrom.modules} modules or ${claims.freePickupFrom.inverters} inverters – roof work from ${formatEuro(claims.roofDismantlingFromEuro, locale)} per module`,
  /** "bis zu 25 % des Neupreises für Batteriespeicher" */
  share: (group: ShareGroup, locale: Locale) => {
    const percent = formatPercent(claims.shareOfNewPrice[group], locale);
    const goods = shareGoods[group][locale];
    return locale === 'de'
      ? `bis zu ${percent} des Neupreises für ${goods}`
      : `up to ${percent} of the new price for ${goods}`;
  },
  /** Both shares in one phrase, for pages that cover storage and solar equipment. */
  shares: (locale: Locale) =>
    locale === 'de'
      ? `${promise.share('solar', locale)} und ${promise.share('storage', locale)}`
      : `${promise.share('solar', locale)} and ${promise.share('storage', locale)}`,
};

/** The goods each share applies to, in the words every page uses. */
export const shareGoods: Record<ShareGroup, Record<Locale, string>> = {
  storage: { de: 'Batteriespeicher', en: 'battery storage' },
  solar: { de: 'Module und Wechselrichter', en: 'modules and inverters' },
};
