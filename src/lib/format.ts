import type { Locale } from './locales';

/** BCP 47 tags for number formatting: German formats in German, British English in English. */
export const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], options);
    cache.set(key, format);
  }
  return format;
}

/** Whole euros: "1.800 €" / "€1,800". */
export function formatEuro(amount: number, locale: Locale, { cents = false }: { cents?: boolean } = {}): string {
  return formatter(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

/** An amount stored in cents (offers, receipts, credit notes): "1.234,50 €" / "€1,234.50". */
export function formatCents(cents: number, locale: Locale): string {
  return formatEuro(cents / 100, locale, { cents: true });
}

/** Indicative maximum price: "Bis zu 1.800 €" / "Up to €1,800". */
const upTo: Record<Locale, string> = { de: 'Bis zu', en: 'Up to' };

export function formatUpTo(amount: number, locale: Locale): string {
  return `${upTo[locale]} ${formatEuro(amount, locale)}`;
}

/** "10.000.000" / "10,000,000". */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return formatter(locale, options).format(value);
}

/** A whole percentage: "95 %" (German, with a narrow gap) / "95%". */
export function formatPercent(value: number, locale: Locale): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** "A, B und C" / "A, B and C" (a disjunction: "A, B oder C"): a list joined as the language joins it. */
export function formatList(
  items: readonly string[],
  locale: Locale,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return new Intl.ListFormat(intlLocale[locale], { style: 'long', type }).format(items);
}

/** The company's time zone: every time staff read is local time in Köln. */
const companyTimeZone = 'Europe/Berlin';

/** "24.11.2026, 14:05" / "24 Nov 2026, 14:05": a stored ISO timestamp in Köln time. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: companyTimeZone,
  }).format(new Date(iso));
}

/** "1. November 2026" / "1 November 2026": the date of the price lists, as every page writes it. */
export function formatListDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "24.11.2026" / "24 Nov 2026". */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeZone: companyTimeZone }).format(
    new Date(iso),
  );
}

/** "24.11." / "24/11": a day on a chart's axis. */
export function formatDayMonth(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: '2-digit',
    month: '2-digit',
    timeZone: companyTimeZone,
  }).format(new Date(iso));
}

/**
 * A file's size as people read it: "392 kB" below a megabyte (never "0,0 MB"), "1,4 MB" above
 * (decimal units, as file managers show them).
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1_000_000) {
    return formatter(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
      Math.max(1, Math.round(bytes / 1000)),
    );
  }
  return formatter(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}
