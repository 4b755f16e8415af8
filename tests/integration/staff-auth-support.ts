import { expect } from 'vitest';
import { createStaffAuth, type StaffAuth } from '@/server/auth/auth';
import { createInvitation } from '@/server/auth/invitations';
import { staffSessionState } from '@/server/auth/staff-guards';
import { createRateLimiter, staffTotpCodeUse, type RateLimiter, type RateLimitPolicy } from '@/server/rate-limit';
import { totpCode } from '../support/totp';
import type { TestDatabase } from './helpers';

/** The staff sign-in on a test database, talked to through better-auth's HTTP handler. */

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'korrekt-pferd-batterie-heftklammer';
export const SECRET = 'test-secret-test-secret-test-secret-0123';

export function limit(keyPrefix: string, points: number): RateLimitPolicy {
  return { keyPrefix, points, durationSeconds: 900 };
}

/** The sign-in with in-memory limiters of these sizes; `limiters` replaces any of them. */
export async function makeAuth(
  handle: TestDatabase,
  points = { account: 50, client: 50 },
  limiters: Partial<Record<'account' | 'client' | 'totpCodes', RateLimiter>> = {},
): Promise<StaffAuth> {
  return createStaffAuth({
    db: handle.db,
    dialect: handle.dialect,
    siteOrigin: ORIGIN,
    secret: SECRET,
    limiters: {
      account: limiters.account ?? (await createRateLimiter(null, limit('test-account', points.account))),
      client: limiters.client ?? (await createRateLimiter(null, limit('test-client', points.client))),
      totpCodes: limiters.totpCodes ?? (await createRateLimiter(null, staffTotpCodeUse)),
    },
    trustProxy: { kind: 'none' },
    rateLimitedMessage: () => 'Zu viele Anfragen',
  });
}

/** A browser: a cookie jar and a client address, talking to better-auth's HTTP handler. */
export class Browser {
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

export type Member = { browser: Browser; email: string; secret: string; backupCodes: string[]; userId: string };

/** Invitation → account → TOTP enrolment confirmed with a code, as the pages do it. */
export async function enrolMember(
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
