import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '@/server/db';
import { addNote } from '@/server/staff/lead-workflow';
import { handleStaffFormPost, withQuery } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Adds an internal note to a lead (form field `body`). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return handleStaffFormPost(request, {
    async run({ form, session, locale }) {
      await addNote((await getDatabase()).db, { leadId: id, body: form.body ?? '', actorId: session.userId });
      return withQuery(staffHref(staffPaths.lead(id), locale), 'notice', 'note');
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.lead(id), locale),
  });
}
