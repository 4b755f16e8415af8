import { readFileSync, existsSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { submitSellList } from './support/sell-requests';
import { e2eDatabaseFile, signInNewStaffAccount, withE2eDatabase } from './support/staff-accounts';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

async function pdfText(request: APIRequestContext, href: string): Promise<string> {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

function outbox(leadId: string, kind: string) {
  return withE2eDatabase(
    (db) =>
      db
        .prepare(
          'select recipient, subject, body_text from mail_outbox where lead_id = ? and kind = ? order by created_at',
        )
        .all(leadId, kind) as { recipient: string; subject: string; body_text: string }[],
  );
}

test.describe('a purchase from request to paid and certified', () => {
  test('offer → accept (staff mail) → pickup (visitor mail) → received with a deviation → credit note → paid → certificate → verification; erasure keeps the check', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const request = await submitSellList(page.request);
    const visitor = await browser.newContext({ baseURL, locale: 'de-DE' });
    const status = await visitor.newPage();

    // Staff price the request on its page.
    await signInNewStaffAccount(page.request, baseURL, 'staff');
    await page.goto(`/intern/anfragen/${request.id}`);
    const card = page.locator('#sell-request-title').locator('..');
    await card.getByLabel(`Stückpreis (€): 1. ${request.listed.name}`).fill('12,50');
    await card.getByLabel('Stückpreis (€): 2. Akku-Pack 48 V').fill('5');
    await card.getByLabel('oder ablehnen: Grund: 3. Gemischte Netzteile').fill('Netzteile kaufen wir nicht an');
    await card.getByRole('button', { name: 'Angebot senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Das Angebot wurde gesendet.' })).toBeVisible();

    // The visitor accepts the offer they see; the page names it (net prices for a company).
    await status.goto(request.statusUrl);
    await expect(status.getByText(/^Angebot 1 vom/)).toBeVisible();
    await expect(status.getByText(/^Nettopreise:/)).toBeVisible();
    await expect(status.getByText(/Verbindlich ist erst unser Angebot/).first()).toBeVisible();
    await status.getByRole('button', { name: 'Angebot annehmen' }).click();
    await expect(status.getByRole('status').filter({ hasText: 'Sie haben das Angebot angenommen' })).toBeVisible();
    await expect(status.locator('[aria-current="step"]')).toContainText('Abholung oder Versand');

    // Acceptance is news: a mail to the team with a link into /intern, and the inbox marks the lead.
    const [news] = outbox(request.id, 'sell-decision');
    expect(news!.subject).toBe(`Angebot angenommen: ${request.reference}`);
    expect(news!.body_text).toContain(`/intern/anfragen/${request.id}`);
    await page.goto(`/intern?q=${encodeURIComponent(request.reference)}`);
    await expect(page.getByText('Neu: Angebot angenommen')).toBeVisible();

    // Pickup date and window: the visitor gets a mail and sees it.
    await page.goto(`/intern/anfragen/${request.id}/abwicklung`);
    await expect(page.getByRole('heading', { level: 1, name: `Abwicklung ${request.reference}` })).toBeVisible();
    const handover = page.locator('#handover-title').locator('..');
    await handover.getByLabel('von', { exact: true }).fill('09:00');
    await handover.getByLabel('bis', { exact: true }).fill('12:00');
    await handover.getByRole('button', { name: 'Abholtermin mitteilen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Übergabe wurde mitgeteilt' })).toBeVisible();
    const [scheduleMail] = outbox(request.id, 'sell-schedule');
    expect(scheduleMail!.subject).toBe(`Ihr Abholtermin (${request.reference})`);
    expect(scheduleMail!.body_text).toContain('zwischen 09:00 und 12:00 Uhr');
    expect(scheduleMail!.body_text).toContain(request.statusUrl);
    await status.goto(request.statusUrl);
    await expect(status.getByTestId('status-schedule')).toContainText('zwischen 09:00 und 12:00 Uhr');

    // Goods received: line 1 with two of three units, which needs a reason; serial numbers pasted.
    const line1 = `1. ${request.listed.name}`;
    await page.getByLabel(`Menge erhalten: ${line1}`).fill('2');
    await page.getByLabel(`Seriennummern (optional, eine je Zeile): ${line1}`).fill('SN-A1\nSN-A2');
    await page.getByRole('button', { name: 'Wareneingang vermerken' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte tragen Sie' })).toContainText('Grund');
    await page.getByLabel(`Menge erhalten: ${line1}`).fill('2');
    await page.getByLabel(`Seriennummern (optional, eine je Zeile): ${line1}`).fill('SN-A1\nSN-A2');
    await page.getByLabel(`Grund der Abweichung: ${line1}`).fill('Nur zwei von drei Geräten im Paket.');
    await page.getByRole('button', { name: 'Wareneingang vermerken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Der Wareneingang wurde vermerkt' })).toBeVisible();
    expect(outbox(request.id, 'sell-receipt')[0]!.body_text).toContain('Eine Position weicht');
    await status.goto(request.statusUrl);
    await expect(status.getByText('Abweichung vom Angebot: Nur zwei von drei Geräten im Paket.')).toBeVisible();

    // The credit note: 2 × 12,50 € + 12 × 5,00 € = 85,00 € net, 16,15 € VAT, 101,15 € gross.
    await page.getByLabel('Straße und Hausnummer').fill('Lagerweg 7');
    await page.getByRole('button', { name: 'Gutschrift erstellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Gutschrift wurde erstellt.' })).toBeVisible();
    const year = new Date().getFullYear();
    const noteLink = page.getByRole('link', { name: new RegExp(`^Gutschrift GS-${year}-\\d{6} als PDF$`) });
    const number = (await noteLink.textContent())!.match(/GS-\d{4}-\d{6}/)![0];
    const note = await pdfText(page.request, (await noteLink.getAttribute('href'))!);
    for (const expected of [
      'Gutschrift',
      `Gutschrift-Nr. ${number}`,
      'Beispiel GmbH',
      request.reference,
      '85,00 €',
      'zzgl. Umsatzsteuer 19 %',
      '16,15 €',
      '101,15 €',
    ]) {
      expect(note, expected).toContain(expected);
    }

    // Paid: the status page says so.
    await page.getByRole('button', { name: 'Als bezahlt vermerken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Zahlung wurde vermerkt.' })).toBeVisible();
    await status.goto(request.statusUrl);
    await expect(status.getByTestId('status-credit-note')).toContainText('bezahlt am');
    const timeline = status.getByRole('list', { name: 'Stand' });
    await expect(timeline.getByRole('listitem').last()).toContainText('Bezahlt');
    await expect(timeline.getByRole('listitem').last()).toContainText('erledigt');
    // The visitor's own copy of the credit note.
    expect(
      await pdfText(
        visitor.request,
        (await status.getByTestId('status-credit-note').getByRole('link').getAttribute('href'))!,
      ),
    ).toContain(number);

    // The data-destruction certificate, its PDF and its public verification page.
    await expect(page.getByLabel('Seriennummern (eine je Zeile)')).toHaveValue('SN-A1\nSN-A2');
    await page.getByRole('button', { name: 'Vernichtungszertifikat ausstellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Das Zertifikat wurde ausgestellt.' })).toBeVisible();
    const certificate = await pdfText(
      page.request,
      (await page.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href'))!,
    );
    expect(certificate).toContain('Zertifikat über die Vernichtung von Datenträgern');
    expect(certificate).toContain('Schutzklasse 2, Sicherheitsstufe H-4');
    expect(certificate).toContain('SN-A1');
    expect(certificate).toContain('Verantwortlich: Sam Staff');
    const verifyHref = (await page.getByRole('link', { name: 'Prüfseite' }).getAttribute('href'))!;
    expect(verifyHref).toMatch(/^\/zertifikat\/[0-9a-f-]{36}$/);
    expect(certificate).toContain(`${baseURL}${verifyHref}`);
    const check = await visitor.newPage();
    const checked = await check.goto(verifyHref);
    expect(checked?.status()).toBe(200);
    await expect(check.getByRole('heading', { level: 1 })).toHaveText(/^Zertifikat DV-\d{4}-\d{6}$/);
    await expect(check.getByText('Dieses Zertifikat ist echt und gültig.')).toBeVisible();
    await expect(check.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(check.locator('main')).not.toContainText('Beispiel');

    // Erasure: the person's request goes; the verification page still answers, without personal data.
    const admin = await browser.newContext({ baseURL, locale: 'de-DE' });
    const adminPage = await admin.newPage();
    await signInNewStaffAccount(adminPage.request, baseURL, 'admin');
    await adminPage.goto('/intern/loeschen');
    await adminPage.getByLabel('E-Mail-Adresse der Person').fill(request.email);
    await adminPage.getByRole('button', { name: 'Anfragen suchen' }).click();
    await adminPage.getByRole('checkbox').check();
    await adminPage.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: 'Gelöscht: 1 Anfragen' })).toBeVisible();
    // What the law keeps stays, restricted, and the notice says so.
    await expect(adminPage.getByRole('status').filter({ hasText: 'bleiben gesperrt' })).toBeVisible();
    expect((await status.goto(request.statusUrl))?.status()).toBe(404);
    const after = await check.goto(verifyHref);
    expect(after?.status()).toBe(200);
    await expect(check.getByText('Dieses Zertifikat ist echt und gültig.')).toBeVisible();
    await expect(check.locator('main')).not.toContainText(request.lastName);
    // The audit log still says which request its rows were about.
    const references = withE2eDatabase(
      (db) =>
        db
          .prepare("select distinct lead_reference from audit_log where lead_id = ? and action = 'lead.erased'")
          .all(request.id) as {
          lead_reference: string;
        }[],
    );
    expect(references).toEqual([{ lead_reference: request.reference }]);
    // The erased address is in neither the database file nor its write-ahead log (secure_delete, checkpoint).
    for (const file of [e2eDatabaseFile(), `${e2eDatabaseFile()}-wal`]) {
      if (existsSync(file)) expect(readFileSync(file).includes(request.email), file).toBe(false);
    }
    await admin.close();
    await visitor.close();
  });

  test('an unknown certificate id says so; a malformed one is the 404 page', async ({ page }) => {
    const unknown = await page.goto('/zertifikat/00000000-0000-4000-8000-000000000000');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zertifikat nicht gefunden');
    for (const meta of await page.locator('meta[name="robots"]').all()) {
      await expect(meta).toHaveAttribute('content', /noindex/);
    }
    expect((await page.goto('/zertifikat/nicht-da'))?.status()).toBe(404);
  });
});
