import { ContentPageView } from '@/components/sections/content-page-view';
import { ankaufElektronischeBauteileServicePage } from '@/content/pages/ankauf-elektronische-bauteile-service';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/ankauf-elektronische-bauteile-service');

export default async function AnkaufElektronischeBauteileServicePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <ContentPageView
      path="/ankauf-elektronische-bauteile-service"
      locale={locale}
      content={ankaufElektronischeBauteileServicePage[locale]}
    />
  );
}
