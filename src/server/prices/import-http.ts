import 'server-only';
import type { Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '../db';
import { HttpError } from '../http/http-error';
import { readMultipartFile } from '../http/multipart';
import { UUID_PATTERN } from '../http/params';
import { errorJson } from '../http/responses';
import { staffEndpoint, withQuery } from '../http/staff-endpoint';
import { sellListLimits } from '../sell-list/limits';
import { ImportFileError, reviewImport } from './import';
import { reviewForEditor, saveImport } from './import-apply';
import { readImportTable } from './import-file';
import { importFileCode } from './import-texts';
import { allDrafts } from './draft-repository';
import { PriceError } from './repository';
import { dropStash, readStash, stash } from './stash';

/**
 * The editor's file import (docs/prices.md): the upload is read and checked as the command line
 * does it, its rows wait for review at /intern/preise/import?review=<id>; "apply" writes the
 * accepted rows into the drafts (nothing is published). A file the reader refuses goes back to
 * the import page with its reason; errors of the request itself answer as JSON like every staff
 * endpoint.
 */
export type ImportStash = { table: string[][] };

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const importPage = (locale: Locale) => staffHref(staffPaths.priceImport, locale);

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** POST /api/staff/prices/import (multipart: `file`, `locale`): reads and stores a file for review. */
export const postImportUpload = staffEndpoint(
  {
    name: 'price import upload',
    permission: 'prices',
    multipart: {
      limit: sellListLimits.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
      tooLarge: () => new HttpError('file_too_large'),
    },
    // A file too large for the declared size goes back to the page that says so.
    onError: (error, { locale }) =>
      error.code === 'file_too_large'
        ? redirect(withQuery(importPage(locale), 'error', 'file_too_large'))
        : errorJson(error, locale),
  },
  async (context) => {
    if (context.kind !== 'multipart') throw new HttpError('unsupported_media_type');
    let table: string[][];
    let name: string | undefined;
    try {
      const upload = await readMultipartFile(context.request, {
        maxFileBytes: sellListLimits.maxFileBytes,
        overheadBytes: MULTIPART_OVERHEAD_BYTES,
        errors: { tooLarge: () => new HttpError('file_too_large'), noFile: () => new HttpError('invalid_body') },
      });
      if (isLocale(upload.fields.locale)) context.locale = upload.fields.locale;
      name = upload.name;
      table = await readImportTable(upload.bytes);
      // The header and rows are checked now, so a file without them never reaches the review.
      reviewImport(table, []);
    } catch (error) {
      if (!(error instanceof ImportFileError || error instanceof HttpError) || isRequestError(error)) throw error;
      return redirect(withQuery(importPage(context.locale), 'error', importFileCode(error)));
    }
    const { db } = await getDatabase();
    const id = await stash(db, {
      actor: context.session!.userId,
      kind: 'import',
      name: name || 'import',
      payload: { table } satisfies ImportStash,
    });
    return redirect(withQuery(importPage(context.locale), 'review', id));
  },
);

/** Errors about the request, not the file: they keep their JSON answer. */
const isRequestError = (error: ImportFileError | HttpError) =>
  error instanceof HttpError && ['rate_limited', 'cross_site', 'unauthorized', 'forbidden'].includes(error.code);

/**
 * POST /api/staff/prices/import/<id>/apply: the reviewed rows into the drafts. Form fields:
 * `create:<article number>` for each unknown number that becomes a new item, `rev:<list>` the
 * draft revision each changed list had on the review page (changed since: review again).
 */
export const postImportApply = staffEndpoint<{ id: string }>(
  {
    name: 'price import apply',
    permission: 'prices',
    params: { id: UUID_PATTERN },
    body: { accept: ['form'], limit: 256 * 1024 },
  },
  async ({ body, session, locale, params }) => {
    const form = (body ?? {}) as Record<string, string>;
    const { db } = await getDatabase();
    const review = `${withQuery(importPage(locale), 'review', params.id)}`;
    const entry = await readStash<ImportStash>(db, params.id, session!.userId, 'import');
    if (!entry) return redirect(withQuery(importPage(locale), 'error', 'review_gone'));
    const createNew = Object.keys(form)
      .filter((key) => key.startsWith('create:') && form[key] === 'on')
      .map((key) => key.slice('create:'.length));
    const drafts = await allDrafts(db);
    const result = reviewForEditor(entry.payload.table, drafts, createNew);
    const lists = [...new Set(result.changes.map((change) => change.list))];
    const stale = lists.some(
      (list) => Number(form[`rev:${list}`]) !== drafts.find((draft) => draft.listId === list)?.revision,
    );
    if (stale) return redirect(withQuery(review, 'error', 'stale'));
    if (result.changes.length === 0) return redirect(withQuery(review, 'error', 'nothing_to_apply'));
    try {
      await saveImport(db, { drafts, review: result, actor: session!.userId });
    } catch (error) {
      if (error instanceof PriceError && error.code === 'conflict')
        return redirect(withQuery(review, 'error', 'stale'));
      throw error;
    }
    await dropStash(db, params.id);
    const done = new URLSearchParams({
      notice: 'applied',
      rows: String(result.changes.length),
      lists: lists.join(','),
    });
    return redirect(`${importPage(locale)}?${done}`);
  },
);
