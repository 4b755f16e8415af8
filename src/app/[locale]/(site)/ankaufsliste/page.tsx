import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { routeMetadataGenerator } from '@/components/seo/metadata';
import { sellListPageProps } from '@/components/sell-list/page-props';
import { SellListApp } from '@/components/sell-list/sell-list-app';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { localizedPath } from '@/lib/site-url';

export const generateMetadata = routeMetadataGenerator('/ankaufsliste');

/**
 * /ankaufsliste: the visitor's sell list. The page is pre-rendered like every other (the same
 * shell for everyone); the list itself lives in the browser's localStorage and the island reads
 * it after hydration. Without JavaScript the page points to the inquiry form.
 */
export default async function SellListPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'SellList' });
  return (
    <>
      <Breadcrumbs path="/ankaufsliste" locale={locale} />
      <PageHero
        hero={{
          badge: t('badge'),
          title: t('heroTitle'),
          lead: t('heroLead'),
          primary: { label: t('heroPrimary'), href: '/preissuche' },
          secondary: { label: t('heroSecondary'), href: '#import' },
        }}
      />
      <noscript>
        <div className="container-page">
          <p className="rounded-card border border-amber-300 bg-amber-50 p-5 text-navy-900">
            {t('noScript')}{' '}
            <a
              href={`${localizedPath('/kontakt', locale)}#anfrage`}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('noScriptLink')}
            </a>
          </p>
        </div>
      </noscript>
      <SellListApp {...await sellListPageProps(locale)} />
    </>
  );
}
