import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production server end to end: scripts/server.mjs (what `npm start` runs) with the real instrumentation, a lead sent
 * over HTTP, SIGTERM while its notification is being sent over SMTP. The server must finish
 * that send, mark it sent, close the database and exit. Builds first when there is no build.
 */
const root = path.resolve(__dirname, '../..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('production server: graceful shutdown on SIGTERM', () => {
  let server: ChildProcess | undefined;
  let smtp: SMTPServer | undefined;
  let dataDir = '';
  let output = '';
  const received: string[] = [];
  let sendStarted = false;

  beforeAll(async () => {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
      const build = spawnSync(process.execPath, [nextBin, 'build'], {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        stdio: 'pipe',
        timeout: 900_000,
      });
      if (build.status !== 0)
        throw new Error(
          `next build failed:\n${build.stdout?.toString().slice(-2000)}${build.stderr?.toString().slice(-2000)}`,
        );
    }
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        sendStarted = true;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        // A slow mail server: the message is accepted 1.5 s after it arrived.
        stream.on('end', () =>
          setTimeout(() => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          }, 1_500),
        );
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));

    dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-shutdown-'));
    const port = await freePort();
    server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'info',
        CONTACT_RATE_LIMIT: '100',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://localhost:${port}`;
    await waitFor(
      async () => {
        try {
          return (await fetch(`${base}/kontakt/gesendet`)).status === 200;
        } catch {
          return false;
        }
      },
      60_000,
      'the server to answer',
    );
    (globalThis as Record<string, unknown>).__base = base;
  }, 900_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the lead, finishes the send in flight, marks it sent, closes the database and exits', async () => {
    const base = (globalThis as Record<string, unknown>).__base as string;
    const email = `shutdown-${randomUUID().slice(0, 8)}@example.org`;
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'inquiry',
        locale: 'de',
        firstName: 'Greta',
        lastName: 'Abschluss',
        email,
        subject: 'Test beim Herunterfahren',
        message: 'Diese Nachricht muss trotz SIGTERM ankommen.',
        idempotencyKey: randomUUID(),
        website: '',
        startedAt: Date.now() - 10_000,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await waitFor(() => sendStarted, 15_000, 'the notification to reach the SMTP server');
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    const code = await exited;
    expect([0, 143]).toContain(code);

    expect(received).toHaveLength(1);
    expect(received[0]).toContain(id);
    const db = new BetterSqlite3(path.join(dataDir, 'site.db'), { readonly: true });
    try {
      expect(db.prepare('select status from leads where id = ?').get(id)).toEqual({ status: 'new' });
      expect(db.prepare('select status, attempts from mail_outbox where lead_id = ?').all(id)).toEqual([
        { status: 'sent', attempts: 1 },
      ]);
    } finally {
      db.close();
    }
    expect(output).toContain('shutdown: database closed');
    // Logs are JSON lines without personal data.
    expect(output).not.toContain(email);
    expect(output).not.toContain('Abschluss');
  }, 60_000);
});
