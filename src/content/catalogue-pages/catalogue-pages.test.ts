import { describe, expect, it } from 'vitest';
import { getItemsByArticleNumbers } from '@/content/catalogue';
import { existsSync } from 'node:fs';
import { getRoute } from '@/content/routes';
import { locales } from '@/i18n/locales';
import { cataloguePages, componentsHub, pricePages, renewablesHub } from './index';

describe('catalogue pages', () => {
  it('has all 21 routes, each in the registry and with a page file', () => {
    const paths = [
      componentsHub.path,
      renewablesHub.path,
      ...pricePages.map((page) => page.path),
      ...cataloguePages.map((page) => page.path),
    ];
    expect(new Set(paths).size).toBe(21);
    for (const path of paths) {
      expect(getRoute(path).path).toBe(path);
      expect(existsSync(`src/app/[locale]/(site)${path}/page.tsx`), path).toBe(true);
    }
  });

  it('gives catalogue pages their fixed section ids and hero buttons', () => {
    const ids = cataloguePages.map((page) => [page.path, page.heroId, page.productsId]);
    expect(ids).toEqual([
      ['/huawei-ankauf-recycling', 'home', 'huawei-products'],
      ['/byd-hvm-hvs-ankauf-recycling', 'home', 'byd-products'],
      ['/batteriespeicher-ankauf-recycling', 'home', 'battery-products'],
      ['/solarankauf-main', 'home', 'solar-products'],
      ['/wechselrichter-ankauf-alle-marken', 'home', 'wechselrichter-products'],
      ['/solarmodule-ankauf-recycling', 'home', 'solarmodule-products'],
      ['/solarkomponenten-ankauf-service', 'home', 'service-products'],
    ]);
    for (const page of cataloguePages) {
      for (const locale of locales) {
        const content = page.content[locale];
        expect(content.hero.primary.href).toBe('#contact');
        expect(content.hero.secondary?.href).toBe(`#${page.productsId}`);
        expect(content.benefits.cards).toHaveLength(3);
      }
    }
  });

  it('links price pages to the contact page and their list', () => {
    for (const page of pricePages) {
      for (const locale of locales) {
        expect(page.content[locale].hero.primary.href).toBe('/kontakt');
        expect(page.content[locale].hero.secondary?.href).toBe(`#${page.productsId}`);
        expect(page.content[locale].benefits.cards).toHaveLength(3);
      }
    }
  });

  it('offers second-life cards and "Bewertung anfragen" on the battery page', () => {
    const battery = cataloguePages.find((page) => page.path === '/batteriespeicher-ankauf-recycling')!.content.de;
    const cards = battery.sections?.find((section) => section.kind === 'cards');
    expect(cards?.kind === 'cards' && cards.cards).toHaveLength(4);
    expect(battery.cta?.primary).toEqual({ label: 'Bewertung anfragen', href: '/kontakt' });
  });

  it('gives each hub six category cards, ten highlights, and their buttons', () => {
    expect(componentsHub.content.de.hero.primary).toEqual({ label: 'Kostenlose Bewertung', href: '/kontakt' });
    expect(componentsHub.content.de.hero.secondary?.href).toBe('phone');
    expect(renewablesHub.content.de.hero.primary.href).toBe('/kontakt');
    expect(renewablesHub.content.de.hero.secondary?.href).toBe('phone');
    for (const hub of [componentsHub, renewablesHub]) {
      expect(getItemsByArticleNumbers(hub.highlights)).toHaveLength(10);
      for (const locale of locales) expect(hub.content[locale].categories.cards).toHaveLength(6);
    }
    expect(componentsHub.content.de.categories.cards.map((card) => card.path)).toEqual([
      '/intel-prozessoren-ankauf',
      '/amd-prozessoren-ankauf',
      '/server-hardware-ankauf',
      '/grafikkarten-ankauf',
      '/speicher-ssd-ankauf',
      '/netzwerk-hardware-ankauf',
    ]);
    expect(renewablesHub.content.de.categories.cards.map((card) => card.path)).toEqual([
      '/huawei-solar-ankauf',
      '/byd-energiespeicher-ankauf',
      '/tesla-energy-ankauf',
      '/sma-wechselrichter-ankauf',
      '/fronius-wechselrichter-ankauf',
      '/solarmodule-premium-ankauf',
    ]);
  });
});
