import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Permission } from '../auth/permissions';
import { requireStaffRequest, type StaffSession } from '../auth/staff-session';
import { siteLimiters } from '../rate-limit/registry';
import { isStaffActionError } from '../staff/staff-error';
import { endpoint, type EndpointContext, type EndpointOptions } from './endpoint';

/** A staff form carries ids, a status, a note, an offer's prices: 64 KiB is far above any of them. */
const STAFF_FORM_LIMIT_BYTES = 64 * 1024;

export type StaffContext<Params extends Record<string, string>> = EndpointContext<Params> & { session: StaffSession };

type StaffEndpointOptions<Params extends Record<string, string>> = Omit<
  EndpointOptions<Params>,
  'authorize' | 'rateLimit'
> & {
  /** What the member needs; without one any signed-in member may call. */
  permission?: Permission;
};

/**
 * A staff endpoint: the wrapper with a complete staff session holding `permission` (401/403),
 * counted against the account's action limit (no header resets it; a stop for a runaway script
 * or a stolen session).
 */
export function staffEndpoint<Params extends Record<string, string> = Record<string, never>>(
  options: StaffEndpointOptions<Params>,
  handler: (context: StaffContext<Params>) => Promise<Response>,
) {
  return endpoint<Params>(
    {
      ...options,
      authorize: (request) => requireStaffRequest(request, options.permission),
      rateLimit: siteLimiters.staffAction,
    },
    (context) => handler(context as StaffContext<Params>),
  );
}

export function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

type StaffFormInput<Params extends Record<string, string>> = {
  form: Record<string, string>;
  session: StaffSession;
  locale: Locale;
  params: Params;
};

/**
 * A staff form post (a plain urlencoded form that works without JavaScript): the work, then 303
 * back to a page with its notice; a refused action (a StaffActionError) goes to `onRefusal` with
 * `?error=<code>`. Errors of the request itself (no session, no permission, cross-site, too large,
 * wrong type) answer as JSON with their status.
 */
export function staffFormPost<Params extends Record<string, string> = Record<string, never>>(
  options: Omit<StaffEndpointOptions<Params>, 'body' | 'multipart'>,
  action: {
    /** Does the work; returns where the browser goes next (a staff page with its notice). */
    run: (input: StaffFormInput<Params>) => Promise<string>;
    /** Where a refused action sends the browser. */
    onRefusal: (input: StaffFormInput<Params>) => string;
  },
) {
  return staffEndpoint<Params>(
    { ...options, body: { accept: ['form'], limit: STAFF_FORM_LIMIT_BYTES } },
    async ({ body, session, locale, params }) => {
      const input = { form: (body ?? {}) as Record<string, string>, session, locale, params };
      try {
        return redirect(await action.run(input));
      } catch (error) {
        if (!isStaffActionError(error)) throw error;
        return redirect(withQuery(action.onRefusal(input), 'error', error.code));
      }
    },
  );
}
