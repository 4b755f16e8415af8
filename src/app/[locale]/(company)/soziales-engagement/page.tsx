import { ContentPageView } from '@/components/sections/content-page-view';
import { socialCommitmentPage } from '@/content/pages/soziales-engagement';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/soziales-engagement');

export default async function SocialCommitmentPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/soziales-engagement" locale={locale} content={socialCommitmentPage[locale]} />;
}
