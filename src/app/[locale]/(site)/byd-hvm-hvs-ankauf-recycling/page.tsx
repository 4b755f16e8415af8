import { PriceListPageView } from '@/components/catalogue/price-list-page-view';
import { getPriceListPage } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/byd-hvm-hvs-ankauf-recycling');

export default async function BydHvmHvsAnkaufRecyclingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PriceListPageView page={getPriceListPage('/byd-hvm-hvs-ankauf-recycling')} locale={locale} />;
}
