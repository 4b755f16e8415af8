import { nonPagePolicy } from './csp/csp-policy';

/**
 * Routes whose handlers set the Content-Security-Policy of each answer themselves, because they
 * answer form posts with HTML pages (src/server/http/html-page.ts). A header set here would win
 * over the handler's: Next does not let a route handler replace a configured header.
 */
export const routesWithOwnPolicy = ['/api/contact'] as const;

/** The `source` pattern of every path except the build's assets and `except`. */
export function allPathsExcept(except: readonly string[]): string {
  const escaped = except.map((route) => route.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$');
  return `/:path((?!_next/static/${escaped.map((route) => `|${route}`).join('')}).*)`;
}

/** The strict policy for responses that are not pages (API answers, files). */
export function nonPagePolicyHeader(): { key: string; value: string } {
  return { key: 'Content-Security-Policy', value: nonPagePolicy };
}

/**
 * Security headers for every response. The Content-Security-Policy is apart (`nonPagePolicyHeader`):
 * pages replace it with their own (src/proxy.ts: script hashes or a nonce), the routes in
 * `routesWithOwnPolicy` set their own.
 */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}

/**
 * Headers for the build's immutable files under /_next/static (scripts, styles, fonts). Policies
 * that only act on documents (framing, opener, permissions, HSTS, referrer of navigations) do
 * nothing there, and a page loads a dozen of these files: each header would be sent a dozen
 * times. What matters for a file stays: no sniffing, no cross-origin embedding, and a policy that
 * neuters it should it ever be opened as a document.
 */
export function staticAssetHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: "default-src 'none'" },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}

/**
 * The staff back office and its APIs: never indexed, never stored by a shared cache, no referrer
 * leaving the site (lead ids are in its URLs).
 */
export function staffAreaHeaders(): { source: string; headers: { key: string; value: string }[] }[] {
  const headers = [
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    { key: 'Cache-Control', value: 'private, no-store' },
    { key: 'Referrer-Policy', value: 'same-origin' },
  ];
  return ['/intern', '/intern/:path*', '/en/intern', '/en/intern/:path*', '/api/staff/:path*', '/api/auth/:path*'].map(
    (source) => ({ source, headers }),
  );
}
