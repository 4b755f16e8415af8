import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptHash } from './csp-policy';
import { prerenderedHtmlFile, prerenderedScriptHashes } from './prerendered-hashes';

describe('pre-rendered script hashes', () => {
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  mkdirSync(path.join(appDir, 'de'), { recursive: true });
  mkdirSync(path.join(appDir, 'en'), { recursive: true });
  writeFileSync(
    path.join(appDir, 'de', 'mission.html'),
    '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>',
  );
  writeFileSync(path.join(appDir, 'en.html'), '<script>b()</script>');

  it('maps public paths to the files next build writes', () => {
    expect(prerenderedHtmlFile('/', '/app')).toBe('/app/de.html');
    expect(prerenderedHtmlFile('/mission', '/app')).toBe('/app/de/mission.html');
    expect(prerenderedHtmlFile('/en', '/app')).toBe('/app/en.html');
    expect(prerenderedHtmlFile('/en/kontakt/gesendet', '/app')).toBe('/app/en/kontakt/gesendet.html');
  });

  it('hashes the executable inline scripts of a pre-rendered page', () => {
    expect(prerenderedScriptHashes('/mission', appDir)).toEqual([scriptHash('a()')]);
    expect(prerenderedScriptHashes('/en', appDir)).toEqual([scriptHash('b()')]);
  });

  it('returns null for pages rendered on demand and for path tricks', () => {
    expect(prerenderedScriptHashes('/gibt-es-nicht', appDir)).toBeNull();
    expect(prerenderedScriptHashes('/../../etc/passwd', appDir)).toBeNull();
  });
});
