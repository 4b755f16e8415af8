/**
 * Whether a state-changing request was made by another website (a cross-site form post or
 * fetch, the classic CSRF). Browsers tell: `Sec-Fetch-Site` (same-origin or none is ours), and
 * `Origin`, which must be this site's whole origin — scheme, host and port — either SITE_URL's or
 * the host the request was sent to with the site's scheme (`https://localhost:3000` is not
 * `http://localhost:3000`). A request without either header is not from a modern browser and
 * cannot carry a visitor's session by surprise, so it is not cross-site.
 */
export function isCrossSite(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  let sent: string;
  try {
    sent = new URL(origin).origin;
  } catch {
    // "null" (sandboxed frames, some redirects) or garbage: not provably ours.
    return true;
  }
  const site = new URL(siteOrigin);
  const host = headers.get('host');
  const allowed = [site.origin];
  if (host) {
    try {
      allowed.push(new URL(`${site.protocol}//${host}`).origin);
    } catch {
      // A Host header that is no host names nothing of ours.
    }
  }
  return !allowed.includes(sent);
}
