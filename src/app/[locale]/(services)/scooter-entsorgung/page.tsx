import { ContentPageView } from '@/components/sections/content-page-view';
import { scooterEntsorgungPage } from '@/content/pages/scooter-entsorgung';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/scooter-entsorgung');

export default async function ScooterEntsorgungPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/scooter-entsorgung" locale={locale} content={scooterEntsorgungPage[locale]} />;
}
