import { describe, expect, it } from 'vitest';
import type { StaffSession } from '@/server/auth/staff-guards';
import { endpoint } from '@/server/http/endpoint';
import { HttpError } from '@/server/http/http-error';
import { UUID_PATTERN } from '@/server/http/params';
import { json } from '@/server/http/responses';
import { createRateLimiter } from '@/server/rate-limit';

const ORIGIN = 'http://localhost:3000';
const settings = () => ({ siteOrigin: ORIGIN, trustProxy: { kind: 'none' } as const });
const member = (userId: string): StaffSession => ({
  userId,
  name: 'M',
  email: 'm@example.org',
  role: 'staff',
  permissions: ['leads'],
  sessionId: 's',
});

function post(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-site-remote-address': '203.0.113.9',
      ...headers,
    },
  });
}

const params = (value: Record<string, string>) => ({ params: Promise.resolve(value) });

// The one wrapper of every route handler (src/server/http/endpoint.ts): the order of its checks
// and that nothing but an HttpError ever reaches the client.
describe('endpoint wrapper', () => {
  it('refuses a state-changing request from another site before anything else; a GET is not checked', async () => {
    let called = 0;
    const handler = endpoint({ name: 'test', settings, body: { accept: ['form'], limit: 100 } }, async () => {
      called += 1;
      return json(200, { ok: true });
    });
    const crossSite = await handler(post('/x', 'a=1', { Origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'cross_site' });
    // Even with a body of the wrong type: the cross-site refusal comes first.
    const crossSiteText = await handler(
      post('/x', 'a', { Origin: 'https://evil.example', 'content-type': 'text/plain' }),
    );
    expect(crossSiteText.status).toBe(403);
    expect(called).toBe(0);
    const get = endpoint({ name: 'test', settings }, async () => json(200, { ok: true }));
    expect((await get(new Request(`${ORIGIN}/x`, { headers: { Origin: 'https://evil.example' } }))).status).toBe(200);
  });

  it('answers a body of another type 415, an oversized body 413, broken JSON 400', async () => {
    const handler = endpoint({ name: 'test', settings, body: { accept: ['json'], limit: 64 } }, async ({ body }) =>
      json(200, body),
    );
    const form = await handler(post('/x', 'a=1'));
    expect(form.status).toBe(415);
    const big = await handler(
      post('/x', JSON.stringify({ a: 'x'.repeat(100) }), { 'content-type': 'application/json' }),
    );
    expect(big.status).toBe(413);
    const broken = await handler(post('/x', '{"a":', { 'content-type': 'application/json' }));
    expect(broken.status).toBe(400);
    const ok = await handler(post('/x', '{"a":1}', { 'content-type': 'application/json' }));
    expect(await ok.json()).toEqual({ a: 1 });
  });

  it('answers a path parameter of the wrong shape 404 without calling the handler', async () => {
    let called = 0;
    const handler = endpoint<{ id: string }>({ name: 'test', settings, params: { id: UUID_PATTERN } }, async () => {
      called += 1;
      return json(200, {});
    });
    for (const id of ['x', '../etc', '0b7c6d2e-5f1a-4c3b-9e8d-7a6b5c4d3e2f/x', '%E0%A4%A', '']) {
      const response = await handler(new Request(`${ORIGIN}/x`), params({ id }));
      expect(response.status, id).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    expect(called).toBe(0);
    const good = await handler(new Request(`${ORIGIN}/x`), params({ id: '0b7c6d2e-5f1a-4c3b-9e8d-7a6b5c4d3e2f' }));
    expect(good.status).toBe(200);
  });

  it('turns an unexpected failure into the honest 503 with Retry-After, never a 500', async () => {
    const handler = endpoint({ name: 'test', settings }, async () => {
      throw new TypeError('boom');
    });
    const response = await handler(new Request(`${ORIGIN}/x?locale=en`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
  });

  it('a staff endpoint authorises first and counts per account: a new address does not reset it', async () => {
    const limiter = createRateLimiter(null, { keyPrefix: 'endpoint-test', points: 2, durationSeconds: 60 });
    const handler = endpoint(
      {
        name: 'test',
        settings,
        authorize: async (request) => {
          const user = request.headers.get('x-test-user');
          if (!user) throw new HttpError('unauthorized');
          return member(user);
        },
        rateLimit: () => limiter,
      },
      async ({ session }) => json(200, { user: session!.userId }),
    );
    const as = (user: string | null, address: string) =>
      handler(
        new Request(`${ORIGIN}/x`, {
          headers: { 'x-site-remote-address': address, ...(user ? { 'x-test-user': user } : {}) },
        }),
      );
    expect((await as(null, '203.0.113.1')).status).toBe(401);
    expect((await as('u1', '203.0.113.1')).status).toBe(200);
    expect((await as('u1', '203.0.113.2')).status).toBe(200);
    const limited = await as('u1', '203.0.113.3');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account has its own count.
    expect((await as('u2', '203.0.113.3')).status).toBe(200);
  });

  it('a public endpoint counts per client address; X-Forwarded-For does not reset it', async () => {
    const limiter = createRateLimiter(null, { keyPrefix: 'endpoint-client', points: 1, durationSeconds: 60 });
    const handler = endpoint({ name: 'test', settings, rateLimit: () => limiter }, async () => json(200, {}));
    const from = (forwarded: string) =>
      handler(
        new Request(`${ORIGIN}/x`, {
          headers: { 'x-site-remote-address': '198.51.100.4', 'x-forwarded-for': forwarded },
        }),
      );
    expect((await from('10.0.0.1')).status).toBe(200);
    expect((await from('10.0.0.2')).status).toBe(429);
  });
});
