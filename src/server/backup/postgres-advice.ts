import pg from 'pg';

/**
 * With DATABASE_URL the data lives in PostgreSQL (and the files, with S3_URL, in a bucket): a
 * backup of DATA_DIR would hold none of it. `npm run backup` then checks that the database answers
 * and says what backs it up instead; it writes no archive and exits non-zero, so a cron job that
 * expected one notices. Never prints the URL (it holds a password).
 */
export async function postgresAdvice(
  env: { DATABASE_URL: string; S3_URL?: string; SMTP_URL?: string; STAFF_AUTH_SECRET?: string },
  print: (line: string) => void,
): Promise<number> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    const schema = await client
      .query<{ name: string }>('select name from kysely_migration order by name desc limit 1')
      .then((result) => result.rows[0]?.name ?? 'none')
      .catch(() => 'none (the site has not started on it yet)');
    const leads = await client
      .query<{ count: string }>('select count(*) as count from leads')
      .then((result) => result.rows[0]?.count ?? '0')
      .catch(() => '0');
    print(`PostgreSQL ${version ?? '?'} answers; schema ${schema}; ${leads} leads.`);
  } catch (error) {
    print(
      `PostgreSQL does not answer (${(error as { code?: string }).code ?? (error as Error).name}): check DATABASE_URL and that the server runs.`,
    );
    return 1;
  } finally {
    await client.end().catch(() => undefined);
  }
  print(
    'No archive was written: with DATABASE_URL the site’s data is in PostgreSQL, which `npm run backup` does not copy.',
  );
  print('Back it up with PostgreSQL’s own tools (docs/operations.md):');
  print(
    '  pg_dump --format=custom --file=site-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"   (consistent while the site runs)',
  );
  print('  or your provider’s point-in-time recovery (WAL archiving); restore with pg_restore --clean --if-exists.');
  if (env.S3_URL)
    print(
      'Uploaded files are in the S3 bucket: turn on the bucket’s versioning (and a lifecycle rule), or replicate it.',
    );
  if (!env.STAFF_AUTH_SECRET)
    print(
      'Keep DATA_DIR/staff-auth-secret with the dump (or set STAFF_AUTH_SECRET): without it staff must enrol TOTP again.',
    );
  if (!env.SMTP_URL) print('Without SMTP_URL the sent mails are .eml files in DATA_DIR/mail: copy that directory too.');
  return 3;
}
