import { ContentPageView } from '@/components/sections/content-page-view';
import { cpuRamAnkaufPage } from '@/content/pages/cpu-ram-ankauf';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/cpu-ram-ankauf');

export default async function CpuRamAnkaufPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/cpu-ram-ankauf" locale={locale} content={cpuRamAnkaufPage[locale]} />;
}
