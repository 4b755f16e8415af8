import { nonPagePolicy } from './csp/csp-policy';

/**
 * Security headers for every response. Pages replace the Content-Security-Policy with their own
 * (src/proxy.ts: script hashes or a nonce); everything else keeps the strict non-page policy.
 */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: nonPagePolicy },
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
