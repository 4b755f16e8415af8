import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sell requests (many items, handover, status link) and the staff's offers on them. Every table
 * hangs off `leads.id` with ON DELETE CASCADE, so the retention sweep and the Art. 17 erasure,
 * which delete leads, take these rows with them. `battery_weight_kg` is `double precision`
 * (a float on both dialects; pg returns it as a number); everything else is text or integer.
 */
export const sellRequestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sell_requests')
      .addColumn('lead_id', 'text', (col) => col.primaryKey().references('leads.id').onDelete('cascade'))
      .addColumn('status_token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('company', 'text')
      .addColumn('vat_id', 'text')
      .addColumn('handover_kind', 'text', (col) => col.notNull())
      .addColumn('pickup_street', 'text')
      .addColumn('pickup_postal_code', 'text')
      .addColumn('pickup_city', 'text')
      .addColumn('pickup_date_from', 'text')
      .addColumn('pickup_date_to', 'text')
      .addColumn('pickup_loading_dock', 'integer')
      .addColumn('pickup_forklift', 'integer')
      .addColumn('pickup_floor', 'text')
      .addColumn('pickup_lift', 'integer')
      .addColumn('pickup_contact_name', 'text')
      .addColumn('pickup_contact_phone', 'text')
      .addColumn('goods_received_at', 'text')
      .addColumn('paid_at', 'text')
      .execute();

    await db.schema
      .createTable('sell_request_lines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('item_id', 'text')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('grade', 'text', (col) => col.notNull())
      .addColumn('notes', 'text')
      .addColumn('battery_chemistry', 'text')
      .addColumn('battery_installed', 'integer')
      .addColumn('battery_damaged', 'integer')
      .addColumn('battery_weight_kg', 'double precision')
      .addColumn('battery_packaging', 'integer')
      .execute();
    await db.schema
      .createIndex('sell_request_lines_lead_idx')
      .on('sell_request_lines')
      .columns(['lead_id', 'position'])
      .unique()
      .execute();

    await db.schema
      .createTable('sell_offers')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('valid_until', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decision', 'text')
      .execute();
    await db.schema.createIndex('sell_offers_lead_idx').on('sell_offers').columns(['lead_id', 'sent_at']).execute();

    await db.schema
      .createTable('sell_offer_lines')
      .addColumn('offer_id', 'text', (col) => col.notNull().references('sell_offers.id').onDelete('cascade'))
      .addColumn('line_id', 'text', (col) => col.notNull().references('sell_request_lines.id').onDelete('cascade'))
      .addColumn('price_cents', 'integer')
      .addColumn('declined_reason', 'text')
      .addPrimaryKeyConstraint('sell_offer_lines_pk', ['offer_id', 'line_id'])
      .execute();
    await db.schema.createIndex('sell_offer_lines_line_idx').on('sell_offer_lines').column('line_id').execute();
  },
};
