import { expect, test } from '@playwright/test';
import { submitSellList } from './support/sell-requests';
import { signInNewStaffAccount, withE2eDatabase } from './support/staff-accounts';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test.describe('a sell request', () => {
  test('submitted, priced by staff, accepted by the visitor on the status page', async ({ page, browser }) => {
    const request = await submitSellList(page.request);

    // The visitor's status page: reference, timeline, lines under the catalogue's name, no offer yet.
    const visitor = await browser.newContext({ baseURL, locale: 'de-DE' });
    const status = await visitor.newPage();
    const opened = await status.goto(request.statusUrl);
    expect(opened?.status()).toBe(200);
    await expect(status.getByRole('heading', { level: 1 })).toHaveText(`Ihre Ankaufsanfrage ${request.reference}`);
    await expect(status.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(status.locator('[aria-current="step"]')).toContainText('In Prüfung');
    await expect(status.getByRole('rowheader', { name: request.listed.name })).toBeVisible();
    await expect(status.getByText('Gebraucht – mit Mängeln')).toBeVisible();
    await expect(status.getByText('Lagerweg 7, 50667 Köln')).toBeVisible();
    await expect(status.getByText(/Wir prüfen Ihre Liste/)).toBeVisible();
    await expect(status.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0);

    // Staff open the request and send the offer: two prices, one line declined.
    await signInNewStaffAccount(page.request, baseURL, 'staff');
    await page.goto(`/intern/anfragen/${request.id}`);
    const card = page.locator('#sell-request-title').locator('..');
    await expect(page.getByRole('heading', { level: 2, name: 'Ankaufsliste' })).toBeVisible();
    await expect(
      card.getByText('Lithium-Ionen · lose · beschädigt · 14,5 kg · geeignete Verpackung vorhanden'),
    ).toBeVisible();
    await card.getByLabel(`Stückpreis (€): 1. ${request.listed.name}`).fill('12,50');
    await card.getByLabel('Stückpreis (€): 2. Akku-Pack 48 V').fill('5');
    await card.getByLabel('oder ablehnen: Grund: 3. Gemischte Netzteile').fill('Netzteile kaufen wir nicht an');
    await card.getByRole('button', { name: 'Angebot senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Das Angebot wurde gesendet.' })).toBeVisible();
    await expect(page.getByText('Status geändert: In Bearbeitung → Angebot gesendet')).toBeVisible();
    const offerMail = withE2eDatabase(
      (db) =>
        db.prepare(`select body_text from mail_outbox where lead_id = ? and kind = 'sell-offer'`).get(request.id) as
          { body_text: string } | undefined,
    );
    expect(offerMail?.body_text).toContain(request.statusUrl);

    // The visitor accepts on the status page.
    await status.reload();
    await expect(status.getByRole('heading', { level: 2, name: 'Unser Angebot' })).toBeVisible();
    await expect(status.getByTestId('offer-total')).toHaveText('97,50\u00a0€');
    await expect(status.getByText('Nicht angekauft: Netzteile kaufen wir nicht an')).toBeVisible();
    // On a phone the lines with their prices stack as cards: nothing scrolls sideways.
    const desktop = status.viewportSize()!;
    await status.setViewportSize({ width: 375, height: 812 });
    const lineCard = await status.getByRole('rowheader', { name: request.listed.name }).boundingBox();
    expect(lineCard!.x).toBeGreaterThanOrEqual(0);
    expect(lineCard!.x + lineCard!.width).toBeLessThanOrEqual(375);
    expect(await status.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await status.setViewportSize(desktop);
    await status.getByRole('button', { name: 'Angebot annehmen' }).click();
    await expect(status.getByRole('status').filter({ hasText: 'Sie haben das Angebot angenommen' })).toBeVisible();
    await expect(status.getByText('Angenommen', { exact: true })).toBeVisible();
    // The next step after accepting is the handover, not "goods received".
    await expect(status.locator('[aria-current="step"]')).toContainText('Abholung oder Versand');
    await expect(status.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0);
    await visitor.close();

    // Staff see the decision as news, with the way on to the fulfilment.
    await page.goto(`/intern/anfragen/${request.id}`);
    await expect(page.getByText('Angebot angenommen (Kundin oder Kunde)')).toBeVisible();
    await expect(page.getByText('Neu: Die Kundin oder der Kunde hat das Angebot angenommen.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Zur Abwicklung/ })).toBeVisible();
  });

  test('an unknown status link is the 404 page; the reference number opens nothing', async ({ page }) => {
    const missing = await page.goto(`/anfrage/${'A'.repeat(22)}`);
    expect(missing?.status()).toBe(404);
    const request = await submitSellList(page.request);
    const byReference = await page.goto(`/anfrage/${request.reference}`);
    expect(byReference?.status()).toBe(404);
  });
});
