// `npm run bench`: Lighthouse (mobile, median of 3) over every route of the sitemap in both
// languages beside a bare Next.js floor page, plus load figures for the endpoints. Writes the
// tables to bench-results/ and assembles BENCHMARKS.md with date, machine and command.
// Options (environment): BENCH_RUNS (default 3), BENCH_ROUTES (regex filter on paths),
// BENCH_SKIP (comma list of: lighthouse, applied, twin, load, leads, staff, chat, sell-list, uploads, backup, prices).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildContentTwin } from './bench/content-twin.mjs';
import { buildFloorApp } from './bench/floor-app.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { observatorySection } from './bench/observatory.mjs';
import { servePaintFirst } from './bench/paint-first-variant.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const resultsDir = path.join(root, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const runs = Number(process.env.BENCH_RUNS ?? 3);
// The floor page is measured again after this many routes, so it sees the machine's load drift.
const floorEvery = 5;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The site as `npm start` serves it (scripts/server.mjs), or a bare Next app with `next start <dir>`. */
function startServer(args, port, extraEnv = {}) {
  const command = args.length
    ? [nextBin, 'start', ...args, '-p', String(port)]
    : [path.join(root, 'scripts', 'server.mjs')];
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...env, PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Server at ${url} did not start`);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The Lighthouse table beside the floor page, with a summary per target. */
function lighthouseMarkdown({ runs, floor, rows }) {
  const spread = (row) =>
    row.performanceRuns.length > runs
      ? `${row.performanceRuns.length} runs, ${Math.min(...row.performanceRuns)}–${Math.max(...row.performanceRuns)}`
      : row.performanceRuns.join('/');
  const line = (label, row) =>
    `| ${label} | ${row.performance} (${spread(row)}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.lcpMs)} | ${(row.lcpMs / floor.lcpMs).toFixed(2)} | ${Math.round(row.tbtMs)} | ${(row.tbtMs / floor.tbtMs).toFixed(2)} | ${row.cls.toFixed(3)} | ${kib(row.jsBytes)} | ${kib(row.jsBytes - floor.jsBytes)} | ${kib(row.htmlBytes)} |`;
  const lcpWithin = (row) => row.lcpMs <= floor.lcpMs * 1.6;
  const tbtWithin = (row) => row.tbtMs <= floor.tbtMs * 1.5;
  const misses = rows.filter(
    (row) =>
      row.accessibility < 100 ||
      row.bestPractices < 100 ||
      row.seo < 100 ||
      row.performance < floor.performance - 3 ||
      !lcpWithin(row) ||
      !tbtWithin(row) ||
      row.cls > 0 ||
      row.jsBytes - floor.jsBytes > 15 * 1024,
  );
  const overFloor = rows.map((row) => row.jsBytes - floor.jsBytes);
  const shifted = rows.filter((row) => row.cls > 0);
  const summary = [
    `- Accessibility, best practices, SEO 100: ${rows.filter((row) => row.accessibility === 100 && row.bestPractices === 100 && row.seo === 100).length} of ${rows.length} routes.`,
    `- CLS 0: ${rows.filter((row) => row.cls === 0).length} of ${rows.length} routes${shifted.length ? ` (above 0: ${shifted.map((row) => `${new URL(row.url).pathname} ${row.cls.toPrecision(1)}`).join(', ')})` : ''}.`,
    `- JS at most 15 KiB above the floor: ${overFloor.filter((bytes) => bytes <= 15 * 1024).length} of ${rows.length} routes (median ${kib(median(overFloor))} KiB, largest ${kib(Math.max(...overFloor))} KiB).`,
    `- Performance at least the floor's minus 3 (${floor.performance}): ${rows.filter((row) => row.performance >= floor.performance - 3).length} of ${rows.length} routes (median ${median(rows.map((row) => row.performance))}, lowest ${Math.min(...rows.map((row) => row.performance))}).`,
    `- LCP at most 1.6 × the floor's (${Math.round(floor.lcpMs)} ms): ${rows.filter(lcpWithin).length} of ${rows.length} routes (median ${Math.round(median(rows.map((row) => row.lcpMs)))} ms, ${(median(rows.map((row) => row.lcpMs)) / floor.lcpMs).toFixed(2)} ×).`,
    `- TBT at most 1.5 × the floor's (${Math.round(floor.tbtMs)} ms): ${rows.filter(tbtWithin).length} of ${rows.length} routes (median ${Math.round(median(rows.map((row) => row.tbtMs)))} ms).`,
    `- Largest HTML transfer: ${kib(Math.max(...rows.map((row) => row.htmlBytes)))} KiB (${new URL(rows.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a)).url).pathname}).`,
  ];
  return [
    '## Lighthouse 13, mobile, every route',
    '',
    `Median of ${runs} runs by performance score (all runs in brackets). The floor page is measured before the routes (${runs} runs) and once more after every ${floorEvery} routes, so that it sees the same machine load as they do; its row is the median of all its runs (their range in brackets). JS and HTML: bytes transferred (compressed) on first load. Targets: accessibility, best practices and SEO 100; performance at least the floor's minus 3; LCP at most 1.6 × and TBT at most 1.5 × the floor's; CLS 0; JS at most 15 KiB above the floor.`,
    '',
    '| route | perf | a11y | best pr. | SEO | LCP ms | LCP ÷ floor | TBT ms | TBT ÷ floor | CLS | JS KiB | JS over floor KiB | HTML KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    line('**floor page** (bare Next.js)', floor),
    ...rows.map((row) => line(new URL(row.url).pathname, row)),
    '',
    ...summary,
    '',
    misses.length
      ? `Routes missing a target: ${misses.map((row) => new URL(row.url).pathname).join(', ')}`
      : 'Every route meets the targets.',
    '',
  ].join('\n');
}

