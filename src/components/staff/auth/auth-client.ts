'use client';

import { passkeyClient } from '@better-auth/passkey/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client for the staff sign-in islands only (never imported by public
 * pages, so none of it reaches their JavaScript). Same origin, /api/auth.
 */
export const staffAuthClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient(), passkeyClient()],
});

export type AuthFailure = { status?: number; code?: string; message?: string } | null | undefined;

/** Calls one of the project's own endpoints (/api/auth/staff/…) with JSON. */
export async function postStaff<T>(path: string, body: unknown): Promise<{ data: T | null; error: AuthFailure }> {
  const result = await staffAuthClient.$fetch<T>(path, { method: 'POST', body });
  return { data: (result.data as T | null) ?? null, error: result.error as AuthFailure };
}
