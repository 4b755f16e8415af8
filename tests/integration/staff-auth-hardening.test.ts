import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffAuth } from '@/server/auth/auth';
import { totpCode } from '../support/totp';
import { SoftwarePasskey } from '../support/webauthn';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { Browser, enrolMember, makeAuth, ORIGIN, PASSWORD, SECRET, type Member } from './staff-auth-support';

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

/** Registers `passkey` for the browser's account: the status of verify-registration (or of the options). */
async function registerPasskey(browser: Browser, passkey: SoftwarePasskey, userVerified = true): Promise<number> {
  const options = await browser.request('GET', '/passkey/generate-register-options');
  if (options.status !== 200) return options.status;
  const response = passkey.register(await options.json(), ORIGIN, userVerified);
  return (await browser.post('/passkey/verify-registration', { response, name: 'Angreifer' })).status;
}

/** Signs in with `passkey` in a fresh browser: the status of verify-authentication. */
async function passkeySignIn(auth: StaffAuth, passkey: SoftwarePasskey, userVerified = true): Promise<number> {
  const browser = new Browser(auth, '203.0.113.30');
  const options = await browser.request('GET', '/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  const response = passkey.authenticate(await options.json(), ORIGIN, userVerified);
  return (await browser.post('/passkey/verify-authentication', { response })).status;
}

const auditOf = (handle: TestDatabase, action: string) =>
  handle.db.selectFrom('audit_log').select(['actor_id', 'detail']).where('action', '=', action).execute();

/** A proof of the password (or a TOTP code) for the member's session. */
const confirm = (member: Member, secret = PASSWORD) => member.browser.post('/staff/confirm-identity', { secret });

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

  // Item 11 (its audit part): invitations, member removal, passkey registration (above) and TOTP
  // enrolment left no trace in the audit log.
  it('invitations, member removal and TOTP enrolment are audited', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const admin = await enrolMember(auth, handle, 'admin@example.org', 'admin');
    // enrolMember invites from the command line (invitedBy null) and confirms TOTP.
    expect(await teamAudit(handle)).toEqual([
      { actor_id: 'command-line', action: 'member.invited', detail: 'admin' },
      { actor_id: admin.userId, action: 'totp.enrolled', detail: null },
    ]);
    expect((await admin.browser.post('/staff/invite', { email: 'jan@example.org', role: 'staff' })).status).toBe(200);
    const staff = await enrolMember(auth, handle, 'lea@example.org', 'staff');
    expect((await admin.browser.post('/staff/remove-member', { userId: staff.userId })).status).toBe(200);
    const entries = await teamAudit(handle);
    expect(entries).toContainEqual({ actor_id: admin.userId, action: 'member.invited', detail: 'staff' });
    expect(entries).toContainEqual({ actor_id: staff.userId, action: 'totp.enrolled', detail: null });
    expect(entries).toContainEqual({ actor_id: admin.userId, action: 'member.removed', detail: staff.userId });
    // A code that signs in is no enrolment.
    const before = entries.length;
    const browser = new Browser(auth, '203.0.113.50');
    expect(await passwordAlone(browser, admin.email)).toBe(false);
    const code = totpCode(admin.secret, Date.now() + 30_000);
    expect((await browser.post('/two-factor/verify-totp', { code })).status).toBe(200);
    expect(await teamAudit(handle)).toHaveLength(before);
  }, 60_000);

  // Item 1: with only a session cookie, an attacker registered their own passkey (without user
  // verification), and it still signed in after "sign out everywhere".
  it('a session alone cannot add a passkey: it needs the password or a TOTP code of the last minutes', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const stolen = new SoftwarePasskey();
    expect(await registerPasskey(member.browser, stolen)).toBe(403);
    expect((await confirm(member, 'falsch-falsch-falsch')).status).toBe(401);
    expect(await registerPasskey(member.browser, stolen)).toBe(403);
    expect(await passkeySignIn(auth, stolen)).toBe(401);

    expect((await confirm(member)).status).toBe(200);
    const options = await member.browser.request('GET', '/passkey/generate-register-options');
    const { authenticatorSelection } = (await options.json()) as {
      authenticatorSelection: { userVerification: string };
    };
    expect(authenticatorSelection.userVerification).toBe('required');
    const device = new SoftwarePasskey();
    expect(await registerPasskey(member.browser, device)).toBe(200);
    // One proof, one passkey.
    expect(await registerPasskey(member.browser, new SoftwarePasskey())).toBe(403);
    // A TOTP code of the app is a proof too.
    const code = totpCode(member.secret, Date.now() + 30_000);
    expect((await confirm(member, code)).status).toBe(200);
    expect((await confirm(member, code)).status).toBe(401);
    expect(await registerPasskey(member.browser, new SoftwarePasskey())).toBe(200);
    expect(await passkeySignIn(auth, device)).toBe(200);
    const registered = await auditOf(handle, 'passkey.registered');
    expect(registered).toHaveLength(2);
    expect(registered.every((row) => row.actor_id === member.userId)).toBe(true);
  }, 60_000);

  it('user verification is required to register and to sign in with a passkey', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    expect((await confirm(member)).status).toBe(200);
    expect(await registerPasskey(member.browser, new SoftwarePasskey(), false)).toBe(400);
    expect(await handle.db.selectFrom('staff_passkeys').select('id').execute()).toEqual([]);
    const device = new SoftwarePasskey();
    expect((await confirm(member)).status).toBe(200);
    expect(await registerPasskey(member.browser, device)).toBe(200);
    // Presence alone (a touch, no PIN or biometrics) does not sign in.
    expect(await passkeySignIn(auth, device, false)).toBe(401);
    expect(await passkeySignIn(auth, device, true)).toBe(200);
  }, 60_000);

  it('removing a passkey is audited; signing out everywhere may remove every passkey', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const passkeys = [new SoftwarePasskey(), new SoftwarePasskey(), new SoftwarePasskey()];
    for (const passkey of passkeys) {
      expect((await confirm(member)).status).toBe(200);
      expect(await registerPasskey(member.browser, passkey)).toBe(200);
    }
    const first = await handle.db
      .selectFrom('staff_passkeys')
      .select('id')
      .where('credential_id', '=', passkeys[0]!.credentialId.toString('base64url'))
      .executeTakeFirstOrThrow();
    const removed = await member.browser.post('/passkey/delete-passkey', { id: first.id });
    expect(removed.status).toBe(200);
    expect(await auditOf(handle, 'passkey.removed')).toEqual([{ actor_id: member.userId, detail: first.id }]);
    expect(await passkeySignIn(auth, passkeys[0]!)).toBe(401);

    // Signing out everywhere without removing them keeps them…
    const laptop = new Browser(auth, '203.0.113.40');
    expect(await passwordAlone(laptop, member.email)).toBe(false);
    const kept = await member.browser.post('/staff/sign-out-everywhere', { removePasskeys: false });
    expect(kept.status).toBe(200);
    expect(await handle.db.selectFrom('staff_passkeys').select('id').execute()).toHaveLength(2);
    expect(await passkeySignIn(auth, passkeys[1]!)).toBe(200);
    // …and with removing them, none signs in any more, and every session has ended.
    const again = await enrolledBrowser(auth, member);
    expect((await again.post('/staff/sign-out-everywhere', { removePasskeys: true })).status).toBe(200);
    expect(await handle.db.selectFrom('staff_passkeys').select('id').execute()).toEqual([]);
    expect(await passkeySignIn(auth, passkeys[2]!)).toBe(401);
    expect(await auditOf(handle, 'passkey.removed')).toHaveLength(3);
    const sessions = await handle.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(sessions).toEqual([]);
  }, 90_000);
});

/** The audit log's entries about the team (actions of src/server/auth/), oldest first. */
async function teamAudit(handle: TestDatabase) {
  const rows = await handle.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'detail'])
    .where('action', 'in', ['member.invited', 'member.removed', 'totp.enrolled', 'passkey.registered'])
    .orderBy('created_at')
    .orderBy('action')
    .execute();
  return rows;
}

/** A new browser signed in as the member with password and the next TOTP code. */
async function enrolledBrowser(auth: StaffAuth, member: Member): Promise<Browser> {
  const browser = new Browser(auth, '203.0.113.41');
  expect(await passwordAlone(browser, member.email)).toBe(false);
  const code = totpCode(member.secret, Date.now() + 30_000);
  expect((await browser.post('/two-factor/verify-totp', { code })).status).toBe(200);
  return browser;
}
