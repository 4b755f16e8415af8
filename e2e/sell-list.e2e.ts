import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { allCatalogueItems } from '../src/content/catalogue';
import { formatEuro } from '../src/lib/format';
import sharp from 'sharp';
import { axeViolations } from './support/axe';
import { catalogueItem } from './support/catalogue';
import { withE2eDatabase } from './support/staff-accounts';

// The visitor's sell list (/ankaufsliste): adding from the price tables and both price searches,
// the header count, the list in localStorage, editing, the indicative total, the import against
// the real POST /api/sell-list/match, and the submission to the real POST /api/sell-requests
// (its error answers are driven with page.route). Prices are read from the catalogue data.

const toastWith = (page: Page, text: string | RegExp) => page.locator('[data-slot="toast"]', { hasText: text });
const headerCount = (page: Page) => page.locator('header').getByTestId('sell-list-count');
const lines = (page: Page) => page.getByTestId('sell-list-line');
const line = (page: Page, name: string | RegExp) => lines(page).filter({ has: page.getByRole('heading', { name }) });
const upTo = (amount: number) => `bis zu ${formatEuro(amount, 'de')}`;
const price = (model: string) => {
  const value = catalogueItem(model).price;
  if (value === null) throw new Error(`${model} has no price`);
  return value;
};

/** YYYY-MM-DD, `days` from today in Cologne (a pickup cannot start in the past). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function storeList(page: Page, list: unknown) {
  await page.evaluate((value) => localStorage.setItem('sell-list', JSON.stringify(value)), list);
}

/** The whole page, and the part that matters at its real size (a phone's full page is too long to look at). */
async function shoot(page: Page, name: string, part?: Locator) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/sell-list-${name}.png`, fullPage: true });
  if (part) await part.screenshot({ path: `screenshots/sell-list-${name}-part.png` });
}

test.describe('adding to the sell list', () => {
  test('from a price table, the price search and a hub’s instant search: toast, header count, kept across reloads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/grafikkarten-ankauf');
    await expect(headerCount(page)).toHaveCount(0);
    const add = page.getByRole('link', { name: 'Auf die Ankaufsliste: GeForce RTX 4090', exact: true });
    await add.click();
    await expect(toastWith(page, 'Ihre Liste hat jetzt 1 Position')).toBeVisible();
    await expect(headerCount(page)).toContainText('1');
    await expect(page.locator('header').getByRole('link', { name: /Ankaufsliste.*1 Position/ })).toBeVisible();
    // The same item again: one more of it, still one line.
    await add.click();
    await expect(toastWith(page, 'Menge jetzt 2')).toBeVisible();
    await expect(headerCount(page)).toContainText('1');
    expect(page.url()).not.toContain('subject=');

    await page.goto(`/preissuche?q=${encodeURIComponent('Powerwall 3')}`);
    await page.getByRole('link', { name: 'Auf die Ankaufsliste: Powerwall 3', exact: true }).click();
    await expect(toastWith(page, 'Ihre Liste hat jetzt 2 Positionen')).toBeVisible();
    await expect(headerCount(page)).toContainText('2');

    await page.goto('/elektronische-bauteile');
    await page.getByRole('search').getByRole('searchbox').fill('EPYC 9754');
    const hubAdd = page.getByRole('link', { name: 'Auf die Ankaufsliste: EPYC 9754', exact: true });
    await hubAdd.focus();
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Ihre Liste hat jetzt 3 Positionen')).toBeVisible();
    await expect(headerCount(page)).toContainText('3');

    await page.goto('/ankaufsliste');
    await expect(lines(page)).toHaveCount(3);
    await page.reload();
    await expect(lines(page)).toHaveCount(3);
    await expect(line(page, 'NVIDIA GeForce RTX 4090').getByLabel('Menge')).toHaveValue('2');
    await expect(page.getByTestId('sell-list-total')).toHaveText(
      upTo(price('GeForce RTX 4090') * 2 + price('Powerwall 3') + price('EPYC 9754')),
    );
    // A battery asks for its facts; the others do not.
    await expect(line(page, 'Tesla Powerwall 3').getByTestId('battery-fields')).toBeVisible();
    await expect(line(page, 'AMD EPYC 9754').getByTestId('battery-fields')).toHaveCount(0);
  });

  test('without JavaScript the link leads to the inquiry form with the item named', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/grafikkarten-ankauf');
    const link = page.getByRole('link', { name: 'Auf die Ankaufsliste: GeForce RTX 4090', exact: true });
    const subject = 'Ankaufsliste: GeForce RTX 4090 (Art.-Nr. KW-GPU-0101)';
    await expect(link).toHaveAttribute('href', `?subject=${encodeURIComponent(subject)}#contact`);
    await link.click();
    await expect(page).toHaveURL(/\/grafikkarten-ankauf\?subject=Ankaufsliste.+#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    // The search's hits lead to the item's price page and its form.
    await page.goto('/preissuche?q=EPYC%209754');
    await expect(page.getByRole('link', { name: 'Auf die Ankaufsliste: EPYC 9754', exact: true })).toHaveAttribute(
      'href',
      /^\/amd-prozessoren-ankauf\?subject=Ankaufsliste.+#contact$/,
    );
    // The list page says what to do instead.
    // (Playwright's text matching skips <noscript>, so the hint is read from its markup.)
    await page.goto('/ankaufsliste');
    const noscript = await page
      .locator('noscript')
      .evaluateAll((elements) => elements.map((element) => element.innerHTML).join(''));
    expect(noscript).toContain('Die Ankaufsliste braucht JavaScript');
    expect(noscript).toContain('href="/kontakt#anfrage"');
    await context.close();
  });
});

