import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInNewStaffAccount } from './support/staff-accounts';
import { untilServed, priceServerForFile } from './support/price-server';

/**
 * The price editor's other paths as staff and visitors meet them (issue 33): categories added,
 * renamed and moved, published onto the public page; a file imported with good and refused rows,
 * reviewed row by row and applied to the draft; a visitor's sell list told which price changed
 * after a publish; and the /api/staff/prices routes against requests they must refuse.
 */
const { base, databaseFile } = priceServerForFile(7, 'price-workflows');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function staffContext(browser: Browser, role: 'admin' | 'staff' = 'admin'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, locale: 'de-DE' });
  await signInNewStaffAccount(context.request, base, role, databaseFile);
  return context;
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Veröffentlicht als Version');
}

test('a category is added, renamed and moved in the draft, and the public page shows it after publishing', async ({
  browser,
}) => {
  const context = await staffContext(browser);
  const page = await context.newPage();
  await page.goto('/intern/preise/gpu');

  const newCategory = page.getByRole('region', { name: 'Neue Kategorie' });
  await newCategory.getByLabel('Name (de)', { exact: true }).fill('Grafikkarten für Bastler');
  await newCategory.getByLabel('Name (en)', { exact: true }).fill('Cards for tinkerers');
  await newCategory.getByLabel('Hinweis (de)', { exact: true }).fill('Auch mit Defekt, nach Prüfung.');
  await newCategory.getByLabel('Hinweis (en)', { exact: true }).fill('Faulty ones too, after a check.');
  await newCategory.getByRole('button', { name: 'Kategorie anlegen' }).click();
  await expect(page.getByRole('status')).toContainText('Kategorie „Grafikkarten für Bastler“ im Entwurf angelegt.');

  // An empty category is not shown on the site: give it an item.
  const newItem = page.getByRole('region', { name: 'Neuer Artikel' });
  await newItem.getByRole('combobox').selectOption({ label: 'Grafikkarten für Bastler' });
  await newItem.getByLabel('Marke', { exact: true }).fill('AMD');
  await newItem.getByLabel('Modell', { exact: true }).fill('Radeon RX 7900 XTX');
  await newItem.getByLabel('Bis zu (€)', { exact: true }).fill('700');
  await newItem.getByLabel('Spezifikation (de)', { exact: true }).fill('24 GB GDDR6');
  await newItem.getByLabel('Beschreibung (de)', { exact: true }).fill('RDNA 3, Referenz- und Partnerkarten.');
  await newItem.getByRole('button', { name: 'Artikel anlegen' }).click();
  await expect(page.getByRole('status')).toContainText('im Entwurf angelegt');

  // Rename an existing category; the move (a submit of the draft form) saves the new name with it.
  const workstation = page.getByRole('region', { name: 'NVIDIA RTX Workstation' });
  await workstation.getByText('Kategorie bearbeiten').click();
  await workstation.getByRole('textbox', { name: 'Name (de) – NVIDIA RTX Workstation' }).fill('NVIDIA RTX Profikarten');
  await page.getByRole('button', { name: 'Grafikkarten für Bastler nach oben' }).click();
  const diff = page.getByTestId('price-diff');
  await expect(diff).toContainText('Neue Kategorie: Grafikkarten für Bastler');
  await expect(diff).toContainText('Kategorie umbenannt: NVIDIA RTX Workstation → NVIDIA RTX Profikarten');
  await expect(diff).toContainText('Neu: AMD Radeon RX 7900 XTX');
  const headings = page.getByRole('region', { name: 'Entwurf', exact: true }).locator('h3');
  const order = await headings.allTextContents();
  expect(order.indexOf('Grafikkarten für Bastler')).toBe(order.indexOf('Rechenzentrum und KI-Beschleuniger') - 1);
  await publish(page);

  await untilServed(base, '/grafikkarten-ankauf', 'Grafikkarten für Bastler');
  const visitor = await browser.newPage({ baseURL: base });
  await visitor.goto('/grafikkarten-ankauf');
  const captions = (await visitor.locator('table caption').allTextContents()).map((text) => text.split(':')[0]);
  expect(captions).toEqual([
    'NVIDIA GeForce RTX 40',
    'NVIDIA GeForce RTX 30',
    'NVIDIA RTX Profikarten',
    'Grafikkarten für Bastler',
    'Rechenzentrum und KI-Beschleuniger',
  ]);
  await expect(visitor.getByRole('row', { name: /Radeon RX 7900 XTX/ })).toContainText('700 €');
  await visitor.goto('/en/grafikkarten-ankauf');
  await expect(visitor.getByRole('table', { name: /^Cards for tinkerers/ })).toBeVisible();
  await visitor.close();
  await context.close();
});

