import { ContentPageView } from '@/components/sections/content-page-view';
import { industrieBatterienPage } from '@/content/pages/industrie-batterien';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/industrie-batterien');

export default async function IndustrieBatterienPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/industrie-batterien" locale={locale} content={industrieBatterienPage[locale]} />;
}
