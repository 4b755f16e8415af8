import { exportRows } from '@/content/catalogue/document';
import { getDatabase } from '@/server/db';
import { errorJson } from '@/server/http/responses';
import { HttpError, toHttpError } from '@/server/http/http-error';
import { pricesCsv, pricesXlsx } from '@/server/prices/export';
import { allDrafts, loadPublished } from '@/server/prices/repository';
import { isPriceListId, PRICES_ROLE } from '@/server/prices/staff-actions';
import { authorizeStaff } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

/**
 * GET ?list=gpu&format=csv|xlsx&source=published|draft: a list (or every list) in the export
 * layout (docs/prices.md), as a download.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    await authorizeStaff(request, PRICES_ROLE);
    const url = new URL(request.url);
    const list = url.searchParams.get('list');
    const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
    if (list && !isPriceListId(list)) return errorJson(new HttpError('not_found'), 'de');
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
  } catch (error) {
    return errorJson(toHttpError(error), 'de');
  }
}
