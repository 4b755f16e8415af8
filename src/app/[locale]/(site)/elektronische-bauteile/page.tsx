import { HubPageView } from '@/components/catalogue/hub-page-view';
import { componentsHub } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/elektronische-bauteile');

export default async function ElectronicComponentsHubPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <HubPageView page={componentsHub} locale={locale} />;
}
