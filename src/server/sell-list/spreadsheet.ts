import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ConditionGradeId } from '@/lib/sell-request-rules';
import { HttpError } from '@/server/http/http-error';
import { taskSlots } from '@/server/task-slots';
import { sellListLimits } from './limits';
import { columnRole, type ColumnRole } from './column-headers';
import { gradeFromCell } from './condition-cell';
import { quantityFromCell } from './quantity';
import { readXlsxEntries, storedZip } from './xlsx-zip';

/**
 * An uploaded asset list → rows of text with their quantity. CSV (UTF-8, any of , ; tab) or
 * XLSX, told by the file's bytes, not its name. The file is read in a worker thread with a heap
 * limit and a time budget, never on the request's event loop.
 */
export type ListRow = {
  text: string;
  quantity?: number;
  /** The grade the row's condition column names ("defekt" → defective). */
  grade?: ConditionGradeId;
  /** The row's remark columns, and a condition the grades do not know ("Zustand: Display gerissen"). */
  remark?: string;
};

/** The worker's file: plain JavaScript beside this module, found from the project root (the server runs there). */
const workerFile = () => path.join(process.cwd(), 'src', 'server', 'sell-list', 'spreadsheet-worker.mjs');

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isOleDocument = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** What a file is, from its first bytes: XLSX (a zip), CSV (text without NUL bytes), or neither. */
function fileKind(bytes: Uint8Array): 'xlsx' | 'csv' {
  if (isZip(bytes)) return 'xlsx';
  // Old binary Excel (.xls), PDFs, images: not a list we can read.
  if (isOleDocument(bytes) || bytes.subarray(0, 4096).includes(0)) throw new HttpError('unsupported_file');
  if (/^%PDF|^\x89PNG|^\xff\xd8\xff|^GIF8/.test(String.fromCharCode(...bytes.subarray(0, 4))))
    throw new HttpError('unsupported_file');
  return 'csv';
}

/** The text of a CSV: strict UTF-8 (a file saved as Windows-1252 is refused with a clear message). */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (error) {
    throw new HttpError('invalid_encoding', { cause: error });
  }
}

/** A few parses at a time per process; one that cannot start before its deadline answers 503. */
const withSlot = taskSlots(() => sellListLimits.parallelParses);

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
  const answer = await withSlot(() => runWorker(kind, payload, Math.max(1, deadline - Date.now())), {
    at: deadline,
    onTimeout: () => new HttpError('unavailable', { retryAfterSeconds: 10 }),
  });
  if (!answer.ok) throw new HttpError('file_unreadable', { cause: answer.error });
  if (answer.more) throw new HttpError('too_many_rows');
  return answer.rows;
}

/**
 * A cell that a spreadsheet would run as a formula is read as plain text: the leading marker of
 * "=SUM(…)", "+cmd|…", "@HYPERLINK(…)", "-2+3" is taken off, nothing is computed.
 */
function plainCell(cell: string): string {
  const text = cell.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ').trim();
  if (/^=/.test(text)) return text.replace(/^=+\s*/, '').replace(/^"(.*)"$/, '$1');
  if (/^[+\-@]\s*[A-Za-z_]+[\w.]*\s*[(|!]/.test(text) || /^@/.test(text)) return text.replace(/^[+\-@]+\s*/, '');
  return text;
}

/** A remark as long as a line's notes may be (the list's `notesMax`). */
const REMARK_MAX = 1000;

/** The row's condition and remark: a known condition word is a grade, anything else stays as a remark. */
function gradeAndRemark(
  row: readonly string[],
  header: readonly string[],
  columns: { condition: number[]; remark: number[] },
): Pick<ListRow, 'grade' | 'remark'> {
  let grade: ConditionGradeId | undefined;
  const remarks: string[] = [];
  for (const column of columns.condition) {
    const cell = row[column] ?? '';
    if (!cell) continue;
    const known = gradeFromCell(cell);
    if (known && !grade) grade = known;
    else if (!known) remarks.push(`${header[column]!.replace(/[:*\s]+$/, '')}: ${cell}`);
  }
  for (const column of columns.remark) if (row[column]) remarks.push(row[column]!);
  const remark = remarks.join('; ').slice(0, REMARK_MAX).trim();
  return { ...(grade ? { grade } : {}), ...(remark ? { remark } : {}) };
}

/**
 * The rows of a table. A header row names its columns (src/server/sell-list/column-headers.ts):
 * text (a manufacturer column is put in front of the model; a part number when there is no text),
 * quantity, condition and remarks. Without a header: the widest text column and a column of whole
 * numbers as the quantity.
 */
export function rowsFromTable(table: readonly (readonly string[])[]): ListRow[] {
  const cells = table.map((row) => row.map(plainCell));
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (cells.length === 0 || width === 0) return [];
  const header = cells[0]!;
  const roles = header.map(columnRole);
  const all = (role: ColumnRole) => roles.flatMap((found, column) => (found === role ? [column] : []));
  const first = (role: ColumnRole) => roles.indexOf(role);
  let quantityColumn = first('quantity');
  let textColumns = [first('brand'), first('text')].filter((column) => column >= 0);
  if (first('text') < 0 && first('part') >= 0) textColumns.push(first('part'));
  const described = { condition: all('condition'), remark: all('remark') };
  const hasHeader = roles.some((role) => role !== null);
  const body = hasHeader ? cells.slice(1) : cells;
  const otherColumns = new Set([...described.condition, ...described.remark]);
  if (textColumns.length === 0) {
    // The widest column of text (not numbers, not a condition or remark) names the items.
    const widths = Array.from({ length: width }, (_, column) =>
      otherColumns.has(column)
        ? 0
        : body.reduce((sum, row) => {
            const cell = row[column] ?? '';
            return sum + (/[\p{L}]/u.test(cell) ? cell.length : 0);
          }, 0),
    );
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest]! > 0) textColumns = [widest];
  }
  if (quantityColumn < 0) {
    for (let column = 0; column < width; column += 1) {
      if (textColumns.includes(column) || otherColumns.has(column)) continue;
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
    rows.push({ text, ...(quantity === null ? {} : { quantity }), ...gradeAndRemark(row, header, described) });
  }
  return rows;
}
