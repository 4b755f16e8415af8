// Load and fault benchmark of the lead pipeline (wired into `npm run bench`).
//
// 1. Load: the production server on a loopback port with a temporary DATA_DIR (embedded SQLite,
//    or PostgreSQL with BENCH_DATABASE_URL), autocannon POSTs valid inquiries with unique
//    idempotency keys to /api/contact for BENCH_SECONDS (default 10). Every 2xx answer must be a
//    stored lead: acknowledged ids == stored leads.
// 2. Fault: the same load, the server is killed with SIGKILL in the middle and started again;
//    every acknowledged id must still be in the database, with its notification queued or sent.
// Prints a Markdown table and writes it to bench-results/leads.md.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const databaseUrl = process.env.BENCH_DATABASE_URL || '';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Never leave a server behind, whatever happens.
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(base, child) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      const response = await fetch(`${base}/kontakt/gesendet`);
      if (response.status === 200) return;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  throw new Error('server did not start within 60 s');
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      CONTACT_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const started = Date.now();
  await waitUntilUp(`http://localhost:${port}`, child);
  return { child, startMs: Date.now() - started };
}

function stop(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * POSTs leads for `durationSeconds`. Then, so that no lead request is cut off in flight when the
 * run ends (it would be stored but never acknowledged), the connections switch to a cheap
 * `GET /api/contact` (405, not counted) for a second before autocannon stops.
 */
function load(port, durationSeconds, acknowledged) {
  const statuses = {};
  let draining = false;
  let pendingPosts = 0;
  const instance = autocannon({
    url: `http://localhost:${port}/api/contact`,
    connections,
    duration: durationSeconds + 60,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.10' },
        setupRequest(request) {
          if (draining) return { ...request, method: 'GET', body: undefined, headers: {} };
          pendingPosts += 1;
          return {
            ...request,
            body: JSON.stringify({
              form: 'inquiry',
              locale: 'de',
              firstName: 'Last',
              lastName: 'Test',
              email: 'last.test@example.org',
              subject: 'Lasttest der Anfrage-Strecke',
              message: 'Eine Anfrage aus dem Lasttest, bitte ignorieren.',
              idempotencyKey: randomUUID(),
              website: '',
              startedAt: Date.now() - 10_000,
              page: '/',
            }),
          };
        },
        onResponse(status, body) {
          if (status === 405) return;
          pendingPosts -= 1;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 200 && status < 300) acknowledged.add(JSON.parse(body).id);
        },
      },
    ],
  });
  const started = Date.now();
  setTimeout(() => {
    draining = true;
    // Stop once every lead request sent has its answer (bounded, for the run with the kill).
    const drainUntil = Date.now() + 30_000;
    const check = setInterval(() => {
      if (pendingPosts <= 0 || Date.now() > drainUntil) {
        clearInterval(check);
        instance.stop();
      }
    }, 50);
  }, durationSeconds * 1000);
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => {
      const posted = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const twoXx = Object.entries(statuses)
        .filter(([status]) => status.startsWith('2'))
        .reduce((sum, [, n]) => sum + n, 0);
      resolve({
        result,
        statuses,
        posted,
        twoXx,
        rps: Math.round(posted / durationSeconds),
        wallMs: Date.now() - started,
      });
    });
    instance.on('error', reject);
  });
}

async function storedIds(dataDir) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const leads = (await client.query('select id from leads')).rows.map((row) => row.id);
    const outbox = (await client.query('select lead_id, status from mail_outbox')).rows;
    await client.end();
    return { leads: new Set(leads), outbox };
  }
  const db = new BetterSqlite3(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    return {
      leads: new Set(db.prepare('select id from leads').pluck().all()),
      outbox: db.prepare('select lead_id, status from mail_outbox').all(),
    };
  } finally {
    db.close();
  }
}

async function resetPostgres() {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    'drop table if exists mail_outbox, chat_messages, chat_sessions, leads, rate_limits, kysely_migration, kysely_migration_lock cascade',
  );
  await client.end();
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build: running `next build` first …');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const rows = [];
let failed = false;

