import 'server-only';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/client';
import type { Database } from '../db/schema';
import { hasStaffAccount, issueSetupToken, setupLink } from './setup-token';
import { SETUP_VALID_HOURS } from './staff-policy';

/**
 * At server start, while no staff account exists: issues a one-time setup link for the first
 * administrator and prints it to the server's output (not through the JSON log, so it reads as
 * an instruction; the link is the only way in, so only whoever sees the console gets it).
 */
export async function announceStaffSetupLink(
  db: Kysely<Database>,
  siteOrigin: string,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<string | null> {
  const token = await issueSetupToken(db);
  if (!token) return null;
  const link = setupLink(siteOrigin, token);
  print('');
  print('No staff account exists yet. Create the first administrator of the staff area with this');
  print(`one-time link (valid for ${SETUP_VALID_HOURS} hours; a restart prints a new one and voids this one):`);
  print(`  ${link}`);
  print('');
  return link;
}

/**
 * Deletes what the sign-in no longer needs: expired sessions and verifications (better-auth
 * deletes them only when they are used again), expired or used invitations, and setup tokens
 * that expired or can no longer be used.
 */
export async function sweepStaffAuth(db: Kysely<Database>, dialect: Dialect, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  // better-auth's columns hold a timestamptz on PostgreSQL and ISO text on SQLite.
  const authNow = dialect === 'postgres' ? now : iso;
  await db.deleteFrom('staff_sessions').where('expires_at', '<', authNow).execute();
  await db.deleteFrom('staff_verifications').where('expires_at', '<', authNow).execute();
  await db
    .deleteFrom('staff_invitations')
    .where((eb) => eb.or([eb('expires_at', '<', iso), eb('used_at', 'is not', null)]))
    .execute();
  // Once an account exists no setup token can be used any more (isSetupTokenOpen), so all go.
  if (await hasStaffAccount(db)) await db.deleteFrom('staff_setup_tokens').execute();
  else await db.deleteFrom('staff_setup_tokens').where('expires_at', '<', iso).execute();
}
