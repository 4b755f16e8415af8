// Benchmark of backups (wired into `npm run bench`, section `backup`):
// 1. Seeds BENCH_LEADS (50,000) leads (scripts/bench/lead-rows.mjs) with the notifications of the
//    last 30 days into a fresh DATA_DIR, then times `npm run backup` (plain and with BACKUP_KEY)
//    and `npm run restore`, and reports the archive sizes.
// 2. The production server on that DATA_DIR under a mixed load (pages and inquiries at once), for
//    BENCH_SECONDS each: without a backup, while `npm run backup` runs back to back, and while it
//    runs at nice 10 as the server's scheduled backup does (its child process). Every inquiry
//    must be acknowledged in every phase.
// Writes bench-results/backup.md.
//   node scripts/bench-backup.mjs   (BENCH_LEADS=50000, BENCH_SECONDS=10, BENCH_BACKUP_PORT=3452)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { leadRows } from './bench/lead-rows.mjs';
import { loadTs } from './ts-loader.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LEADS = Number(process.env.BENCH_LEADS || 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PORT = Number(process.env.BENCH_BACKUP_PORT || 3452);
const KEY = 'bench-backup-key-0123456789abcdef';
const DAY = 86_400_000;

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const dataDir = path.join(work, 'data');
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function seed() {
  const { openDatabase } = await loadTs('src/server/db/client.ts');
  const handle = openDatabase({ dataDir });
  await handle.migrate();
  const { lead } = leadRows(42);
  const now = Date.now();
  const started = performance.now();
  let mails = 0;
  for (let index = 0; index < LEADS; index += 500) {
    const batch = Array.from({ length: Math.min(500, LEADS - index) }, (_, offset) => lead(index + offset, now));
    await handle.db.insertInto('leads').values(batch).execute();
    // Sent notifications are kept 30 days (retention.sentMailDays): those of the recent leads.
    const recent = batch.filter((row) => now - Date.parse(row.created_at) < 30 * DAY && !row.is_spam);
    mails += recent.length;
    if (recent.length)
      await handle.db
        .insertInto('mail_outbox')
        .values(
          recent.map((row) => ({
            id: randomUUID(),
            lead_id: row.id,
            kind: 'notification',
            recipient: 'info@example.com',
            subject: `Neue Anfrage ${row.reference}`,
            body_text: `${row.first_name} ${row.last_name} <${row.email}>\n\n${row.message}\n`.repeat(3),
            body_html: `<p>${row.first_name} ${row.last_name}</p><p>${row.message}</p>`.repeat(3),
            reply_to: row.email,
            status: 'sent',
            attempts: 1,
            next_attempt_at: row.created_at,
            locked_until: null,
            last_error: null,
            sent_at: row.created_at,
            created_at: row.created_at,
          })),
        )
        .execute();
  }
  handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  await handle.close();
  return { seconds: (performance.now() - started) / 1000, mails };
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    let output = '';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_KEY: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      children.delete(child);
      resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const backupArgs = (dir) => [path.join(root, 'scripts', 'backup.mjs'), '--dir', dir];

async function timedBackup(dir, env) {
  const result = await run(process.execPath, backupArgs(dir), env);
  if (result.code !== 0) throw new Error(`backup failed: ${result.output}`);
  const [name] = readdirSync(dir);
  // "(12.3 MB, encrypted, 4.1 s)": the time inside the backup, without Node's and the loader's start.
  const inner = Number(/, ([\d.]+) s\)/.exec(result.output)?.[1] ?? NaN);
  return { file: path.join(dir, name), bytes: statSync(path.join(dir, name)).size, wall: result.seconds, inner };
}

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      BACKUP_DIR: '',
      CONTACT_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/ready`)).status === 200) return child;
    } catch {
      // not yet listening
    }
    await sleep(200);
  }
  throw new Error('server did not start');
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Pages and inquiries at once for SECONDS; with `backups`, backups run back to back meanwhile. */
async function phase(backups) {
  let stop = false;
  let completed = 0;
  const loop = (async () => {
    if (!backups) return;
    const dir = path.join(work, `phase-${randomUUID().slice(0, 8)}`);
    while (!stop) {
      const result = await run(backups.command, [...backups.prefix, ...backupArgs(dir)]);
      if (result.code !== 0) throw new Error(`backup failed: ${result.output}`);
      completed += 1;
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  // Let the first backup get going before measuring.
  if (backups) await sleep(1_500);
  const [page, form] = await Promise.all([
    cannon({ url: `http://localhost:${PORT}/`, connections: 8, duration: SECONDS }),
    cannon({
      url: `http://localhost:${PORT}/api/contact`,
      connections: 2,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              form: 'inquiry',
              locale: 'de',
              firstName: 'Last',
              lastName: 'Test',
              email: 'last.test@example.org',
              subject: 'Lasttest während der Sicherung',
              message: 'Eine Anfrage aus dem Lasttest, bitte ignorieren.',
              idempotencyKey: randomUUID(),
              website: '',
              startedAt: Date.now() - 10_000,
              page: '/',
            }),
          }),
        },
      ],
    }),
  ]);
  stop = true;
  await loop;
  return { page, form, completed };
}

