import { expect, test } from '@playwright/test';

// Every icon is a `<use>` of the sprite: the sprite must arrive, hold each symbol a page names and
// draw it, or icons vanish without an error anywhere.
for (const path of ['/', '/en/grafikkarten-ankauf', '/kontakt']) {
  test(`icons on ${path} are drawn from the sprite`, async ({ page }) => {
    const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === '/icons.svg');
    await page.goto(path);
    const response = await sprite;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toContain('immutable');
    const symbols = new Set([...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

    const icons = await page.locator('svg.icon use').evaluateAll((uses) =>
      uses.map((use) => {
        const box = (use as SVGUseElement).getBBox();
        const shown = (use.closest('svg') as SVGSVGElement).getBoundingClientRect().width > 0;
        return { href: use.getAttribute('href') ?? '', shown, drawn: box.width > 0 && box.height > 0 };
      }),
    );
    expect(icons.length).toBeGreaterThan(5);
    for (const icon of icons) {
      const url = new URL(icon.href, 'http://site');
      expect(url.pathname).toBe('/icons.svg');
      expect(symbols.has(url.hash.slice(1)), `${icon.href} names a symbol of the sprite`).toBe(true);
      if (icon.shown) expect(icon.drawn, `${icon.href} is drawn`).toBe(true);
    }
  });
}
