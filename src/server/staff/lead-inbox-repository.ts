import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, Lead, LeadStatus } from '../db/schema';
import { inboxCondition } from './inbox-filter';
import type { InboxQuery } from './inbox-query';
import { leadStatuses } from './lead-status';
import { readPage, type Paged } from './paging';

const INBOX_PAGE_SIZE = 50;

/** The columns of the inbox table; no message text, phone or page (they are on the detail view). */
export type InboxRow = Pick<
  Lead,
  | 'id'
  | 'reference'
  | 'created_at'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'subject'
  | 'form'
  | 'locale'
  | 'status'
  | 'assigned_to'
>;

/** A row with what a sell request adds: its number of lines and the visitor's decision no one has seen yet. */
export type InboxListRow = InboxRow & { line_count: number; decision_news: 'accepted' | 'declined' | null };

export type InboxPage = Paged<InboxListRow>;

const inboxColumns = [
  'leads.id',
  'leads.reference',
  'leads.created_at',
  'leads.first_name',
  'leads.last_name',
  'leads.email',
  'leads.subject',
  'leads.form',
  'leads.locale',
  'leads.status',
  'leads.assigned_to',
] as const;

/**
 * One page of the inbox, newest first (ties by id, so pages never overlap). A page past the end
 * (a stale link after leads were deleted) shows the last page instead of an empty table.
 */
export async function listLeads(db: Kysely<Database>, query: InboxQuery): Promise<InboxPage> {
  const where = inboxCondition(db, query);
  const page = await readPage(
    db.selectFrom('leads').where(where),
    { requested: query.page, size: INBOX_PAGE_SIZE },
    async (offset, total) =>
      total === 0
        ? []
        : db
            .selectFrom('leads')
            .leftJoin('sell_requests', 'sell_requests.lead_id', 'leads.id')
            .select(inboxColumns)
            .select((eb) => [
              'sell_requests.decision_news',
              eb
                .selectFrom('sell_request_lines')
                .select((inner) => inner.fn.countAll<number | string>().as('n'))
                .whereRef('sell_request_lines.lead_id', '=', 'leads.id')
                .as('line_count'),
            ])
            .where(where)
            .orderBy('leads.created_at', 'desc')
            .orderBy('leads.id', 'desc')
            .limit(INBOX_PAGE_SIZE)
            .offset(offset)
            .execute(),
  );
  return { ...page, rows: page.rows.map((row) => ({ ...row, line_count: Number(row.line_count ?? 0) })) };
}

/** How many leads are in each status (every status present, zeros included). */
export async function statusCounts(db: Kysely<Database>): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom('leads')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

const DAY = 24 * 60 * 60_000;

/** Monday 00:00 UTC of the week holding `date` (ISO weeks start on Monday). */
function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

/**
 * Leads received per week (spam left out) for the last `weeks` weeks including the current one,
 * oldest first, weeks without leads as zeros. Weeks are Monday to Sunday in UTC (the same
 * approximation of Cologne's calendar as the inbox's day filter). One query: a conditional sum
 * per week, portable to both databases and served by the (is_spam, created_at) index.
 */
export async function leadsPerWeek(
  db: Kysely<Database>,
  weeks = 12,
  now: Date = new Date(),
): Promise<{ weekStart: string; count: number }[]> {
  const count = Math.min(Math.max(1, Math.trunc(weeks)), 520);
  const current = mondayOf(now);
  const starts = Array.from({ length: count + 1 }, (_, index) =>
    new Date(current.getTime() - (count - 1 - index) * 7 * DAY).toISOString(),
  );
  const row = await db
    .selectFrom('leads')
    .select((eb) =>
      starts.slice(0, count).map((start, index) =>
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([eb('created_at', '>=', start), eb('created_at', '<', starts[index + 1]!)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as(`w${index}`),
      ),
    )
    .where('is_spam', '=', 0)
    .where('created_at', '>=', starts[0]!)
    .where('created_at', '<', starts[count]!)
    .executeTakeFirstOrThrow();
  const sums = row as Record<string, number | string | null>;
  return starts.slice(0, count).map((start, index) => ({
    weekStart: start.slice(0, 10),
    count: Number(sums[`w${index}`] ?? 0),
  }));
}
