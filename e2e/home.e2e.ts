import { expect, test } from '@playwright/test';
import { homeSectionIds } from '../src/content/home/anchors';

test.use({ reducedMotion: 'reduce' });

test('every section id of the spec is on the German and the English home page', async ({ page }) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    for (const id of homeSectionIds) await expect(page.locator(`[id="${id}"]`), `${path}#${id}`).toHaveCount(1);
  }
});

test('statistics are formatted per language and years are computed', async ({ page }) => {
  const years = new Date().getFullYear() - 2016;
  await page.goto('/');
  await expect(page.getByText('10.000.000+')).toBeVisible();
  await expect(page.getByText(`${years}+`, { exact: true })).toBeVisible();
  await page.goto('/en');
  await expect(page.getByText('10,000,000+')).toBeVisible();
});

test('about tabs work by mouse and keyboard, Unternehmensprofil first', async ({ page }) => {
  await page.goto('/');
  const tabs = page.locator('#about').getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toContainText('Unternehmensprofil');
  await page.locator('#about').getByRole('tab', { name: 'Vision' }).click();
  await expect(page.locator('#about').getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('"Mehr erfahren" leads to #about and the calls to action to #contact', async ({ page }) => {
  await page.goto('/');
  await page.locator('#home').getByRole('link', { name: 'Mehr erfahren' }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.locator('#about')).toBeInViewport();
  for (const label of ['Batterie bewerten lassen', 'Miner bewerten lassen', 'Beratung für Medizintechnik']) {
    await expect(page.getByRole('link', { name: label }).first()).toHaveAttribute('href', /#contact$/);
  }
  await page.getByRole('link', { name: 'Batterie bewerten lassen' }).first().click();
  await expect(page.locator('#contact')).toBeInViewport();
});

test('the assistant answers from the catalogue with the real endpoint', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Recycling-Assistent öffnen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ihre Nachricht').fill('Was zahlt ihr für eine RTX 4090?');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/1\.800\s€/).first()).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('link', { name: /Grafikkarten/ }).first()).toBeVisible();
});
