import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type * as React from 'react';
import { localizedHref } from '@/lib/site-url';
import type { Locale } from './locales';

type LinkProps = Omit<React.ComponentProps<typeof NextLink>, 'href'> & {
  /** A site path in German slug form ("/kontakt", "/#contact"); localized for the page's language. */
  href: string;
  /** Defaults to the language of the page being rendered. */
  locale?: Locale;
};

/**
 * Internal link for Server Components. It resolves the language on the server and renders a
 * plain next/link, so the browser loads no i18n runtime. Viewport prefetching is off by default
 * (a page full of links would otherwise fetch dozens of payloads); pass `prefetch` to opt in.
 * Client Components use `useLocalePath` from ./client-navigation with next/link instead.
 */
export async function Link({ href, locale, prefetch = false, ...props }: LinkProps) {
  const target = locale ?? ((await getLocale()) as Locale);
  return <NextLink href={localizedHref(href, target)} prefetch={prefetch} {...props} />;
}
