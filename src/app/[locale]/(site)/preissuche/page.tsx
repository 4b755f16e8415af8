import type { Metadata } from 'next';
import { SearchPageView } from '@/components/catalogue/search-page-view';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { normalizeQuery } from '@/lib/catalogue-search';
import { routeMetadata } from '@/components/seo/metadata';

/**
 * The price search works without JavaScript as a plain GET form, so this one page renders per
 * request (it reads ?q=); every other catalogue page stays static.
 */
export const dynamic = 'force-dynamic';

type Props = LocaleParams & { searchParams: Promise<{ q?: string | string[] }> };

const queryOf = (q: string | string[] | undefined) => normalizeQuery(Array.isArray(q) ? q[0] : q);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const metadata = routeMetadata('/preissuche', locale === 'en' ? 'en' : 'de');
  // Result pages stay out of search engines; the empty search page is indexed.
  return queryOf((await searchParams).q) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function PriceSearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  return <SearchPageView locale={locale} query={queryOf((await searchParams).q)} />;
}
