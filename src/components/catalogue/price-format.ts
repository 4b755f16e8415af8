import type { CatalogueItem, Rating } from '@/content/catalogue';
import type { Locale } from '@/i18n/locales';
import { formatEuro, formatNumber } from '@/lib/format';

/** "13,5 kWh" / "13.5 kWh". */
function formatRating(rating: Rating, locale: Locale): string {
  return `${formatNumber(rating.value, locale, { maximumFractionDigits: 2 })}\u00a0${rating.unit}`;
}

/** Capacity/power column: numeric rating and spec text, e.g. "128 GB · DDR5-4800 RDIMM". */
export function capacityText(item: CatalogueItem, locale: Locale): string {
  const parts = [item.rating ? formatRating(item.rating, locale) : null, item.spec?.[locale] ?? null].filter(Boolean);
  return parts.length ? parts.join(' · ') : '–';
}

/** Euros with cents only where needed: "500 €", "1,50 €". */
export function formatServiceAmount(amount: number, locale: Locale): string {
  return formatEuro(amount, locale, { cents: !Number.isInteger(amount) });
}
