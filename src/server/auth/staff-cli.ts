import { parseArgs } from 'node:util';
import { siteOrigin } from '@/lib/site-url';
import { openDatabase } from '../db/client';
import { loadServerEnv } from '../env';
import { createInvitation, normalizeEmail } from './invitations';
import { isStaffRole } from './staff-policy';

const usage = 'usage: npm run staff -- invite name@example.com [--role admin|staff] [--locale de|en]';

/**
 * `npm run staff -- invite …` (scripts/staff.mjs): the same invitation as the team page, stored
 * with its mail in the database the server uses (the server's outbox worker sends it; without
 * SMTP it becomes an .eml file under DATA_DIR/mail). Prints the link too, for a first colleague
 * whose mail does not arrive. Returns the exit code.
 */
export async function runStaffCli(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string', default: 'staff' }, locale: { type: 'string', default: 'de' } },
  });
  const [command, email] = positionals;
  const role = values.role;
  const locale = values.locale;
  if (command !== 'invite' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    print(usage);
    return 2;
  }
  if (!isStaffRole(role) || (locale !== 'de' && locale !== 'en')) {
    print(usage);
    return 2;
  }
  const env = loadServerEnv();
  const handle = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, poolSize: 1 });
  try {
    await handle.migrate();
    const existing = await handle.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    if (existing) {
      print(`${normalizeEmail(email)} already has an account.`);
      return 1;
    }
    const invitation = await createInvitation(handle.db, {
      email,
      role,
      invitedBy: null,
      locale,
      siteOrigin: siteOrigin(),
    });
    print(
      `Invitation for ${normalizeEmail(email)} (${role}) is in the mail outbox; valid until ${invitation.expiresAt}.`,
    );
    print(`Link: ${invitation.link}`);
    return 0;
  } finally {
    await handle.close();
  }
}
