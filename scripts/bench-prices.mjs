// Benchmark of how fast the public site follows a price publish (not part of `npm test`; run by
// hand or from `npm run bench`, section `prices`; needs a production build). Starts the production
// server on an empty SQLite database (seeded from the repository), then publishes, RUNS times, a
// change of every priced item of every list with `npm run prices -- import … --publish` (what an
// ERP's nightly file does) and measures, from the end of the command, when each list page (both
// languages) serves its new figure and when the instance reports every affected page regenerated.
// Writes bench-results/prices.md.
//
//   node scripts/bench-prices.mjs            (port BENCH_PRICES_PORT, default 3360; RUNS 3)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.BENCH_PRICES_PORT ?? 3360);
const RUNS = Number(process.env.BENCH_PRICES_RUNS ?? 3);
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-prices-'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, DATABASE_URL: '' };

const seed = JSON.parse(readFileSync(path.join(root, 'src/content/catalogue/seed/catalogue.json'), 'utf8'));
// The seed has a row per list that shows an item; the file names each item once.
const priced = [
  ...new Map(
    seed.rows
      .filter((row) => typeof row.price === 'number')
      .map((row) => [row.articleNumber, row])
      .reverse(),
  ).values(),
];
const shownOn = (list) => seed.rows.filter((row) => row.list === list && typeof row.price === 'number');
const listPaths = Object.fromEntries(
  [
    ...readFileSync(path.join(root, 'src/content/catalogue/paths.ts'), 'utf8').matchAll(/'?([\w-]+)'?: '(\/[^']+)'/g),
  ].map((match) => [match[1], match[2]]),
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const text = async (url) => (await fetch(url)).text();
const health = async () => (await (await fetch(`${base}/api/health`)).json()).prices;

async function until(probe, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

// The server logs each page it regenerated (debug): the moment it starts serving the new figure.
// Reading the log rather than polling 36 pages keeps the benchmark from loading the server.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  env: { ...env, PORT: String(port), SITE_URL: base, LOG_LEVEL: 'debug', MAIL_WORKER: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
/** Path → when it was last regenerated; and when the last regeneration pass ended. */
const regeneratedAt = new Map();
let passEndedAt = 0;
let buffered = '';
server.stdout.on('data', (chunk) => {
  buffered += chunk.toString();
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.msg === 'price page regenerated' && entry.status === 200) regeneratedAt.set(entry.page, Date.now());
    if (entry.msg === 'price pages regenerated') passEndedAt = Date.now();
  }
});
const results = [];
let regenerated = 0;
try {
  if (!(await until(async () => (await fetch(`${base}/api/ready`)).ok))) throw new Error('server not ready');
  // One page per list and language, each watched for the JSON-LD offer of one item the list owns.
  const pages = [];
  for (const [list, pathname] of Object.entries(listPaths)) {
    const own = shownOn(list).sort((a, b) => b.price - a.price)[0];
    if (!own) continue;
    for (const prefix of ['', '/en']) pages.push({ url: `${base}${prefix}${pathname}`, row: own });
  }
  regenerated = pages.length;
  for (let run = 1; run <= RUNS; run++) {
    // Every priced item a few euros up: every list changes, so every price page is regenerated.
    const shift = (row) => row.price + 3 * run;
    const file = path.join(dataDir, `prices-${run}.csv`);
    writeFileSync(
      file,
      `\uFEFFArtikelnummer;Preis bis zu (EUR)\r\n${priced.map((row) => `${row.articleNumber};${shift(row)}`).join('\r\n')}\r\n`,
    );
    for (const page of pages) {
      if ((await text(page.url)).includes(`"price":${shift(page.row)}`))
        throw new Error(`${page.url} shows it already`);
    }
    const before = (await health()).sequence;
    const cli = spawnSync(process.execPath, ['scripts/prices.mjs', 'import', file, '--publish', '--as', 'bench'], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (cli.status !== 0) throw new Error(`import failed (${cli.status}): ${cli.stderr.slice(0, 2000)}`);
    const publishedAt = Date.now();
    regeneratedAt.clear();
    passEndedAt = 0;
    const done = await until(async () => {
      const state = await health();
      return state.sequence > before && state.pendingPages === 0 && passEndedAt > 0;
    }, 300_000);
    if (!done) throw new Error('pages not regenerated within 5 minutes');
    // Each list page is served with its new figure (checked once, after the pass).
    const times = [];
    for (const page of pages) {
      if (!(await text(page.url)).includes(`"price":${shift(page.row)}`)) throw new Error(`${page.url} is stale`);
      const at = regeneratedAt.get(
        `/${page.url.includes('/en/') ? 'en' : 'de'}${new URL(page.url).pathname.replace(/^\/en/, '')}`,
      );
      if (!at) throw new Error(`${page.url} was not regenerated`);
      times.push(at - publishedAt);
    }
    const allDone = passEndedAt - publishedAt;
    results.push({ run, items: priced.length, pages: regeneratedAt.size, times, allDone });
    console.log(
      `run ${run}: ${priced.length} items, ${regeneratedAt.size} pages, list pages p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, all ${allDone} ms`,
    );
    await sleep(2_000);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const all = results.flatMap((result) => result.times);
const load = os.loadavg()[0].toFixed(1);
const rows = results.map(
  (result) =>
    `| ${result.run} | ${result.items} | ${(percentile(result.times, 50) / 1000).toFixed(1)} s | ${(percentile(result.times, 95) / 1000).toFixed(1)} s | ${(Math.max(...result.times) / 1000).toFixed(1)} s | ${(result.allDone / 1000).toFixed(1)} s |`,
);
const markdown = `## Prices: from a publish to the public pages

Command: \`node scripts/bench-prices.mjs\` (part of \`npm run bench\`, section \`prices\`; needs a production build): the production server on an empty SQLite database (seeded from the repository, poll every 2 s), ${RUNS} publishes of a change to every priced item (${priced.length} items, all ${Object.keys(listPaths).length} lists) with \`npm run prices -- import … --publish\`. Timed from the end of the command: when each of the ${regenerated} list pages (every list in both languages) serves the new figure in its JSON-LD, and when the pass over every affected page ends (${results[0]?.pages ?? '?'} pages: list pages, hubs, sell list, search index, ticker and sitemap in both languages). Times are taken from the server's log line of each regenerated page (the moment the new entry is served), not by polling, so the measurement adds no load; afterwards each list page is fetched once and must show the new figure in its JSON-LD. Target (issue 33): within 10 s.

| run | items changed | list pages p50 | p95 | last | all pages regenerated |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Over all runs: p50 ${(percentile(all, 50) / 1000).toFixed(1)} s, p95 ${(percentile(all, 95) / 1000).toFixed(1)} s. Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${load} (shared machine).
`;
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'prices.md'), markdown);
console.log(markdown);
