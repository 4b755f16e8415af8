import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Offers get a version per request (the status page's accept names the version it showed), can
 * be withdrawn (closing the lead withdraws an open one) and say whether their prices are net or
 * gross; the request keeps the visitor's unseen decision for the inbox.
 */
export const offerVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sell_offers')
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('sell_offers').addColumn('withdrawn_at', 'text').execute();
    await db.schema.alterTable('sell_offers').addColumn('price_basis', 'text').execute();
    await db.schema.alterTable('sell_requests').addColumn('decision_news', 'text').execute();
    // Existing offers are numbered in the order they were sent.
    await sql`update sell_offers set version = (
      select count(*) from sell_offers as earlier
      where earlier.lead_id = sell_offers.lead_id
        and (earlier.sent_at < sell_offers.sent_at or (earlier.sent_at = sell_offers.sent_at and earlier.id <= sell_offers.id))
    )`.execute(db);
  },
};

/** The handover plan (pickup day and window, or shipping instructions) and the goods received per line. */
export const fulfilmentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sell_schedules')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('pickup_date', 'text')
      .addColumn('time_from', 'text')
      .addColumn('time_to', 'text')
      .addColumn('instructions', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sell_schedules_lead_idx')
      .on('sell_schedules')
      .columns(['lead_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('sell_receipt_lines')
      .addColumn('line_id', 'text', (col) => col.primaryKey().references('sell_request_lines.id').onDelete('cascade'))
      .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('quantity_received', 'integer', (col) => col.notNull())
      .addColumn('serials', 'text')
      .addColumn('final_grade', 'text', (col) => col.notNull())
      .addColumn('final_price_cents', 'integer')
      .addColumn('deviation_reason', 'text')
      .addColumn('recorded_by', 'text', (col) => col.notNull())
      .addColumn('recorded_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sell_receipt_lines_lead_idx').on('sell_receipt_lines').column('lead_id').execute();
  },
};

/**
 * Credit notes and certificates: no foreign key to the lead on purpose (see trade-in-schema.ts);
 * numbers are unique and come from `reference_counters` (one scope per kind and year).
 */
export const documentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credit_notes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('lead_id', 'text', (col) => col.notNull())
      .addColumn('lead_reference', 'text')
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('issued_by', 'text', (col) => col.notNull())
      .addColumn('gross_cents', 'integer', (col) => col.notNull())
      .addColumn('payment_due', 'text', (col) => col.notNull())
      .addColumn('paid_on', 'text')
      .addColumn('paid_recorded_by', 'text')
      .addColumn('document', 'text', (col) => col.notNull())
      .execute();
    // One credit note per sell request.
    await db.schema.createIndex('credit_notes_lead_idx').on('credit_notes').column('lead_id').unique().execute();
    await db.schema.createIndex('credit_notes_issued_idx').on('credit_notes').column('issued_at').execute();

    await db.schema
      .createTable('certificates')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('lead_id', 'text', (col) => col.notNull())
      .addColumn('lead_reference', 'text')
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('issued_by', 'text', (col) => col.notNull())
      .addColumn('item_count', 'integer', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_by', 'text')
      .addColumn('document', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('certificates_lead_idx').on('certificates').columns(['lead_id', 'issued_at']).execute();
    await db.schema.createIndex('certificates_issued_idx').on('certificates').column('issued_at').execute();
  },
};

/**
 * Audit rows keep the lead's reference number (not personal data), so an entry still says which
 * request it was about after the lead is erased.
 */
export const auditReferenceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('lead_reference', 'text').execute();
    await sql`update audit_log set lead_reference = (select reference from leads where leads.id = audit_log.lead_id)
      where lead_id is not null`.execute(db);
  },
};

/**
 * An admin resets a member's access (lost password or authenticator): an invitation that names the
 * member's account (`user_id`) sets a new password on it instead of creating an account, so the
 * member keeps their id (assignments, notes and the audit log still name them).
 */
export const staffAccessResetMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('staff_invitations').addColumn('user_id', 'text').execute();
  },
};

/**
 * SQLite's full-text index keeps a deleted lead's words in older index segments until they are
 * merged; FTS5's `secure-delete` option removes them at once (SQLite 3.44+). PostgreSQL's GIN
 * index is updated with the row (docs/leads.md: what VACUUM does and does not guarantee).
 */
export const secureSearchDeleteMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`insert into leads_fts(leads_fts, rank) values ('secure-delete', 1)`.execute(db);
    }
  },
};
