import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, toHttpError } from '../http/http-error';
import { errorJson } from '../http/responses';
import { logger } from '../log';
import { isStatusToken } from '../sell-requests/status-token';
import { leadIdOfToken } from '../sell-requests/view';
import { parseCertificateDocument } from './certificate-document';
import { findCertificate } from './certificates';
import { parseCreditNoteDocument } from './credit-note-document';
import { findCreditNote } from './credit-notes';
import { renderCertificatePdf, renderCreditNotePdf } from './pdf/render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A credit note or certificate as PDF bytes with its file name, rendered from its stored document; null if unknown. */
export async function documentPdf(
  db: Kysely<Database>,
  id: string,
): Promise<{ leadId: string; fileName: string; bytes: Buffer } | null> {
  if (!UUID.test(id)) return null;
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

function pdfResponse(fileName: string, bytes: Buffer): Response {
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

type Deps = { database: () => Promise<{ db: Kysely<Database> }> };

/** GET /api/staff/documents/<id>: a credit note's or certificate's PDF, for staff (401/403 otherwise). */
export function createStaffDocumentHandler(deps: Deps & { authorize: (request: Request) => Promise<unknown> }) {
  return async function GET(request: Request, id: string): Promise<Response> {
    try {
      await deps.authorize(request);
      const found = await documentPdf((await deps.database()).db, id);
      if (!found) throw new HttpError('not_found');
      return pdfResponse(found.fileName, found.bytes);
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) logger.error({ err: caught }, 'document pdf failed');
      return errorJson(error, 'de');
    }
  };
}

/**
 * GET /api/sell-requests/<token>/documents/<id>: the visitor's own credit note or certificate; the
 * status token is the key, and the document must belong to that request (else 404, the same as an
 * unknown one).
 */
export function createVisitorDocumentHandler(deps: Deps) {
  return async function GET(_request: Request, token: string, id: string): Promise<Response> {
    try {
      if (!isStatusToken(token)) throw new HttpError('not_found');
      const { db } = await deps.database();
      const leadId = await leadIdOfToken(db, token);
      if (!leadId) throw new HttpError('not_found');
      const found = await documentPdf(db, id);
      if (!found || found.leadId !== leadId) throw new HttpError('not_found');
      return pdfResponse(found.fileName, found.bytes);
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) logger.error({ err: caught }, 'document pdf failed');
      return errorJson(error, 'de');
    }
  };
}
