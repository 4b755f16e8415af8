import { describe, expect, it } from 'vitest';
import { priceListPaths } from './catalogue/paths';
import {
  footerCompanyLinks,
  footerLegalLinks,
  footerServiceLinks,
  mainMenus,
  mainNavContact,
  menuPaths,
} from './navigation';
import { routes } from './routes';

const legalRoutes = () => routes.filter((route) => route.group === 'legal');

const menuPages = [...mainMenus.flatMap(menuPaths), mainNavContact];

describe('navigation', () => {
  it('puts every page into the header menus exactly once', () => {
    // Elsewhere in the header: the home page (the logo) and the sell list (its icon); the legal
    // pages are in the footer.
    const elsewhere = new Set<string>(['/', '/ankaufsliste', ...legalRoutes().map((route) => route.path)]);
    const expected = routes.map((route) => route.path).filter((path) => !elsewhere.has(path));
    expect(new Set(menuPages).size, 'a page listed twice').toBe(menuPages.length);
    expect([...menuPages].sort()).toEqual([...expected].sort());
  });

  it('gives prices their own menu: every price list and the price search', () => {
    const prices = mainMenus.find((menu) => menu.key === 'prices')!;
    expect(prices.lead?.path).toBe('/preissuche');
    expect(menuPaths(prices)).toEqual(expect.arrayContaining(Object.values(priceListPaths)));
    // No price list is filed under services or the company.
    const others = mainMenus.filter((menu) => menu !== prices).flatMap(menuPaths);
    expect(others.filter((path) => (Object.values(priceListPaths) as string[]).includes(path))).toEqual([]);
  });

  it('balances the columns of each menu (at most one link apart)', () => {
    for (const menu of mainMenus) {
      const lengths = menu.groups.map((group) => group.links.length);
      expect(Math.max(...lengths) - Math.min(...lengths), menu.key).toBeLessThanOrEqual(1);
    }
  });

  it('links the footer only to registered routes, each column once', () => {
    const paths = new Set<string>(routes.map((route) => route.path));
    for (const column of [footerServiceLinks, footerCompanyLinks, footerLegalLinks]) {
      expect(column.filter((path) => !paths.has(path))).toEqual([]);
      expect(new Set(column).size).toBe(column.length);
    }
    expect([...footerLegalLinks].sort()).toEqual(
      legalRoutes()
        .map((route) => route.path)
        .sort(),
    );
  });
});
