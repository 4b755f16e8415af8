import { ContentPageView } from '@/components/sections/content-page-view';
import { teamPage } from '@/content/pages/team';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/team');

export default async function TeamPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/team" locale={locale} content={teamPage[locale]} />;
}
