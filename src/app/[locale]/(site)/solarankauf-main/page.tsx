import { PriceListPageView } from '@/components/catalogue/price-list-page-view';
import { getPriceListPage } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/solarankauf-main');

export default async function SolarankaufMainPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PriceListPageView page={getPriceListPage('/solarankauf-main')} locale={locale} />;
}
