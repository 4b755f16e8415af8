import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { erasePerson } from '@/server/staff/erasure';
import { StaffActionError } from '@/server/staff/staff-error';
import { handleStaffFormPost } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

/**
 * Erases a person's leads, notes and mails (admins; form fields `email` and `confirm=yes`). The
 * answer's URL carries only the counts, never the address.
 */
export async function POST(request: Request): Promise<Response> {
  return handleStaffFormPost(request, {
    role: 'admin',
    async run({ form, session, locale }) {
      if (form.confirm !== 'yes') throw new StaffActionError('erasure_unconfirmed');
      const erased = await erasePerson((await getDatabase()).db, {
        email: form.email ?? '',
        actorId: session.userId,
        // The mails' .eml copies go at once, not at the next retention sweep.
        dataDir: serverEnv().DATA_DIR,
      });
      const counts = new URLSearchParams({
        notice: 'erased',
        leads: String(erased.leads),
        mails: String(erased.mails),
        notes: String(erased.notes),
      });
      return staffHref(staffPaths.erasure, locale, counts);
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.erasure, locale),
  });
}
