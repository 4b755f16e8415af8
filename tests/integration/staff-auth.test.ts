import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffAuth, type StaffAuth } from '@/server/auth/auth';
import { announceStaffSetupLink, sweepStaffAuth } from '@/server/auth/first-start';
import { claimInvitation, createInvitation, findOpenInvitation } from '@/server/auth/invitations';
import { hasStaffAccount, isSetupTokenOpen, issueSetupToken } from '@/server/auth/setup-token';
import { staffRequestSession, staffSessionState } from '@/server/auth/staff-guards';
import { listMembers } from '@/server/auth/staff-members';
import { tokenHash } from '@/server/auth/tokens';
import { HttpError } from '@/server/http/http-error';
import { staffTotpCodeUse } from '@/server/rate-limit';
import { createRateLimiter, type RateLimitPolicy } from '@/server/rate-limit';
import { totpCode } from '../support/totp';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'korrekt-pferd-batterie-heftklammer';
const HOUR = 3_600_000;

function limit(keyPrefix: string, points: number): RateLimitPolicy {
  return { keyPrefix, points, durationSeconds: 900 };
}

async function makeAuth(handle: TestDatabase, points = { account: 50, client: 50 }): Promise<StaffAuth> {
  return createStaffAuth({
    db: handle.db,
    dialect: handle.dialect,
    siteOrigin: ORIGIN,
    secret: 'test-secret-test-secret-test-secret-0123',
    limiters: {
      account: await createRateLimiter(null, limit('test-account', points.account)),
      client: await createRateLimiter(null, limit('test-client', points.client)),
      totpCodes: await createRateLimiter(null, staffTotpCodeUse),
    },
    trustProxy: { kind: 'none' },
    rateLimitedMessage: () => 'Zu viele Anfragen',
  });
}

/** A browser: a cookie jar and a client address, talking to better-auth's HTTP handler. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly auth: StaffAuth,
    private readonly address = '203.0.113.10',
  ) {}

  headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers({ origin: ORIGIN, 'x-site-remote-address': this.address, ...extra });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    return headers;
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const headers = this.headers(body === undefined ? {} : { 'content-type': 'application/json' });
    const response = await this.auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  post(path: string, body: unknown = {}): Promise<Response> {
    return this.request('POST', path, body);
  }
}

type Member = { browser: Browser; email: string; secret: string; backupCodes: string[]; userId: string };

/** Invitation → account → TOTP enrolment confirmed with a code, as the pages do it. */
async function enrolMember(
  auth: StaffAuth,
  handle: TestDatabase,
  email: string,
  role: 'admin' | 'staff',
  address?: string,
): Promise<Member> {
  const { link } = await createInvitation(handle.db, {
    email,
    role,
    invitedBy: null,
    locale: 'de',
    siteOrigin: ORIGIN,
  });
  const token = new URL(link).searchParams.get('token')!;
  const browser = new Browser(auth, address);
  const accepted = await browser.post('/staff/accept-invitation', {
    token,
    name: email.split('@')[0],
    password: PASSWORD,
  });
  expect(accepted.status).toBe(200);
  const { userId } = (await accepted.json()) as { userId: string };
  const setup = await browser.post('/staff/totp-setup', { password: PASSWORD });
  expect(setup.status).toBe(200);
  const enrolment = (await setup.json()) as { secret: string; qrSvg: string; totpURI: string; backupCodes: string[] };
  expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(enrolment.backupCodes.length).toBeGreaterThan(5);
  // Not enrolled until confirmed with a code: the guard still says "enrol first".
  expect((await staffSessionState(auth, browser.headers())).kind).toBe('needs-totp');
  const confirmed = await browser.post('/two-factor/verify-totp', { code: totpCode(enrolment.secret) });
  expect(confirmed.status).toBe(200);
  expect((await staffSessionState(auth, browser.headers())).kind).toBe('ok');
  return { browser, email, secret: enrolment.secret, backupCodes: enrolment.backupCodes, userId };
}

