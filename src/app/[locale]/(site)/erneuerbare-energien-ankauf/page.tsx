import { HubPageView } from '@/components/catalogue/hub-page-view';
import { renewablesHub } from '@/content/catalogue-pages';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/components/seo/metadata';

export const generateMetadata = routeMetadataGenerator('/erneuerbare-energien-ankauf');

export default async function RenewablesHubPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <HubPageView page={renewablesHub} locale={locale} />;
}
