import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Documents kept after their lead is gone (an erasure, or the lead's retention period) are
 * restricted (`restricted_at`): out of the office's lists and downloads, only in the admin's
 * export for the tax adviser, until the retention sweep deletes them (docs/sell-requests.md).
 */
export const restrictedDocumentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('credit_notes').addColumn('restricted_at', 'text').execute();
    await db.schema.alterTable('certificates').addColumn('restricted_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('certificates').dropColumn('restricted_at').execute();
    await db.schema.alterTable('credit_notes').dropColumn('restricted_at').execute();
  },
};
