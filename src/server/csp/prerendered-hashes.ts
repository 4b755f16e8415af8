import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScripts, scriptHash } from './csp-policy';

/** Where `next build` writes a page's HTML: `/` → de.html, `/mission` → de/mission.html, `/en/x` → en/x.html. */
export function prerenderedHtmlFile(pathname: string, appDir: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/') return path.join(appDir, 'de.html');
  if (clean === '/en' || clean.startsWith('/en/')) return path.join(appDir, `${clean.slice(1)}.html`);
  return path.join(appDir, 'de', `${clean.slice(1)}.html`);
}

const cache = new Map<string, string[] | null>();

/**
 * The hashes of the inline scripts in a page's pre-rendered HTML, or null when the page is not
 * pre-rendered (rendered on demand, or unknown). Read once per path and process: the HTML of a
 * build never changes while it is being served.
 */
export function prerenderedScriptHashes(
  pathname: string,
  appDir = path.join(process.cwd(), '.next', 'server', 'app'),
): string[] | null {
  const file = prerenderedHtmlFile(pathname, appDir);
  if (!file.startsWith(appDir + path.sep) || file.includes('..')) return null;
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  let hashes: string[] | null = null;
  try {
    hashes = [...new Set(inlineScripts(readFileSync(file, 'utf8')).map(scriptHash))];
  } catch {
    hashes = null;
  }
  // Bounded: only real page paths are worth remembering; misses for arbitrary URLs are not cached.
  if (hashes || cache.size < 500) cache.set(file, hashes);
  return hashes;
}
