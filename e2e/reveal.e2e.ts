import { expect, test, type Page } from '@playwright/test';

// The scroll reveal (useRevealOnScroll): only what starts below the fold is hidden, it appears
// when scrolled to, and nothing is hidden with reduced motion or in print.

async function revealStates(page: Page) {
  return page.$$eval('[data-reveal]', (elements) =>
    elements.map((element) => ({
      state: (element as HTMLElement).dataset.revealState ?? null,
      onScreen: element.getBoundingClientRect().top < window.innerHeight,
    })),
  );
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 375, height: 812 } });

  test('hides only what starts below the fold and shows it when scrolled to', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
    await expect(page.locator('[data-reveal-state="pending"]').first()).toBeAttached();

    const states = await revealStates(page);
    expect(states.filter((entry) => entry.onScreen && entry.state === 'pending')).toEqual([]);
    expect(states.filter((entry) => !entry.onScreen && entry.state === 'pending').length).toBeGreaterThan(5);

    const firstCard = page.locator('#gallery [data-reveal]').first();
    await expect(firstCard).toHaveAttribute('data-reveal-state', 'pending');
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard).toHaveAttribute('data-reveal-state', 'shown');
    await expect(firstCard).toHaveCSS('opacity', '1');
  });

  test('prints every section, revealed or not', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-reveal-state="pending"]').first()).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    const hidden = await page.$$eval(
      '[data-reveal-state="pending"]',
      (elements) => elements.filter((element) => getComputedStyle(element).opacity !== '1').length,
    );
    expect(hidden).toBe(0);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('hides nothing', async ({ page }) => {
    await page.goto('/lithium-batterien');
    await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
    await expect(page.locator('[data-reveal-state]')).toHaveCount(0);
  });
});
