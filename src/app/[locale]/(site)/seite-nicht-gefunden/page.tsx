import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { company } from '@/content/company';
import { resolveLocale, type LocaleParams } from '@/i18n/server';

/**
 * The 404 page, pre-rendered per language. src/proxy.ts serves its HTML with status 404 for
 * every path the build does not know (src/server/routing/page-paths.ts), so a 404 is complete
 * server-rendered HTML, costs no rendering and writes nothing to disk. Not in the sitemap.
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: { absolute: `${t('title')} | ${company.name}` }, robots: { index: false, follow: true } };
}

export default async function NotFoundPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <NotFoundView locale={locale} />;
}
