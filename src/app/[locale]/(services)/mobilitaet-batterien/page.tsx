import { ContentPageView } from '@/components/sections/content-page-view';
import { mobilitaetBatterienPage } from '@/content/pages/mobilitaet-batterien';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/mobilitaet-batterien');

export default async function MobilitaetBatterienPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/mobilitaet-batterien" locale={locale} content={mobilitaetBatterienPage[locale]} />;
}
