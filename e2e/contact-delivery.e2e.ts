import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// End to end against the real endpoint: the lead is stored and its notification written as an
// .eml file (no SMTP_URL in the test server), with and without JavaScript.
const port = Number(process.env.E2E_PORT ?? 3100);
const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, 'mail');

async function findMail(token: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
    } catch {
      // the directory appears with the first mail
    }
    for (const file of files) {
      const text = readFileSync(path.join(mailDir, file), 'utf8');
      if (text.includes(token)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

async function fill(page: Page, token: string) {
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Becker');
  await page.getByLabel('E-Mail').fill('anna@example.com');
  await page.getByLabel('Betreff').fill('Ankauf von E-Bike-Akkus');
  await page.getByLabel('Nachricht').fill(`Wir haben 40 E-Bike-Akkus abzugeben. Referenz ${token}`);
}

test('with JavaScript: the lead is stored and mailed, the visitor sees the toast', async ({ page }) => {
  const token = `js-${Date.now()}`;
  await page.goto('/kontakt');
  await fill(page, token);
  // The minimum fill time guards against bots; a person takes longer than this test does.
  await page.waitForTimeout(3200);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.locator('[data-slot="toast"]', { hasText: 'Nachricht gesendet!' })).toBeVisible();
  const mail = await findMail(token);
  expect(mail, 'notification .eml written').toBeDefined();
  expect(mail).toContain('Reply-To: ');
  expect(mail).toContain('anna@example.com');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form post stores the lead and shows the confirmation page', async ({ page }) => {
    const token = `nojs-${Date.now()}`;
    await page.goto('/kontakt');
    await fill(page, token);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\/gesendet$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await findMail(token), 'notification .eml written').toBeDefined();
  });

  test('an invalid post answers with the messages and keeps every value', async ({ request }) => {
    const response = await request.post('/api/contact', {
      form: {
        form: 'contact-page',
        locale: 'de',
        firstName: 'A',
        lastName: 'Becker',
        email: 'anna@example.com',
        message: 'Unsere <Akkus> & mehr, bitte melden.',
      },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('Vorname muss mindestens 2 Zeichen haben');
    expect(html).toContain('Becker');
    expect(html).toContain('Unsere &lt;Akkus&gt; &amp; mehr, bitte melden.');
  });
});