test('an imported file is reviewed row by row, refused rows say why, and the good rows go into the draft', async ({
  browser,
}) => {
  const context = await staffContext(browser);
  const page = await context.newPage();
  await page.goto('/intern/preise/import');
  const csv = [
    'Artikelnummer;Preis bis zu (EUR)',
    'KW-GPU-0103;540',
    'KW-GPU-0104;410',
    'KW-GPU-0301;fünftausend',
    'KW-GPU-0302;-5',
    'KW-GPU-0303;=1+1',
    'KW-GPU-0304;950',
    'KW-GPU-0304;960',
    'KW-GPU-0999;100',
  ].join('\r\n');
  await page.getByLabel('Datei (CSV, XLSX oder JSON)').setInputFiles({
    name: 'erp-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
  });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();

  const review = page.getByTestId('import-review');
  await expect(review.getByRole('heading')).toHaveText('Prüfung von „erp-export.csv“');
  const changes = review.getByRole('table', { name: 'Änderungen' });
  await expect(changes.getByRole('row', { name: /KW-GPU-0103/ })).toContainText('520 → 540');
  await expect(changes.getByRole('row', { name: /KW-GPU-0104/ })).toContainText('400 → 410');
  const refused = review.getByRole('table', { name: 'Abgelehnte Zeilen' });
  const reason = (article: string) => refused.getByRole('row', { name: new RegExp(article) }).first();
  await expect(reason('KW-GPU-0301')).toContainText('Keine Zahl in „Preis bis zu (EUR)“');
  await expect(reason('KW-GPU-0302')).toContainText('Negativer Betrag in „Preis bis zu (EUR)“');
  await expect(reason('KW-GPU-0303')).toContainText('Formel in „Preis bis zu (EUR)“');
  // The number's second row is refused; its first is reviewed like any other.
  await expect(reason('KW-GPU-0304')).toContainText('Artikelnummer steht mehrmals in der Datei');
  await expect(changes.getByRole('row', { name: /KW-GPU-0304/ })).toContainText('900 → 950');
  // A number nobody issued, without list and category: it cannot become an item, and says why.
  const unknown = review.getByRole('table', { name: 'Unbekannte Artikelnummern' });
  await expect(unknown.getByRole('row', { name: /KW-GPU-0999/ })).toContainText('Liste oder Kategorie unbekannt');
  await expect(unknown.getByRole('checkbox')).toHaveCount(0);

  await review.getByRole('button', { name: 'In die Entwürfe übernehmen' }).click();
  await expect(page.getByRole('status')).toContainText('3 Zeilen in die Entwürfe übernommen (gpu)');
  await expect(page.getByTestId('import-review')).toHaveCount(0);
  await page.goto('/intern/preise/gpu');
  const diff = page.getByTestId('price-diff');
  await expect(diff).toContainText('NVIDIA GeForce RTX 4070 Ti SUPER: 520 € → 540 €');
  await expect(diff).toContainText('NVIDIA GeForce RTX 4070 SUPER: 400 € → 410 €');
  await expect(diff).not.toContainText('RTX 6000 Ada');
  // Nothing is published by an import.
  expect(await (await fetch(`${base}/grafikkarten-ankauf`)).text()).not.toContain('"price":540');
  await context.close();
});

