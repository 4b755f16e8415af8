import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { totpCode } from '../support/totp';

/** The production server (scripts/server.mjs) and the CLIs, as an operator runs them. */
export const root = path.resolve(__dirname, '../..');

export function ensureBuild(): void {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
    timeout: 900_000,
  });
  if (build.status !== 0) throw new Error(`next build failed:\n${build.stderr?.toString().slice(-2000)}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A free port of this test's range (BACKUP_TEST_PORTS, default 3451–3469: the backups engineer's). */
export async function portFromRange(taken: number[] = []): Promise<number> {
  const [from, to] = (process.env.BACKUP_TEST_PORTS ?? '3451-3469').split('-').map(Number) as [number, number];
  for (let port = from; port <= to; port += 1) if (!taken.includes(port) && (await isFree(port))) return port;
  throw new Error(`no free port in ${from}-${to}`);
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export type LiveServer = { base: string; port: number; output: () => string; stop(): Promise<number | null> };

export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<LiveServer> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      BACKUP_DIR: '',
      BACKUP_KEY: '',
      STAFF_AUTH_SECRET: '',
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '1000000',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://localhost:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitFor(async () => (await fetch(`${base}/api/ready`)).status === 200, 120_000, `the server on ${port}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.slice(-3000)}`);
  }
  return {
    base,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Runs `node scripts/<script>` with DATA_DIR and more, as `npm run backup` / `npm run restore` do. */
export function runScript(
  script: 'backup.mjs' | 'restore.mjs',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: '', STAFF_AUTH_SECRET: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A cookie jar over fetch, with the site's own Origin (the cross-site checks pass). */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(pathname: string, init: { method?: string; json?: unknown; form?: Record<string, string> } = {}) {
    const headers = new Headers({ origin: this.base });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body: string | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(`${this.base}${pathname}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (value.join('=') === '' || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
}

export type StaffLogin = { email: string; password: string; secret: string };

/** An admin account made as a new colleague makes it: invitation (stored as the team page does), accepted, TOTP enrolled. */
export async function enrolAdmin(
  server: LiveServer,
  dataDir: string,
): Promise<{ browser: Browser; login: StaffLogin }> {
  const token = randomBytes(32).toString('base64url');
  const login = { email: `admin-${randomUUID().slice(0, 8)}@example.com`, password: `Pw-${randomUUID()}`, secret: '' };
  const db = new BetterSqlite3(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(
    'insert into staff_invitations (id, email, role, token_hash, invited_by, expires_at, used_at, created_at) values (?, ?, ?, ?, null, ?, null, ?)',
  ).run(
    randomUUID(),
    login.email,
    'admin',
    createHash('sha256').update(token, 'utf8').digest('hex'),
    new Date(Date.now() + 3_600_000).toISOString(),
    new Date().toISOString(),
  );
  db.close();
  const browser = new Browser(server.base);
  const accepted = await browser.fetch('/api/auth/staff/accept-invitation', {
    json: { token, name: 'Alex Admin', password: login.password },
  });
  if (accepted.status !== 200) throw new Error(`accept-invitation: ${accepted.status} ${await accepted.text()}`);
  const setup = await browser.fetch('/api/auth/staff/totp-setup', { json: { password: login.password } });
  login.secret = ((await setup.json()) as { secret: string }).secret;
  const verified = await browser.fetch('/api/auth/two-factor/verify-totp', { json: { code: totpCode(login.secret) } });
  if (verified.status !== 200) throw new Error(`verify-totp: ${verified.status}`);
  return { browser, login };
}

/** Signs in with password and TOTP, as the sign-in page does. */
export async function signIn(base: string, login: StaffLogin): Promise<Browser> {
  const browser = new Browser(base);
  const first = await browser.fetch('/api/auth/sign-in/email', {
    json: { email: login.email, password: login.password },
  });
  if (first.status !== 200) throw new Error(`sign-in: ${first.status} ${await first.text()}`);
  const second = await browser.fetch('/api/auth/two-factor/verify-totp', {
    json: { code: totpCode(login.secret, Date.now() + 30_000) },
  });
  if (second.status !== 200) throw new Error(`verify-totp: ${second.status} ${await second.text()}`);
  return browser;
}
