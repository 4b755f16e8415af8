import { LegalDocumentView } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { routeMetadataGenerator } from '@/lib/metadata';

export const generateMetadata = routeMetadataGenerator('/cookie-richtlinie');

export default async function CookieRichtliniePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <LegalDocumentView
      path="/cookie-richtlinie"
      locale={locale}
      document={legalDocuments['/cookie-richtlinie'][locale]}
    />
  );
}