async function lighthouseSection(mainOrigin, floorOrigin) {
  const sitemap = await (await fetch(`${mainOrigin}/sitemap.xml`)).text();
  const filter = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pathname) => !filter || filter.test(pathname));
  console.log(
    `Lighthouse: ${paths.length} routes × ${runs} runs, the floor page ${runs} runs first and once after every ${floorEvery} routes`,
  );
  const { floor, rows } = await lighthouseMedian(
    paths.map((pathname) => `${mainOrigin}${pathname}`),
    {
      runs,
      floorUrl: `${floorOrigin}/`,
      floorEvery,
      onResult: (row) =>
        console.log(
          `${new URL(row.url).pathname}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}`,
        ),
    },
  );
  writeFileSync(path.join(resultsDir, 'lighthouse.json'), JSON.stringify({ runs, floor, rows }, null, 2));
  writeFileSync(path.join(resultsDir, 'lighthouse.md'), lighthouseMarkdown({ runs, floor, rows }));
}

// A few routes of each kind, the lowest-scoring ones of the simulated run among them.
const appliedThrottlingRoutes = [
  '/',
  '/en',
  '/lithium-batterien',
  '/netzwerk-hardware-ankauf',
  '/elektronische-bauteile',
  '/kontakt',
  '/datenschutz',
];

/**
 * The same Lighthouse audit with applied throttling on a sample of routes. Lighthouse's default
 * estimates LCP from an unthrottled load (docs/performance.md explains how that treats the
 * framework scripts); here Chromium loads each page throttled and LCP is what it painted, which
 * shows how much of the gap to the floor belongs to the estimate rather than to the pages.
 */
async function appliedThrottlingSection(mainOrigin, floorOrigin) {
  console.log(
    `Lighthouse with applied throttling: ${appliedThrottlingRoutes.length} routes × ${runs} runs beside the floor page`,
  );
  const { floor, rows } = await lighthouseMedian(
    appliedThrottlingRoutes.map((pathname) => `${mainOrigin}${pathname}`),
    { runs, floorUrl: `${floorOrigin}/`, floorEvery, throttlingMethod: 'devtools' },
  );
  const line = (label, row) =>
    `| ${label} | ${row.performance} (${row.performanceRuns.join('/')}) | ${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} |`;
  const within = rows.filter((row) => row.performance >= floor.performance - 2);
  writeFileSync(
    path.join(resultsDir, 'lighthouse-applied.md'),
    [
      '## Cross-check: the same audit with applied throttling',
      '',
      `Lighthouse 13 mobile with \`throttlingMethod: 'devtools'\`: Chromium loads the page at 4× CPU slowdown, 562.5 ms request latency and 1.47 Mbit/s, and the metrics are what it measured, not estimated. Median of ${runs} runs (all in brackets), the floor page measured before the routes and after every ${floorEvery}. Not a target of its own: it shows how much of the gap in the table above belongs to Lighthouse's estimate (docs/performance.md).`,
      '',
      '| route | perf | LCP ms | TBT ms | CLS |',
      '|---|---|---|---|---|',
      line('**floor page** (bare Next.js)', floor),
      ...rows.map((row) => line(new URL(row.url).pathname, row)),
      '',
      `- Within 2 points of the floor (${floor.performance}): ${within.length} of ${rows.length} routes; median LCP ${Math.round(median(rows.map((row) => row.lcpMs)))} ms against ${Math.round(floor.lcpMs)} ms.`,
      '',
    ].join('\n'),
  );
}

