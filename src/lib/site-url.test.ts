import { describe, expect, it } from 'vitest';
import { localizedHref, localizedPath, siteOrigin, siteUrlProblem, splitLocalePath } from './site-url';

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

  it('without SITE_URL, is the origin the server listens on (PORT included)', () => {
    expect(siteOrigin({ PORT: '3961' })).toBe('http://localhost:3961');
    expect(siteOrigin({ PORT: '3961', SITE_URL: 'https://www.example.com' })).toBe('https://www.example.com');
    expect(siteOrigin({ PORT: '' })).toBe('http://localhost:3000');
    expect(siteOrigin({ PORT: 'abc' })).toBe('http://localhost:3000');
    expect(siteOrigin({ PORT: '70000' })).toBe('http://localhost:3000');
  });

  it('knows loopback origins', () => {
    const isLoopbackOrigin = (origin: string) => siteUrlProblem({ NODE_ENV: 'production', SITE_URL: origin }) !== null;
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://127.1.2.3:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ])
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    for (const origin of [
      'https://www.example.com',
      'http://10.0.0.1',
      'http://localhost.example.com',
      'http://127.example.com',
    ])
      expect(isLoopbackOrigin(origin), origin).toBe(false);
  });

  it('warns about a loopback origin in production only', () => {
    expect(siteUrlProblem({ NODE_ENV: 'production' })).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000/);
    expect(siteUrlProblem({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:8080' })).toMatch(
      /^SITE_URL is http:\/\/127\.0\.0\.1:8080, a loopback address: canonical links, hreflang, the sitemap and robots\.txt/,
    );
    expect(siteUrlProblem({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' })).toBeNull();
    expect(siteUrlProblem({ NODE_ENV: 'development' })).toBeNull();
    expect(siteUrlProblem({})).toBeNull();
  });
});
