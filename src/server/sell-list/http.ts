import 'server-only';
import { isLocale } from '@/i18n/locales';
import { endpoint, type EndpointSettings } from '@/server/http/endpoint';
import { HttpError } from '@/server/http/http-error';
import { readMultipartFile } from '@/server/http/multipart';
import { errorJson, json } from '@/server/http/responses';
import type { RateLimiter } from '@/server/rate-limit';
import { sellListLimits } from './limits';
import type { AnsweredRow } from '@/lib/sell-list-match';
import type { SellListMatcher } from './matcher';
import { readFileCells, rowsFromTable, type ListRow } from './spreadsheet';

/**
 * POST /api/sell-list/match: a visitor's asset list → each row matched to the catalogue.
 * JSON `{ rows: string[], locale? }` (pasted rows; a row with tabs is a spreadsheet row), or
 * multipart/form-data with the file in `file` (CSV or XLSX) and optionally `locale`.
 * Answers `{ rows: AnsweredRow[] }` (a file's condition column as `grade`, its remarks as `remark`); every bad input is a 4xx in the shared error shape
 * (`{ error, code }`), the message naming the limit.
 */
type SellListHandlerDeps = {
  matcher: () => SellListMatcher;
  rateLimiter: () => Promise<RateLimiter>;
  settings?: () => EndpointSettings;
};

/** The import's limits, for the messages that name them. */
const limitValues = {
  maxRows: sellListLimits.maxRows,
  maxRowLength: sellListLimits.maxRowLength,
  maxMegabytes: Math.round(sellListLimits.maxFileBytes / 1024 / 1024),
  maxUnpackedMegabytes: Math.round(sellListLimits.maxUnpackedBytes / 1024 / 1024),
};

/** Pasted rows: strings of at most `maxRowLength`; a tab-separated row gives its count column. */
function rowsFromJson(body: Record<string, unknown>): ListRow[] {
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
async function matchAll(matcher: SellListMatcher, rows: readonly ListRow[]): Promise<AnsweredRow[]> {
  const result: AnsweredRow[] = [];
  for (let start = 0; start < rows.length; start += 250) {
    for (const { text, quantity, grade, remark } of rows.slice(start, start + 250))
      result.push({
        ...matcher.matchRow(text, quantity),
        ...(grade ? { grade } : {}),
        ...(remark ? { remark } : {}),
      });
    if (start + 250 < rows.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

/** The file's part headers and the `locale` field around it. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function createSellListMatchHandler(deps: SellListHandlerDeps) {
  return endpoint(
    {
      name: 'sell-list match',
      settings: deps.settings,
      body: { accept: ['json'], limit: sellListLimits.maxJsonBytes },
      multipart: {
        limit: sellListLimits.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
        tooLarge: () => new HttpError('file_too_large'),
      },
      // Counted before the body is read: a refused client costs no parsing.
      rateLimit: deps.rateLimiter,
      // Messages name the import's limits.
      onError: (error, { locale }) => errorJson(error, locale, limitValues),
    },
    async (context) => {
      let rows: ListRow[];
      if (context.kind === 'multipart') {
        const upload = await readMultipartFile(context.request, {
          maxFileBytes: sellListLimits.maxFileBytes,
          overheadBytes: MULTIPART_OVERHEAD_BYTES,
          errors: { tooLarge: () => new HttpError('file_too_large'), noFile: () => new HttpError('invalid_body') },
        });
        if (isLocale(upload.fields.locale)) context.locale = upload.fields.locale;
        rows = rowsFromTable(await readFileCells(upload.bytes));
      } else {
        rows = rowsFromJson(context.body!);
      }
      if (rows.length === 0) throw new HttpError('no_rows');
      if (rows.length > sellListLimits.maxRows) throw new HttpError('too_many_rows');
      return json(200, { rows: await matchAll(deps.matcher(), rows) });
    },
  );
}
