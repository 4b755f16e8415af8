import { ContentPageView } from '@/components/sections/content-page-view';
import { plagiateZerstoerungPage } from '@/content/pages/plagiate-zerstoerung';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/plagiate-zerstoerung', (locale) => ({
  keywords: plagiateZerstoerungPage[locale].keywords,
}));

export default async function PlagiateZerstoerungPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/plagiate-zerstoerung" locale={locale} content={plagiateZerstoerungPage[locale]} />;
}
