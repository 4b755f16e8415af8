import { describe, expect, it } from 'vitest';
import { localizedHref, localizedPath, siteOrigin, siteUrlWarning, splitLocalePath } from './site-url';

describe('site URLs', () => {
  it('puts English under /en and German at the root', () => {
    expect(localizedPath('/', 'de')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/kontakt', 'en')).toBe('/en/kontakt');
  });

  it('keeps query and hash when localizing', () => {
    expect(localizedHref('/kontakt#anfrage', 'en')).toBe('/en/kontakt#anfrage');
    expect(localizedHref('/#contact', 'de')).toBe('/#contact');
    expect(localizedHref('/#contact', 'en')).toBe('/en#contact');
    expect(localizedHref('/grafikkarten-ankauf?subject=RTX#contact', 'en')).toBe(
      '/en/grafikkarten-ankauf?subject=RTX#contact',
    );
    expect(localizedHref('#contact', 'en')).toBe('#contact');
    expect(localizedHref('tel:+492210000000', 'en')).toBe('tel:+492210000000');
  });

  it('splits the locale off a browser path', () => {
    expect(splitLocalePath('/en/mission')).toEqual({ locale: 'en', path: '/mission' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/energie')).toEqual({ locale: 'de', path: '/energie' });
    expect(splitLocalePath('/mission')).toEqual({ locale: 'de', path: '/mission' });
    expect(splitLocalePath('/de/mission')).toEqual({ locale: 'de', path: '/mission' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/datenschutz')).toEqual({ locale: 'de', path: '/datenschutz' });
  });

  it('reads the canonical origin from SITE_URL', () => {
    expect(siteOrigin({ SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
    expect(siteOrigin({})).toBe('http://localhost:3000');
  });

  // Issue 35, "Also": `npm start` with SITE_URL unset served canonical links, hreflang, sitemap
  // and robots pointing at http://localhost:3000, silently.
  it('warns when a production server’s canonical origin is this machine', () => {
    const production = (SITE_URL?: string) => siteUrlWarning({ NODE_ENV: 'production', SITE_URL });
    for (const loopback of [
      undefined,
      '',
      'http://localhost:3000',
      'https://LOCALHOST',
      'http://app.localhost:8080',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ])
      expect(production(loopback), String(loopback)).toBe('site_url_loopback');
    for (const site of ['https://www.example.de', 'https://localhost.example.de', 'http://10.0.0.5:3000'])
      expect(production(site), site).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'development' })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'test', SITE_URL: 'http://localhost:3000' })).toBeNull();
  });
});
