import { getStaffAuth } from '@/server/auth/staff-auth-instance';
import { HttpError } from '@/server/http/http-error';
import { errorJson } from '@/server/http/responses';

/** better-auth's endpoints (sign-in, second factor, passkeys, sessions, staff accounts) under /api/auth. */
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const auth = await getStaffAuth();
  const response = await auth.handler(request);
  // better-auth answers a path it does not have with an empty 404; the site's shape instead.
  if (response.status === 404 && !response.headers.get('content-type')?.includes('json'))
    return errorJson(new HttpError('not_found'), 'de');
  return response;
}

export { handle as GET, handle as POST };
