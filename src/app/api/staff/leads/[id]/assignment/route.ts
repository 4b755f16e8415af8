import { listStaffMembers } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { assignLead } from '@/server/staff/lead-workflow';
import { StaffActionError } from '@/server/staff/staff-error';
import { handleLeadFormPost } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Assigns a lead to a team member (form field `assigneeId`, empty for nobody). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return handleLeadFormPost(request, {
    leadId: id,
    notice: 'assigned',
    async run({ form, session }) {
      const assigneeId = form.assigneeId?.trim() || null;
      if (assigneeId && !(await listStaffMembers()).some((member) => member.id === assigneeId)) {
        throw new StaffActionError('invalid_assignee');
      }
      await assignLead((await getDatabase()).db, { leadId: id, assigneeId, actorId: session.userId });
    },
  });
}
