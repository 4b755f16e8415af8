import { ContentPageView } from '@/components/sections/content-page-view';
import { medizintechnikRecyclingPage } from '@/content/pages/medizintechnik-recycling';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/medizintechnik-recycling');

export default async function MedizintechnikRecyclingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView path="/medizintechnik-recycling" locale={locale} content={medizintechnikRecyclingPage[locale]} />
  );
}
