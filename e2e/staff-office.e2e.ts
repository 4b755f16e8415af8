import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInNewStaffAccount, withE2eDatabase } from './support/staff-accounts';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** An inquiry as a visitor sends it (the specification's exact body), with a name no other test uses. */
async function sendInquiry(request: import('@playwright/test').APIRequestContext) {
  const marker = `Zedler${randomUUID().slice(0, 6)}`;
  const email = `${marker.toLowerCase()}@example.org`;
  const response = await request.post('/api/contact', {
    headers: { Origin: baseURL },
    data: {
      firstName: 'Jürgen',
      lastName: marker,
      email,
      subject: '=HYPERLINK("http://evil.example")',
      message: 'Wir haben 40 gebrauchte Lithium-Akkus abzugeben; bitte um ein Angebot.',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, marker, email };
}

test.describe('the back office', () => {
  test('a lead from the inbox to "gewonnen", with a note, an assignment, its history and the CSV export', async ({
    page,
  }) => {
    await signInNewStaffAccount(page.request, baseURL, 'admin');
    const lead = await sendInquiry(page.request);

    await page.goto(`/intern?q=${lead.marker}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 Anfrage' })).toBeVisible();
    await page.getByRole('link', { name: `Jürgen ${lead.marker}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anfrage KW-');
    await expect(page.getByText('Wir haben 40 gebrauchte Lithium-Akkus')).toBeVisible();
    const reply = page.getByRole('link', { name: 'Antworten' });
    expect(await reply.getAttribute('href')).toContain(`mailto:${encodeURIComponent(lead.email)}?subject=`);

    for (const status of ['In Bearbeitung', 'Angebot gesendet', 'Gewonnen']) {
      await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: status });
      await page.getByRole('button', { name: 'Status ändern' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Der Status wurde geändert.' })).toBeVisible();
    }
    await expect(page.getByText('Status geändert: Angebot gesendet → Gewonnen')).toBeVisible();

    await page.getByRole('combobox', { name: 'Zuständig' }).selectOption({ label: 'Alex Admin' });
    await page.getByRole('button', { name: 'Zuweisen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Zuständigkeit wurde gespeichert.' })).toBeVisible();

    await page.getByLabel('Neue Notiz').fill('Rückruf am Montag vereinbart.');
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(page.getByText('Rückruf am Montag vereinbart.')).toBeVisible();

    // The inbox shows the new status; the export of this view holds the lead, formula-safe.
    await page.goto(`/intern?q=${lead.marker}&status=won`);
    await expect(page.getByRole('link', { name: `Jürgen ${lead.marker}` })).toBeVisible();
    const csv = await page.request.get(`/api/staff/leads/export?q=${lead.marker}&locale=de`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(';').length).toBeGreaterThan(10);
    expect(lines[1]).toContain(lead.marker);
    expect(lines[1]).toContain('Gewonnen');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    // Every read and change is in the audit log, without the visitor's address.
    const audit = withE2eDatabase((db) =>
      db.prepare('select action, detail from audit_log where lead_id = ? order by created_at').all(lead.id),
    ) as { action: string; detail: string | null }[];
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['lead.viewed', 'lead.status_changed', 'lead.assigned', 'lead.note_added']),
    );
    expect(JSON.stringify(audit)).not.toContain(lead.email);
  });

  test('erasure under Art. 17 leaves the address in no table', async ({ page }) => {
    await signInNewStaffAccount(page.request, baseURL, 'admin');
    const lead = await sendInquiry(page.request);
    await sendInquiry(page.request); // someone else's inquiry stays

    await page.goto('/intern/loeschen');
    await page.getByLabel('E-Mail-Adresse der Person').fill(lead.email);
    await page.getByRole('button', { name: 'Anfragen suchen' }).click();
    await expect(page.getByText('1 Anfrage dieser Adresse:')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByRole('status')).toContainText('Gelöscht: 1 Anfragen');

    const holders = withE2eDatabase((db) => {
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all() as { name: string }[];
      return tables.flatMap(({ name }) => {
        const columns = db.prepare(`select name from pragma_table_info(?)`).all(name) as { name: string }[];
        return columns.flatMap((column) => {
          const hit = db
            .prepare(`select count(*) as n from "${name}" where cast("${column.name}" as text) like ?`)
            .get(`%${lead.email}%`) as { n: number };
          return hit.n > 0 ? [`${name}.${column.name}`] : [];
        });
      });
    });
    expect(holders).toEqual([]);
  });

  test('a staff member works leads but sees no admin pages', async ({ page }) => {
    await signInNewStaffAccount(page.request, baseURL, 'staff');
    await page.goto('/intern');
    const nav = page.getByRole('navigation', { name: 'Navigation des internen Bereichs' });
    await expect(nav.getByRole('link', { name: 'Anfragen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Postausgang' })).toHaveCount(0);
    expect((await page.goto('/intern/postausgang'))!.status()).toBe(403);
    expect((await page.request.get('/api/staff/leads/export?locale=de')).status()).toBe(403);
  });

  test('the office answers in English under /en/intern', async ({ page }) => {
    await signInNewStaffAccount(page.request, baseURL, 'admin');
    await page.goto('/en/intern');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const response = await page.request.get('/en/intern');
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toContain("'nonce-");
  });
});
