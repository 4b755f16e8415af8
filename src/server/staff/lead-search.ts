import 'server-only';
import { SqliteAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../db/client';
import { leadSearchDocument } from '../db/lead-workflow-migration';
import type { Database } from '../db/schema';

/** Longest search text and most words that count; the rest is ignored (no error, no slow query). */
const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 8;

export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

/**
 * The words of a staff search, the same way both indexes split text: runs of letters and digits
 * (NFC, so a typed `ü` is one letter). Everything else — quotes, `*`, `-`, `:`, `&`, `@`,
 * parentheses — separates words, so no input can reach either engine as query syntax, and
 * `AND`/`OR`/`NOT` are plain words (they are quoted below).
 */
export function searchTerms(q: string): string[] {
  const words =
    q
      .normalize('NFC')
      .slice(0, MAX_QUERY_CHARS)
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, MAX_TERMS);
}

/**
 * The inbox search: a lead matches when its text, one of its sell-request lines, or its reference
 * number does. THE dialect-specific part is the text: every word must occur as the start of a word in first name, last
 * name, e-mail, subject or message (`mül` finds `Müller`, `example` finds `erika@example.org`),
 * case-insensitively; accents count (`muller` does not find `Müller`, on both databases).
 * Returns null when the text has no words (the caller then does not filter).
 * - SQLite: the FTS5 table `leads_fts` (external content, rowid = leads.rowid); each word a quoted
 *   string with a prefix star, `"mül"* "jürgen"*` (implicit AND).
 * - PostgreSQL: the GIN-indexed expression of the migration `@@ to_tsquery('simple', 'mül:* &
 *   jürgen:*')`; the words hold letters and digits only, so they cannot be tsquery operators.
 */
export function leadSearchCondition(db: Kysely<Database>, q: string | undefined): Expression<SqlBool> | null {
  const terms = searchTerms(q ?? '');
  if (terms.length === 0) return null;
  const alternatives = [fullTextCondition(db, terms), lineCondition(terms), referenceCondition(q ?? '')].filter(
    (condition): condition is Expression<SqlBool> => condition !== null,
  );
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

function fullTextCondition(db: Kysely<Database>, terms: readonly string[]): Expression<SqlBool> {
  if (dialectOf(db) === 'sqlite') {
    const match = terms.map((term) => `"${term}"*`).join(' ');
    return sql<SqlBool>`leads.rowid in (select rowid from leads_fts where leads_fts match ${match})`;
  }
  const query = terms.map((term) => `${term}:*`).join(' & ');
  return sql<SqlBool>`${leadSearchDocument()} @@ to_tsquery('simple'::regconfig, ${query})`;
}

/**
 * A reference number as people quote it: the whole `KW-2026-000004` (any case, with or without
 * dashes) finds that lead; its running number alone (`000004`, `4`) finds the leads of every year
 * that end in it. Visitors are told the reference finds their inquiry at once.
 */
function referenceCondition(q: string): Expression<SqlBool> | null {
  const text = q.trim().toUpperCase().replace(/\s+/g, '');
  const full = /^(?:KW-?)?(\d{4})-?(\d{6})$/.exec(text);
  if (full) return sql<SqlBool>`leads.reference = ${`KW-${full[1]}-${full[2]}`}`;
  if (/^\d{1,6}$/.test(text)) return sql<SqlBool>`leads.reference like ${`%-${text.padStart(6, '0')}`}`;
  return null;
}

/**
 * A sell request's lines: every word occurs in a line's name or article number (`R740` finds
 * "Dell PowerEdge R740"), each at least two characters. The words are letters and digits only,
 * so they are no LIKE patterns.
 */
function lineCondition(terms: readonly string[]): Expression<SqlBool> | null {
  // A single character would match nearly every line.
  if (terms.some((term) => term.length < 2)) return null;
  const each = terms.map(
    (term) =>
      sql<SqlBool>`(lower(sell_request_lines.name) like ${`%${term}%`} or lower(coalesce(sell_request_lines.item_id, '')) like ${`%${term}%`})`,
  );
  return sql<SqlBool>`leads.id in (select sell_request_lines.lead_id from sell_request_lines where ${sql.join(each, sql` and `)})`;
}
