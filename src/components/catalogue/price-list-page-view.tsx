import { ContactSection } from '@/components/contact/contact-section';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureCardGrid } from '@/components/sections/feature-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { Section } from '@/components/sections/section';
import { JsonLd } from '@/components/seo/json-ld';
import { getPriceList, listedItems } from '@/content/catalogue';
import type { PriceListPage } from '@/content/catalogue-pages/types';
import { getRoute } from '@/content/routes';
import type { Locale } from '@/i18n/locales';
import { priceListJsonLd, serviceJsonLd } from '@/components/seo/structured-data';
import { HeroPriceSummary } from './hero-price-summary';
import { PriceListSection } from './price-list-section';

/**
 * A price or catalogue page: hero, the price list (note, date, category cards with tables),
 * three benefit blocks, optional extra sections, the shared contact section (id "contact") that
 * the hero and every "Bewerten lassen" link lead to, and JSON-LD.
 */
export function PriceListPageView({ page, locale }: { page: PriceListPage; locale: Locale }) {
  const content = page.content[locale];
  const list = getPriceList(page.listId);
  const route = getRoute(page.path);
  const structured: Record<string, unknown>[] = [
    serviceJsonLd({
      path: page.path,
      locale,
      name: route.title[locale],
      description: route.description[locale],
      serviceType: content.serviceType,
    }),
  ];
  if (list.kind === 'products') {
    structured.push(
      priceListJsonLd({
        path: page.path,
        locale,
        name: content.products.title,
        items: listedItems(list).map((item) => ({ ...item, anchor: item.categoryId })),
      }),
    );
  }
  return (
    <>
      <Breadcrumbs path={page.path} locale={locale} />
      <PageHero id={page.heroId} hero={content.hero} accent={content.accent}>
        <HeroPriceSummary list={list} locale={locale} />
      </PageHero>
      <PriceListSection
        id={page.productsId}
        title={content.products.title}
        intro={content.products.intro}
        list={list}
        locale={locale}
      />
      <Section title={content.benefits.title}>
        <FeatureCardGrid cards={content.benefits.cards} columns={3} accent={content.accent} />
      </Section>
      {content.sections ? <PageSections sections={content.sections} accent={content.accent} locale={locale} /> : null}
      {content.cta ? <CtaBand cta={content.cta} /> : null}
      <ContactSection locale={locale} />
      <JsonLd data={structured} />
    </>
  );
}
