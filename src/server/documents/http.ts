import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { endpoint, type EndpointSettings } from '../http/endpoint';
import { HttpError } from '../http/http-error';
import { UUID_PATTERN } from '../http/params';
import type { RateLimiter } from '../rate-limit';
import { STATUS_TOKEN_PATTERN } from '../sell-requests/status-token';
import { leadIdOfToken } from '../sell-requests/view';
import { documentPdf, pdfResponse } from './document-pdf';

type VisitorDocumentDeps = {
  database: () => Promise<{ db: Kysely<Database> }>;
  /** Downloads per client: rendering a PDF costs CPU, a script must not loop it. */
  limiter: () => Promise<RateLimiter>;
  /** Trusted proxies and the site's origin (default: the process's configuration). */
  settings?: () => EndpointSettings;
};

/**
 * GET /api/sell-requests/<token>/documents/<id>: the visitor's own credit note or certificate; the
 * status token is the key, and the document must belong to that request (else 404, the same as an
 * unknown one); 429 over the client's downloads.
 */
export function createVisitorDocumentHandler(deps: VisitorDocumentDeps) {
  return endpoint<{ token: string; id: string }>(
    {
      name: 'document pdf',
      settings: deps.settings,
      params: { token: STATUS_TOKEN_PATTERN, id: UUID_PATTERN },
      rateLimit: deps.limiter,
    },
    async ({ params }) => {
      const { db } = await deps.database();
      const leadId = await leadIdOfToken(db, params.token);
      if (!leadId) throw new HttpError('not_found');
      const found = await documentPdf(db, params.id);
      if (!found || found.leadId !== leadId) throw new HttpError('not_found');
      return pdfResponse(found.fileName, found.bytes);
    },
  );
}
