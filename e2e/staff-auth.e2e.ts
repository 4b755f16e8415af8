import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { totp } from './support/staff-accounts';

// The staff sign-in end to end, on a server of its own: the first-start setup link only exists
// while the database has no staff account, and the shared e2e server's database gets accounts
// from the other back-office tests. So this file starts the same production build
// (scripts/server.mjs) on a free port with an empty DATA_DIR and reads the setup link from the
// server's output, exactly as an operator would; nothing test-only exists in the application.

let server: ChildProcess | undefined;
let origin = '';
let dataDir = '';
let setupLink = '';
let output = '';

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
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-auth-e2e-'));
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const match = /(http:\/\/localhost:\d+\/intern\/einrichten\?token=[\w-]+)/.exec(output);
    if (match) {
      setupLink = match[1]!;
      break;
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(setupLink, `no setup link printed; server output:\n${output}`).not.toBe('');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const admin = { name: 'Erika Muster', email: 'erika@example.org', password: 'Batterie-Kreislauf-2026!', secret: '' };

/** Codes already entered: the site accepts each code once per account. */
const usedCodes: string[] = [];

/**
 * A code the authenticator app shows now or next (the site accepts the neighbouring window too)
 * that has not been entered yet; when both have been, waits for the next one, as a person would.
 */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const code = [totp(secret, now), totp(secret, now + 30_000)].find((candidate) => !usedCodes.includes(candidate));
    if (code) {
      usedCodes.push(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function signOut(page: Page) {
  await page.goto(`${origin}/intern/konto`);
  // The office frame has a sign-out button too; this is the account page's own.
  await page.getByRole('region', { name: 'Sitzungen' }).getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/intern\/anmelden/);
}

test('first start: the printed setup link creates the first administrator with TOTP', async ({ page }) => {
  expect(setupLink.startsWith(origin)).toBe(true);
  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Ersten Zugang einrichten' })).toBeVisible();
  await page.getByLabel('Ihr Name').fill(admin.name);
  await page.getByLabel('E-Mail-Adresse').fill(admin.email);
  await page.getByLabel('Passwort', { exact: true }).fill('zu-kurz');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('mindestens 12 Zeichen lang')).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  await page.getByRole('button', { name: 'QR-Code anzeigen' }).click();
  await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).locator('svg')).toBeVisible();
  admin.secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(admin.secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Sechsstelliger Code aus der App').fill(await freshCode(admin.secret));
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihre Sicherungscodes' })).toBeVisible();
  await expect(page.getByTestId('backup-codes').locator('li')).not.toHaveCount(0);

  // The link is spent and an account exists: the setup page is a 404 now.
  const again = await page.request.get(setupLink);
  expect(again.status()).toBe(404);

  await page.goto(`${origin}/intern/konto`);
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  await expect(page.locator('dd', { hasText: admin.email })).toBeVisible();
});

