import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy. Pages get `script-src 'self'` plus the sha256 hashes of
 * exactly the inline scripts their pre-rendered HTML carries (read from the build's HTML on first
 * request, see src/server/csp/prerendered-hashes.ts), or a per-request nonce where a page is rendered on demand. Never
 * 'unsafe-inline' or 'unsafe-eval' in script-src outside development.
 */
export function pagePolicy({ scriptSources, dev = false }: { scriptSources: string[]; dev?: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])],
    // Next and Radix set inline style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** For responses that are not pages (API answers, files): nothing may load or frame them. */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Inline scripts the browser executes (JSON-LD and other data blocks are not executed). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}
