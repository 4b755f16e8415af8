import 'server-only';
import { getDatabase } from '../db';
import { HttpError } from '../http/http-error';
import { UUID_PATTERN } from '../http/params';
import { staffEndpoint } from '../http/staff-endpoint';
import { documentPdf, pdfResponse } from './document-pdf';

/** GET /api/staff/documents/<id>: a credit note's or certificate's PDF (permission `leads`). */
export const getStaffDocument = staffEndpoint<{ id: string }>(
  { name: 'staff document pdf', permission: 'leads', params: { id: UUID_PATTERN } },
  async ({ params }) => {
    const found = await documentPdf((await getDatabase()).db, params.id);
    if (!found) throw new HttpError('not_found');
    return pdfResponse(found.fileName, found.bytes);
  },
);
