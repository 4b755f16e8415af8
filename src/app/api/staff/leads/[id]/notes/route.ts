import { getDatabase } from '@/server/db';
import { addNote } from '@/server/staff/lead-workflow';
import { handleLeadFormPost } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Adds an internal note to a lead (form field `body`). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return handleLeadFormPost(request, {
    leadId: id,
    notice: 'note',
    async run({ form, session }) {
      await addNote((await getDatabase()).db, { leadId: id, body: form.body ?? '', actorId: session.userId });
    },
  });
}