test('a sell list names the price that changed since an item was added, and totals with the current one', async ({
  browser,
}) => {
  const visitorContext = await browser.newContext({ baseURL: base, locale: 'de-DE' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/grafikkarten-ankauf');
  await expect(visitor.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
  await visitor.getByRole('link', { name: 'Auf die Ankaufsliste: GeForce RTX 4090', exact: true }).click();
  await expect(visitor.getByRole('link', { name: 'Ankaufsliste (1 Position)' })).toBeVisible();
  await visitor.goto('/ankaufsliste');
  await expect(visitor.getByTestId('sell-list-total')).toContainText('1.800');
  await expect(visitor.getByTestId('sell-list-price-change')).toHaveCount(0);

  const context = await staffContext(browser);
  const page = await context.newPage();
  await page.goto('/intern/preise/gpu');
  await page.getByRole('textbox', { name: 'Bis zu (€) – NVIDIA GeForce RTX 4090', exact: true }).fill('1700');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Entwurf gespeichert');
  await publish(page);
  // The sell list page's price map (article number → [price, …], inside the page's JSON).
  await untilServed(base, '/ankaufsliste', 'KW-GPU-0101\\":[1700,');

  await visitor.reload();
  const notice = visitor.getByTestId('sell-list-price-change');
  await expect(notice).toContainText('NVIDIA GeForce RTX 4090: 1.800 € → 1.700 €');
  await expect(visitor.getByTestId('sell-list-total')).toContainText('1.700');
  await expect(visitor.getByTestId('sell-list-total')).not.toContainText('1.800');
  // "Verstanden" keeps the current prices; the notice does not come back.
  await notice.getByRole('button', { name: 'Verstanden' }).click();
  await expect(notice).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByTestId('sell-list-total')).toContainText('1.700');
  await expect(visitor.getByTestId('sell-list-price-change')).toHaveCount(0);
  await visitorContext.close();
  await context.close();
});

test('the /api/staff/prices routes refuse cross-site, anonymous, unauthorised, oversized and malformed requests and limit each account', async ({
  browser,
}) => {
  const admin = await staffContext(browser);
  const staff = await staffContext(browser, 'staff');
  const anonymous = await browser.newContext({ baseURL: base });
  const form = (data: string) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, data });
  const statusAndCode = async (response: import('@playwright/test').APIResponse) => [
    response.status(),
    ((await response.json()) as { code: string }).code,
  ];
  const routes = [
    '/api/staff/prices/gpu/draft',
    '/api/staff/prices/gpu/items',
    '/api/staff/prices/gpu/categories',
    '/api/staff/prices/gpu/publish',
    '/api/staff/prices/gpu/rollback',
    '/api/staff/prices/import/00000000-0000-4000-8000-000000000000/apply',
  ];
  for (const route of routes) {
    const crossSite = await admin.request.post(route, {
      ...form('locale=de'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(await statusAndCode(crossSite), route).toEqual([403, 'cross_site']);
    expect(
      await statusAndCode(await anonymous.request.post(route, { ...form('locale=de'), maxRedirects: 0 })),
      route,
    ).toEqual([401, 'unauthorized']);
    expect(
      await statusAndCode(await staff.request.post(route, { ...form('locale=de'), maxRedirects: 0 })),
      route,
    ).toEqual([403, 'forbidden']);
    const json = await admin.request.post(route, {
      headers: { 'content-type': 'application/json' },
      data: '{"locale":"de"}',
      maxRedirects: 0,
    });
    expect(json.status(), route).toBe(415);
  }
  expect((await staff.request.get('/api/staff/prices/export?list=gpu')).status()).toBe(403);
  expect((await anonymous.request.get('/api/staff/prices/export?list=gpu')).status()).toBe(401);
  // The upload: without a session, and a multipart body far above the file limit (goes back to
  // the import page, which says so).
  const upload = {
    multipart: { locale: 'de', file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('a') } },
  };
  expect((await anonymous.request.post('/api/staff/prices/import', { ...upload, maxRedirects: 0 })).status()).toBe(401);
  const huge = await admin.request.post('/api/staff/prices/import', {
    multipart: {
      locale: 'de',
      file: { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(12 * 1024 * 1024, 0x61) },
    },
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(303);
  expect(huge.headers().location).toContain('error=file_too_large');
  const noFile = await admin.request.post('/api/staff/prices/import', { multipart: { locale: 'de' }, maxRedirects: 0 });
  expect(noFile.status()).toBe(303);
  expect(noFile.headers().location).toContain('error=');
  // A draft form above its 1 MiB limit; an unknown list; a review id of the wrong shape.
  const oversized = await admin.request.post('/api/staff/prices/gpu/draft', {
    ...form(`locale=de&pad=${'x'.repeat(1024 * 1024 + 1)}`),
    maxRedirects: 0,
  });
  expect(oversized.status()).toBe(413);
  expect(
    (await admin.request.post('/api/staff/prices/nolist/publish', { ...form('locale=de'), maxRedirects: 0 })).status(),
  ).toBe(404);
  expect(
    (
      await admin.request.post('/api/staff/prices/import/not-a-uuid/apply', { ...form('locale=de'), maxRedirects: 0 })
    ).status(),
  ).toBe(404);
  // Malformed values are a message on the page, never an error: a publish without a revision, a
  // rollback to a version that does not exist.
  const badPublish = await admin.request.post('/api/staff/prices/gpu/publish', {
    ...form('locale=de&date=gestern&revision=abc'),
    maxRedirects: 0,
  });
  expect(badPublish.status()).toBe(303);
  expect(badPublish.headers().location).toMatch(/error=/);

  // The account limit (300 actions in 10 minutes): a fresh account spends it; the next action is
  // refused, whatever client address it claims.
  const runaway = await staffContext(browser);
  const spend = () =>
    runaway.request.post('/api/staff/prices/gpu/rollback', { ...form('locale=de&version=999'), maxRedirects: 0 });
  const statuses: number[] = [];
  for (let batch = 0; batch < 15; batch++)
    statuses.push(...(await Promise.all(Array.from({ length: 20 }, spend))).map((response) => response.status()));
  expect(statuses.filter((status) => status === 303)).toHaveLength(300);
  const limited = await runaway.request.post('/api/staff/prices/gpu/rollback', {
    ...form('locale=de&version=999'),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.7' },
    maxRedirects: 0,
  });
  expect(await statusAndCode(limited)).toEqual([429, 'rate_limited']);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  // Another account has its own count.
  expect(
    (
      await admin.request.post('/api/staff/prices/gpu/rollback', { ...form('locale=de&version=999'), maxRedirects: 0 })
    ).status(),
  ).toBe(303);
  await Promise.all([admin.close(), staff.close(), anonymous.close(), runaway.close()]);
});
