import { ContentPageView } from '@/components/sections/content-page-view';
import { visionPage } from '@/content/pages/vision';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/vision');

export default async function VisionPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/vision" locale={locale} content={visionPage[locale]} />;
}