test('password sign-in asks for the TOTP code and honours `next`', async ({ page }) => {
  await page.goto(`${origin}/intern/anmelden?next=%2Fintern%2Fkonto`);
  await page.getByLabel('E-Mail-Adresse').fill(admin.email);
  await page.getByLabel('Passwort').fill('falsches-passwort-123');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
  await page.getByLabel('Passwort').fill(admin.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // The code that confirmed the enrolment has been used: it does not sign in a second time.
  await page.getByLabel('Code aus der App').fill(usedCodes.at(-1)!);
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page.getByText('Dieser Code wurde bereits verwendet.')).toBeVisible();
  await page.getByLabel('Code aus der App').fill(await freshCode(admin.secret));
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/intern/konto`);
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
});

test('a passkey is registered with a virtual authenticator and signs in', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${origin}/intern/anmelden?next=%2Fintern%2Fkonto`);
  await page.getByLabel('E-Mail-Adresse').fill(admin.email);
  await page.getByLabel('Passwort').fill(admin.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByLabel('Code aus der App').fill(await freshCode(admin.secret));
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/intern/konto`);

  // A session alone adds no passkey: the password (or a code) confirms it first.
  await page.getByLabel(/Bezeichnung des neuen Passkeys/).fill('Laptop Büro');
  await page.getByLabel('Ihr Passwort oder der aktuelle Code aus der App').fill('falsches-passwort-123');
  await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByText('Passwort oder Code ist falsch.')).toBeVisible();
  await page.getByLabel('Ihr Passwort oder der aktuelle Code aus der App').fill(admin.password);
  await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByText('Der Passkey wurde hinzugefügt.')).toBeVisible();
  await expect(page.getByTestId('passkey-list')).toContainText('Laptop Büro');

  await signOut(page);
  await page.goto(`${origin}/intern/anmelden?next=%2Fintern%2Fteam`);
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page).toHaveURL(`${origin}/intern/team`);
  // The team page shows every member's passkeys.
  await expect(page.getByRole('table')).toContainText('Laptop Büro');

  // Signing out everywhere, passkeys removed: the passkey signs in no more.
  await page.goto(`${origin}/intern/konto`);
  await page.getByLabel('Dabei auch alle Passkeys dieses Kontos entfernen').check();
  await page.getByRole('button', { name: 'Überall abmelden' }).click();
  await expect(page).toHaveURL(/\/intern\/anmelden/);
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByText(/Die Anmeldung mit Passkey ist nicht gelungen/)).toBeVisible();
});

test('an admin invites a colleague; the invitation mail carries a one-time link', async ({ page }) => {
  await page.goto(`${origin}/intern/anmelden?next=%2Fintern%2Fteam`);
  await page.getByLabel('E-Mail-Adresse').fill(admin.email);
  await page.getByLabel('Passwort').fill(admin.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByLabel('Code aus der App').fill(await freshCode(admin.secret));
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/intern/team`);

  await page.getByLabel('E-Mail-Adresse').fill('jan@example.org');
  await page.getByRole('combobox', { name: 'Rolle' }).selectOption('staff');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Die Einladung an jan@example.org ist im Postausgang.')).toBeVisible();
  await expect(page.getByTestId('pending-invitations')).toContainText('jan@example.org');

  const mailDir = path.join(dataDir, 'mail');
  let mail = '';
  for (let attempt = 0; attempt < 60 && !mail; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).filter((file) => file.includes('staff-invitation'));
    } catch {
      // the directory appears with the first mail
    }
    for (const file of files) mail = readFileSync(path.join(mailDir, file), 'utf8');
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(mail).toContain('jan@example.org');
  // Quoted-printable may wrap the link; undo soft line breaks before looking for it.
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /(http:\/\/localhost:\d+\/intern\/einladung\?token=[\w-]+)/.exec(body)?.[1];
  expect(link).toBeTruthy();

  // The colleague accepts in another browser, must enrol TOTP, and as staff gets a 403 on the
  // admin's team page; the link works once.
  const colleague = await page.context().browser()!.newContext();
  const invited = await colleague.newPage();
  await invited.goto(link!);
  await expect(invited.getByText(/jan@example\.org/)).toBeVisible();
  await invited.getByLabel('Ihr Name').fill('Jan Kollege');
  await invited.getByLabel('Passwort', { exact: true }).fill('Kollege-Passwort-2026');
  await invited.getByRole('button', { name: 'Konto anlegen' }).click();
  await invited.getByRole('button', { name: 'QR-Code anzeigen' }).click();
  const secret = (await invited.getByTestId('totp-secret').textContent())!.trim();
  await invited.getByLabel('Sechsstelliger Code aus der App').fill(await freshCode(secret));
  await invited.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(invited.getByRole('heading', { name: 'Ihre Sicherungscodes' })).toBeVisible();
  const forbidden = await invited.goto(`${origin}/intern/team`);
  expect(forbidden?.status()).toBe(403);
  await expect(invited.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  await invited.goto(link!);
  await expect(invited.getByText('Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.')).toBeVisible();
  await colleague.close();
});

test('without a session the office sends to the sign-in, with the page as `next`', async ({ page }) => {
  await page.goto(`${origin}/intern/konto`);
  await expect(page).toHaveURL(`${origin}/intern/anmelden?next=%2Fintern%2Fkonto`);
  const signUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { Origin: origin },
    data: { email: 'fremd@example.org', password: 'irgendein-langes-passwort', name: 'Fremd' },
  });
  expect(signUp.status()).toBeGreaterThanOrEqual(400);
});
