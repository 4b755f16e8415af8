import type { Locale } from './locales';
import { localizedPath } from './site-url';

/** The staff area's pages, without locale prefix: pages, forms and redirects all read them here. */
export const staffPaths = {
  inbox: '/intern',
  lead: (id: string) => `/intern/anfragen/${encodeURIComponent(id)}`,
  /** A sell request after the acceptance: pickup, goods received, credit note, certificates. */
  fulfilment: (id: string) => `/intern/anfragen/${encodeURIComponent(id)}/abwicklung`,
  documents: '/intern/dokumente',
  outbox: '/intern/postausgang',
  erasure: '/intern/loeschen',
  audit: '/intern/protokoll',
  team: '/intern/team',
  account: '/intern/konto',
  prices: '/intern/preise',
  priceList: (id: string) => `/intern/preise/${encodeURIComponent(id)}`,
  priceVersions: (id: string) => `/intern/preise/${encodeURIComponent(id)}/versionen`,
  priceImport: '/intern/preise/import',
  signIn: '/intern/anmelden',
} as const;

/** A staff page's path in a locale, with an optional query (`?status=new`). */
export function staffHref(path: string, locale: Locale, query?: URLSearchParams | string): string {
  const search = query ? String(query) : '';
  return `${localizedPath(path, locale)}${search ? `?${search}` : ''}`;
}
