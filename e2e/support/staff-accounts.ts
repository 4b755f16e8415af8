import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext } from '@playwright/test';

/** The e2e server's database (playwright.config.ts: DATA_DIR). */
export function e2eDatabaseFile(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return path.join(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, 'site.db');
}

/** Reads the e2e server's database (it keeps running; WAL lets us read beside it). */
export function withE2eDatabase<T>(work: (db: Database.Database) => T, file = e2eDatabaseFile()): T {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, as an authenticator app computes it. */
export function totp(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

export type StaffAccount = { email: string; password: string; name: string; secret: string };

/**
 * A staff account of `role`, signed in on `request` (a page's `page.request` shares the page's
 * cookies): an invitation is stored as an admin's would be (only the token's digest), then
 * accepted, TOTP enrolled and confirmed through the public endpoints, as a new colleague does.
 */
export async function signInNewStaffAccount(
  request: APIRequestContext,
  baseURL: string,
  role: 'admin' | 'staff',
  databaseFile = e2eDatabaseFile(),
): Promise<StaffAccount> {
  const token = randomBytes(32).toString('base64url');
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const now = Date.now();
  withE2eDatabase(
    (db) =>
      db
        .prepare(
          'insert into staff_invitations (id, email, role, token_hash, invited_by, expires_at, used_at, created_at) values (?, ?, ?, ?, null, ?, null, ?)',
        )
        .run(
          randomUUID(),
          email,
          role,
          createHash('sha256').update(token, 'utf8').digest('hex'),
          new Date(now + 3_600_000).toISOString(),
          new Date(now).toISOString(),
        ),
    databaseFile,
  );
  const headers = { Origin: baseURL };
  const account = {
    email,
    password: `Pw-${randomUUID()}`,
    name: role === 'admin' ? 'Alex Admin' : 'Sam Staff',
    secret: '',
  };
  const accepted = await request.post('/api/auth/staff/accept-invitation', {
    headers,
    data: { token, name: account.name, password: account.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const setup = await request.post('/api/auth/staff/totp-setup', { headers, data: { password: account.password } });
  expect(setup.status(), await setup.text()).toBe(200);
  account.secret = ((await setup.json()) as { secret: string }).secret;
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: totp(account.secret) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}
