import { PriceListPageView } from '@/components/catalogue/price-list-page-view';
import { getPriceListPage } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/wechselrichter-ankauf-alle-marken');

export default async function WechselrichterAnkaufAlleMarkenPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <PriceListPageView page={getPriceListPage('/wechselrichter-ankauf-alle-marken')} locale={locale} />;
}
