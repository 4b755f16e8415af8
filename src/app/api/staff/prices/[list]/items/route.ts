import { addDraftItem } from '@/server/prices/draft-form';
import { handlePriceFormPost } from '@/server/prices/staff-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ list: string }> };

/** Adds a new item to a category of the list's draft; it gets the next free article number. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { list } = await params;
  return handlePriceFormPost(request, list, async ({ form, session, db }) => {
    const articleNumber = await addDraftItem(db, { listId: list, form, actor: session.userId });
    return `?notice=added&item=${encodeURIComponent(articleNumber)}#entwurf`;
  });
}
