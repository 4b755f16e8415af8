import 'server-only';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { bodyKind, parseJsonObject, readCappedText } from '@/server/http/body';
import { addressKey, clientAddress, type TrustProxy } from '@/server/http/client-address';
import { isCrossSite } from '@/server/http/cross-site';
import { HttpError, toHttpError } from '@/server/http/http-error';
import { errorJson, json } from '@/server/http/responses';
import type { RateLimiter } from '@/server/rate-limit';
import { sellListLimits } from './limits';
import type { MatchedRow, SellListMatcher } from './matcher';
import { readMultipartFile } from './multipart';
import { readFileCells, rowsFromTable, type ListRow } from './spreadsheet';

/**
 * POST /api/sell-list/match: a visitor's asset list → each row matched to the catalogue.
 * JSON `{ rows: string[], locale? }` (pasted rows; a row with tabs is a spreadsheet row), or
 * multipart/form-data with the file in `file` (CSV or XLSX) and optionally `locale`.
 * Answers `{ rows: MatchedRow[] }`; every bad input is a 4xx in the shared error shape
 * (`{ error, code }`), the message naming the limit.
 */
export type SellListHandlerDeps = {
  matcher: () => SellListMatcher;
  rateLimiter: () => Promise<RateLimiter>;
  trustProxy?: TrustProxy;
  siteOrigin?: string;
  log?: { warn: (entry: object, message?: string) => void };
};

/** The import's limits, for the messages that name them. */
const limitValues = {
  maxRows: sellListLimits.maxRows,
  maxRowLength: sellListLimits.maxRowLength,
  maxMegabytes: Math.round(sellListLimits.maxFileBytes / 1024 / 1024),
  maxUnpackedMegabytes: Math.round(sellListLimits.maxUnpackedBytes / 1024 / 1024),
};

/** The error as JSON, its message with the import's limits filled in. */
function sellListError(error: HttpError, locale: Locale): Response {
  return errorJson(error, locale, limitValues);
}

/** Pasted rows: strings of at most `maxRowLength`; a tab-separated row gives its count column. */
export function rowsFromJson(body: Record<string, unknown>): ListRow[] {
  const rows = body.rows;
  if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'string')) throw new HttpError('invalid_body');
  if (rows.length > sellListLimits.maxRows) throw new HttpError('too_many_rows');
  if ((rows as string[]).some((row) => row.length > sellListLimits.maxRowLength)) throw new HttpError('row_too_long');
  const table = (rows as string[])
    .filter((row) => row.trim() !== '')
    .map((row) => (row.includes('\t') ? row.split('\t') : [row]));
  if (table.length === 0) throw new HttpError('no_rows');
  // Pasted from a spreadsheet: cells by tabs, header and count column as in a file.
  if (table.some((row) => row.length > 1)) return rowsFromTable(table);
  return table.map(([text]) => ({ text: text!.trim() }));
}

/** Matches in slices, giving the event loop back between them (5,000 rows take well under a second). */
async function matchAll(matcher: SellListMatcher, rows: readonly ListRow[]): Promise<MatchedRow[]> {
  const result: MatchedRow[] = [];
  for (let start = 0; start < rows.length; start += 250) {
    for (const row of rows.slice(start, start + 250)) result.push(matcher.matchRow(row.text, row.quantity));
    if (start + 250 < rows.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

export function createSellListMatchHandler(deps: SellListHandlerDeps) {
  return async function POST(request: Request): Promise<Response> {
    let locale: Locale = isLocale(new URL(request.url).searchParams.get('locale'))
      ? (new URL(request.url).searchParams.get('locale') as Locale)
      : defaultLocale;
    try {
      if (deps.siteOrigin && isCrossSite(request.headers, deps.siteOrigin)) throw new HttpError('cross_site');
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'multipart/form-data') bodyKind(request.headers.get('content-type'), ['json']);

      // Counted before the body is read: a refused client costs no parsing.
      const address = addressKey(clientAddress(request.headers, deps.trustProxy ?? { kind: 'none' }));
      const limit = await (await deps.rateLimiter()).consume(address);
      if (!limit.allowed) throw new HttpError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds });

      let rows: ListRow[];
      if (type === 'multipart/form-data') {
        const upload = await readMultipartFile(request, sellListLimits.maxFileBytes);
        if (isLocale(upload.fields.locale)) locale = upload.fields.locale;
        rows = rowsFromTable(await readFileCells(upload.bytes));
      } else {
        const body = parseJsonObject(await readCappedText(request, sellListLimits.maxJsonBytes));
        if (isLocale(body.locale)) locale = body.locale;
        rows = rowsFromJson(body);
      }
      if (rows.length === 0) throw new HttpError('no_rows');
      if (rows.length > sellListLimits.maxRows) throw new HttpError('too_many_rows');
      return json(200, { rows: await matchAll(deps.matcher(), rows) });
    } catch (caught) {
      if (caught instanceof HttpError) {
        if (caught.status >= 500) deps.log?.warn({ event: 'sell-list.failed', code: caught.code });
        return sellListError(caught, locale);
      }
      // A fault of ours, never of the list: the honest 503.
      deps.log?.warn({ event: 'sell-list.failed', error: caught instanceof Error ? caught.name : 'unknown' });
      return sellListError(toHttpError(caught), locale);
    }
  };
}
