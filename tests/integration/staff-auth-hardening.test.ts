import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffAuth } from '@/server/auth/auth';
import { totpCode } from '../support/totp';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { Browser, enrolMember, makeAuth, PASSWORD, SECRET } from './staff-auth-support';

/** The session cookie's name (cookie prefix `staff`, http). */
const SESSION_COOKIE = 'staff.session_token';
const TRUST_COOKIE = 'staff.trust_device';

/**
 * A "trust this device" cookie as better-auth 1.7.6 issues it (its verification row and the
 * signed `token!identifier` cookie): what a browser kept from before trustDevice was refused.
 */
async function plantTrustedDevice(auth: StaffAuth, browser: Browser, userId: string): Promise<void> {
  const identifier = `trust-device-${randomBytes(16).toString('hex')}`;
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier,
    value: userId,
    expiresAt: new Date(Date.now() + 30 * 24 * 3_600_000),
  });
  const token = createHmac('sha256', SECRET).update(`${userId}!${identifier}`).digest('base64url');
  const value = `${token}!${identifier}`;
  const signature = createHmac('sha256', SECRET).update(value).digest('base64');
  browser.cookies.set(TRUST_COOKIE, encodeURIComponent(`${value}.${signature}`));
}

/** Password sign-in: true when it gave a session at once (no second factor asked). */
async function passwordAlone(browser: Browser, email: string): Promise<boolean> {
  const response = await browser.post('/sign-in/email', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  return body.twoFactorRedirect !== true && browser.cookies.has(SESSION_COOKIE);
}

// Issue 35 (hardening 3): what an attacker with a stolen staff session, or a password guesser,
// found in the sign-in.
describe.each(dialects)('staff sign-in hardening (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  // Item 9: 35 wrong current passwords met no limit; get-totp-uri returns the TOTP secret.
  it('checks of the current password count against the per-account sign-in limit', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle, { account: 5, client: 1000 });
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const path = attempt % 2 ? '/change-password' : '/two-factor/get-totp-uri';
      const body =
        path === '/change-password'
          ? { currentPassword: `falsch-${attempt}-falsch`, newPassword: 'ein-neues-langes-passwort' }
          : { password: `falsch-${attempt}-falsch` };
      statuses.push((await member.browser.post(path, body)).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Limited: even the right password does not reveal the secret now.
    const right = await member.browser.post('/two-factor/get-totp-uri', { password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).not.toBeNull();
  }, 60_000);

  // Item 2: `trustDevice: true` set a 30-day cookie; after revoking every session the password
  // alone signed in from that browser.
  it('refuses trustDevice: every sign-in asks for the second factor', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const browser = new Browser(auth, '203.0.113.20');
    expect(await passwordAlone(browser, member.email)).toBe(false);
    // The next step's code: the current one confirmed the enrolment (each code works once).
    const code = totpCode(member.secret, Date.now() + 30_000);
    const trusted = await browser.post('/two-factor/verify-totp', { code, trustDevice: true });
    expect(trusted.status).toBe(400);
    expect(browser.cookies.has(TRUST_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    // The same code without the flag signs in (the refused request did not use it up).
    expect((await browser.post('/two-factor/verify-totp', { code })).status).toBe(200);
    expect(browser.cookies.has(TRUST_COOKIE)).toBe(false);
    const backup = new Browser(auth, '203.0.113.21');
    expect(await passwordAlone(backup, member.email)).toBe(false);
    const viaBackup = await backup.post('/two-factor/verify-backup-code', {
      code: member.backupCodes[0],
      trustDevice: true,
    });
    expect(viaBackup.status).toBe(400);
    expect(backup.cookies.has(TRUST_COOKIE)).toBe(false);
  }, 60_000);

  it('signing out everywhere revokes a trusted device from before', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const kept = new Browser(auth, '203.0.113.22');
    await plantTrustedDevice(auth, kept, member.userId);
    // The planted cookie is what better-auth honours: the password alone signs in.
    expect(await passwordAlone(kept, member.email)).toBe(true);
    kept.cookies.delete(SESSION_COOKIE);
    expect((await member.browser.post('/revoke-sessions', {})).status).toBe(200);
    expect(await passwordAlone(kept, member.email)).toBe(false);
  }, 60_000);
});
