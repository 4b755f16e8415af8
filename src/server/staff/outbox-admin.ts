import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../db/schema';
import { writeAudit } from './audit';
import { readPage, type Paged } from './paging';
import { StaffActionError } from './staff-error';

const OUTBOX_PAGE_SIZE = 50;

export type OutboxListRow = {
  id: string;
  /** The lead's reference number; null for a lead from before numbers existed. */
  reference: string | null;
  kind: string;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
};

/**
 * The mail outbox by status, newest first, 50 a page (a page past the end shows the last one).
 * Bodies are left out: they repeat the inquiry, which the lead's detail view shows (audited).
 */
export async function listOutbox(
  db: Kysely<Database>,
  { status, page }: { status: OutboxStatus; page: number },
): Promise<Paged<OutboxListRow>> {
  return readPage(
    db.selectFrom('mail_outbox').where('status', '=', status),
    { requested: page, size: OUTBOX_PAGE_SIZE },
    (offset) =>
      db
        .selectFrom('mail_outbox')
        .leftJoin('leads', 'leads.id', 'mail_outbox.lead_id')
        .select([
          'mail_outbox.id',
          'leads.reference',
          'mail_outbox.kind',
          'mail_outbox.recipient',
          'mail_outbox.status',
          'mail_outbox.attempts',
          'mail_outbox.last_error',
          'mail_outbox.next_attempt_at',
          'mail_outbox.sent_at',
          'mail_outbox.created_at',
        ])
        .where('mail_outbox.status', '=', status)
        .orderBy('mail_outbox.created_at', 'desc')
        .orderBy('mail_outbox.id', 'desc')
        .limit(OUTBOX_PAGE_SIZE)
        .offset(offset)
        .execute(),
  );
}

/**
 * Sends a failed mail again: back to 'pending', due now, attempts from zero (the worker gives up
 * after its maximum number of attempts, so without the reset it would never be claimed again).
 * Only 'failed' mails: a pending or sending one is on its way, a sent one was delivered.
 * The change and its audit row commit together.
 */
export async function resendMail(
  db: Kysely<Database>,
  { mailId, actorId }: { mailId: string; actorId: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const reset = await trx
      .updateTable('mail_outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
      .where('id', '=', mailId)
      .where('status', '=', 'failed')
      .returning('lead_id')
      .executeTakeFirst();
    if (!reset) {
      const exists = await trx.selectFrom('mail_outbox').select('status').where('id', '=', mailId).executeTakeFirst();
      throw new StaffActionError(
        exists ? 'mail_not_failed' : 'mail_not_found',
        exists ? { status: exists.status } : {},
      );
    }
    await writeAudit(trx, { actorId, action: 'mail.resent', leadId: reset.lead_id, detail: mailId, now });
  });
}

/** How many mails are in each state (the outbox view's tabs). */
export async function outboxCounts(db: Kysely<Database>): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
