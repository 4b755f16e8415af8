import { saveDraftForm } from '@/server/prices/draft-form';
import { handlePriceFormPost } from '@/server/prices/staff-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ list: string }> };

/** Saves the editor's changed cells into the list's draft (src/server/prices/draft-form.ts). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { list } = await params;
  return handlePriceFormPost(request, list, async ({ form, session, db }) => {
    const result = await saveDraftForm(db, { listId: list, form, actor: session.userId });
    if (result.kind === 'saved') return `?notice=${result.merged ? 'merged' : 'saved'}#entwurf`;
    if (result.kind === 'conflict') return `?error=conflict&stash=${result.stash}#entwurf`;
    const first = result.errors[0]!;
    return `?error=${first.code}&item=${encodeURIComponent(first.articleNumber)}&field=${first.field}#entwurf`;
  });
}
