import 'server-only';
import { isLocale, type Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffRequest, type StaffSession } from '../auth/staff-session';
import { bodyKind, parseFormBody, readCappedText } from '../http/body';
import { HttpError, toHttpError } from '../http/http-error';
import { errorJson } from '../http/responses';
import { logger } from '../log';
import { getStaffActionRateLimiter } from '../runtime';
import { isStaffActionError } from './staff-error';

/** A staff form carries ids, a status, a note: 64 KiB is far above any of them. */
const FORM_LIMIT_BYTES = 64 * 1024;

type StaffAction = {
  /** Who may: every signed-in staff member, or admins only. */
  role?: 'admin';
  /** Does the work; returns where the browser goes next (a staff page path with its notice). */
  run: (input: { form: Record<string, string>; session: StaffSession; locale: Locale }) => Promise<string>;
  /** Where a refused action (a StaffActionError) sends the browser, with `?error=<code>`. */
  onRefusal: (input: { form: Record<string, string>; locale: Locale }) => string;
  /** A larger body for a form with many lines (a sell request's receipt); FORM_LIMIT_BYTES otherwise. */
  bodyLimitBytes?: number;
};

/**
 * Before any staff action: a signed-in account of the right role (401/403; cross-site posts are
 * refused as 403 inside `requireStaffRequest`), then the account's action limit (429).
 */
export async function authorizeStaff(request: Request, role?: 'admin'): Promise<StaffSession> {
  const session = await requireStaffRequest(request, role);
  const decision = await (await getStaffActionRateLimiter()).consume(session.userId);
  if (!decision.allowed) throw new HttpError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });
  return session;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

export function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * One staff form post, the same way for every action: authorised, a capped urlencoded body, the
 * work, then 303 back to a page (which shows the notice or the refusal). Errors of the request
 * itself (no session, wrong role, cross-site, too large, wrong type) answer as JSON with their
 * status; nothing unexpected is shown, it is logged and answered 503.
 */
export async function handleStaffFormPost(request: Request, action: StaffAction): Promise<Response> {
  let locale: Locale = 'de';
  try {
    const session = await authorizeStaff(request, action.role);
    bodyKind(request.headers.get('content-type'), ['form']);
    const form = parseFormBody(await readCappedText(request, action.bodyLimitBytes ?? FORM_LIMIT_BYTES));
    if (isLocale(form.locale)) locale = form.locale;
    try {
      return redirect(await action.run({ form, session, locale }));
    } catch (error) {
      if (!isStaffActionError(error)) throw error;
      return redirect(withQuery(action.onRefusal({ form, locale }), 'error', error.code));
    }
  } catch (error) {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) logger.error({ err: error }, 'staff action failed');
    return errorJson(httpError, locale);
  }
}

/** A form post that works on one lead and returns to its page with `notice` (or the refusal). */
export function handleLeadFormPost(
  request: Request,
  {
    leadId,
    notice,
    run,
  }: {
    leadId: string;
    notice: string;
    run: (input: { form: Record<string, string>; session: StaffSession }) => Promise<void>;
  },
): Promise<Response> {
  const leadPage = (locale: Locale) => staffHref(staffPaths.lead(leadId), locale);
  return handleStaffFormPost(request, {
    async run({ form, session, locale }) {
      await run({ form, session });
      return withQuery(leadPage(locale), 'notice', notice);
    },
    onRefusal: ({ locale }) => leadPage(locale),
  });
}
