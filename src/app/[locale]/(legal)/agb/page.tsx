import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/agb');

export default async function AgbPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <LegalDocumentView path="/agb" locale={locale} document={legalDocuments['/agb'][locale]} />;
}
