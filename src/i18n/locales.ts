/** The languages, as routing and messages name them (defined in `src/lib/locales.ts`, the bottom layer). */
export { defaultLocale, isLocale, locales, type Locale, type Localized } from '@/lib/locales';
