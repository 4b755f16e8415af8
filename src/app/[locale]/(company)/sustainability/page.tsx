import { ContentPageView } from '@/components/sections/content-page-view';
import { sustainabilityPage } from '@/content/pages/sustainability';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/sustainability');

export default async function SustainabilityPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/sustainability" locale={locale} content={sustainabilityPage[locale]} />;
}
