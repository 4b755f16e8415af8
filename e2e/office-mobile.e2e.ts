import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { completedSellRequest } from './support/sell-requests';
import { signInNewStaffAccount, withE2eDatabase } from './support/staff-accounts';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test.describe('the back office on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no office page scrolls sideways; the navigation shows every section; no axe violations', async ({
    page,
    browser,
  }) => {
    // A whole purchase first (PDFs rendered), then axe on sixteen pages: minutes on a busy machine.
    test.setTimeout(600_000);
    await signInNewStaffAccount(page.request, baseURL, 'admin');
    const visitor = await browser.newContext({ baseURL });
    const request = await completedSellRequest(page.request, visitor.request, withE2eDatabase);
    await visitor.close();
    const pages = [
      '/intern',
      `/intern?q=${encodeURIComponent(request.reference)}`,
      `/intern/anfragen/${request.id}`,
      `/intern/anfragen/${request.id}/abwicklung`,
      '/intern/dokumente',
      '/intern/postausgang',
      '/intern/preise',
      '/intern/preise/gpu',
      '/intern/preise/gpu/versionen',
      '/intern/preise/import',
      '/intern/loeschen',
      '/intern/protokoll',
      '/intern/team',
      '/intern/konto',
      '/en/intern',
      `/en/intern/anfragen/${request.id}/abwicklung`,
    ];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
      const nav = page.getByRole('navigation').first();
      for (const link of await nav.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box, `${path}: ${await link.textContent()}`).not.toBeNull();
        expect(box!.x, path).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${path}: ${await link.textContent()} is cut`).toBeLessThanOrEqual(375);
      }
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The inbox shows its first result on the first screen: the filters are folded.
    await page.goto('/intern');
    await expect(page.getByText('Weitere Filter')).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
    const firstRow = await page.locator('tbody tr').first().boundingBox();
    expect(firstRow!.y).toBeLessThan(812);
  });

  test('the sign-in page fits a phone too (the other entry pages need a link or a pending sign-in)', async ({
    page,
  }) => {
    for (const path of ['/intern/anmelden', '/en/intern/anmelden']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
    }
  });
});
