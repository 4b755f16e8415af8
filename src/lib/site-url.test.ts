import { describe, expect, it } from 'vitest';
import { localizedHref, localizedPath, siteOrigin, splitLocalePath } from './site-url';

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
});
