import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { UUID_PATTERN } from '../http/params';
import { parseCertificateDocument } from './certificate-document';
import { findCertificate } from './certificates';
import { parseCreditNoteDocument } from './credit-note-document';
import { findCreditNote } from './credit-notes';
import { renderCertificatePdf, renderCreditNotePdf } from './pdf/render';

/** A credit note or certificate as PDF bytes with its file name, rendered from its stored document; null if unknown. */
export async function documentPdf(
  db: Kysely<Database>,
  id: string,
): Promise<{ leadId: string; fileName: string; bytes: Buffer } | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const creditNote = await findCreditNote(db, id);
  if (creditNote) {
    return {
      leadId: creditNote.lead_id,
      fileName: `${creditNote.number}.pdf`,
      bytes: await renderCreditNotePdf(parseCreditNoteDocument(creditNote.document)),
    };
  }
  const certificate = await findCertificate(db, id);
  if (!certificate) return null;
  return {
    leadId: certificate.lead_id,
    fileName: `${certificate.number}.pdf`,
    bytes: await renderCertificatePdf(certificate.id, parseCertificateDocument(certificate.document), {
      revokedAt: certificate.revoked_at,
    }),
  };
}

/** The PDF as a download that is never cached or indexed. */
export function pdfResponse(fileName: string, bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
