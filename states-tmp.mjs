// Screenshots of interactive states: services dropdown (1024, 1440), the contact confirmation
// (375, 1024) and the quick-contact panel (375), against BASE.
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3220';
const out = process.env.OUT ?? 'screenshots/after';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1024, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce', locale: 'de-DE' });
  await page.goto(`${base}/kontakt`);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .first()
    .getByRole('button', { name: 'Dienstleistungen' })
    .hover();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/menu-${width}.png` });
  await page.close();
}
if (!process.env.SKIP_CONFIRM)
  for (const width of [375, 1024]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', locale: 'de-DE' });
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, json: { ok: true, id: '3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab' } }),
    );
    await page.goto(`${base}/kontakt`);
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Becker');
    await page.getByLabel('E-Mail').fill('anna@example.com');
    await page.getByLabel('Nachricht').fill('Wir haben 40 E-Bike-Akkus abzugeben.');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.waitForTimeout(800);
    await page
      .getByTestId('contact-confirmation')
      .scrollIntoViewIfNeeded()
      .catch(() => {});
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/confirmation-${width}.png` });
    await page.close();
  }
{
  const page = await browser.newPage({
    viewport: { width: 375, height: 812 },
    reducedMotion: 'reduce',
    locale: 'de-DE',
  });
  await page.goto(`${base}/`);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Schnellkontakt öffnen' }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/quick-contact-375.png` });
  await page.close();
}
await browser.close();
