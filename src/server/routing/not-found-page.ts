import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localizedPath } from '@/lib/site-url';
import { prerenderedScriptHashes } from '../csp/prerendered-hashes';
import { NOT_FOUND_PAGE_PATH } from './page-paths';

const cache = new Map<string, { html: string; hashes: string[] } | null>();

/**
 * The pre-rendered 404 page of a language (src/app/[locale]/(site)/seite-nicht-gefunden):
 * complete server-rendered HTML with header, message and links, and the hashes of its inline
 * scripts for its policy. Null when the build has none (development).
 */
export function notFoundPage(
  locale: 'de' | 'en',
  appDir = path.join(process.cwd(), '.next', 'server', 'app'),
): { html: string; hashes: string[] } | null {
  const key = `${appDir}:${locale}`;
  if (!cache.has(key)) {
    const file = path.join(appDir, locale, `${NOT_FOUND_PAGE_PATH.slice(1)}.html`);
    const publicPath = localizedPath(NOT_FOUND_PAGE_PATH, locale);
    try {
      cache.set(key, { html: readFileSync(file, 'utf8'), hashes: prerenderedScriptHashes(publicPath, appDir) ?? [] });
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key)!;
}
