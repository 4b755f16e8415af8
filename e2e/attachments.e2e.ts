import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { signInNewStaffAccount, withE2eDatabase } from './support/staff-accounts';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** A generated photo as PNG (noise, so it is some hundred KB), with EXIF: camera and GPS position. */
async function photo(seed: number): Promise<Buffer> {
  const width = 480 + seed * 16;
  const height = 360;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: `Phone ${seed}` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 56/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '6/1 57/1 0/1' },
    })
    .toBuffer();
}

async function fillContactPage(page: Page, lastName: string) {
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill(lastName);
  await page.getByLabel('E-Mail').fill('anna@example.com');
  await page.getByLabel('Betreff').fill('Solarmodule');
  await page.getByLabel('Nachricht').fill('Anbei Fotos von drei Solarmodulen zur Bewertung.');
}

test.describe('photos and documents with an inquiry', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('at 375 px: three photos with progress and thumbnails, one removed, sent; staff see two without EXIF', async ({
    page,
  }) => {
    // Uploads at a throttled 1 Mbit/s, then a staff sign-in: more than the default minute on a busy machine.
    test.slow();
    const lastName = `Anhang${randomUUID().slice(0, 6)}`;
    const photos = await Promise.all([1, 2, 3].map(photo));
    expect((await sharp(photos[0]!).metadata()).exif?.includes('PhoneMaker')).toBe(true);

    await page.goto('/kontakt');
    await fillContactPage(page, lastName);
    const started = Date.now();

    // A slow uplink (about 1 Mbit/s), so each upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });

    const input = page.getByLabel('Dateien hinzufügen');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    await input.setInputFiles(
      photos.map((buffer, index) => ({ name: `modul-${index + 1}.png`, mimeType: 'image/png', buffer })),
    );
    const list = page.getByRole('list', { name: 'Ausgewählte Dateien' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // A real progress bar per file, moving before it is done.
    const firstBar = page.getByRole('progressbar', { name: 'Fortschritt von modul-1.png' });
    await expect(firstBar).toBeVisible();
    await expect.poll(async () => Number(await firstBar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
    // Thumbnails from object URLs (the page's policy allows blob: images).
    const thumbnails = list.locator('img');
    await expect(thumbnails).toHaveCount(3);
    for (const src of await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)))
      expect(src.startsWith('blob:')).toBe(true);
    await expect(list.getByText('Hochgeladen')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'wurde hochgeladen' })).toHaveCount(1);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Remove the second photo before sending (keyboard: a real button); the server deletes it at once.
    const remove = page.getByRole('button', { name: 'modul-2.png entfernen' });
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/api/uploads/'),
    );
    await remove.focus();
    await page.keyboard.press('Enter');
    expect((await deleted).status()).toBe(204);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'modul-2.png wurde entfernt.' })).toHaveCount(1);

    // The form's minimum fill time (3 s) counts from when it was shown.
    await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - started)));
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const request = JSON.parse(response.request().postData() ?? '{}') as { attachmentIds?: string[] };
    expect(request.attachmentIds).toHaveLength(2);
    const { id } = (await response.json()) as { id: string };
    await expect(page.getByRole('heading', { name: 'Vielen Dank – Ihre Anfrage ist bei uns' })).toBeVisible();

    // Staff see the two attachments on the lead.
    await signInNewStaffAccount(page.request, baseURL, 'staff');
    await page.goto(`/intern/anfragen/${id}`);
    const card = page.getByRole('region', { name: 'Anhänge' });
    await expect(card).toBeVisible();
    const links = card.getByRole('link', { name: /in voller Größe öffnen/ });
    await expect(links).toHaveCount(2);
    await expect(card.getByText('modul-1.webp')).toBeVisible();
    await expect(card.getByText('modul-3.webp')).toBeVisible();
    // The thumbnails load (the office's policy allows img-src 'self'; the session cookie goes along).
    await expect
      .poll(() =>
        card
          .locator('img')
          .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(2);

    // Fetched as staff: WebP without EXIF.
    const href = await links.first().getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    const bytes = await file.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);

    // Without a session: 401.
    const anonymous = await page.context().browser()!.newContext();
    try {
      expect((await anonymous.request.get(`${baseURL}${href}`)).status()).toBe(401);
    } finally {
      await anonymous.close();
    }

    // The database holds exactly these two for the lead, the removed one unattached.
    const rows = withE2eDatabase((db) => db.prepare('select count(*) as n from uploads where lead_id = ?').get(id)) as {
      n: number;
    };
    expect(rows.n).toBe(2);
  });
});
