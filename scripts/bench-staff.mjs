// Benchmark of the staff back office's data layer (not part of `npm test`; run it by hand or
// from `npm run bench`): seeds 50,000 leads (German and English names and texts, every status,
// dates over a year) into a fresh database, then measures
//   1. listLeads: 200 inbox queries (filters, full-text search, pages) → p50 / p95 / max,
//   2. the CSV export of all 50,000 leads → time, size, peak RSS.
// SQLite always (a temporary DATA_DIR); PostgreSQL with BENCH_DATABASE_URL (a server where a
// database may be created and dropped), else a throwaway local cluster like the tests start.
//
// The server code is TypeScript, loaded through scripts/ts-loader.mjs.
//
//   LOG_LEVEL=silent node scripts/bench-staff.mjs   (BENCH_LEADS=50000, BENCH_QUERIES=200,
//   BENCH_POSTGRES=0 for SQLite only)
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { leadRows } from './bench/lead-rows.mjs';
import { loadTs } from './ts-loader.mjs';
import { sql } from 'kysely';
import pg from 'pg';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { openDatabase } = await loadTs('src/server/db/client.ts');
const { listLeads } = await loadTs('src/server/staff/lead-inbox-repository.ts');
const { leadCsvChunks } = await loadTs('src/server/staff/lead-export.ts');

const LEADS = Number(process.env.BENCH_LEADS || 50_000);
const QUERIES = Number(process.env.BENCH_QUERIES || 200);

// A fixed pseudo-random sequence, so every run seeds the same data.
const { random, pick, lead } = leadRows(42);

function inboxQuery() {
  const query = { spam: 'exclude', page: 1 };
  const roll = random();
  if (roll < 0.3) query.status = pick(['new', 'in_progress', 'offer_sent', 'won', 'lost']);
  if (random() < 0.2) query.form = pick(['inquiry', 'contact-page']);
  if (random() < 0.2) query.locale = pick(['de', 'en']);
  if (random() < 0.2) query.assignedTo = pick(['none', 'staff-anna', 'staff-ben']);
  if (random() < 0.2) {
    query.from = new Date(Date.now() - (30 + Math.floor(random() * 300)) * 86_400_000).toISOString().slice(0, 10);
  }
  if (random() < 0.5)
    query.q = pick([
      'müller',
      'jürgen schmidt',
      'akkus',
      'solar',
      'gmail',
      'köln',
      'server',
      'weiß',
      'o connor',
      'zert',
    ]);
  query.page = random() < 0.7 ? 1 : 1 + Math.floor(random() * 20);
  return query;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function bench(label, handle) {
  const db = handle.db;
  const now = Date.now();
  let started = performance.now();
  for (let i = 0; i < LEADS; i += 500) {
    const batch = Array.from({ length: Math.min(500, LEADS - i) }, (_, j) => lead(i + j, now));
    await db.insertInto('leads').values(batch).execute();
  }
  const seedSeconds = (performance.now() - started) / 1000;
  // Fresh statistics, as autovacuum would have them on a database in use.
  await sql`analyze`.execute(db);

  const times = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const query = inboxQuery();
    const t = performance.now();
    await listLeads(db, query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);

  if (global.gc) global.gc();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  started = performance.now();
  let bytes = 0;
  let rows = -1;
  for await (const chunk of leadCsvChunks(db, { query: { spam: 'include' }, locale: 'de', actorId: 'bench' })) {
    bytes += Buffer.byteLength(chunk);
    rows += chunk.split('\r\n').length - 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const exportSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    label,
    seedSeconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    rows,
    exportSeconds,
    megabytes: bytes / 1e6,
    rssBefore: rssBefore / 1e6,
    peak: peak / 1e6,
  };
}

async function postgresServer() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const { default: setup } = await loadTs('tests/support/postgres.ts');
  const provided = {};
  const stop = await setup({ provide: (key, value) => (provided[key] = value) });
  if (!provided.postgresUrl) throw new Error(provided.postgresError);
  return { url: provided.postgresUrl, stop: stop ?? (() => {}) };
}

const results = [];
{
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-staff-'));
  const handle = openDatabase({ dataDir });
  try {
    await handle.migrate();
    results.push(await bench('SQLite', handle));
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (process.env.BENCH_POSTGRES !== '0') {
  const server = await postgresServer();
  const name = `bench_staff_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const handle = openDatabase({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-staff-')),
    databaseUrl: url.toString(),
  });
  try {
    await handle.migrate();
    results.push(await bench('PostgreSQL', handle));
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    server.stop();
  }
}

const ms = (value) => value.toFixed(1);
const table = [
  '## Back office: inbox query and CSV export',
  '',
  `Command: \`LOG_LEVEL=silent node scripts/bench-staff.mjs\` (part of \`npm run bench\`): ${LEADS.toLocaleString('en')} seeded leads, ${QUERIES} inbox queries (filters, full-text search, pages) through \`listLeads\`, then the CSV export of every lead through \`leadCsvChunks\`. Targets: inbox p95 under 150 ms, export under 5 s with flat memory.`,
  '',
  '| database | seed | listLeads p50 | p95 | max | export rows | export time | CSV size | RSS before → peak |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.seedSeconds.toFixed(1)} s | ${ms(r.p50)} ms | ${ms(r.p95)} ms | ${ms(r.max)} ms | ${r.rows} | ${r.exportSeconds.toFixed(2)} s | ${r.megabytes.toFixed(1)} MB | ${r.rssBefore.toFixed(0)} → ${r.peak.toFixed(0)} MB |`,
  ),
  '',
].join('\n');
console.log(table);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'staff.md'), table);
