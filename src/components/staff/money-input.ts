import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';

/** Cents as staff type euros back into a field: "12,50" / "12.50", no grouping. */
export function euroInputValue(cents: number, locale: Locale): string {
  return formatNumber(cents / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}
