import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { componentsHub, renewablesHub, searchPage } from '@/content/catalogue-pages';
import type { Locale } from '@/i18n/locales';
import { catalogueSearch } from '@/content/catalogue/search-documents';
import { CategoryLinkCards } from './category-link-cards';
import { PriceSearchForm } from './price-search-form';
import { SearchResults } from './search-results';

/** /preissuche: the GET form, the server-rendered results for ?q=, and links to every price list. */
export async function SearchPageView({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const content = searchPage[locale];
  const hits = query ? catalogueSearch(locale).search(query, 50) : [];
  return (
    <>
      <Breadcrumbs path="/preissuche" locale={locale} />
      <PageHero hero={content.hero} accent="brand" />
      <Section id="suche" title={t('searchResultsHeading')} tone="muted">
        <PriceSearchForm locale={locale} query={query} />
        <div className="mt-8">
          {query ? (
            <SearchResults hits={hits} query={query} locale={locale} />
          ) : (
            <p className="text-slate-700">{t('searchEmpty')}</p>
          )}
        </div>
      </Section>
      <Section title={content.browseTitle}>
        <h3 className="text-xl font-semibold">{t('components')}</h3>
        <div className="mt-4">
          <CategoryLinkCards cards={componentsHub.content[locale].categories.cards} linkLabel={t('toPriceList')} />
        </div>
        <h3 className="mt-10 text-xl font-semibold">{t('renewables')}</h3>
        <div className="mt-4">
          <CategoryLinkCards cards={renewablesHub.content[locale].categories.cards} linkLabel={t('toPriceList')} />
        </div>
      </Section>
    </>
  );
}
