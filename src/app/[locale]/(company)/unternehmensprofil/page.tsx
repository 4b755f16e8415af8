import { ContentPageView } from '@/components/sections/content-page-view';
import { companyProfilePage } from '@/content/pages/unternehmensprofil';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/unternehmensprofil');

export default async function CompanyProfilePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <ContentPageView path="/unternehmensprofil" locale={locale} content={companyProfilePage[locale]} />;
}
