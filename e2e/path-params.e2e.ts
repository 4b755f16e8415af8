import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** Every route of the build with a dynamic segment (`[id]`, `[...all]`), from its manifest. */
function dynamicRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join('.next', 'app-path-routes-manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  return [...new Set(Object.values(manifest))].filter((route) => route.includes('['));
}

/** What an attacker puts into a path parameter: broken escapes, traversal, NUL, huge, not ASCII. */
const hostile = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'x'.repeat(2000),
  '%F0%9F%98%80',
  "'%20OR%201=1--",
  '%3Cscript%3E',
];
const sane = '0b7c6d2e-5f1a-4c3b-9e8d-7a6b5c4d3e2f';

/** The route with one segment set to `value` and the others to sane values. */
function variants(route: string): string[] {
  const segments = route.split('/');
  const dynamic = segments.flatMap((segment, index) => (segment.startsWith('[') ? [index] : []));
  const fill = (index: number) => (segments[index] === '[locale]' ? 'en' : sane);
  return dynamic.flatMap((target) =>
    hostile.map((value) =>
      segments
        .map((segment, index) => (index === target ? value : segment.startsWith('[') ? fill(index) : segment))
        .join('/'),
    ),
  );
}

// Issue 35, item 7: a malformed path parameter once gave a bare "Internal Server Error" (Next
// cannot decode it before any of the site's code runs). Every dynamic route of the build, every
// method: never a 5xx, and an API route answers in its JSON error shape.
test('every dynamic route answers a hostile path parameter with a 4xx, API routes as JSON', async ({ playwright }) => {
  const routes = dynamicRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(8);
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const failures: string[] = [];
  for (const route of routes) {
    const api = route.startsWith('/api/');
    for (const url of variants(route)) {
      const methods = api ? (['GET', 'POST', 'DELETE'] as const) : (['GET'] as const);
      for (const method of methods) {
        const response = await client.fetch(url, {
          method,
          maxRedirects: 0,
          ...(method === 'POST' ? { form: { locale: 'de' } } : {}),
        });
        const status = response.status();
        const type = response.headers()['content-type'] ?? '';
        const location = response.headers().location ?? '';
        // `%2e%2e` is `..`: Next redirects to the normalised path, on this site.
        const redirect = status >= 300 && status < 400;
        if (status >= 500) failures.push(`${method} ${url.slice(0, 120)} → ${status}`);
        else if (redirect && !(location.startsWith('/') || location.startsWith(baseURL)))
          failures.push(`${method} ${url.slice(0, 120)} → ${status} to ${location}`);
        else if (api && !redirect && status !== 405 && !type.includes('application/json'))
          failures.push(`${method} ${url.slice(0, 120)} → ${status} ${type}`);
      }
    }
  }
  expect(failures).toEqual([]);
  await client.dispose();
});
