import { ContentPageView } from '@/components/sections/content-page-view';
import { elektroschrottRecyclingPage } from '@/content/pages/elektroschrott-recycling';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/elektroschrott-recycling');

export default async function ElektroschrottRecyclingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView path="/elektroschrott-recycling" locale={locale} content={elektroschrottRecyclingPage[locale]} />
  );
}
