// Benchmark of the asset-list import's matcher (not part of `npm test`; run by hand or from
// `npm run bench`): builds the matcher over the catalogue, then matches 5,000 rows (the list limit)
// drawn from the labelled set (src/server/sell-list/match-eval.json) five times, and parses a
// 5,000-row XLSX and CSV through the worker. Also prints precision and recall of `matched` on
// the labelled set. Writes bench-results/sell-list.md. Target: 5,000 rows matched in under 2 s.
//
//   node scripts/bench-sell-list.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { loadTs } from './ts-loader.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { productListings } = await loadTs('src/content/catalogue/listings.ts');
const { createSellListMatcher } = await loadTs('src/server/sell-list/matcher.ts');
const { readFileCells, rowsFromTable } = await loadTs('src/server/sell-list/spreadsheet.ts');
const evaluation = JSON.parse(readFileSync(path.join(root, 'src/server/sell-list/match-eval.json'), 'utf8'));

const ROWS = 5_000;
const RUNS = 5;
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

let start = process.hrtime.bigint();
const listings = productListings();
const matcher = createSellListMatcher(listings);
const buildMs = ms(start);

// Precision and recall on the labelled set.
const results = evaluation.rows.map((row) => ({ row, got: matcher.matchRow(row.input) }));
const listed = results.filter(({ row }) => row.itemId !== null);
const hits = listed.filter(({ row, got }) => got.status === 'matched' && got.itemId === row.itemId);
const matched = results.filter(({ got }) => got.status === 'matched');
const correct = matched.filter(({ row, got }) => got.itemId === row.itemId);

// 5,000 rows: the labelled rows repeated, each with a running number appended to a copy so the
// matcher's word cache cannot serve everything (half the rows are new text).
const rows = Array.from({ length: ROWS }, (_, index) => {
  const base = evaluation.rows[index % evaluation.rows.length].input;
  return index % 2 ? `${base} Pos ${index}` : base;
});
const times = [];
for (let run = 0; run < RUNS; run += 1) {
  const fresh = run === 0 ? matcher : createSellListMatcher(listings);
  start = process.hrtime.bigint();
  for (const row of rows) fresh.matchRow(row);
  times.push(ms(start));
}
times.sort((a, b) => a - b);

// Files of 5,000 rows through the worker (zip check, unpack, parse, table).
const table = [['Artikel', 'Menge'], ...rows.map((row, index) => [row, String((index % 9) + 1)])];
const csv = strToU8(table.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';')).join('\n'));
const sheet = table
  .map(
    (row, r) =>
      `<row r="${r + 1}">${row.map((cell, c) => `<c r="${'AB'[c]}${r + 1}" t="inlineStr"><is><t>${cell.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`).join('')}</row>`,
  )
  .join('');
const xlsx = zipSync({
  '[Content_Types].xml': strToU8(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  'xl/workbook.xml': strToU8(
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="L" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  'xl/_rels/workbook.xml.rels': strToU8(
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
  'xl/worksheets/sheet1.xml': strToU8(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  ),
});
const fileTimes = {};
for (const [name, bytes] of [
  ['CSV', csv],
  ['XLSX', xlsx],
]) {
  start = process.hrtime.bigint();
  const parsed = rowsFromTable(await readFileCells(bytes));
  fileTimes[name] = { ms: ms(start), rows: parsed.length, kb: bytes.length / 1024 };
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const date = new Date().toISOString().slice(0, 10);
const f = (value) => value.toFixed(0);
const report = [
  '## Sell list: asset-list matching',
  '',
  'Command: `node scripts/bench-sell-list.mjs` (part of `npm run bench`, section `sell-list`): the matcher of',
  '`POST /api/sell-list/match` over the catalogue, the labelled set `src/server/sell-list/match-eval.json`, 5,000 rows',
  `(the list limit) matched ${RUNS} times (a fresh matcher each run, half the rows new text), and 5,000-row files read in the worker.`,
  '',
  `- Labelled set: ${evaluation.rows.length} rows, ${listed.length} name a listed item. Precision of \`matched\`: ${correct.length}/${matched.length} = ${((100 * correct.length) / matched.length).toFixed(1)} % (no wrong match); recall: ${hits.length}/${listed.length} = ${((100 * hits.length) / listed.length).toFixed(1)} %.`,
  `- Matching 5,000 rows: median ${f(times[Math.floor(RUNS / 2)])} ms, best ${f(times[0])} ms, worst ${f(times[RUNS - 1])} ms (target < 2,000 ms); matcher built in ${f(buildMs)} ms.`,
  `- Reading a 5,000-row file in the worker (unpack check, parse, columns): CSV ${f(fileTimes.CSV.kb)} KB in ${f(fileTimes.CSV.ms)} ms, XLSX ${f(fileTimes.XLSX.kb)} KB in ${f(fileTimes.XLSX.ms)} ms.`,
  '',
  `Measured ${date} on ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} (shared machine).`,
  '',
];
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'sell-list.md'), report.join('\n'));
console.log(report.join('\n'));
