import { PostgresAdapter, type ColumnDataType, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Tables of the staff sign-in (better-auth, see src/server/auth/auth.ts for the name mapping)
 * and of staff invitations and the first-start setup token.
 *
 * better-auth's Kysely adapter writes dates and flags differently per dialect: on SQLite an ISO
 * string and 0/1, on PostgreSQL a Date and a boolean (and it expects a Date and a boolean back,
 * it compares `expiresAt < now` in code). So better-auth's date and flag columns are
 * `timestamptz`/`boolean` on PostgreSQL and `text`/`integer` on SQLite; the round trip is
 * tested on both (tests/integration/staff-auth.test.ts). The project's own tables
 * (`staff_invitations`, `staff_setup_tokens`) keep the project's portable ISO text.
 */
export const staffAuthMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const date: ColumnDataType = postgres ? 'timestamptz' : 'text';
    const flag: ColumnDataType = postgres ? 'boolean' : 'integer';
    const no = postgres ? false : 0;

    await db.schema
      .createTable('staff_users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('email_verified', flag, (col) => col.notNull().defaultTo(no))
      .addColumn('image', 'text')
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('staff'))
      .addColumn('two_factor_enabled', flag, (col) => col.defaultTo(no))
      .addColumn('created_at', date, (col) => col.notNull())
      .addColumn('updated_at', date, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('staff_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('token', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', date, (col) => col.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', date, (col) => col.notNull())
      .addColumn('updated_at', date, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();

    await db.schema
      .createTable('staff_accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (col) => col.notNull())
      .addColumn('provider_id', 'text', (col) => col.notNull())
      .addColumn('access_token', 'text')
      .addColumn('refresh_token', 'text')
      .addColumn('id_token', 'text')
      .addColumn('access_token_expires_at', date)
      .addColumn('refresh_token_expires_at', date)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('created_at', date, (col) => col.notNull())
      .addColumn('updated_at', date, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('staff_accounts_user_idx').on('staff_accounts').column('user_id').execute();

    await db.schema
      .createTable('staff_verifications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('identifier', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('expires_at', date, (col) => col.notNull())
      .addColumn('created_at', date, (col) => col.notNull())
      .addColumn('updated_at', date, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('staff_verifications_identifier_idx')
      .on('staff_verifications')
      .column('identifier')
      .execute();

    await db.schema
      .createTable('staff_two_factors')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('backup_codes', 'text', (col) => col.notNull())
      .addColumn('verified', flag)
      .addColumn('failed_verification_count', 'integer', (col) => col.defaultTo(0))
      .addColumn('locked_until', date)
      .execute();
    await db.schema.createIndex('staff_two_factors_user_idx').on('staff_two_factors').column('user_id').execute();

    await db.schema
      .createTable('staff_passkeys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('name', 'text')
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('credential_id', 'text', (col) => col.notNull())
      .addColumn('counter', 'integer', (col) => col.notNull())
      .addColumn('device_type', 'text', (col) => col.notNull())
      .addColumn('backed_up', flag, (col) => col.notNull())
      .addColumn('transports', 'text')
      .addColumn('aaguid', 'text')
      .addColumn('created_at', date)
      .execute();
    await db.schema.createIndex('staff_passkeys_user_idx').on('staff_passkeys').column('user_id').execute();
    await db.schema.createIndex('staff_passkeys_credential_idx').on('staff_passkeys').column('credential_id').execute();

    // The project's own tables: portable text timestamps (ISO-8601 UTC), only token digests.
    await db.schema
      .createTable('staff_invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('invited_by', 'text')
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('staff_setup_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'staff_setup_tokens',
      'staff_invitations',
      'staff_passkeys',
      'staff_two_factors',
      'staff_verifications',
      'staff_accounts',
      'staff_sessions',
      'staff_users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
