import { SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Uploaded photos and documents (attachments of inquiries and sell requests). Portable types;
 * the one difference is the bytes' column: `blob` on SQLite, `bytea` on PostgreSQL. Both foreign
 * keys cascade, so a file can never outlive its lead (retention, erasure) even on a path that
 * forgets it; the code still deletes explicitly to learn the S3 keys to remove.
 */
export const uploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const blobType = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('lead_id', 'text', (col) => col.references('leads.id').onDelete('cascade'))
      .addColumn('client_hash', 'text')
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('bytes', 'integer', (col) => col.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('storage', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // A lead's attachments; the sweep of unattached files (lead_id null, by age).
    await db.schema.createIndex('uploads_lead_idx').on('uploads').columns(['lead_id', 'created_at']).execute();
    await db.schema.createIndex('uploads_created_idx').on('uploads').column('created_at').execute();
    await db.schema
      .createTable('upload_blobs')
      .addColumn('upload_id', 'text', (col) => col.primaryKey().references('uploads.id').onDelete('cascade'))
      .addColumn('data', blobType, (col) => col.notNull())
      .execute();
  },
};
