import { getDatabase } from '@/server/db';
import { isLeadStatus } from '@/server/staff/lead-status';
import { changeStatus } from '@/server/staff/lead-workflow';
import { StaffActionError } from '@/server/staff/staff-error';
import { handleLeadFormPost } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Moves a lead along the workflow (form field `status`). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return handleLeadFormPost(request, {
    leadId: id,
    notice: 'status',
    async run({ form, session }) {
      if (!isLeadStatus(form.status)) throw new StaffActionError('invalid_transition');
      await changeStatus((await getDatabase()).db, { leadId: id, status: form.status, actorId: session.userId });
    },
  });
}
