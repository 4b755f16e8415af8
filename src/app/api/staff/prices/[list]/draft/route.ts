import { postDraft } from '@/server/prices/staff-http';

export const dynamic = 'force-dynamic';

/** Saves the editor's changed cells into the list's draft (src/server/prices/staff-http.ts). */
export const POST = postDraft;
