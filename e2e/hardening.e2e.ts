import { execFileSync } from 'node:child_process';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';

// What an attacker and a visitor without JavaScript found, tried in the browser against the
// production build.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);

function storedLeads(token: string): { message: string; page: string | null }[] {
  const db = new BetterSqlite3(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select message, page from leads where message like ?').all(`%${token}%`) as {
      message: string;
      page: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** Every file below the build directory. */
function buildFiles(): string[] {
  const list = execFileSync('find', ['.next', '-type', 'f'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return list.split('\n').filter(Boolean);
}

function collectPolicyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test('500 requests for paths nobody built answer 404 and write nothing to disk', async ({ request }) => {
  // Unique names: a file that names one of them can only come from these requests. (Pages the
  // site has are cached as they are first served; that is bounded and other tests cause it.)
  const run = `probe${Date.now()}`;
  const paths = Array.from({ length: 100 }, (_, i) => [
    `/${run}-${i}.txt`,
    `/en/${run}-${i}.txt`,
    `/xx${run}${i}/seite`,
    `/api/${run}-${i}.json`,
    `/en/${run}-seite-${i}`,
  ]).flat();
  const notFoundFiles = () => buildFiles().filter((file) => file.includes('_not-found')).length;
  const before = notFoundFiles();
  for (let start = 0; start < paths.length; start += 25) {
    const statuses = await Promise.all(
      paths.slice(start, start + 25).map(async (p) => (await request.get(p)).status()),
    );
    expect(statuses.every((status) => status === 404)).toBe(true);
  }
  expect(buildFiles().filter((file) => file.includes(run))).toEqual([]);
  // No 404 rendered on demand either (it would be cached under _not-found).
  expect(notFoundFiles()).toBe(before);
});

test('percent-encoded spellings of a page go to the canonical path (308); other encodings are 404', async ({
  page,
  request,
}) => {
  for (const [from, to] of [
    ['/kont%61kt', '/kontakt'],
    ['/en/mi%73sion', '/en/mission'],
    ['/kontakt%2F', '/kontakt'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location).toBe(to);
  }
  for (const bad of ['/kontakt%20', '/%00', '/%2e%2e/etc/passwd', '/%E0%A4%A']) {
    expect((await request.get(bad, { maxRedirects: 0 })).status(), bad).toBe(404);
  }
  // The page a redirect lands on is served with the policy of exactly its scripts.
  const errors = collectPolicyErrors(page);
  await page.goto('/kont%61kt');
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
  expect(errors).toEqual([]);
});

test('a form posted to us from another website is refused with a page that says why; nothing is stored', async ({
  page,
}) => {
  const token = `cross-${Date.now()}`;
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Gewinnspiel</title><form method="post" action="http://localhost:${port}/api/contact">
        <input name="firstName" value="Eva"><input name="lastName" value="Opfer"><input name="email" value="eva@example.org">
        <input name="subject" value="Angebot anfordern"><input name="message" value="Untergeschoben ${token}">
        <button>Jetzt gewinnen</button></form>`,
    }),
  );
  await page.goto('http://evil.example/');
  const [response] = await Promise.all([page.waitForResponse('**/api/contact'), page.getByRole('button').click()]);
  expect(response.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfrage nicht angenommen');
  expect(storedLeads(token)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an inquiry with a mistake: a styled error page, corrected and sent again, stored once', async ({ page }) => {
    const errors = collectPolicyErrors(page);
    const token = `resend-${Date.now()}`;
    await page.goto('/kontakt');
    await page.getByLabel('Vorname').fill('A');
    await page.getByLabel('Nachname').fill('Becker');
    await page.getByLabel('E-Mail').fill('anna@example.com');
    await page.getByLabel('Betreff').fill('E-Bike-Akkus');
    await page.getByLabel('Nachricht').fill(`Wir haben 40 E-Bike-Akkus abzugeben. ${token}`);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte prüfen Sie Ihre Angaben');
    // Its own stylesheet applies (the policy allows exactly its hash).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 250, 252)');
    await expect(page.getByRole('alert')).toContainText('Vorname muss mindestens 2 Zeichen haben');
    await expect(page.getByLabel('Nachricht')).toHaveValue(`Wir haben 40 E-Bike-Akkus abzugeben. ${token}`);

    await page.getByLabel('Vorname').fill('Anna');
    await page.getByRole('button', { name: 'Erneut senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
    expect(errors).toEqual([]);
    expect(storedLeads(token)).toEqual([
      { message: `Wir haben 40 E-Bike-Akkus abzugeben. ${token}`, page: '/kontakt' },
    ]);
  });

  for (const [path, lang, heading, link] of [
    ['/gibt-es-nicht', 'de', 'Seite nicht gefunden', 'Zur Startseite'],
    ['/en/does-not-exist.html', 'en', 'Page not found', 'Go to the home page'],
  ] as const) {
    test(`the 404 page is complete HTML: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(new RegExp(heading));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: link })).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    });
  }
});
