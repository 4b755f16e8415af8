import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureCardGrid } from '@/components/sections/feature-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { JsonLd } from '@/components/seo/json-ld';
import { getItemsByArticleNumbers, latestPriceListDate } from '@/content/catalogue';
import type { HubPage } from '@/content/catalogue-pages/types';
import { getRoute } from '@/content/routes';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { priceListJsonLd } from '@/components/seo/structured-data';
import { CategoryLinkCards } from './category-link-cards';
import { InstantPriceSearch } from './instant-price-search';
import { PriceHighlights } from './price-highlights';
import { addControllerTexts } from '@/components/sell-list/add-texts';
import { formatListDate } from '@/lib/format';

/** A hub: hero, instant price search, six category cards, ten top-price highlights, benefits, CTA. */
export async function HubPageView({ page, locale }: { page: HubPage; locale: Locale }) {
  const content = page.content[locale];
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const tSell = await getTranslations({ locale, namespace: 'SellList' });
  const highlights = getItemsByArticleNumbers(page.highlights);
  const route = getRoute(page.path);
  return (
    <>
      <Breadcrumbs path={page.path} locale={locale} />
      <PageHero hero={content.hero} accent={content.accent} />
      <Section id="preissuche" title={content.search.title} intro={content.search.intro} tone="muted">
        <InstantPriceSearch
          locale={locale}
          indexUrl={localizedPath('/preissuche/suchindex', locale)}
          labels={{
            label: t('searchLabel'),
            hint: t('searchHint'),
            placeholder: t('searchPlaceholder'),
            submit: t('searchSubmit'),
            loading: t('searchLoading'),
            error: t('searchError'),
            none: t('instantNone'),
            one: t('instantOne'),
            many: t.raw('instantMany') as string,
            allResults: t('searchAllResults'),
            negotiable: t('negotiable'),
          }}
          sellList={{
            add: tSell('add'),
            addFor: tSell.raw('addFor') as string,
            addSubject: tSell.raw('addSubject') as string,
            toasts: await addControllerTexts(locale),
          }}
        />
      </Section>
      <Section id="kategorien" title={content.categories.title} intro={content.categories.intro}>
        <CategoryLinkCards cards={content.categories.cards} linkLabel={t('toPriceList')} />
      </Section>
      <Section id="top-preise" title={content.highlights.title} intro={content.highlights.intro} tone="muted">
        <PriceHighlights
          items={highlights}
          locale={locale}
          note={`${t('indicativeNote')} ${t('priceDate', { date: formatListDate(latestPriceListDate(), locale) })}.`}
        />
      </Section>
      <Section title={content.benefits.title}>
        <FeatureCardGrid cards={content.benefits.cards} columns={3} accent={content.accent} />
      </Section>
      <CtaBand cta={content.cta} />
      <JsonLd
        data={priceListJsonLd({
          path: page.path,
          locale,
          name: route.title[locale],
          items: highlights.map((item) => ({ ...item, anchor: 'top-preise' })),
        })}
      />
    </>
  );
}
