import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The price lists as data (src/server/db/prices-schema.ts). Portable types only: text and integer. */
export const pricesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('price_lists')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('family', 'text', (col) => col.notNull())
      .addColumn('rule', 'text')
      .addColumn('prefix', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('published_version', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('price_versions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('list_id', 'text', (col) => col.notNull().references('price_lists.id'))
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('document', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('source_version', 'integer')
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('published_by', 'text', (col) => col.notNull())
      .addColumn('published_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('price_versions_list_number', ['list_id', 'number'])
      .execute();
    await db.schema
      .createTable('price_drafts')
      .addColumn('list_id', 'text', (col) => col.primaryKey().references('price_lists.id'))
      .addColumn('document', 'text', (col) => col.notNull())
      .addColumn('base_version', 'integer', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('price_articles')
      .addColumn('article_number', 'text', (col) => col.primaryKey())
      .addColumn('list_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('price_history')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('article_number', 'text', (col) => col.notNull())
      .addColumn('list_id', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('price_cents', 'integer')
      .addColumn('new_price_cents', 'integer')
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('published_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('price_history_article_idx')
      .on('price_history')
      .columns(['article_number', 'published_at'])
      .execute();
    await db.schema
      .createTable('price_state')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('price_imports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('review', 'text', (col) => col.notNull())
      .execute();
  },
};
