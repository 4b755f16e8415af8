/**
 * The `next` parameter of the sign-in page, honoured only for a path of the back office on this
 * site: `/intern` or below, no scheme, no `//host`, no backslashes or control characters (which
 * browsers may read as another host). Anything else is null, and the sign-in goes to the inbox.
 */
export function safeStaffPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (!/^\/intern(?:[/?#]|$)/.test(value)) return null;
  // Resolve dot segments the way the browser will, then check again.
  const resolved = new URL(value, 'http://site.invalid');
  if (resolved.host !== 'site.invalid' || !/^\/intern(?:\/|$)/.test(resolved.pathname)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
