import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { pagePolicy } from './server/csp/csp-policy';
import { prerenderedScriptHashes } from './server/csp/prerendered-hashes';

const handleI18nRouting = createMiddleware(routing);
const dev = process.env.NODE_ENV === 'development';

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Locale routing (German without prefix) plus each page's Content-Security-Policy: the hashes
 * of the inline scripts in its pre-rendered HTML (read from the build once per path), or, for a
 * page rendered on demand (404s), a fresh nonce that Next puts on its scripts because the
 * request carries the policy. Nonces everywhere would force every page to render on demand.
 */
export default function proxy(request: NextRequest): NextResponse {
  const hashes = dev ? null : prerenderedScriptHashes(request.nextUrl.pathname);
  if (hashes) {
    const response = handleI18nRouting(request);
    response.headers.set('Content-Security-Policy', pagePolicy({ scriptSources: hashes, dev }));
    return response;
  }
  const policy = pagePolicy({ scriptSources: [`'nonce-${nonce()}'`, "'strict-dynamic'"], dev });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = handleI18nRouting(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: skip API routes, Next internals and files with an extension (icons, robots.txt,
  // sitemap.xml, fonts, images); those get the non-page policy from next.config.ts.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
