import { staffHref, staffPaths } from '@/lib/staff-paths';
import { rollbackTo } from '@/server/prices/repository';
import { handlePriceFormPost } from '@/server/prices/staff-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ list: string }> };

/** Publishes an earlier version again (form fields `version`, `date`). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { list } = await params;
  return handlePriceFormPost(
    request,
    list,
    async ({ form, session, db }) => {
      const version = await rollbackTo(db, {
        listId: list,
        version: Number(form.version),
        actor: session.userId,
        date: form.date ?? '',
      });
      return `?notice=rolled_back&version=${version}`;
    },
    (locale) => staffHref(staffPaths.priceVersions(list), locale),
  );
}
