import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs the session cookies and encrypts the TOTP secrets. STAFF_AUTH_SECRET (at
 * least 32 characters; required when several instances share DATABASE_URL, they must agree), else
 * a random key made once and kept in DATA_DIR/staff-auth-secret (mode 0600). Losing it signs
 * everyone out and invalidates every TOTP enrolment, so back it up with the database.
 */
export function staffAuthSecret(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  const given = env.STAFF_AUTH_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new Error('Invalid server configuration: STAFF_AUTH_SECRET: at least 32 characters');
    return given;
  }
  const file = path.join(dataDir, 'staff-auth-secret');
  if (existsSync(/*turbopackIgnore: true*/ file)) return readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: of two processes starting at once, the second fails here and reads the first one's key.
  try {
    writeFileSync(/*turbopackIgnore: true*/ file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(/*turbopackIgnore: true*/ file, 0o600);
    return secret;
  } catch {
    return readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim();
  }
}
