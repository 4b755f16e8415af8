import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from './locales';
import { messagesByLocale } from './messages';

/**
 * A translator outside a page render (route handlers, e-mails, the assistant): the same message
 * files and fallbacks as the pages, without a request context.
 */
export function translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace, timeZone: 'Europe/Berlin' });
}