// Routes measured beside their content twin: the largest service page and the largest page.
const twinRoutes = ['/grafikkarten-ankauf', '/'];

/**
 * Each route beside its content twin (scripts/bench/content-twin.mjs: the same document as a
 * Server Component tree without client components), the same route painted before its scripts
 * (scripts/bench/paint-first-variant.mjs) and the floor page, in one Lighthouse run. The twin's
 * distance from the floor is what the framework costs for carrying that content; the route's
 * distance from the twin is what the site's islands add in Lighthouse's simulation (in the browser
 * they add no blocking time that shows, docs/performance.md); the variant shows where the cost
 * lands when the first frame no longer waits for the stylesheet.
 */
async function twinSection(mainOrigin, floorOrigin, firstPort) {
  const twins = [];
  const variants = [];
  try {
    for (const [index, pathname] of twinRoutes.entries()) {
      const dir = await buildContentTwin(root, `${mainOrigin}${pathname}`, `route-${index}`);
      const port = firstPort + index;
      twins.push(startServer([dir], port));
      await waitFor(`http://localhost:${port}/`);
      variants.push(await servePaintFirst(mainOrigin, pathname, firstPort + twinRoutes.length + index));
    }
    console.log(`Lighthouse: ${twinRoutes.length} routes beside their content twins and variants, ${runs} runs each`);
    const urls = twinRoutes.flatMap((pathname, index) => [
      `http://localhost:${firstPort + index}/`,
      `${mainOrigin}${pathname}`,
      `http://127.0.0.1:${firstPort + twinRoutes.length + index}/`,
    ]);
    const { floor, rows } = await lighthouseMedian(urls, { runs, floorUrl: `${floorOrigin}/`, floorEvery: 3 });
    const line = (label, row) =>
      `| ${label} | ${row.performance} (${row.performanceRuns.join('/')}) | ${Math.round(row.lcpMs)} | ${(row.lcpMs / floor.lcpMs).toFixed(2)} | ${Math.round(row.tbtMs)} | ${(row.tbtMs / floor.tbtMs).toFixed(2)} | ${row.cls.toFixed(3)} | ${kib(row.jsBytes)} | ${kib(row.htmlBytes)} |`;
    writeFileSync(
      path.join(resultsDir, 'twin.md'),
      [
        '## What the framework costs for the content: routes beside their content twins',
        '',
        `A content twin is a bare Next.js app whose page renders the route's server-rendered document (its DOM, stylesheet and preloaded font) as a Server Component tree with no client component: the same content and look, none of the site's islands (scripts/bench/content-twin.mjs). "Painted before its scripts" is the route's own document with the stylesheet inline, the stylesheet links after the content and no font preload (scripts/bench/paint-first-variant.mjs): a measurement, not what the site serves. Lighthouse 13 mobile, simulated throttling, median of ${runs} runs, the floor page measured first and after every three pages.`,
        '',
        '| page | perf | LCP ms | LCP ÷ floor | TBT ms | TBT ÷ floor | CLS | JS KiB | HTML KiB |',
        '|---|---|---|---|---|---|---|---|---|',
        line('**floor page** (bare Next.js)', floor),
        ...twinRoutes.flatMap((pathname, index) => [
          line(`content twin of ${pathname}`, rows[index * 3]),
          line(pathname, rows[index * 3 + 1]),
          line(`${pathname}, painted before its scripts`, rows[index * 3 + 2]),
        ]),
        '',
      ].join('\n'),
    );
  } finally {
    for (const twin of twins) twin.kill('SIGTERM');
    for (const variant of variants) variant.close();
  }
}

