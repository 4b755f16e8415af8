import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CertificateVerificationView } from '@/components/certificate/verification-view';
import { resolveLocale } from '@/i18n/server';
import { getDatabase } from '@/server/db';
import { verifyCertificate } from '@/server/documents/certificates';

/**
 * `/zertifikat/<id>`: where a certificate's QR code leads. Rendered per request (it reads the
 * database), never indexed, in neither the route registry nor the sitemap. An unknown id is this
 * segment's not-found page ("not known"); a revoked certificate says so.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'CertificateVerification' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function CertificateVerificationPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const data = await verifyCertificate((await getDatabase()).db, id);
  if (!data) notFound();
  return <CertificateVerificationView data={data} locale={locale} />;
}
