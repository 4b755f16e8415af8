import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/datenschutz');

export default async function DatenschutzPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <LegalDocumentView path="/datenschutz" locale={locale} document={legalDocuments['/datenschutz'][locale]} />;
}
