import 'server-only';
import { hasPermission } from '../auth/permissions';
import { getDatabase } from '../db';
import { HttpError } from '../http/http-error';
import { UUID_PATTERN } from '../http/params';
import { staffEndpoint } from '../http/staff-endpoint';
import { documentPdf, pdfResponse } from './document-pdf';
import { isRestrictedDocument } from './kept-records';

/**
 * GET /api/staff/documents/<id>: a credit note's or certificate's PDF (permission `leads`). A
 * restricted one (kept after an erasure) only with `records`; for anyone else it does not exist.
 */
export const getStaffDocument = staffEndpoint<{ id: string }>(
  { name: 'staff document pdf', permission: 'leads', params: { id: UUID_PATTERN } },
  async ({ params, session }) => {
    const { db } = await getDatabase();
    if (!hasPermission(session, 'records') && (await isRestrictedDocument(db, params.id))) {
      throw new HttpError('not_found');
    }
    const found = await documentPdf(db, params.id);
    if (!found) throw new HttpError('not_found');
    return pdfResponse(found.fileName, found.bytes);
  },
);
