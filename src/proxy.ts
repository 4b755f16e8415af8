import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { pagePolicy } from './server/csp/csp-policy';
import { prerenderedScriptHashes } from './server/csp/prerendered-hashes';
import { HttpError } from './server/http/http-error';
import { errorJson } from './server/http/responses';
import { livePage } from './server/page-cache/live-pages';
import { notFoundPage } from './server/routing/not-found-page';
import { decidePath } from './server/routing/page-paths';

const handleI18nRouting = createMiddleware(routing);
/** Which cached entry of a page the request gets (src/server/page-cache/handler.mjs); never taken from a client. */
const PAGE_ENTRY_HEADER = 'x-page-entry';
const dev = process.env.NODE_ENV === 'development';

function withoutEntryHeader(request: NextRequest): NextRequest {
  if (!request.headers.has(PAGE_ENTRY_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(PAGE_ENTRY_HEADER);
  return new NextRequest(request, { headers });
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The 404 page of a language with status 404 and the policy of exactly its scripts. */
function notFound(locale: 'de' | 'en'): NextResponse {
  const page = notFoundPage(locale);
  if (!page) return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new NextResponse(page.html, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pagePolicy({ scriptSources: page.hashes }),
    },
  });
}

/**
 * Every request that is not a build asset passes here:
 * 1. Only paths the build knows reach Next (src/server/routing/page-paths.ts): an unknown path
 *    gets the pre-rendered 404 page of its language, a percent-encoded spelling of a page a 308
 *    to the canonical path. Nothing is rendered or cached for a path nobody built.
 * 2. Pages get locale routing (German without prefix) and their Content-Security-Policy: the
 *    hashes of the inline scripts in their pre-rendered HTML, or, for a page rendered on demand,
 *    a fresh nonce that Next puts on its scripts because the request carries the policy. Nonces
 *    everywhere would force every page to render on demand.
 */
export default function proxy(incoming: NextRequest): Response {
  const request = withoutEntryHeader(incoming);
  const { pathname } = request.nextUrl;
  if (!dev) {
    const decision = decidePath(pathname);
    if (decision.kind === 'api') return NextResponse.next();
    if (decision.kind === 'api-not-found') return errorJson(new HttpError('not_found'), 'de');
    if (decision.kind === 'not-found') return notFound(decision.locale);
    // Next turns a same-origin Location into a relative one, so no Host header is reflected.
    if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), 308);
    if (decision.kind === 'file') return decision.localized ? handleI18nRouting(request) : NextResponse.next();
  }
  const hashes = dev ? null : prerenderedScriptHashes(pathname);
  if (hashes) {
    // A page regenerated since the build (new prices) has other inline scripts: the policy comes
    // from the entry that will be served, and the request names it (src/server/page-cache/handler.mjs).
    const live = livePage(pathname);
    const pinned = new Headers(request.headers);
    pinned.set(PAGE_ENTRY_HEADER, live ? String(live.id) : 'seed');
    const response = handleI18nRouting(new NextRequest(request, { headers: pinned }));
    response.headers.set('Content-Security-Policy', pagePolicy({ scriptSources: live?.hashes ?? hashes, dev }));
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
  // Everything but the build's assets, the files every page links (icon, icon sprite, robots,
  // sitemap, illustrations) and the two upload routes; the proxy itself answers unknown paths, API paths
  // included, with 404. Uploads skip it because Next copies the whole body of every request the
  // proxy sees into memory and cuts it at 10 MB (docs/uploads.md); exactly `/api/uploads` and
  // `/api/uploads/<id>` are left out, anything deeper still gets the proxy's 404.
  matcher:
    '/((?!_next/static/|_next/image|api/uploads(?:/[^/]+)?$|icons?\\.svg|robots\\.txt|sitemap\\.xml|illustrations/).*)',
};
