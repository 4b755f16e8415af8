// Benchmark of the photo and document uploads (not part of `npm test`; run it by hand or from
// `npm run bench`, section 'uploads'): the production server (scripts/server.mjs, like `npm
// start`) on a loopback port with a temporary DATA_DIR (embedded SQLite, files in the database),
// then
//   1. 20 clients upload a 10 MB JPEG photo (noise, 4,000 × 3,000 px class) at once to
//      POST /api/uploads: every answer 201, wall time, throughput, latency, server RSS peak;
//   2. the same with 10 MB PDFs (kept as sent: the pure streaming and storage path);
//   3. an endless upload (chunked, no length): how much the server reads before it answers 413
//      and closes, and the RSS meanwhile.
// The server's memory is sampled from /proc/<pid>/status every 25 ms (VmRSS) plus its VmHWM.
// Requires a production build (`npx next build`). Writes bench-results/uploads.md.
//
//   node scripts/bench-uploads.mjs   (BENCH_CLIENTS=20)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const clients = Number(process.env.BENCH_CLIENTS || 20);
const MB = 1024 * 1024;

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('bench-uploads: no production build (.next/BUILD_ID); run `npx next build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** kB figures from /proc/<pid>/status. */
function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** Samples the process's RSS until stopped; returns the peak. */
function sampler(pid) {
  let peak = memory(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 25);
  return () => {
    clearInterval(timer);
    return Math.max(peak, memory(pid).rss);
  };
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
      DATABASE_URL: '',
      SMTP_URL: '',
      // All clients of the bench share one loopback address.
      UPLOAD_RATE_LIMIT: '1000000',
      UPLOAD_QUOTA_MB: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      if ((await fetch(`http://localhost:${port}/kontakt/gesendet`)).status === 200) return child;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  throw new Error('server did not start within 60 s');
}

/** A noise photo as JPEG just under 10 MiB (noise does not compress: the worst case to decode). */
async function tenMegabytePhoto() {
  let width = 3000;
  let height = 2250;
  let bytes;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    bytes = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    if (bytes.length <= 10 * MB && bytes.length > 9.3 * MB) break;
    const scale = Math.sqrt((9.7 * MB) / bytes.length);
    width = Math.round(width * scale);
    height = Math.round(height * scale);
  }
  return { bytes, width, height };
}

function tenMegabytePdf() {
  const head = Buffer.from('%PDF-1.7\n1 0 obj<</Length 10000000>>stream\n', 'latin1');
  const tail = Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
  // Printable noise (a compressed stream's bytes would do the same; this never forms a signature).
  const body = Buffer.from(
    randomBytes(10 * MB - head.length - tail.length - 64)
      .toString('base64')
      .slice(0, 10 * MB - head.length - tail.length - 64),
    'latin1',
  );
  return Buffer.concat([head, body, tail]);
}

