import 'server-only';
import { renderToBuffer } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { createElement } from 'react';
import { absoluteUrl } from '@/lib/site-url';
import type { CertificateDocument } from '../certificate-document';
import type { CreditNoteDocument } from '../credit-note-document';
import { CertificatePdf } from './certificate-pdf';
import { CreditNotePdf } from './credit-note-pdf';
import { registerPdfFonts } from './fonts';

/** The public verification page of a certificate, absolute (SITE_URL), in the document's language. */
function verificationUrl(id: string, locale: CertificateDocument['locale']): string {
  return absoluteUrl(`/zertifikat/${id}`, locale);
}

export async function renderCreditNotePdf(document: CreditNoteDocument): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(CreditNotePdf, { document }) as Parameters<typeof renderToBuffer>[0]);
}

export async function renderCertificatePdf(
  id: string,
  document: CertificateDocument,
  { revokedAt = null }: { revokedAt?: string | null } = {},
): Promise<Buffer> {
  registerPdfFonts();
  const verifyUrl = verificationUrl(id, document.locale);
  const qrDataUrl = await QRCode.toDataURL(verifyUrl, { margin: 1, width: 276, errorCorrectionLevel: 'M' });
  return renderToBuffer(
    createElement(CertificatePdf, { document, verifyUrl, qrDataUrl, revokedAt }) as Parameters<
      typeof renderToBuffer
    >[0],
  );
}
