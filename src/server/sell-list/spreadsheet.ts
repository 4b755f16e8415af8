import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { HttpError } from '@/server/http/http-error';
import { sellListLimits } from './limits';
import { quantityFromCell } from './quantity';
import { readXlsxEntries, storedZip } from './xlsx-zip';

/**
 * An uploaded asset list → rows of text with their quantity. CSV (UTF-8, any of , ; tab) or
 * XLSX, told by the file's bytes, not its name. The file is read in a worker thread with a heap
 * limit and a time budget, never on the request's event loop.
 */
export type ListRow = { text: string; quantity?: number };

/** The worker's file: plain JavaScript beside this module, found from the project root (the server runs there). */
const workerFile = () => path.join(process.cwd(), 'src', 'server', 'sell-list', 'spreadsheet-worker.mjs');

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isOleDocument = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** What a file is, from its first bytes: XLSX (a zip), CSV (text without NUL bytes), or neither. */
export function fileKind(bytes: Uint8Array): 'xlsx' | 'csv' {
  if (isZip(bytes)) return 'xlsx';
  // Old binary Excel (.xls), PDFs, images: not a list we can read.
  if (isOleDocument(bytes) || bytes.subarray(0, 4096).includes(0)) throw new HttpError('unsupported_file');
  if (/^%PDF|^\x89PNG|^\xff\xd8\xff|^GIF8/.test(String.fromCharCode(...bytes.subarray(0, 4))))
    throw new HttpError('unsupported_file');
  return 'csv';
}

/** The text of a CSV: strict UTF-8 (a file saved as Windows-1252 is refused with a clear message). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (error) {
    throw new HttpError('invalid_encoding', { cause: error });
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(deadline: number, task: () => Promise<T>): Promise<T> {
  while (running >= sellListLimits.parallelParses) {
    const left = deadline - Date.now();
    if (left <= 0) throw new HttpError('unavailable', { retryAfterSeconds: 10 });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

type WorkerAnswer = { ok: true; rows: string[][]; more: boolean } | { ok: false; error: string };

function runWorker(kind: 'csv' | 'xlsx', payload: string | Uint8Array, timeoutMs: number): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: { kind, payload, maxRows: sellListLimits.maxRows },
      resourceLimits: { maxOldGenerationSizeMb: sellListLimits.parseHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      action();
    };
    const timer = setTimeout(() => finish(() => reject(new HttpError('file_unreadable'))), timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => finish(() => resolve(answer)));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file is too much to read.
    worker.once('error', (error) => finish(() => reject(new HttpError('file_unreadable', { cause: error }))));
    worker.once('exit', () => finish(() => reject(new HttpError('file_unreadable'))));
  });
}

/** The cells of an uploaded file, read in a worker within the time budget. */
export async function readFileCells(
  bytes: Uint8Array,
  timeoutMs: number = sellListLimits.parseTimeoutMs,
): Promise<string[][]> {
  if (bytes.length === 0) throw new HttpError('no_rows');
  const deadline = Date.now() + timeoutMs;
  const kind = fileKind(bytes);
  const payload = kind === 'csv' ? decodeCsv(bytes) : storedZip(await readXlsxEntries(bytes));
  const answer = await withSlot(deadline, () => runWorker(kind, payload, Math.max(1, deadline - Date.now())));
  if (!answer.ok) throw new HttpError('file_unreadable', { cause: answer.error });
  if (answer.more) throw new HttpError('too_many_rows');
  return answer.rows;
}

const quantityHeaders = /^(menge|anzahl|stück|stueck|stückzahl|stk\.?|qty|quantity|count|pcs|pieces|amount|units)$/;
const textHeaders =
  /^(artikel|artikelbezeichnung|bezeichnung|beschreibung|description|produkt|product|modell|model|typ|type|item|name|gerät|geraet|position|asset|text)$/;
const brandHeaders = /^(hersteller|marke|brand|manufacturer|vendor)$/;
const partHeaders = /^(teilenummer|part ?number|part ?no\.?|pn|mpn|sku|herstellernummer|artikelnummer)$/;

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[:*]+$/, '')
    .trim();

/**
 * A cell that a spreadsheet would run as a formula is read as plain text: the leading marker of
 * "=SUM(…)", "+cmd|…", "@HYPERLINK(…)", "-2+3" is taken off, nothing is computed.
 */
export function plainCell(cell: string): string {
  const text = cell.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ').trim();
  if (/^=/.test(text)) return text.replace(/^=+\s*/, '').replace(/^"(.*)"$/, '$1');
  if (/^[+\-@]\s*[A-Za-z_]+[\w.]*\s*[(|!]/.test(text) || /^@/.test(text)) return text.replace(/^[+\-@]+\s*/, '');
  return text;
}

/**
 * The rows of a table: with a header row (Menge/Anzahl/Qty… and Artikel/Bezeichnung/Model…),
 * its text and quantity columns (a manufacturer column is put in front of the model); without one,
 * the widest text column and a column of whole numbers as the quantity.
 */
export function rowsFromTable(table: readonly (readonly string[])[]): ListRow[] {
  const cells = table.map((row) => row.map(plainCell));
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (cells.length === 0 || width === 0) return [];
  const header = cells[0]!.map(headerKey);
  const find = (pattern: RegExp) => header.findIndex((cell) => pattern.test(cell));
  let quantityColumn = find(quantityHeaders);
  let textColumns = [find(brandHeaders), find(textHeaders)].filter((column) => column >= 0);
  if (!textColumns.some((column) => column !== find(brandHeaders)) && find(partHeaders) >= 0)
    textColumns.push(find(partHeaders));
  let body = cells;
  if (quantityColumn >= 0 || textColumns.length > 0) body = cells.slice(1);
  if (textColumns.length === 0) {
    // The widest column of text (not numbers) names the items.
    const widths = Array.from({ length: width }, (_, column) =>
      body.reduce((sum, row) => {
        const cell = row[column] ?? '';
        return sum + (/[\p{L}]/u.test(cell) ? cell.length : 0);
      }, 0),
    );
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest]! > 0) textColumns = [widest];
  }
  if (quantityColumn < 0) {
    for (let column = 0; column < width; column += 1) {
      if (textColumns.includes(column)) continue;
      const filled = body.map((row) => row[column] ?? '').filter((cell) => cell !== '');
      if (filled.length > 0 && filled.every((cell) => quantityFromCell(cell) !== null)) {
        quantityColumn = column;
        break;
      }
    }
  }
  const rows: ListRow[] = [];
  for (const row of body) {
    const text = textColumns
      .map((column) => row[column] ?? '')
      .filter(Boolean)
      .join(' ')
      .slice(0, sellListLimits.maxRowLength)
      .trim();
    if (!text) continue;
    const quantity = quantityColumn >= 0 ? quantityFromCell(row[quantityColumn] ?? '') : null;
    rows.push(quantity === null ? { text } : { text, quantity });
  }
  return rows;
}
