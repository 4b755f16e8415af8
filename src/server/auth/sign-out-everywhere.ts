import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { writeAudit } from '../staff/audit';
import { revokeTrustedDevices } from './trusted-devices';

/**
 * "Überall abmelden" (`POST /api/auth/staff/sign-out-everywhere`, `{ removePasskeys }`): every
 * session of the account ends and every trusted device is revoked; with `removePasskeys` every
 * passkey of the account is deleted too (each audited), for a member who fears that someone
 * registered one with a stolen session. Signing in then needs the password and the second factor.
 */
export function signOutEverywhere(db: Kysely<Database>) {
  return {
    id: 'staff-sign-out-everywhere',
    endpoints: {
      staffSignOutEverywhere: createAuthEndpoint(
        '/staff/sign-out-everywhere',
        { method: 'POST', body: z.object({ removePasskeys: z.boolean().default(false) }), use: [sessionMiddleware] },
        async (ctx) => {
          const userId = ctx.context.session.user.id;
          let removed = 0;
          if (ctx.body.removePasskeys) {
            const passkeys = await db.selectFrom('staff_passkeys').select('id').where('user_id', '=', userId).execute();
            await db.transaction().execute(async (trx) => {
              await trx.deleteFrom('staff_passkeys').where('user_id', '=', userId).execute();
              for (const { id } of passkeys)
                await writeAudit(trx, { actorId: userId, action: 'passkey.removed', detail: id });
            });
            removed = passkeys.length;
          }
          await revokeTrustedDevices(db, userId);
          await ctx.context.internalAdapter.deleteUserSessions(userId);
          deleteSessionCookie(ctx);
          return ctx.json({ ok: true, passkeysRemoved: removed });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
