import 'server-only';
import { expressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { InboxQuery } from './inbox-query';
import { leadSearchCondition } from './lead-search';

/** The first instant after an ISO day (YYYY-MM-DD), as stored timestamps are written. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/**
 * The WHERE of the inbox, shared by the list and the CSV export so both show the same leads.
 * Spam: an explicit status filter decides on its own (status 'spam' shows spam); otherwise the
 * `spam` setting excludes (default), isolates or includes it. Days are UTC bounds (inbox-query.ts).
 */
export function inboxCondition(db: Kysely<Database>, query: Omit<InboxQuery, 'page'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'leads'>();
  const conditions: Expression<SqlBool>[] = [];
  if (query.status) conditions.push(eb('leads.status', '=', query.status));
  else if (query.spam === 'exclude') conditions.push(eb('leads.is_spam', '=', 0));
  else if (query.spam === 'only') conditions.push(eb('leads.is_spam', '=', 1));
  if (query.form) conditions.push(eb('leads.form', '=', query.form));
  if (query.locale) conditions.push(eb('leads.locale', '=', query.locale));
  if (query.from) conditions.push(eb('leads.created_at', '>=', `${query.from}T00:00:00.000Z`));
  if (query.to) conditions.push(eb('leads.created_at', '<', dayAfter(query.to)));
  if (query.assignedTo === 'none') conditions.push(eb('leads.assigned_to', 'is', null));
  else if (query.assignedTo) conditions.push(eb('leads.assigned_to', '=', query.assignedTo));
  const search = leadSearchCondition(db, query.q);
  if (search) conditions.push(search);
  return eb.and(conditions);
}
