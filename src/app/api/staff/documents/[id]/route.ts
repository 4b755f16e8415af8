import { getStaffDocument } from '@/server/documents/staff-http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A credit note's or certificate's PDF, for staff (src/server/documents/staff-http.ts). */
export const GET = getStaffDocument;
