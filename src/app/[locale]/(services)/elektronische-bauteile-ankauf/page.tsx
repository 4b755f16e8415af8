import { ContentPageView } from '@/components/sections/content-page-view';
import { elektronischeBauteileAnkaufPage } from '@/content/pages/elektronische-bauteile-ankauf';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/elektronische-bauteile-ankauf');

export default async function ElektronischeBauteileAnkaufPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView
      path="/elektronische-bauteile-ankauf"
      locale={locale}
      content={elektronischeBauteileAnkaufPage[locale]}
    />
  );
}
