// Reads one uploaded list in a worker thread (src/server/sell-list/spreadsheet.ts starts it with a
// heap limit and ends it past the time budget): CSV with papaparse, XLSX with read-excel-file
// (already checked and unpacked by xlsx-zip.ts). Answers every cell as text; formulas are never
// computed (read-excel-file gives a formula cell's stored result, or nothing).
import { parentPort, workerData } from 'node:worker_threads';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';

const { kind, payload, maxRows } = workerData;

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

async function read() {
  if (kind === 'csv') {
    const parsed = Papa.parse(payload, { skipEmptyLines: 'greedy', preview: maxRows + 2 });
    return { rows: parsed.data.map((row) => row.map(cellText)), more: parsed.data.length > maxRows + 1 };
  }
  const sheets = await readXlsxFile(Buffer.from(payload));
  const sheet = sheets.find((candidate) => candidate.data.some((row) => row.some((cell) => cell !== null)));
  const data = sheet ? sheet.data : [];
  const rows = data.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell.trim() !== ''));
  return { rows: rows.slice(0, maxRows + 2), more: rows.length > maxRows + 1 };
}

read().then(
  (result) => parentPort.postMessage({ ok: true, ...result }),
  (error) => parentPort.postMessage({ ok: false, error: String(error?.message ?? error).slice(0, 200) }),
);
