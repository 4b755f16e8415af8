import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInNewStaffAccount } from './support/staff-accounts';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** Staff pages a visitor without a session may open: signing in and joining. */
const signedOutPages = new Set(['/intern/anmelden', '/intern/einrichten', '/intern/einladung', '/intern/zwei-faktor']);
/** Signing out works without a session too (it just returns to the sign-in page). */
const signedOutApis = new Set(['/api/staff/sign-out']);
/** What only admins may open or call (prices: admins, and members granted it). */
const adminOnly = [
  /^\/intern\/(postausgang|loeschen|protokoll|team|preise)(\/|$)/,
  /^\/api\/staff\/(erasure|outbox\/|leads\/export|prices\/|team\/)/,
];

/** Every staff page and staff API route of the build, with sample values for its parameters. */
function staffRoutes(): { pages: string[]; apis: string[] } {
  const manifest = JSON.parse(readFileSync(path.join('.next', 'app-path-routes-manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  const sample = (route: string) => route.replace('/[locale]', '').replace(/\[[^\]]+\]/g, randomId);
  const routes = Object.values(manifest);
  return {
    pages: routes.filter((route) => route.startsWith('/[locale]/intern')).map(sample),
    apis: routes.filter((route) => route.startsWith('/api/staff/')).map(sample),
  };
}
const randomId = '0b7c6d2e-5f1a-4c3b-9e8d-7a6b5c4d3e2f';

test('every staff page and staff API of the build refuses without a session and for the wrong role', async ({
  playwright,
}) => {
  const { pages, apis } = staffRoutes();
  expect(pages.length).toBeGreaterThanOrEqual(5);
  expect(apis.length).toBeGreaterThanOrEqual(6);
  const anonymous = await playwright.request.newContext({ baseURL });
  const form = { headers: { Origin: baseURL }, form: { locale: 'de' }, maxRedirects: 0 } as const;
  for (const page of pages.filter((route) => !signedOutPages.has(route))) {
    for (const localized of [page, `/en${page}`]) {
      const response = await anonymous.get(localized, { maxRedirects: 0 });
      expect([303, 307], localized).toContain(response.status());
      expect(response.headers().location, localized).toMatch(/\/intern\/anmelden\?next=/);
    }
  }
  for (const api of apis) {
    const get = await anonymous.get(api, { maxRedirects: 0 });
    const post = await anonymous.post(api, form);
    // Each route answers 401 for the method it has and 405 for the other.
    expect([get.status(), post.status()].sort(), api).toEqual(signedOutApis.has(api) ? [303, 405] : [401, 405]);
    // A post from another website never gets as far as the session check.
    const crossSite = await anonymous.post(api, { ...form, headers: { Origin: 'https://evil.example' } });
    expect([403, 405], api).toContain(crossSite.status());
  }

  const staff = await playwright.request.newContext({ baseURL });
  await signInNewStaffAccount(staff, baseURL, 'staff');
  for (const page of pages.filter((route) => adminOnly[0]!.test(route))) {
    expect((await staff.get(page, { maxRedirects: 0 })).status(), page).toBe(403);
  }
  for (const api of apis.filter((route) => adminOnly[1]!.test(route))) {
    const response = api.endsWith('/export') ? await staff.get(api) : await staff.post(api, form);
    expect(response.status(), api).toBe(403);
  }
  await anonymous.dispose();
  await staff.dispose();
});

test('staff form posts: too large, wrong type, malformed input and the per-account limit', async ({ playwright }) => {
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInNewStaffAccount(staff, baseURL, 'staff');
  const notes = `/api/staff/leads/${randomId}/notes`;

  const oversized = await staff.post(notes, { form: { locale: 'de', body: 'x'.repeat(70_000) }, maxRedirects: 0 });
  expect(oversized.status()).toBe(413);
  const json = await staff.post(notes, { data: { body: 'Notiz' }, maxRedirects: 0 });
  expect(json.status()).toBe(415);
  expect(((await json.json()) as { code: string }).code).toBe('unsupported_media_type');
  // Broken percent-encoding and unknown values are input mistakes: back to the page with a message.
  const malformed = await staff.post(`/api/staff/leads/${randomId}/status`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'locale=de&status=%E0%A4%A&status=won',
    maxRedirects: 0,
  });
  expect(malformed.status()).toBe(303);
  expect(malformed.headers().location).toMatch(/\?error=invalid_transition$/);

  // 300 actions in ten minutes per account; a client header cannot start a new count.
  let limited = 0;
  for (let batch = 0; batch < 16 && limited === 0; batch++) {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        staff
          .post(notes, {
            headers: { 'X-Forwarded-For': `203.0.113.${batch * 20 + i}` },
            form: { locale: 'de', body: 'Notiz' },
            maxRedirects: 0,
          })
          .then((response) => response.status()),
      ),
    );
    limited = statuses.filter((status) => status === 429).length;
    expect(statuses.every((status) => status === 303 || status === 429)).toBe(true);
  }
  expect(limited).toBeGreaterThan(0);
  await staff.dispose();
});
