import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decidePath } from './page-paths';

describe('which paths the site answers', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'paths-'));
  const appDir = path.join(root, 'app');
  const publicDir = path.join(root, 'public');
  for (const dir of ['de/kontakt', 'en/kontakt', 'de/preissuche', 'illustrations'])
    mkdirSync(path.join(dir.startsWith('illustrations') ? publicDir : appDir, dir), { recursive: true });
  for (const file of [
    'de.html',
    'en.html',
    'de/kontakt.html',
    'en/kontakt.html',
    'de/kontakt/gesendet.html',
    'de/seite-nicht-gefunden.html',
  ])
    writeFileSync(path.join(appDir, file), '<html></html>');
  writeFileSync(path.join(appDir, 'robots.txt.body'), '');
  writeFileSync(path.join(appDir, 'de/preissuche/suchindex.body'), '[]');
  writeFileSync(path.join(publicDir, 'illustrations/a.svg'), '<svg/>');
  const routesManifest = path.join(root, 'routes-manifest.json');
  writeFileSync(
    routesManifest,
    JSON.stringify({
      staticRoutes: [
        { page: '/api/contact', regex: '^/api/contact(?:/)?$' },
        { page: '/robots.txt', regex: '' },
      ],
      dynamicRoutes: [{ page: '/api/uploads/[id]', regex: '^/api/uploads/([^/]+?)(?:/)?$' }],
    }),
  );
  const decide = (pathname: string) => decidePath(pathname, { appDir, publicDir, routesManifest });

  it('serves the pages the build wrote, in both languages, and the pages rendered on demand', () => {
    for (const page of [
      '/',
      '/en',
      '/kontakt',
      '/en/kontakt',
      '/kontakt/gesendet',
      '/preissuche',
      '/en/preissuche',
      '/de/kontakt',
    ])
      expect(decide(page), page).toEqual({ kind: 'page' });
  });

  it('passes files and pre-rendered route answers through', () => {
    expect(decide('/preissuche/suchindex')).toEqual({ kind: 'file', localized: true });
    for (const file of ['/robots.txt', '/illustrations/a.svg'])
      expect(decide(file), file).toEqual({ kind: 'file', localized: false });
  });

  it('answers everything else with the 404 page of its language', () => {
    expect(decide('/gibt-es-nicht')).toEqual({ kind: 'not-found', locale: 'de' });
    expect(decide('/en/missing.txt')).toEqual({ kind: 'not-found', locale: 'en' });
    for (const unknown of [
      '/p-1.txt',
      '/xx/kontakt',
      '/illustrations',
      '/seite-nicht-gefunden',
      '/kontakt/../agb',
      '/en/kontakt/gesendet',
    ])
      expect(decide(unknown).kind, unknown).toBe('not-found');
  });

  it('sends percent-encoded spellings of a known page to the canonical path, refuses the rest', () => {
    expect(decide('/kont%61kt')).toEqual({ kind: 'redirect', location: '/kontakt' });
    expect(decide('/en/%6Bontakt%2F')).toEqual({ kind: 'redirect', location: '/en/kontakt' });
    for (const bad of ['/kontakt%20', '/%00', '/%E0%A4%A', '/kontakt%2525', '/%2e%2e/etc/passwd'])
      expect(decide(bad).kind, bad).toBe('not-found');
  });

  it('passes the API routes the build has, answers any other /api path with a JSON 404', () => {
    for (const api of ['/api/contact', '/api/uploads/abc']) expect(decide(api), api).toEqual({ kind: 'api' });
    for (const unknown of ['/api', '/api/x.json', '/api/contact/extra', '/api/uploads/a/b'])
      expect(decide(unknown), unknown).toEqual({ kind: 'api-not-found' });
  });

  it('renders the staff area on demand in both languages, and nothing that only looks like it', () => {
    for (const page of [
      '/intern',
      '/en/intern',
      '/intern/anfragen/0b7c6d2e-5f1a-4c3b-9e8d-7a6b5c4d3e2f',
      '/intern/postausgang',
    ]) {
      expect(decide(page), page).toEqual({ kind: 'page' });
    }
    for (const unknown of [
      '/intern/',
      '/intern/a/b/c/d',
      '/intern/ANFRAGEN',
      '/intern/x.txt',
      '/internal',
      '/xx/intern',
    ])
      expect(decide(unknown).kind, unknown).toBe('not-found');
  });
});
