import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '@/server/db';
import { resendMail } from '@/server/staff/outbox-admin';
import { handleStaffFormPost, withQuery } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Sends a failed mail again (admins); back to the failed mails with a notice. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const failedMails = (locale: 'de' | 'en') => staffHref(staffPaths.outbox, locale, 'status=failed');
  return handleStaffFormPost(request, {
    role: 'admin',
    async run({ session, locale }) {
      await resendMail((await getDatabase()).db, { mailId: id, actorId: session.userId });
      return withQuery(failedMails(locale), 'notice', 'resent');
    },
    onRefusal: ({ locale }) => failedMails(locale),
  });
}
