import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/impressum');

export default async function ImpressumPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <LegalDocumentView path="/impressum" locale={locale} document={legalDocuments['/impressum'][locale]} />;
}