const cell = (result) =>
  `${result.latency.p50} / ${result.latency.p99} ms, ${Math.round(result.requests.average)}/s${result.non2xx + result.errors ? `, ${result.non2xx + result.errors} failed` : ''}`;

console.log(`Backup bench: seeding ${LEADS.toLocaleString('en-US')} leads …`);
const seeded = await seed();
const dbBytes = statSync(path.join(dataDir, 'site.db')).size;
const plain = await timedBackup(path.join(work, 'plain'));
const encrypted = await timedBackup(path.join(work, 'encrypted'), { BACKUP_KEY: KEY });
const restore = await run(process.execPath, [path.join(root, 'scripts', 'restore.mjs'), encrypted.file], {
  DATA_DIR: path.join(work, 'restored'),
  BACKUP_KEY: KEY,
});
if (restore.code !== 0) throw new Error(`restore failed: ${restore.output}`);
console.log(`Backup ${plain.wall.toFixed(1)} s, ${mb(plain.bytes)} MB; encrypted ${encrypted.wall.toFixed(1)} s`);

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const server = await startServer();
// Warm the server up (first requests load the page and the route handler) before measuring.
await cannon({ url: `http://localhost:${PORT}/`, connections: 4, amount: 200 });
for (let index = 0; index < 10; index += 1)
  await fetch(`http://localhost:${PORT}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      form: 'inquiry',
      locale: 'de',
      firstName: 'Warm',
      lastName: 'Up',
      email: 'warm.up@example.org',
      subject: 'Aufwärmen',
      message: 'Eine Anfrage zum Aufwärmen, bitte ignorieren.',
      idempotencyKey: randomUUID(),
      website: '',
      startedAt: Date.now() - 10_000,
      page: '/',
    }),
  });
const idle = await phase(null);
const during = await phase({ command: process.execPath, prefix: [] });
const niced = await phase({ command: 'nice', prefix: ['-n', '10', process.execPath] });
server.kill('SIGTERM');

const cells = (pick) => [idle, during, niced].map((result) => cell(pick(result))).join(' | ');
const markdown = [
  '## Backups',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} when it ended (shared machine: the latencies carry that noise).`,
  '',
  `\`node scripts/bench-backup.mjs\`: ${LEADS.toLocaleString('en-US')} leads (German and English, a year of dates) and the ${seeded.mails.toLocaleString('en-US')} notifications of their last 30 days in SQLite, no attachments (photos add about their own size: WebP does not compress). Times are wall-clock times of the commands, with Node's start; in brackets the time inside the backup (copy with the backup API, integrity check, row counts, archive).`,
  '',
  '| | time | size |',
  '|---|---|---|',
  `| database (\`site.db\`) | seeded in ${seeded.seconds.toFixed(1)} s | ${mb(dbBytes)} MB |`,
  `| \`npm run backup\` | ${plain.wall.toFixed(1)} s (${plain.inner.toFixed(1)} s) | ${mb(plain.bytes)} MB (.tar.gz) |`,
  `| \`npm run backup\` with \`BACKUP_KEY\` | ${encrypted.wall.toFixed(1)} s (${encrypted.inner.toFixed(1)} s) | ${mb(encrypted.bytes)} MB (.tar.gz.enc) |`,
  `| \`npm run restore\` of the encrypted archive | ${restore.seconds.toFixed(1)} s | |`,
  '',
  `The site under a mixed load for ${SECONDS} s per column, one run: \`GET /\` (8 connections) and \`POST /api/contact\` with a new inquiry each (2 connections) at the same time; p50 / p99 latency and requests per second. In the second and third columns backups run back to back the whole time (${during.completed} and ${niced.completed} finished), the third at nice 10, as the server's scheduled backup runs (its child process).`,
  '',
  '| load | no backup | during `npm run backup` | during a scheduled backup (nice 10) |',
  '|---|---|---|---|',
  `| page \`GET /\` | ${cells((result) => result.page)} |`,
  `| form \`POST /api/contact\` | ${cells((result) => result.form)} |`,
  '',
].join('\n');
writeFileSync(path.join(root, 'bench-results', 'backup.md'), markdown);
console.log(markdown);
