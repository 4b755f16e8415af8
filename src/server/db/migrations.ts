import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { leadWorkflowMigration } from './lead-workflow-migration';
import { pricesMigration } from './prices-migration';
import { sellRequestsMigration } from './sell-requests-migration';
import { staffAuthMigration } from './staff-auth-migration';
import { uploadsMigration } from './uploads-migration';

/**
 * The ONE set of migrations of both dialects, in code (no files to find at run time, so they
 * survive bundling). Portable types only: text, integer. Append new migrations; never edit an
 * applied one.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-leads-outbox-chat': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('subject', 'text')
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('page', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('is_spam', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at_idx').on('leads').columns(['is_spam', 'created_at']).execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.references('leads.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body_text', 'text', (col) => col.notNull())
        .addColumn('body_html', 'text', (col) => col.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('mail_outbox_lead_idx').on('mail_outbox').column('lead_id').execute();

      await db.schema
        .createTable('chat_sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_message_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_sessions_last_message_idx')
        .on('chat_sessions')
        .column('last_message_at')
        .execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('session_id', 'text', (col) => col.notNull().references('chat_sessions.id').onDelete('cascade'))
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_session_idx')
        .on('chat_messages')
        .columns(['session_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['chat_messages', 'chat_sessions', 'mail_outbox', 'leads']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await sql`select 1`.execute(db);
    },
  },
  '2026-11-23-001-lead-reference-content-hash': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('reference', 'text').execute();
      await db.schema.alterTable('leads').addColumn('content_hash', 'text').execute();
      await db.schema.createIndex('leads_reference_idx').on('leads').column('reference').unique().execute();
      await db.schema
        .createTable('reference_counters')
        .addColumn('scope', 'text', (col) => col.primaryKey())
        .addColumn('value', 'integer', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reference_counters').ifExists().execute();
      await db.schema.dropIndex('leads_reference_idx').ifExists().execute();
      await db.schema.alterTable('leads').dropColumn('content_hash').execute();
      await db.schema.alterTable('leads').dropColumn('reference').execute();
    },
  },
  '2026-11-24-001-staff-auth': staffAuthMigration,
  '2026-11-24-002-lead-workflow': leadWorkflowMigration,
  '2026-11-24-003-uploads': uploadsMigration,
  '2026-11-24-004-sell-requests': sellRequestsMigration,
  // Permissions granted to a staff member beyond their role (src/server/auth/permissions.ts).
  '2026-11-28-001-staff-permission-grants': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_users').addColumn('permissions', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_users').dropColumn('permissions').execute();
    },
  },
  '2026-11-28-010-prices': pricesMigration,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