async function loadSection(mainOrigin) {
  const targets = [
    { name: 'GET / (pre-rendered page)', url: `${mainOrigin}/`, method: 'GET' },
    { name: 'GET /elektronische-bauteile', url: `${mainOrigin}/elektronische-bauteile`, method: 'GET' },
  ];
  const rows = [];
  for (const target of targets) {
    const result = await autocannon({ url: target.url, method: target.method, connections: 20, duration: 10 });
    rows.push(
      `| ${target.name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result['2xx']} | ${result.non2xx + result.errors} |`,
    );
  }
  writeFileSync(
    path.join(resultsDir, 'load.md'),
    [
      '## Load on loopback (autocannon, 20 connections, 10 s each)',
      '',
      '| target | req/s | p50 ms | p99 ms | 2xx | other/errors |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

function runScript(script) {
  if (!existsSync(path.join(root, script))) return;
  const result = spawnSync(process.execPath, [script], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) console.error(`${script} failed with ${result.status}`);
}

function writeBenchmarks() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}.`,
    'Command: `npm run bench` (production build served like `npm start` on loopback, Debian Chromium). The machine is shared: figures move with load, which is why they are never asserted in tests.',
    '',
  ];
  const order = [
    'lighthouse.md',
    'lighthouse-applied.md',
    'twin.md',
    'load.md',
    'leads.md',
    'staff.md',
    'chat.md',
    'sell-list.md',
    'uploads.md',
    'backup.md',
    'prices.md',
    'observatory.md',
  ];
  const parts = readdirSync(resultsDir)
    .filter((file) => file.endsWith('.md'))
    .sort((a, b) => ((order.indexOf(a) + 100) % 100) - ((order.indexOf(b) + 100) % 100));
  writeFileSync(
    path.join(root, 'BENCHMARKS.md'),
    [...header, ...parts.map((file) => readFileSync(path.join(resultsDir, file), 'utf8'))].join('\n'),
  );
  console.log('Wrote BENCHMARKS.md');
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

// The port of the canonical origin baked into the build (SITE_URL, default http://localhost:3000):
// served elsewhere, Lighthouse's canonical audit would rightly flag every page.
const mainPort = Number(
  process.env.BENCH_PORT ?? new URL(process.env.SITE_URL ?? 'http://localhost:3000').port ?? 3000,
);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 3201);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const servers = [];
try {
  const lighthouseRuns = ['lighthouse', 'applied', 'twin'].filter((key) => !skip.has(key));
  if (lighthouseRuns.length || !skip.has('load')) {
    servers.push(
      startServer([], mainPort, { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '1000000', CHAT_RATE_LIMIT: '1000000' }),
    );
    await waitFor(`http://localhost:${mainPort}/robots.txt`);
  }
  if (lighthouseRuns.length) {
    const floorDir = buildFloorApp(root);
    servers.push(startServer([floorDir], floorPort));
    await waitFor(`http://localhost:${floorPort}/`);
  }
  if (!skip.has('lighthouse')) await lighthouseSection(`http://localhost:${mainPort}`, `http://localhost:${floorPort}`);
  if (!skip.has('applied'))
    await appliedThrottlingSection(`http://localhost:${mainPort}`, `http://localhost:${floorPort}`);
  if (!skip.has('twin'))
    await twinSection(`http://localhost:${mainPort}`, `http://localhost:${floorPort}`, floorPort + 1);
  if (!skip.has('load')) await loadSection(`http://localhost:${mainPort}`);
  if (servers.length)
    writeFileSync(path.join(resultsDir, 'observatory.md'), await observatorySection(`http://localhost:${mainPort}`));
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
// A skipped Lighthouse run keeps its last figures; the report is rendered again from them.
const lastLighthouse = path.join(resultsDir, 'lighthouse.json');
if (skip.has('lighthouse') && existsSync(lastLighthouse)) {
  writeFileSync(
    path.join(resultsDir, 'lighthouse.md'),
    lighthouseMarkdown({ runs, ...JSON.parse(readFileSync(lastLighthouse, 'utf8')) }),
  );
}
if (!skip.has('leads')) runScript('scripts/bench-leads.mjs');
if (!skip.has('staff')) runScript('scripts/bench-staff.mjs');
if (!skip.has('sell-list')) runScript('scripts/bench-sell-list.mjs');
if (!skip.has('uploads')) runScript('scripts/bench-uploads.mjs');
if (!skip.has('backup')) runScript('scripts/bench-backup.mjs');
if (!skip.has('prices')) runScript('scripts/bench-prices.mjs');
if (!skip.has('chat')) {
  // The assistant's evaluation set doubles as its latency benchmark.
  const evalRun = spawnSync(process.execPath, ['scripts/eval-chat.mjs', '--markdown'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
  });
  writeFileSync(path.join(resultsDir, 'chat.md'), evalRun.stdout ?? '');
}
writeBenchmarks();
