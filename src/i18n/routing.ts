import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // German lives at /…, English at /en/… with the same German slugs.
  localePrefix: 'as-needed',
  // The URL alone decides the language; the stored `language` preference is applied on the
  // client (see LanguagePreference), so crawlers and Accept-Language never redirect `/`.
  localeDetection: false,
  // The locale cookie would be a cookie we then have to declare; the URL carries the locale.
  localeCookie: false,
  // No `Link` response header: it was built from the request's Host header (a cache-poisoning
  // vector). The pages carry their hreflang links in the HTML, built from SITE_URL.
  alternateLinks: false,
});
