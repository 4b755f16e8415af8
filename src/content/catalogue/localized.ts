import type { Localized } from '@/i18n/locales';

/** Shorthand for a German/English pair in the catalogue data. */
export function l<T = string>(de: T, en: T): Localized<T> {
  return { de, en };
}
