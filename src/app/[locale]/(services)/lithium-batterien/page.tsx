import { ContentPageView } from '@/components/sections/content-page-view';
import { lithiumBatterienPage } from '@/content/pages/lithium-batterien';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/lithium-batterien');

export default async function LithiumBatterienPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/lithium-batterien" locale={locale} content={lithiumBatterienPage[locale]} />;
}
