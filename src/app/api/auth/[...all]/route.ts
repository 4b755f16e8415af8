import { getStaffAuth } from '@/server/auth/staff-auth-instance';

/** better-auth's endpoints (sign-in, second factor, passkeys, sessions, staff accounts) under /api/auth. */
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const auth = await getStaffAuth();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
