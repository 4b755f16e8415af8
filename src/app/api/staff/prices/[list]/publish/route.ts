import { publishDraft } from '@/server/prices/repository';
import { handlePriceFormPost } from '@/server/prices/staff-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ list: string }> };

/** Publishes the list's draft with its new "Stand" (form fields `date`, `revision`). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { list } = await params;
  return handlePriceFormPost(request, list, async ({ form, session, db }) => {
    const version = await publishDraft(db, {
      listId: list,
      actor: session.userId,
      date: form.date ?? '',
      revision: Number(form.revision),
    });
    return `?notice=published&version=${version}`;
  });
}
