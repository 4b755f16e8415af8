import { PriceListPageView } from '@/components/catalogue/price-list-page-view';
import { getPriceListPage } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/batteriespeicher-ankauf-recycling');

export default async function BatteriespeicherAnkaufRecyclingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PriceListPageView page={getPriceListPage('/batteriespeicher-ankauf-recycling')} locale={locale} />;
}
