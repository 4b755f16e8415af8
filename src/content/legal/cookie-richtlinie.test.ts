import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { cookieRichtlinie, deviceStorage, sellListStorage, staffCookies } from './cookie-richtlinie';
import { plainText } from './typography';

// The switcher is a client module that needs Next's runtime; read its key from the source instead.
const switcherSource = readFileSync(path.join(__dirname, '../../components/layout/locale-switcher.tsx'), 'utf8');
const LANGUAGE_STORAGE_KEY = /LANGUAGE_STORAGE_KEY = '([^']+)'/.exec(switcherSource)?.[1];

describe('Cookie-Richtlinie', () => {
  it('declares exactly the entry the language switcher writes', () => {
    expect(deviceStorage.key).toBe(LANGUAGE_STORAGE_KEY);
    expect([...deviceStorage.values]).toEqual([...locales]);
  });

  it('knows every place the site stores something on the device', () => {
    // A new cookie or storage entry anywhere in the code fails here until this page declares it.
    const root = path.join(__dirname, '../..');
    const storage =
      /\b(localStorage|sessionStorage|indexedDB|document\.cookie)\b|cookies\(\)\.set|cookies\.set\(|Set-Cookie/;
    // Code only: a comment that mentions localStorage stores nothing.
    const code = (file: string) =>
      readFileSync(path.join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const users = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('content', 'legal')),
      )
      .filter((file) => storage.test(code(file)));
    // The language switcher and the sell list for visitors; the staff sign-out passes on
    // better-auth's cookie deletions.
    expect(users.sort()).toEqual(
      [
        path.join('server', 'staff', 'http.ts'),
        path.join('components', 'layout', 'locale-switcher.tsx'),
        path.join('components', 'sell-list', 'header-count.tsx'),
        path.join('components', 'sell-list', 'sell-list-store.ts'),
      ].sort(),
    );
    expect(switcherSource.match(/localStorage\.setItem\(/g)).toHaveLength(1);
    const sellListKeys = readFileSync(path.join(root, 'components', 'sell-list', 'keys.ts'), 'utf8');
    expect(sellListKeys).toContain(`SELL_LIST_KEY = '${sellListStorage.key}'`);
  });

  it('stays true: the locale routing sets no cookie', () => {
    expect(routing.localeCookie).toBe(false);
  });

  for (const locale of locales) {
    it(`explains § 25 (2) no. 2 TDDDG and names the stored key (${locale})`, () => {
      const text = plainText(cookieRichtlinie[locale]).replaceAll('\u00a0', ' ');
      expect(text).toContain(locale === 'de' ? '§ 25 Abs. 2 Nr. 2 TDDDG' : '§ 25(2) no. 2 TDDDG');
      expect(text).toContain(deviceStorage.key);
      expect(text).toContain(sellListStorage.key);
      expect(text).toContain('localStorage');
    });
  }

  it("names the staff area's cookies, with the prefix the sign-in really uses", () => {
    const auth = readFileSync(path.join(__dirname, '../../server/auth/auth.ts'), 'utf8');
    expect(auth).toMatch(/cookiePrefix: 'staff'/);
    for (const locale of locales) {
      const text = plainText(cookieRichtlinie[locale]);
      for (const name of staffCookies) expect(text, `${locale}: ${name}`).toContain(name);
    }
  });
});
