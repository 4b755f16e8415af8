import { PriceListPageView } from '@/components/catalogue/price-list-page-view';
import { getPriceListPage } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/sma-wechselrichter-ankauf');

export default async function SmaWechselrichterAnkaufPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PriceListPageView page={getPriceListPage('/sma-wechselrichter-ankauf')} locale={locale} />;
}
