import { expect, test } from '@playwright/test';

// The price tables' explanations ("Neupreis", "Bis zu"): 700 ms before a tooltip opens on hover,
// at once within 300 ms of another closing, at once on keyboard focus, a tap or click toggles,
// Escape closes. The page's clock is driven by hand, so no real time is measured.

test.use({ viewport: { width: 1440, height: 900 } });

test('tooltips open after the hover delay, skip it right after another, and answer keyboard and tap', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/huawei-ankauf-recycling');
  await expect(page.locator('html')).toHaveAttribute('data-tooltips', 'managed');
  // An installed clock still runs at real speed: stop it, then step it by hand. The pause lies
  // well ahead of the page's time, so a busy machine cannot have passed it already.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 10_000));
  const table = page.getByRole('table', { name: /LUNA2000 Heimspeicher/ });
  const upTo = table.getByRole('button', { name: 'Was heißt „Bis zu“?' });
  const newPrice = table.getByRole('button', { name: 'Was heißt Neupreis?' });
  const upToTip = page.locator(`#${await upTo.getAttribute('aria-describedby')}`);
  const newPriceTip = page.locator(`#${await newPrice.getAttribute('aria-describedby')}`);
  await expect(upToTip).toHaveRole('tooltip');
  await expect(upToTip).toContainText('unverbindlich');

  await upTo.scrollIntoViewIfNeeded();
  await upTo.hover();
  await page.clock.runFor(650);
  await expect(upToTip).toBeHidden();
  await page.clock.runFor(100);
  await expect(upToTip).toBeVisible();

  // Moving straight to the next one: it opens without the delay.
  await newPrice.hover();
  await page.clock.runFor(10);
  await expect(upToTip).toBeHidden();
  await expect(newPriceTip).toBeVisible();

  // Away and back after the skip window: the delay applies again.
  await page.mouse.move(5, 5);
  await page.clock.runFor(1000);
  await expect(newPriceTip).toBeHidden();

  // Keyboard: focus shows it at once, Escape hides it.
  await upTo.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(upTo).toBeFocused();
  await expect(upToTip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upToTip).toBeHidden();

  // A tap (click) toggles an info tooltip, a tap elsewhere closes it.
  await page.mouse.move(5, 5);
  await page.clock.runFor(1000);
  await newPrice.dispatchEvent('click');
  await expect(newPriceTip).toBeVisible();
  await page.locator('h1').click();
  await expect(newPriceTip).toBeHidden();
});
