import 'server-only';
import { exportRows } from '@/content/catalogue/document';
import { priceListIds } from '@/content/catalogue/schema';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { StaffSession } from '../auth/staff-session';
import { getDatabase } from '../db';
import { HttpError } from '../http/http-error';
import { staffEndpoint, withQuery } from '../http/staff-endpoint';
import { addDraftCategory, addDraftItem } from './draft-entries';
import { formOp, saveDraftForm } from './draft-form';
import { pricesCsv, pricesXlsx } from './export';
import { allDrafts } from './draft-repository';
import { loadPublished, PriceError } from './repository';
import { publishDraft, rollbackTo } from './publish-repository';

/** The price editor's endpoints under /api/staff/prices (docs/prices.md); all need `prices`. */

export function isPriceListId(value: string): boolean {
  return (priceListIds as readonly string[]).includes(value);
}

/** A list id in a path: one of the lists, anything else is a JSON 404. */
export const LIST_PARAM = new RegExp(`^(?:${priceListIds.join('|')})$`);

/**
 * A list's draft form carries every owned item's editable cells twice (value and the value shown):
 * about 10 KB for today's longest list; 1 MiB leaves room for lists of a few hundred items.
 */
const DRAFT_FORM_LIMIT_BYTES = 1024 * 1024;

type Db = Awaited<ReturnType<typeof getDatabase>>['db'];
type PriceFormInput = { form: Record<string, string>; session: StaffSession; locale: Locale; db: Db; listId: string };

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

const listPage = (listId: string, locale: Locale) => staffHref(staffPaths.priceList(listId), locale);

/**
 * One editor form post on one list: the work, then 303 back to the list's page (or `back`) with
 * what `run` returns appended (`?notice=…#anchor`); a refused action (a PriceError) goes back with
 * `?error=<code>`. Errors of the request itself (no session, no permission, cross-site, too large,
 * wrong type, unknown list) answer as JSON with their status, like every staff form.
 */
function priceFormPost(
  name: string,
  run: (input: PriceFormInput) => Promise<string>,
  { back = listPage, limit = 64 * 1024 }: { back?: (listId: string, locale: Locale) => string; limit?: number } = {},
) {
  return staffEndpoint<{ list: string }>(
    { name, permission: 'prices', params: { list: LIST_PARAM }, body: { accept: ['form'], limit } },
    async ({ body, session, locale, params }) => {
      const form = (body ?? {}) as Record<string, string>;
      const db = (await getDatabase()).db;
      try {
        return redirect(`${back(params.list, locale)}${await run({ form, session, locale, db, listId: params.list })}`);
      } catch (error) {
        if (!(error instanceof PriceError)) throw error;
        return redirect(withQuery(back(params.list, locale), 'error', error.code));
      }
    },
  );
}

/** Where the page scrolls after a save: the moved item or category, else the draft's top. */
function draftAnchor(form: Record<string, string>): string {
  const op = formOp(form);
  if (!op) return '#entwurf';
  return 'articleNumber' in op ? `#i-${op.articleNumber}` : `#c-${op.categoryId}`;
}

/**
 * POST /api/staff/prices/<list>/draft: the editor's changed cells (and a move) into the list's
 * draft (draft-form.ts); refused cells come back from a stash with a message at each field.
 */
export const postDraft = priceFormPost(
  'price draft',
  async ({ form, session, db, listId }) => {
    const result = await saveDraftForm(db, { listId, form, actor: session.userId });
    if (result.kind === 'saved') return `?notice=${result.merged ? 'merged' : 'saved'}${draftAnchor(form)}`;
    const error = result.kind === 'conflict' ? 'conflict' : 'invalid_fields';
    return `?error=${error}&stash=${result.stash}#entwurf`;
  },
  { limit: DRAFT_FORM_LIMIT_BYTES },
);

/** POST /api/staff/prices/<list>/items: a new product in a category of the draft (next free article number). */
export const postItem = priceFormPost('price item', async ({ form, session, db, listId }) => {
  const result = await addDraftItem(db, { listId, form, actor: session.userId });
  if (result.kind === 'invalid') return `?error=invalid_fields&newItem=${result.stash}#neuer-artikel`;
  return `?notice=added&item=${encodeURIComponent(result.id)}#i-${result.id}`;
});

/** POST /api/staff/prices/<list>/categories: a new, empty category at the end of the draft. */
export const postCategory = priceFormPost('price category', async ({ form, session, db, listId }) => {
  const result = await addDraftCategory(db, { listId, form, actor: session.userId });
  if (result.kind === 'invalid') return `?error=invalid_fields&newCategory=${result.stash}#neue-kategorie`;
  return `?notice=category_added&category=${encodeURIComponent(result.id)}#c-${result.id}`;
});

/** POST /api/staff/prices/<list>/publish: the draft as the list's next version (fields `date`, `revision`). */
export const postPublish = priceFormPost('price publish', async ({ form, session, db, listId }) => {
  const version = await publishDraft(db, {
    listId,
    actor: session.userId,
    date: form.date ?? '',
    revision: Number(form.revision),
  });
  return `?notice=published&version=${version}`;
});

/** POST /api/staff/prices/<list>/rollback: an earlier version published again (fields `version`, `date`). */
export const postRollback = priceFormPost(
  'price rollback',
  async ({ form, session, db, listId }) => {
    const version = await rollbackTo(db, {
      listId,
      version: Number(form.version),
      actor: session.userId,
      date: form.date ?? '',
    });
    return `?notice=rolled_back&version=${version}`;
  },
  { back: (listId, locale) => staffHref(staffPaths.priceVersions(listId), locale) },
);

/**
 * GET /api/staff/prices/export?list=gpu&format=csv|xlsx&source=published|draft: a list (or every
 * list) in the export layout (docs/prices.md), as a download.
 */
export const getPriceExport = staffEndpoint({ name: 'price export', permission: 'prices' }, async ({ url }) => {
  const list = url.searchParams.get('list');
  const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  if (list && !isPriceListId(list)) throw new HttpError('not_found');
  const { db } = await getDatabase();
  const documents =
    url.searchParams.get('source') === 'draft'
      ? (await allDrafts(db)).map((draft) => draft.document)
      : ((await loadPublished(db))?.documents ?? []);
  const rows = exportRows(documents, { lists: list ? [list] : undefined });
  const name = `preise-${list ?? 'alle'}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const body = format === 'xlsx' ? new Blob([pricesXlsx(rows) as BlobPart]) : pricesCsv(rows);
  return new Response(body, {
    headers: {
      'Content-Type':
        format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
