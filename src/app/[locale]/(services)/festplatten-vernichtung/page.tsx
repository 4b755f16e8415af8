import { ContentPageView } from '@/components/sections/content-page-view';
import { festplattenVernichtungPage } from '@/content/pages/festplatten-vernichtung';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/festplatten-vernichtung');

export default async function FestplattenVernichtungPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView path="/festplatten-vernichtung" locale={locale} content={festplattenVernichtungPage[locale]} />
  );
}