test.describe('the list page', () => {
  test('edits quantity, condition and notes; keeps them; totals the “bis zu” prices; counts “auf Anfrage” apart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const onRequest = allCatalogueItems().find((item) => item.price === null);
    await page.goto('/ankaufsliste');
    await expect(page.getByText('Ihre Ankaufsliste ist noch leer')).toBeVisible();
    await storeList(page, {
      version: 1,
      lines: [
        { id: 'a', itemId: 'KW-GPU-0101', name: 'NVIDIA GeForce RTX 4090', quantity: 1, grade: 'new', notes: '' },
        {
          id: 'b',
          itemId: catalogueItem('EPYC 9754').articleNumber,
          name: 'AMD EPYC 9754',
          quantity: 2,
          grade: 'new',
          notes: '',
        },
        ...(onRequest
          ? [{ id: 'c', itemId: onRequest.articleNumber, name: onRequest.model, quantity: 1, grade: 'new', notes: '' }]
          : []),
        { id: 'd', name: 'Alte USV-Anlage', quantity: 1, grade: 'defective', notes: '' },
        'corrupt entry',
      ],
    });
    await page.reload();
    await expect(lines(page)).toHaveCount(onRequest ? 4 : 3);
    await expect(headerCount(page)).toContainText(onRequest ? '4' : '3');

    const gpu = line(page, 'NVIDIA GeForce RTX 4090');
    await gpu.getByLabel('Menge').fill('3');
    await gpu.getByLabel('Zustand').selectOption({ label: 'Gebraucht – mit Mängeln' });
    await expect(gpu).toContainText('Funktioniert grundsätzlich, hat aber Mängel');
    await gpu.getByLabel('Anmerkungen').fill('SN 123, 456, 789');
    const total = upTo(price('GeForce RTX 4090') * 3 + price('EPYC 9754') * 2);
    await expect(page.getByTestId('sell-list-total')).toHaveText(total);
    if (onRequest)
      await expect(page.getByTestId('sell-list-on-request')).toHaveText('Nicht enthalten – Preis auf Anfrage: 1');
    await expect(page.getByText('Nicht enthalten – freie Positionen (Bewertung nach Angaben): 1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'AGB' }).first()).toHaveAttribute('href', '/agb');

    await page.reload();
    await expect(gpu.getByLabel('Menge')).toHaveValue('3');
    await expect(gpu.getByLabel('Zustand')).toHaveValue('used-defects');
    await expect(gpu.getByLabel('Anmerkungen')).toHaveValue('SN 123, 456, 789');
    await expect(page.getByTestId('sell-list-total')).toHaveText(total);

    // A free-text line marked as a battery asks for the battery's facts.
    await page.getByLabel('Bezeichnung (Hersteller, Modell)').fill('E-Bike-Akkus gemischt');
    await page.locator('#sell-free-battery').check();
    await page.getByRole('button', { name: 'Position hinzufügen' }).click();
    await expect(line(page, 'E-Bike-Akkus gemischt').getByTestId('battery-fields')).toBeVisible();

    await line(page, 'AMD EPYC 9754').getByRole('button', { name: 'AMD EPYC 9754 entfernen' }).click();
    await expect(page.getByTestId('sell-list-total')).toHaveText(upTo(price('GeForce RTX 4090') * 3));
    await shoot(page, 'list-1440', page.locator('section', { has: page.locator('#sell-list-heading') }));
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, 'list-375', page.locator('section', { has: page.locator('#sell-list-heading') }));
  });

  test('imports pasted rows and a CSV file after a review', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ankaufsliste');
    await page
      .getByLabel('Zeilen einfügen')
      .fill('3 x RTX 3070 8GB\nNVIDIA A100\n3x iPhone 13 mini\nasdfgh qwertz ###');
    await page.getByRole('button', { name: 'Zeilen zuordnen' }).click();
    const review = page.getByTestId('import-review');
    await expect(review).toBeVisible();
    const rows = review.getByTestId('import-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'matched');
    await expect(rows.nth(0).getByRole('checkbox')).toBeChecked();
    const matchedId = /\((KW-[A-Z0-9-]+)\)/.exec((await rows.nth(0).textContent()) ?? '')?.[1];
    expect(matchedId).toBeTruthy();
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'review');
    await expect(rows.nth(1).getByRole('checkbox')).not.toBeChecked();
    await expect(rows.nth(2)).toHaveAttribute('data-status', 'unknown');
    await expect(rows.nth(2).getByRole('checkbox')).toBeChecked();
    // A row that names nothing is offered as a free position but not ticked.
    await expect(rows.nth(3)).toHaveAttribute('data-status', 'unknown');
    await expect(rows.nth(3).getByRole('checkbox')).not.toBeChecked();
    await shoot(page, 'import-review-1440', review);
    // The uncertain row: the first candidate.
    const choice = rows.nth(1).getByRole('combobox');
    const firstCandidate = await choice.locator('option').nth(1).getAttribute('value');
    await choice.selectOption(firstCandidate!);
    await expect(rows.nth(1).getByRole('checkbox')).toBeChecked();
    await review.getByRole('button', { name: 'Ausgewählte übernehmen (3)' }).click();
    await expect(page.getByText('Auf die Liste übernommen: 3')).toBeVisible();
    await expect(lines(page)).toHaveCount(3);
    await expect(line(page, /RTX 3070/).getByLabel('Menge')).toHaveValue('3');
    // The free position is named without the row's quantity marker.
    await expect(line(page, 'iPhone 13 mini')).toContainText('Freie Position');
    await expect(lines(page).filter({ hasText: '3x iPhone' })).toHaveCount(0);
    await expect(line(page, 'iPhone 13 mini').getByLabel('Menge')).toHaveValue('3');

    const dir = path.join(tmpdir(), `sell-list-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    const csv = path.join(dir, 'bestand.csv');
    // The file's condition and remark columns: "defekt" is the defective grade, the remark the line's note.
    writeFileSync(
      csv,
      'Artikel;Menge;Zustand;Bemerkung\nGigabyte RTX 4090 Gaming OC 24G;2;defekt;Lüfter klappert\nSamsung Galaxy S21 Ultra;1;Display gerissen;\n',
    );
    await page.getByLabel(/Datei hochladen/).setInputFiles(csv);
    await page.getByRole('button', { name: 'Datei zuordnen' }).click();
    await expect(review.getByTestId('import-row')).toHaveCount(2);
    await expect(review.getByTestId('import-row').first()).toHaveAttribute('data-status', 'matched');
    await expect(review.getByTestId('import-row-grade').first()).toHaveText('Zustand: Defekt/für Teile');
    await expect(review.getByTestId('import-row-remark').nth(1)).toHaveText('Anmerkungen: Zustand: Display gerissen');
    await review.getByRole('button', { name: /Ausgewählte übernehmen/ }).click();
    await expect(lines(page)).toHaveCount(5);
    const imported = line(page, /RTX 4090/);
    await expect(imported.getByLabel('Zustand')).toHaveValue('defective');
    await expect(imported.getByLabel(/Anmerkungen/)).toHaveValue('Lüfter klappert');
    await expect(line(page, 'Samsung Galaxy S21 Ultra').getByLabel(/Anmerkungen/)).toHaveValue(
      'Zustand: Display gerissen',
    );
    const priceOf = (articleNumber: string) =>
      allCatalogueItems().find((item) => item.articleNumber === articleNumber)?.price ?? 0;
    await expect(page.getByTestId('sell-list-total')).toHaveText(
      upTo(priceOf(matchedId!) * 3 + priceOf(firstCandidate!) + price('GeForce RTX 4090') * 2),
    );

    // A file the endpoint refuses: its message next to the control.
    writeFileSync(path.join(dir, 'leer.csv'), '\n');
    await page.getByLabel(/Datei hochladen/).setInputFiles(path.join(dir, 'leer.csv'));
    await page.getByRole('button', { name: 'Datei zuordnen' }).click();
    await expect(page.getByLabel(/Datei hochladen/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('the import review on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/ankaufsliste');
    await page
      .getByLabel('Zeilen einfügen')
      .fill('3 x RTX 3070 8GB\nNVIDIA A100\n3x iPhone 13 mini\nasdfgh qwertz ###');
    await page.getByRole('button', { name: 'Zeilen zuordnen' }).click();
    await expect(page.getByTestId('import-review')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, 'import-review-375', page.locator('#import'));
  });
});

test.describe('sending the list', () => {
  const seeded = {
    version: 1,
    lines: [
      {
        id: 'a',
        itemId: 'KW-GPU-0101',
        name: 'NVIDIA GeForce RTX 4090',
        quantity: 2,
        grade: 'used-working',
        notes: 'SN 1, 2',
      },
      { id: 'b', name: 'Gabelstapler-Batterie', quantity: 1, grade: 'defective', notes: '', isBattery: true },
    ],
  };

  async function fillContact(page: Page) {
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Becker');
    await page.getByLabel('E-Mail').fill('anna@example.com');
    await page.getByLabel('Firma').fill('Becker Logistik GmbH');
  }

  for (const width of [375, 1440]) {
    test(`with pickup at ${width} px: reference and status link, the list emptied`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/ankaufsliste');
      await storeList(page, seeded);
      await page.reload();
      await expect(lines(page)).toHaveCount(2);
      const battery = line(page, 'Gabelstapler-Batterie');
      await battery.getByLabel('Zellchemie').selectOption('lead-acid');
      await battery.getByLabel('Gewicht ca. (kg)').fill('850');
      await battery.getByText('Eingebaut', { exact: true }).click();
      await fillContact(page);
      await page.getByText('Abholung bei Ihnen').click();
      const pickup = page.getByTestId('pickup-fields');
      await pickup.getByLabel('Straße und Hausnummer').fill('Industriestraße 12');
      await pickup.getByLabel(/^PLZ/).fill('50735');
      await pickup.getByLabel(/^Ort/).fill('Köln');
      await pickup.getByLabel('Abholung frühestens am').fill(dayFromToday(3));
      await pickup.getByLabel('spätestens am').fill(dayFromToday(10));
      await pickup.getByLabel('Laderampe vorhanden').check();
      await pickup.getByLabel(/^Etage/).fill('EG');
      await pickup.getByLabel('Ansprechperson vor Ort').fill('Ben Lager');
      await pickup.getByLabel('Telefon vor Ort').fill('+49 221 555123');
      if (width === 375) {
        // A photo of the goods goes with the list, as with an inquiry.
        const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
          .png()
          .toBuffer();
        await page
          .getByLabel('Dateien hinzufügen')
          .setInputFiles({ name: 'stapler.png', mimeType: 'image/png', buffer: photo });
        await expect(page.getByRole('list', { name: 'Ausgewählte Dateien' }).getByRole('listitem')).toHaveCount(1);
      }
      const request = page.waitForRequest('**/api/sell-requests');
      await page.getByRole('button', { name: 'Ankaufsliste senden' }).click();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      if (width === 375) {
        expect(body.attachmentIds).toHaveLength(1);
        const sent = await (await request).response();
        const { id } = (await sent!.json()) as { id: string };
        const attached = withE2eDatabase(
          (db) => db.prepare('select count(*) as n from uploads where lead_id = ?').get(id) as { n: number },
        );
        expect(attached.n).toBe(1);
      }
      expect(body).toMatchObject({
        firstName: 'Anna',
        company: 'Becker Logistik GmbH',
        lines: [
          {
            itemId: 'KW-GPU-0101',
            name: 'NVIDIA GeForce RTX 4090',
            quantity: 2,
            grade: 'used-working',
            notes: 'SN 1, 2',
          },
          {
            name: 'Gabelstapler-Batterie',
            quantity: 1,
            grade: 'defective',
            battery: { chemistry: 'lead-acid', installed: true, damaged: false, weightKg: 850, packaging: false },
          },
        ],
        handover: { kind: 'pickup', postalCode: '50735', loadingDock: true, forklift: false, floor: 'EG' },
        website: '',
        page: '/ankaufsliste',
      });
      expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      const confirmation = page.getByTestId('sell-list-confirmation');
      await expect(confirmation).toBeVisible();
      await expect(toastWith(page, 'Ankaufsliste gesendet')).toBeVisible();
      await expect(page.getByTestId('sell-list-reference')).toHaveText(/\S{6,}/);
      await expect(page.getByTestId('sell-list-status-link')).toHaveAttribute('href', /\/anfrage\/[^/]+$/);
      await expect(confirmation.getByRole('heading')).toBeFocused();
      await expect(headerCount(page)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('sell-list'))).toBeNull();
      await shoot(page, `confirmation-${width}`, page.locator('#senden'));
    });
  }

  test('shows the server’s field errors at the fields, and 409/429 with their messages', async ({ page }) => {
    const keys: string[] = [];
    let answer = 0;
    await page.route('**/api/sell-requests', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      answer++;
      if (answer === 1) {
        await route.fulfill({
          status: 400,
          json: {
            error: 'Bitte prüfen',
            code: 'validation',
            fields: { 'lines.0.quantity': 'Höchstens 5 Stück je Zeile.' },
          },
        });
      } else if (answer === 2) {
        await route.fulfill({
          status: 429,
          json: { error: 'Zu viele Anfragen – bitte warten.', code: 'rate_limited' },
        });
      } else {
        await route.fulfill({ status: 409, json: { error: 'Schon gesendet.', code: 'idempotency_conflict' } });
      }
    });
    await page.goto('/ankaufsliste');
    await storeList(page, { version: 1, lines: [seeded.lines[0]] });
    await page.reload();
    await fillContact(page);
    await page.getByRole('button', { name: 'Ankaufsliste senden' }).click();
    const quantity = line(page, 'NVIDIA GeForce RTX 4090').getByLabel('Menge');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Höchstens 5 Stück je Zeile.')).toBeVisible();
    await page.getByRole('button', { name: 'Ankaufsliste senden' }).click();
    await expect(page.getByTestId('sell-list-form-error')).toHaveText('Zu viele Anfragen – bitte warten.');
    // Same content: the same key; changed content: a new one.
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Ankaufsliste senden' }).click();
    await expect(page.getByTestId('sell-list-form-error')).toHaveText('Schon gesendet.');
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    // The list is kept after every failure.
    await expect(lines(page)).toHaveCount(1);
  });
});

test('the English list page', async ({ page }) => {
  await page.goto('/en/grafikkarten-ankauf');
  await page.getByRole('link', { name: 'Add to sell list: GeForce RTX 4090', exact: true }).click();
  await expect(toastWith(page, 'your list now has 1 item')).toBeVisible();
  await page
    .locator('header')
    .getByRole('link', { name: /Sell list/ })
    .click();
  await expect(page).toHaveURL(/\/en\/ankaufsliste$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sell list');
  await expect(page.getByTestId('sell-list-total')).toHaveText(`up to ${formatEuro(price('GeForce RTX 4090'), 'en')}`);
});

test('the header’s list link with its count fits from 320 px to desktop', async ({ page }) => {
  await page.goto('/ankaufsliste');
  await storeList(page, { version: 1, lines: [{ name: 'Kupferkabel' }, { name: 'Altakkus' }] });
  for (const width of [320, 375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 700 });
    await page.reload();
    await expect(headerCount(page)).toContainText('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    const link = page.locator('header').getByRole('link', { name: /Ankaufsliste/ });
    const box = await link.boundingBox();
    expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(width);
    await page.locator('header').screenshot({ path: `screenshots/sell-list-header-${width}.png` });
  }
});

test('the list page with lines, battery facts, the review and pickup passes axe', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ankaufsliste');
  await storeList(page, {
    version: 1,
    lines: [
      { id: 'a', itemId: 'KW-GPU-0101', name: 'NVIDIA GeForce RTX 4090', quantity: 2, grade: 'new', notes: '' },
      { id: 'b', name: 'Gabelstapler-Batterie', quantity: 1, grade: 'defective', notes: '', isBattery: true },
    ],
  });
  await page.reload();
  await page.getByLabel('Zeilen einfügen').fill('3 x RTX 3070 8GB\nNVIDIA A100\n3x iPhone 13 mini\nasdfgh qwertz ###');
  await page.getByRole('button', { name: 'Zeilen zuordnen' }).click();
  await expect(page.getByTestId('import-review')).toBeVisible();
  await page.getByText('Abholung bei Ihnen').click();
  await page.getByRole('button', { name: 'Ankaufsliste senden' }).click();
  await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  // Hydration of the pre-rendered shell with a stored list: no mismatch, no error.
  expect(consoleErrors).toEqual([]);
});

test('the add links on a phone: a price card and the search hits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/grafikkarten-ankauf');
  const row = page.getByRole('row', { name: /GeForce RTX 4090/ }).first();
  await expect(row.getByRole('link', { name: 'Auf die Ankaufsliste: GeForce RTX 4090', exact: true })).toBeVisible();
  await row.screenshot({ path: 'screenshots/sell-list-row-375.png' });
  await page.goto('/preissuche?q=RTX');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.locator('#suche ol').screenshot({ path: 'screenshots/sell-list-search-375.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator('#suche ol').screenshot({ path: 'screenshots/sell-list-search-1440.png' });
});