// Run 1: load.
{
  await resetPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const port = await freePort();
  const { child, startMs } = await startServer(port, dataDir);
  const acknowledged = new Set();
  const { result, statuses, posted, twoXx, rps } = await load(port, seconds, acknowledged);
  await stop(child, 'SIGTERM');
  const { leads, outbox } = await storedIds(dataDir);
  const missing = [...acknowledged].filter((id) => !leads.has(id)).length;
  const ok =
    missing === 0 && leads.size === acknowledged.size && acknowledged.size === twoXx && outbox.length === leads.size;
  failed ||= !ok;
  rows.push({
    run: `load, ${seconds} s, ${connections} connections`,
    requests: posted,
    twoXx,
    other:
      Object.entries(statuses)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, n]) => `${status}×${n}`)
        .join(', ') || '–',
    errors: result.errors + result.timeouts,
    rps,
    latency: `${result.latency.p50} / ${result.latency.p97_5} / ${result.latency.p99} ms`,
    stored: leads.size,
    lost: missing,
    note: `server ready in ${startMs} ms; ${outbox.length} notifications queued for ${leads.size} leads`,
  });
  rmSync(dataDir, { recursive: true, force: true });
}

// Run 2: SIGKILL in the middle of the load, then restart.
{
  await resetPostgres();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-kill-'));
  const port = await freePort();
  let { child } = await startServer(port, dataDir);
  const acknowledged = new Set();
  const running = load(port, seconds, acknowledged);
  await sleep((seconds * 1000) / 2);
  const ackedAtKill = acknowledged.size;
  await stop(child, 'SIGKILL');
  const restart = await startServer(port, dataDir);
  child = restart.child;
  const { result, statuses, posted, twoXx, rps } = await running;
  // Give the restarted worker a moment to deliver what was queued before the kill.
  await sleep(3_000);
  await stop(child, 'SIGTERM');
  const { leads, outbox } = await storedIds(dataDir);
  const missing = [...acknowledged].filter((id) => !leads.has(id)).length;
  const withoutMail = [...leads].filter((id) => !outbox.some((row) => row.lead_id === id)).length;
  const ok = missing === 0 && withoutMail === 0;
  failed ||= !ok;
  rows.push({
    run: `SIGKILL at ${seconds / 2} s, restart, ${connections} connections`,
    requests: posted,
    twoXx,
    other:
      Object.entries(statuses)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, n]) => `${status}×${n}`)
        .join(', ') || '–',
    errors: result.errors + result.timeouts,
    rps,
    latency: `${result.latency.p50} / ${result.latency.p97_5} / ${result.latency.p99} ms`,
    stored: leads.size,
    lost: missing,
    note: `${ackedAtKill} acknowledged before the kill; restart ready in ${restart.startMs} ms; ${outbox.filter((row) => row.status === 'sent').length}/${outbox.length} notifications sent after restart; ${withoutMail} leads without notification`,
  });
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'SQLite (embedded)'}`;
const table = [
  `### Lead pipeline (${date})`,
  '',
  `Machine: ${machine}. Command: \`node scripts/bench-leads.mjs\` (BENCH_SECONDS=${seconds}, BENCH_CONNECTIONS=${connections}).`,
  '',
  '| run | requests | 2xx | other answers | socket errors | req/s | latency p50 / p97.5 / p99 | leads stored | acknowledged but lost |',
  '| --- | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.run} | ${row.requests} | ${row.twoXx} | ${row.other} | ${row.errors} | ${row.rps} | ${row.latency} | ${row.stored} | ${row.lost} |`,
  ),
  '',
  ...rows.map((row) => `- ${row.run}: ${row.note}.`),
  '',
].join('\n');
console.log(table);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'leads.md'), table);
if (failed) {
  console.error('FAILED: an acknowledged lead is missing, or stored leads and 2xx answers differ.');
  process.exit(1);
}
