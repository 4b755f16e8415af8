import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { totp } from './support/staff-accounts';

// A newcomer's first start: `PORT=<any> npm start` without SITE_URL. The origin is then the one
// the server listens on, port included, so the printed setup link, better-auth's origin check
// and the cross-site check all agree, and staff sign-in works on any port. The server is
// scripts/start.mjs (what `npm start` runs) on a free port with an empty DATA_DIR.

let launcher: ChildProcess | undefined;
let dataDir = '';
let output = '';
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-start-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.SITE_URL;
  launcher = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => /\/intern\/einrichten\?token=/.test(output) || launcher!.exitCode !== null, { timeout: 120_000 })
    .toBe(true);
});

test.afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    const exited = new Promise((resolve) => launcher!.once('exit', resolve));
    launcher.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('on a non-default port without SITE_URL: the printed link enrols the first admin, who then signs in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const link = /(http:\/\/\S+\/intern\/einrichten\?token=[\w-]+)/.exec(output)?.[1];
  // The link names the port the server listens on, not the default 3000.
  expect(link, `server output:\n${output}`).toBeDefined();
  expect(new URL(link!).origin).toBe(origin);
  // A production server on a loopback origin says so (canonical links would point there).
  expect(output).toContain('SITE_URL is not set');

  const admin = { email: 'erika@example.org', password: 'Batterie-Kreislauf-2026!' };
  const enrol = await browser.newContext({ locale: 'de-DE' });
  const page = await enrol.newPage();
  await page.goto(link!);
  await page.getByLabel('Ihr Name').fill('Erika Muster');
  await page.getByLabel('E-Mail-Adresse').fill(admin.email);
  await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.getByRole('button', { name: 'QR-Code anzeigen' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const first = totp(secret);
  await page.getByLabel('Sechsstelliger Code aus der App').fill(first);
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihre Sicherungscodes' })).toBeVisible();
  await enrol.close();

  // Sign in from a fresh browser: password, then a code the enrolment did not use.
  const signIn = await browser.newContext({ locale: 'de-DE' });
  const again = await signIn.newPage();
  await again.goto(`${origin}/intern/anmelden?next=%2Fintern%2Fkonto`);
  await again.getByLabel('E-Mail-Adresse').fill(admin.email);
  await again.getByLabel('Passwort').fill(admin.password);
  await again.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // The site accepts the neighbouring time window too, and each code once.
  const now = Date.now();
  const code = [totp(secret, now), totp(secret, now + 30_000)].find((candidate) => candidate !== first)!;
  await again.getByLabel('Code aus der App').fill(code);
  await again.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(again).toHaveURL(`${origin}/intern/konto`);
  await expect(again.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  expect(output).not.toContain('Invalid origin');
  await signIn.close();
});
