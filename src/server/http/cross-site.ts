/**
 * Whether a state-changing request was made by another website (a cross-site form post or
 * fetch, the classic CSRF). Browsers tell: `Sec-Fetch-Site` (same-origin or none is ours), and
 * `Origin`, which must name this site (SITE_URL) or the host the request was sent to. A request
 * without either header is not from a modern browser and cannot carry a visitor's session by
 * surprise, so it is not cross-site.
 */
export function isCrossSite(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, some redirects) or garbage: not provably ours.
    return true;
  }
  const allowed = [new URL(siteOrigin).host, headers.get('host')];
  return !allowed.includes(host);
}
