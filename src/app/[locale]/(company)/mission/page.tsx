import { ContentPageView } from '@/components/sections/content-page-view';
import { missionPage } from '@/content/pages/mission';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/mission');

export default async function MissionPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/mission" locale={locale} content={missionPage[locale]} />;
}
