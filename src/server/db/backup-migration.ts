import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The scheduled backup's state, one row per schedule (src/server/backup/schedule-state.ts): who
 * holds the lease (so one instance backs up when several share the database) and how the last run
 * went (for /api/health on every instance). Nothing in it is about a person.
 */
export const backupScheduleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('backup_schedule')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('holder', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_success_at', 'text')
      .addColumn('last_archive', 'text')
      .addColumn('last_error', 'text')
      .addColumn('last_error_at', 'text')
      .execute();
  },
};
