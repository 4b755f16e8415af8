import { SqliteAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The text PostgreSQL's full-text index covers: first name, last name, e-mail, subject and
 * message, with ASCII punctuation turned into spaces so that `erika@example.org` is the words
 * `erika example org` (SQLite's FTS5 tokenizer splits the same way; without this, PostgreSQL's
 * parser would keep the address as one e-mail token and `example` would not find it).
 *
 * The GIN index is on exactly this expression; a query must use the same expression to hit it,
 * so src/server/staff/lead-search.ts imports it from here. Never change it in place: a change
 * needs a new migration that recreates the index.
 */
export function leadSearchDocument(): RawBuilder<unknown> {
  return sql`to_tsvector('simple'::regconfig, regexp_replace(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(subject, '') || ' ' || coalesce(message, ''), '[[:punct:]]+', ' ', 'g'))`;
}

/**
 * The back office's work on leads: workflow status, assignment, notes, audit log, full-text search.
 *
 * - `leads.status` widens to new → in_progress → offer_sent → won | lost, plus spam. The column is
 *   text without a constraint, so no rewrite is needed. `is_spam` stays: it is the indexed flag the
 *   retention sweep uses (spam is kept 30 days, leads 730). It is derived from the status, written
 *   only through `leadStatusColumns` (src/server/staff/lead-status.ts) and by storeLead, which
 *   sets both the same way; the backfill below makes existing rows agree.
 * - `assigned_to`: a staff user id (better-auth's text id), no foreign key: the sign-in's tables
 *   belong to another migration and an assignee's account may be deleted.
 * - `audit_log.lead_id` has NO foreign key on purpose: the entries outlive an erased lead (Art. 17
 *   erasure is itself audited). It holds ids, the action and a non-personal detail only.
 * - Full-text search: SQLite FTS5 as an external-content table over `leads` (no second copy of
 *   the personal data), kept in step by triggers; PostgreSQL a GIN index on a `to_tsvector('simple',
 *   …)` expression. Why not pg_trgm: it is in Debian's package, but CREATE EXTENSION needs rights
 *   a hosted database may not give the application; tsvector needs none, and its word-prefix
 *   matching behaves like FTS5's, so both dialects answer a search the same way.
 */
export const leadWorkflowMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
    await sql`update leads set is_spam = case when status = 'spam' then 1 else 0 end`.execute(db);

    // The inbox: filters on status, assignee, form, language, always newest first; the export and
    // the default view page through (created_at, id).
    for (const column of ['status', 'assigned_to', 'form', 'locale'] as const) {
      await db.schema.createIndex(`leads_${column}_created_idx`).on('leads').columns([column, 'created_at']).execute();
    }
    await db.schema.createIndex('leads_created_id_idx').on('leads').columns(['created_at', 'id']).execute();
    // The erasure looks people up by address, case-insensitively.
    await db.schema
      .createIndex('leads_email_lower_idx')
      .on('leads')
      .expression(sql`lower(email)`)
      .execute();

    await db.schema
      .createTable('lead_notes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('author_id', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'created_at']).execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('actor_id', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('lead_id', 'text')
      .addColumn('detail', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_log_lead_idx').on('audit_log').columns(['lead_id', 'created_at']).execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

    // The one place the dialects differ.
    if (db.getExecutor().adapter instanceof SqliteAdapter) await createSqliteSearch(db);
    else await sql`create index leads_search_idx on leads using gin (${leadSearchDocument()})`.execute(db);
  },
};

/**
 * FTS5 over the leads' own columns (content='leads': the index stores tokens, not a copy of the
 * text). The leads table is a rowid table; FTS5 keys on that rowid. `remove_diacritics 0`: like
 * PostgreSQL's 'simple' configuration, `muller` does not find `Müller` (case is folded on both).
 * The prefix indexes make the prefix queries of the inbox (`"mül"*`) fast.
 * A VACUUM may renumber rowids of a table without INTEGER PRIMARY KEY; after one, run
 * `insert into leads_fts(leads_fts) values('rebuild')` (the application never vacuums).
 */
async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  const columns = sql.raw('first_name, last_name, email, subject, message');
  const values = (row: 'new' | 'old') =>
    sql.raw(`${row}.rowid, ${row}.first_name, ${row}.last_name, ${row}.email, ${row}.subject, ${row}.message`);
  await sql`create virtual table leads_fts using fts5(${columns}, content='leads', content_rowid='rowid', tokenize='unicode61 remove_diacritics 0', prefix='2 3')`.execute(
    db,
  );
  await sql`create trigger leads_fts_insert after insert on leads begin
    insert into leads_fts(rowid, ${columns}) values (${values('new')});
  end`.execute(db);
  await sql`create trigger leads_fts_delete after delete on leads begin
    insert into leads_fts(leads_fts, rowid, ${columns}) values ('delete', ${values('old')});
  end`.execute(db);
  // Only a change of an indexed column touches the index (status changes are frequent).
  await sql`create trigger leads_fts_update after update of ${columns} on leads begin
    insert into leads_fts(leads_fts, rowid, ${columns}) values ('delete', ${values('old')});
    insert into leads_fts(rowid, ${columns}) values (${values('new')});
  end`.execute(db);
  await sql`insert into leads_fts(leads_fts) values ('rebuild')`.execute(db);
}
