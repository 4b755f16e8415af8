import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messagesByLocale } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: messagesByLocale[locale],
    timeZone: 'Europe/Berlin',
    // A missing key renders the key itself instead of breaking the page; a unit test keeps
    // both message files complete, so this only matters for a mistake that slipped through.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error(error);
    },
  };
});