async function uploadOnce(base, bytes, name, type) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/uploads`, { method: 'POST', body: form, headers: { Origin: base } });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, ms: performance.now() - started, body };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function concurrentRun(base, pid, label, bytes, name, type) {
  const before = memory(pid).rss;
  const stop = sampler(pid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: clients }, () => uploadOnce(base, bytes, name, type)));
  const wall = (performance.now() - started) / 1000;
  const peak = stop();
  const ok = results.filter((result) => result.status === 201).length;
  const stored = results.find((result) => result.status === 201)?.body;
  const statuses = [...new Set(results.map((result) => result.status))].join(', ');
  return {
    label,
    ok,
    statuses,
    wall,
    throughput: (clients * bytes.length) / MB / wall,
    p50:
      percentile(
        results.map((result) => result.ms),
        50,
      ) / 1000,
    p95:
      percentile(
        results.map((result) => result.ms),
        95,
      ) / 1000,
    before,
    peak,
    stored: stored
      ? `${stored.type}, ${(stored.bytes / MB).toFixed(2)} MB${stored.width ? `, ${stored.width} × ${stored.height}` : ''}`
      : '–',
  };
}

/** An upload that never ends: chunked, 64 KiB at a time as fast as the server reads. */
function endlessUpload(port, pid) {
  return new Promise((resolve) => {
    const before = memory(pid).rss;
    const stop = sampler(pid);
    const boundary = 'benchboundary';
    const request = http.request({
      host: 'localhost',
      port,
      method: 'POST',
      path: '/api/uploads',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Transfer-Encoding': 'chunked',
        Origin: `http://localhost:${port}`,
      },
    });
    let written = 0;
    let status = 0;
    let finished = false;
    const started = performance.now();
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const done = (how) => {
      if (finished) return;
      finished = true;
      request.destroy();
      resolve({ how, status, written, seconds: (performance.now() - started) / 1000, before, peak: stop() });
    };
    request.on('response', (response) => {
      status = response.statusCode;
      response.resume();
      // The answer came: stop after a moment (a server that keeps reading would show it here).
      setTimeout(() => done('answered'), 500);
    });
    request.on('error', () => done('closed'));
    request.on('close', () => done('closed'));
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const pump = () => {
      while (!finished && written < 200 * MB) {
        written += chunk.length;
        if (!request.write(chunk)) return request.once('drain', pump);
      }
      if (!finished) done('gave up at 200 MB');
    };
    pump();
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
const port = await freePort();
const base = `http://localhost:${port}`;
let child;
try {
  child = await startServer(port, dataDir);
  const pid = child.pid;
  // Warm the route (first request compiles nothing in production, but opens the database).
  const warm = await uploadOnce(
    base,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
    'warm.png',
    'image/png',
  );
  if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}: ${JSON.stringify(warm.body)}`);
  const idle = memory(pid).rss;
  const photo = await tenMegabytePhoto();
  const pdf = tenMegabytePdf();
  const runs = [
    await concurrentRun(
      base,
      pid,
      `${clients} × JPEG ${(photo.bytes.length / MB).toFixed(1)} MB (${photo.width} × ${photo.height} px)`,
      photo.bytes,
      'foto.jpg',
      'image/jpeg',
    ),
    await concurrentRun(
      base,
      pid,
      `${clients} × PDF ${(pdf.length / MB).toFixed(1)} MB`,
      pdf,
      'datenblatt.pdf',
      'application/pdf',
    ),
  ];
  const endless = await endlessUpload(port, pid);
  const hwm = memory(pid).hwm;

  const mb = (bytes) => `${Math.round(bytes / MB)} MB`;
  const lines = [
    '## Uploads',
    '',
    `Command: \`node scripts/bench-uploads.mjs\` (part of \`npm run bench\`, section \`uploads\`): the production server on loopback, embedded SQLite (files in the database), ${clients} clients uploading at once to \`POST /api/uploads\`; the server's RSS sampled every 25 ms from /proc. Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.`,
    '',
    '| run | 201 | statuses | wall | throughput (received) | latency p50 / p95 | stored | server RSS before → peak |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (run) =>
        `| ${run.label} | ${run.ok}/${clients} | ${run.statuses} | ${run.wall.toFixed(1)} s | ${run.throughput.toFixed(1)} MB/s | ${run.p50.toFixed(1)} / ${run.p95.toFixed(1)} s | ${run.stored} | ${mb(run.before)} → ${mb(run.peak)} |`,
    ),
    '',
    `- Endless upload (chunked, no length): answered ${endless.status} (${endless.how}) after ${(endless.written / MB).toFixed(1)} MB sent by the client in ${endless.seconds.toFixed(1)} s; server RSS ${mb(endless.before)} → ${mb(endless.peak)}.`,
    `- Server RSS idle after start and one upload: ${mb(idle)}; high-water mark of the whole run (VmHWM): ${mb(hwm)}.`,
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  const resultsDir = path.join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'uploads.md'), report);
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
