import { describe, expect, it } from 'vitest';
import { documentTitle } from '@/components/seo/metadata';
import { getRouteTrail, routes } from './routes';

describe('route registry', () => {
  it('lists every path once, aliases included', () => {
    const all = routes.flatMap((route) => [route.path, ...('aliases' in route ? route.aliases : [])]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has German and English labels, titles and descriptions of sensible length', () => {
    for (const route of routes) {
      for (const locale of ['de', 'en'] as const) {
        expect(route.label[locale].length, route.path).toBeGreaterThan(1);
        expect(route.title[locale].length, route.path).toBeLessThanOrEqual(70);
        expect(route.description[locale].length, `${route.path} ${locale}`).toBeGreaterThanOrEqual(70);
        expect(route.description[locale].length, `${route.path} ${locale}`).toBeLessThanOrEqual(170);
      }
    }
  });

  it('keeps every document title, company name included, within 70 characters', () => {
    const long = routes
      .flatMap((route) => (['de', 'en'] as const).map((locale) => documentTitle(route.path, locale)))
      .filter((title) => title.length > 70);
    expect(long).toEqual([]);
  });

  it('resolves breadcrumb trails from the home page', () => {
    expect(getRouteTrail('/intel-prozessoren-ankauf').map((route) => route.path)).toEqual([
      '/',
      '/elektronische-bauteile',
      '/intel-prozessoren-ankauf',
    ]);
    expect(getRouteTrail('/').map((route) => route.path)).toEqual(['/']);
  });
});
