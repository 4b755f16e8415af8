import type { Locale, Localized } from '@/i18n/locales';
import { priceListPaths } from './catalogue/paths';
import { getRoute, type RoutePath } from './routes';

/**
 * The Open Graph image families: one designed image per kind of page and language, generated at
 * build time (src/app/og/[image]/route.tsx) and named in every page's metadata.
 */
export const shareImageFamilies = ['home', 'services', 'catalogue', 'company', 'contact', 'legal'] as const;
export type ShareImageFamily = (typeof shareImageFamilies)[number];

/** Price-list pages, their hubs and the price search share the catalogue image. */
const cataloguePaths: readonly string[] = [
  ...Object.values(priceListPaths),
  '/elektronische-bauteile',
  '/erneuerbare-energien-ankauf',
  '/preissuche',
];

export function shareImageFamily(path: RoutePath): ShareImageFamily {
  if (cataloguePaths.includes(path)) return 'catalogue';
  return getRoute(path).group;
}

/** The image's file name: `services-de.png`. */
export const shareImageName = (family: ShareImageFamily, locale: Locale) => `${family}-${locale}.png`;

/** Heading and line of each image; the company name is added by the image itself. */
export const shareImageCopy: Record<ShareImageFamily, Localized<{ title: string; line: string }>> = {
  home: {
    de: {
      title: 'Batterien und Elektronik fair verkaufen, sicher recyceln',
      line: 'Lithium-Akkus · IT-Hardware · Solartechnik · Mining-Hardware',
    },
    en: {
      title: 'Sell batteries and electronics fairly, recycle them safely',
      line: 'Lithium batteries · IT hardware · solar equipment · mining hardware',
    },
  },
  services: {
    de: { title: 'Ankauf, Recycling und Entsorgung', line: 'Bewertet, abgeholt, nachweisbar verwertet' },
    en: { title: 'Buy-back, recycling and disposal', line: 'Valued, collected and recycled with records' },
  },
  catalogue: {
    de: { title: 'Unverbindliche Ankaufspreise', line: '„Bis zu“-Preise mit Stand und Bedingungen' },
    en: { title: 'Indicative buy-back prices', line: '“Up to” prices with date and conditions' },
  },
  company: {
    de: { title: 'Ein Kölner Betrieb für Ankauf und Recycling', line: 'Wer wir sind und wofür wir arbeiten' },
    en: { title: 'A Cologne buy-back and recycling business', line: 'Who we are and what we work for' },
  },
  contact: {
    de: { title: 'Sprechen Sie mit uns über Ihre Geräte', line: 'Anfrage, Anruf oder E-Mail' },
    en: { title: 'Talk to us about your equipment', line: 'Inquiry, call or e-mail' },
  },
  legal: {
    de: { title: 'Rechtliches', line: 'Impressum · Datenschutz · AGB · Cookies' },
    en: { title: 'Legal information', line: 'Legal notice · privacy · terms · cookies' },
  },
};
