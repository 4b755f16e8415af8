import { ContentPageView } from '@/components/sections/content-page-view';
import { elektronikschrottEntsorgungPage } from '@/content/pages/elektronikschrott-entsorgung';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/elektronikschrott-entsorgung');

export default async function ElektronikschrottEntsorgungPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView
      path="/elektronikschrott-entsorgung"
      locale={locale}
      content={elektronikschrottEntsorgungPage[locale]}
    />
  );
}
