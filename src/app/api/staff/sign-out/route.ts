import { isLocale } from '@/i18n/locales';
import { localizedPath, siteOrigin } from '@/lib/site-url';
import { staffPaths } from '@/lib/staff-paths';
import { getStaffAuth } from '@/server/auth/staff-auth-instance';
import { bodyKind, parseFormBody, readCappedText } from '@/server/http/body';
import { isCrossSite } from '@/server/http/cross-site';
import { HttpError, toHttpError } from '@/server/http/http-error';
import { errorJson } from '@/server/http/responses';

export const dynamic = 'force-dynamic';

/**
 * Signs this browser out (the office's "Abmelden" button, a plain form post that works without
 * JavaScript) and returns to the sign-in page. Another site cannot sign a member out.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (isCrossSite(request.headers, siteOrigin())) throw new HttpError('cross_site');
    bodyKind(request.headers.get('content-type'), ['form']);
    const form = parseFormBody(await readCappedText(request, 1024));
    const locale = isLocale(form.locale) ? form.locale : 'de';
    const auth = await getStaffAuth();
    const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
    // The sign-in page then says "Sie sind abgemeldet" instead of looking like nothing happened.
    const headers = new Headers({
      Location: `${localizedPath(staffPaths.signIn, locale)}?signedOut=1`,
      'Cache-Control': 'no-store',
    });
    for (const cookie of signedOut.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  } catch (error) {
    return errorJson(toHttpError(error), 'de');
  }
}