describe.each(dialects)('staff sign-in (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await handle?.cleanup();
    handle = undefined;
  });

  it('refuses open sign-up', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const response = await new Browser(auth).post('/sign-up/email', {
      email: 'stranger@example.org',
      password: PASSWORD,
      name: 'Stranger',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await hasStaffAccount(handle.db)).toBe(false);
  });

  it('round-trips better-auth dates and flags in the dialect’s own types', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'admin');
    const state = await staffSessionState(auth, member.browser.headers());
    expect(state).toMatchObject({ kind: 'ok', session: { email: 'erika@example.org', role: 'admin' } });
    const session = await auth.api.getSession({ headers: member.browser.headers() });
    expect(session!.session.expiresAt).toBeInstanceOf(Date);
    const lifetime = session!.session.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(11.9 * HOUR);
    expect(lifetime).toBeLessThanOrEqual(12 * HOUR);
    expect(session!.user.createdAt).toBeInstanceOf(Date);
    const user = await handle.db.selectFrom('staff_users').selectAll().executeTakeFirstOrThrow();
    if (dialect === 'sqlite') {
      expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(user.two_factor_enabled).toBe(1);
    } else {
      expect(user.created_at).toBeInstanceOf(Date);
      expect(user.two_factor_enabled).toBe(true);
    }
    expect(await listMembers(handle.db)).toEqual([
      { id: member.userId, name: 'erika', email: 'erika@example.org', role: 'admin', twoFactorEnabled: true },
    ]);
  });

  it('invitations are one-time, expire after 72 hours and store only a digest of the token', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const now = new Date();
    const { link } = await createInvitation(handle.db, {
      email: 'Jan@Example.org ',
      role: 'staff',
      invitedBy: null,
      locale: 'de',
      siteOrigin: ORIGIN,
      now,
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/intern\/einladung\?token=/);
    const token = new URL(link).searchParams.get('token')!;
    const row = await handle.db.selectFrom('staff_invitations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'jan@example.org', role: 'staff', token_hash: tokenHash(token), used_at: null });
    expect(JSON.stringify(row)).not.toContain(token);
    const mail = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: 'staff-invitation',
      recipient: 'jan@example.org',
      lead_id: null,
      status: 'pending',
    });
    expect(mail.body_text).toContain(link);

    expect(await findOpenInvitation(handle.db, token, new Date(now.getTime() + 71.9 * HOUR))).not.toBeNull();
    expect(await findOpenInvitation(handle.db, token, new Date(now.getTime() + 72.1 * HOUR))).toBeNull();
    expect(await claimInvitation(handle.db, token, new Date(now.getTime() + 72.1 * HOUR))).toBeNull();

    const first = new Browser(auth);
    const accepted = await first.post('/staff/accept-invitation', { token, name: 'Jan', password: PASSWORD });
    expect(accepted.status).toBe(200);
    const again = await new Browser(auth).post('/staff/accept-invitation', {
      token,
      name: 'Mallory',
      password: PASSWORD,
    });
    expect(again.status).toBe(404);
    expect((await listMembers(handle.db)).map((member) => member.name)).toEqual(['Jan']);
  });

  it('refuses a short password and leaves the invitation usable', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const { link } = await createInvitation(handle.db, {
      email: 'kim@example.org',
      role: 'staff',
      invitedBy: null,
      locale: 'en',
      siteOrigin: ORIGIN,
    });
    expect(link).toContain('/en/intern/einladung?token=');
    const token = new URL(link).searchParams.get('token')!;
    const short = await new Browser(auth).post('/staff/accept-invitation', {
      token,
      name: 'Kim',
      password: 'elf-zeichen',
    });
    expect(short.status).toBe(400);
    expect(await findOpenInvitation(handle.db, token)).not.toBeNull();
  });

  it('the setup link is valid for 24 hours, once, and only while no account exists', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const now = new Date();
    const stale = await issueSetupToken(handle.db, now);
    const token = await issueSetupToken(handle.db, now);
    expect(token).toBeTruthy();
    // Only the newest printed link works.
    expect(await isSetupTokenOpen(handle.db, stale!)).toBe(false);
    expect(await isSetupTokenOpen(handle.db, token!, new Date(now.getTime() + 23.9 * HOUR))).toBe(true);
    expect(await isSetupTokenOpen(handle.db, token!, new Date(now.getTime() + 24.1 * HOUR))).toBe(false);

    const browser = new Browser(auth);
    const created = await browser.post('/staff/setup', {
      token,
      email: 'Chefin@Example.org',
      name: 'Chefin',
      password: PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(await listMembers(handle.db)).toMatchObject([{ email: 'chefin@example.org', role: 'admin' }]);
    expect((await staffSessionState(auth, browser.headers())).kind).toBe('needs-totp');

    // An account exists: no new link, and the endpoint answers 404 for any token.
    expect(await issueSetupToken(handle.db)).toBeNull();
    expect(await isSetupTokenOpen(handle.db, token!)).toBe(false);
    const later = await new Browser(auth).post('/staff/setup', {
      token,
      email: 'other@example.org',
      name: 'Other',
      password: PASSWORD,
    });
    expect(later.status).toBe(404);
  });

  it('password sign-in needs the TOTP code (or a backup code) before there is a session', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');

    const wrong = await new Browser(auth).post('/sign-in/email', {
      email: member.email,
      password: 'falsch-falsch-falsch',
    });
    expect(wrong.status).toBe(401);

    const browser = new Browser(auth);
    const signIn = await browser.post('/sign-in/email', { email: member.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await auth.api.getSession({ headers: browser.headers() })).toBeNull();
    expect((await staffSessionState(auth, browser.headers())).kind).toBe('none');

    const badCode = await browser.post('/two-factor/verify-totp', { code: '000000' });
    expect(badCode.status).toBe(401);
    // The app's next code: the current one confirmed the enrolment a moment ago and is used.
    const good = await browser.post('/two-factor/verify-totp', { code: totpCode(member.secret, Date.now() + 30_000) });
    expect(good.status).toBe(200);
    expect(await staffSessionState(auth, browser.headers())).toMatchObject({
      kind: 'ok',
      session: { email: member.email, role: 'staff', userId: member.userId },
    });

    const withBackup = new Browser(auth);
    await withBackup.post('/sign-in/email', { email: member.email, password: PASSWORD });
    const backup = await withBackup.post('/two-factor/verify-backup-code', { code: member.backupCodes[0] });
    expect(backup.status).toBe(200);
    expect((await staffSessionState(auth, withBackup.headers())).kind).toBe('ok');
    // A backup code works once.
    const reuse = new Browser(auth);
    await reuse.post('/sign-in/email', { email: member.email, password: PASSWORD });
    expect((await reuse.post('/two-factor/verify-backup-code', { code: member.backupCodes[0] })).status).toBe(401);
  });

  it('accepts each TOTP code once per account, also from another browser', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const signInFrom = async (address: string) => {
      const browser = new Browser(auth, address);
      expect((await browser.post('/sign-in/email', { email: member.email, password: PASSWORD })).status).toBe(200);
      return browser;
    };

    // The code that confirmed the enrolment does not sign in.
    const enrolmentCode = totpCode(member.secret);
    const again = await signInFrom('203.0.113.30');
    const refused = await again.post('/two-factor/verify-totp', { code: enrolmentCode });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'TOTP_CODE_USED' });
    expect((await staffSessionState(auth, again.headers())).kind).toBe('none');

    // The next code signs in once; seen over a shoulder it does not sign in anyone else, with or
    // without spaces.
    const next = totpCode(member.secret, Date.now() + 30_000);
    const owner = await signInFrom('203.0.113.31');
    expect((await owner.post('/two-factor/verify-totp', { code: next })).status).toBe(200);
    const onlooker = await signInFrom('198.51.100.77');
    const replayed = await onlooker.post('/two-factor/verify-totp', { code: `${next.slice(0, 3)} ${next.slice(3)}` });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'TOTP_CODE_USED' });
    expect((await staffSessionState(auth, onlooker.headers())).kind).toBe('none');

    // Another account's use of the same digits is its own.
    const other = await enrolMember(auth, handle, 'jonas@example.org', 'staff');
    const otherCode = totpCode(other.secret, Date.now() + 30_000);
    const otherBrowser = new Browser(auth, '203.0.113.32');
    await otherBrowser.post('/sign-in/email', { email: other.email, password: PASSWORD });
    expect((await otherBrowser.post('/two-factor/verify-totp', { code: otherCode })).status).toBe(200);
  });

  it('a session ends after 12 hours without activity; activity extends it', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const headers = member.browser.headers();

    vi.setSystemTime(start + 11 * HOUR);
    expect((await staffSessionState(auth, headers)).kind).toBe('ok'); // activity: extended to +23 h
    vi.setSystemTime(start + 22.5 * HOUR);
    expect((await staffSessionState(auth, headers)).kind).toBe('ok'); // extended to +34.5 h
    vi.setSystemTime(start + 34.6 * HOUR);
    expect((await staffSessionState(auth, headers)).kind).toBe('none');
  });

  it('signing out everywhere revokes every session of the account', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const member = await enrolMember(auth, handle, 'erika@example.org', 'staff');
    const laptop = new Browser(auth, '203.0.113.20');
    await laptop.post('/sign-in/email', { email: member.email, password: PASSWORD });
    await laptop.post('/two-factor/verify-totp', { code: totpCode(member.secret, Date.now() + 30_000) });
    expect((await staffSessionState(auth, laptop.headers())).kind).toBe('ok');

    const revoked = await member.browser.post('/revoke-sessions');
    expect(revoked.status).toBe(200);
    expect((await staffSessionState(auth, laptop.headers())).kind).toBe('none');
    expect((await staffSessionState(auth, member.browser.headers())).kind).toBe('none');
    const left = await handle.db.selectFrom('staff_sessions').select('id').execute();
    expect(left).toEqual([]);
  });

  it('rate-limits sign-in attempts per account and per client with 429', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle, { account: 3, client: 5 });
    // Per account: three attempts from three addresses, the fourth from a fourth is refused.
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const attempt = await new Browser(auth, address).post('/sign-in/email', {
        email: 'target@example.org',
        password: 'falsch-falsch-falsch',
      });
      expect(attempt.status).toBe(401);
    }
    const refused = await new Browser(auth, '198.51.100.4').post('/sign-in/email', {
      email: 'TARGET@example.org',
      password: 'falsch-falsch-falsch',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ message: 'Zu viele Anfragen' });

    // Per client: one address trying different accounts (it already made one attempt above).
    const client = new Browser(auth, '198.51.100.1');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await client.post('/sign-in/email', {
        email: `user${attempt}@example.org`,
        password: 'x'.repeat(12),
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client.post('/sign-in/email', { email: 'user9@example.org', password: 'x'.repeat(12) });
    expect(blocked.status).toBe(429);
    // The second factor counts against the client too.
    expect((await client.post('/two-factor/verify-totp', { code: '123456' })).status).toBe(429);
  });

  it('guards answer 401 without a complete session, 403 for the wrong role or a cross-site write', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const staff = (await enrolMember(auth, handle, 'staff@example.org', 'staff')).browser;
    const admin = (await enrolMember(auth, handle, 'admin@example.org', 'admin')).browser;
    const request = (browser: Browser | null, method = 'GET', extra: Record<string, string> = {}) =>
      new Request(`${ORIGIN}/api/staff/leads`, {
        method,
        headers: browser ? browser.headers(extra) : new Headers(extra),
      });
    const code = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: unknown) => (error instanceof HttpError ? `${error.status} ${error.code}` : String(error)),
      );

    expect(await code(staffRequestSession(auth, request(null)))).toBe('401 unauthorized');
    expect(await code(staffRequestSession(auth, request(staff)))).toBe('ok');
    expect(await code(staffRequestSession(auth, request(staff), 'team'))).toBe('403 forbidden');
    expect(await code(staffRequestSession(auth, request(admin), 'team'))).toBe('ok');
    expect(
      await code(
        staffRequestSession(
          auth,
          request(admin, 'POST', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
        ),
      ),
    ).toBe('403 cross_site');
    expect(await code(staffRequestSession(auth, request(admin, 'POST', { 'sec-fetch-site': 'same-origin' })))).toBe(
      'ok',
    );

    // An account that has not confirmed TOTP is not a staff session yet.
    const { link } = await createInvitation(handle.db, {
      email: 'new@example.org',
      role: 'admin',
      invitedBy: null,
      locale: 'de',
      siteOrigin: ORIGIN,
    });
    const fresh = new Browser(auth);
    await fresh.post('/staff/accept-invitation', {
      token: new URL(link).searchParams.get('token'),
      name: 'New',
      password: PASSWORD,
    });
    expect(await code(staffRequestSession(auth, request(fresh)))).toBe('401 unauthorized');
    // …and may not invite anyone.
    expect((await fresh.post('/staff/invite', { email: 'x@example.org', role: 'staff' })).status).toBe(403);
  });

  it('admins invite and remove members; staff may not; nobody removes themselves', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const admin = await enrolMember(auth, handle, 'admin@example.org', 'admin');
    const staff = await enrolMember(auth, handle, 'staff@example.org', 'staff');

    expect((await staff.browser.post('/staff/invite', { email: 'x@example.org', role: 'staff' })).status).toBe(403);
    const invited = await admin.browser.post('/staff/invite', {
      email: 'Neu@Example.org',
      role: 'admin',
      locale: 'en',
    });
    expect(invited.status).toBe(200);
    const invitation = await handle.db
      .selectFrom('staff_invitations')
      .selectAll()
      .where('email', '=', 'neu@example.org')
      .executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ email: 'neu@example.org', role: 'admin', invited_by: admin.userId });
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'neu@example.org')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('/en/intern/einladung?token=');
    expect((await admin.browser.post('/staff/invite', { email: 'staff@example.org', role: 'staff' })).status).toBe(409);

    expect((await staff.browser.post('/staff/remove-member', { userId: admin.userId })).status).toBe(403);
    expect((await admin.browser.post('/staff/remove-member', { userId: admin.userId })).status).toBe(400);
    expect((await admin.browser.post('/staff/remove-member', { userId: staff.userId })).status).toBe(200);
    expect((await staffSessionState(auth, staff.browser.headers())).kind).toBe('none');
    expect((await listMembers(handle.db)).map((member) => member.email)).toEqual(['admin@example.org']);
    const orphans = await handle.db.selectFrom('staff_accounts').select('user_id').execute();
    expect(orphans.map((row) => row.user_id)).toEqual([admin.userId]);
  });

  it('prints a setup link at start only while no account exists, and sweeps expired rows', async () => {
    handle = await openTestDatabase(dialect);
    const auth = await makeAuth(handle);
    const printed: string[] = [];
    const link = await announceStaffSetupLink(handle.db, ORIGIN, (line) => printed.push(line));
    expect(link).toMatch(/^http:\/\/localhost:3000\/intern\/einrichten\?token=[\w-]{40,}$/);
    expect(printed.join('\n')).toContain(link!);
    expect(await isSetupTokenOpen(handle.db, new URL(link!).searchParams.get('token')!)).toBe(true);

    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const member = await enrolMember(auth, handle, 'erika@example.org', 'admin');
    expect(await announceStaffSetupLink(handle.db, ORIGIN, (line) => printed.push(line))).toBeNull();

    await sweepStaffAuth(handle.db, handle.dialect, new Date(start + 11 * HOUR));
    expect(await handle.db.selectFrom('staff_sessions').select('id').execute()).toHaveLength(1);
    expect(await handle.db.selectFrom('staff_invitations').select('id').execute()).toHaveLength(0); // used
    await sweepStaffAuth(handle.db, handle.dialect, new Date(start + 12.1 * HOUR));
    expect(await handle.db.selectFrom('staff_sessions').select('id').execute()).toHaveLength(0);
    expect(await handle.db.selectFrom('staff_setup_tokens').select('id').execute()).toHaveLength(0);
    expect((await staffSessionState(auth, member.browser.headers())).kind).toBe('none');
  });
});
