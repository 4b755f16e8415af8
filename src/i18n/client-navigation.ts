'use client';

import { usePathname } from 'next/navigation';
import { splitLocalePath } from '@/lib/site-url';
import type { Locale } from './locales';

/** The current page's language and path without the /en prefix, read from the URL. */
export function useLocalePath(): { locale: Locale; path: string } {
  return splitLocalePath(usePathname() ?? '/');
}
