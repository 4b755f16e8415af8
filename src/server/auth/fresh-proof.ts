import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH } from './staff-policy';

/**
 * A session alone is not enough to add a way in: registering a passkey needs a fresh proof that
 * the person at the keyboard knows the password or holds the authenticator app, given within the
 * last FRESH_PROOF_MINUTES on this session (`POST /api/auth/staff/confirm-identity`, `{ secret }`:
 * the password, or a six-digit TOTP code, which is then used up). One proof allows one passkey.
 * So a stolen session cookie cannot become a permanent key.
 */
export const FRESH_PROOF_MINUTES = 5;

const passkeyRegistrationPaths = new Set(['/passkey/generate-register-options', '/passkey/verify-registration']);

/** The proof is a verification row of the session (better-auth's table; swept when expired). */
const proofIdentifier = (sessionId: string) => `staff-fresh-proof-${sessionId}`;

type FreshProofDeps = {
  /** better-auth's TOTP check with the request's session (`/two-factor/verify-totp`). */
  verifyTotp(headers: Headers, code: string): Promise<unknown>;
};

export function freshProof(deps: FreshProofDeps) {
  return {
    id: 'staff-fresh-proof',
    endpoints: {
      staffConfirmIdentity: createAuthEndpoint(
        '/staff/confirm-identity',
        {
          method: 'POST',
          body: z.object({ secret: z.string().min(1).max(STAFF_PASSWORD_MAX_LENGTH) }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          const secret = ctx.body.secret.replace(/\s+/g, '');
          if (/^\d{6}$/.test(secret)) {
            // The code-reuse and sign-in limits of that endpoint apply (auth.ts hooks).
            await deps.verifyTotp(ctx.request?.headers ?? ctx.headers ?? new Headers(), secret);
          } else {
            const account = await ctx.context.internalAdapter.findCredentialAccount(user.id);
            const known =
              !!account?.password &&
              (await ctx.context.password.verify({ hash: account.password, password: ctx.body.secret }));
            if (!known)
              throw APIError.from('UNAUTHORIZED', { message: 'Wrong password or code', code: 'wrong_secret' });
          }
          const identifier = proofIdentifier(session.id);
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
          const validUntil = new Date(Date.now() + FRESH_PROOF_MINUTES * 60_000);
          await ctx.context.internalAdapter.createVerificationValue({
            identifier,
            value: user.id,
            expiresAt: validUntil,
          });
          return ctx.json({ ok: true, validUntil: validUntil.toISOString() });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => passkeyRegistrationPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            // Without a session the passkey plugin answers 401 itself.
            if (!session) return;
            const proof = await ctx.context.internalAdapter.findVerificationValue(proofIdentifier(session.session.id));
            if (!proof || proof.value !== session.user.id || new Date(proof.expiresAt).getTime() < Date.now()) {
              throw APIError.from('FORBIDDEN', {
                message: 'Confirm with your password or a code from your app first.',
                code: 'fresh_proof_required',
              });
            }
          }),
        },
      ],
      after: [
        {
          // A registered passkey used the proof up.
          matcher: (ctx) => ctx.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned instanceof APIError || ctx.context.returned instanceof Error) return;
            const session = await getSessionFromCtx(ctx);
            if (session)
              await ctx.context.internalAdapter.deleteVerificationByIdentifier(proofIdentifier(session.session.id));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
