import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { stripBidiControls, visibleLength } from '@/lib/text-input';
import { columnsExcept } from '../db/columns';
import type { AuditLogTable, Database, Lead, LeadNotesTable, LeadStatus, MailOutboxTable } from '../db/schema';
import { withdrawOpenOffer } from '../sell-requests/offer-withdrawal';
import { auditLeadView, writeAudit } from './audit';
import { dialectOf } from './lead-search';
import { canTransition, leadStatusColumns } from './lead-status';
import { StaffActionError } from './staff-error';

export const NOTE_MAX_CHARS = 5_000;
const ID_MAX_CHARS = 200;

export type LeadNote = Selectable<LeadNotesTable>;
/** A mail's delivery state; the bodies stay out (they repeat the lead and are not needed here). */
export type LeadMailState = Pick<
  Selectable<MailOutboxTable>,
  'id' | 'kind' | 'status' | 'attempts' | 'last_error' | 'next_attempt_at' | 'sent_at' | 'created_at'
>;
export type AuditEntry = Pick<Selectable<AuditLogTable>, 'id' | 'actor_id' | 'action' | 'detail' | 'created_at'>;

export type LeadDetail = {
  lead: Omit<Lead, 'idempotency_key' | 'content_hash' | 'is_spam'>;
  notes: LeadNote[];
  mails: LeadMailState[];
  /** Oldest first, including the view that produced this detail. */
  audit: AuditEntry[];
};

/** Reads a lead for change and fails with `lead_not_found`; PostgreSQL locks the row until commit. */
async function lockLead(trx: Transaction<Database>, leadId: string, pg: boolean) {
  const lead = await trx
    .selectFrom('leads')
    .select(['id', 'status', 'assigned_to'])
    .where('id', '=', leadId)
    .$if(pg, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!lead) throw new StaffActionError('lead_not_found');
  return lead;
}

/**
 * A lead with its notes, its mails' delivery state and its audit timeline. Every read is audited:
 * the 'lead.viewed' row is written in the same transaction before anything is returned, so no
 * detail leaves the database unrecorded; one row stands for a member's views of the lead within
 * the hour (the page reloads after every form post). Null when there is no such lead (nothing audited).
 */
export async function getLeadDetail(db: Kysely<Database>, id: string, actorId: string): Promise<LeadDetail | null> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(columnsExcept('leads', 'idempotency_key', 'content_hash', 'is_spam'))
      .where('id', '=', id)
      .executeTakeFirst();
    if (!lead) return null;
    await auditLeadView(trx, { actorId, leadId: id });
    const notes = await trx
      .selectFrom('lead_notes')
      .selectAll()
      .where('lead_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const mails = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at', 'created_at'])
      .where('lead_id', '=', id)
      .orderBy('created_at')
      .execute();
    const audit = await trx
      .selectFrom('audit_log')
      .select(['id', 'actor_id', 'action', 'detail', 'created_at'])
      .where('lead_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { lead, notes, mails, audit };
  });
}

/**
 * One workflow step inside the caller's transaction (rule: lead-status.ts): locks the lead, refuses
 * a move the rule does not allow with StaffActionError('invalid_transition', { from, to }), writes
 * the status and its 'lead.status_changed' audit row, and withdraws a sell request's open offer
 * when the lead is closed. Other changes that move a lead (a sell request's offer and the
 * visitor's decision) call this, so the rule lives in one place.
 */
export async function transitionLead(
  trx: Transaction<Database>,
  { leadId, status, actorId, now = new Date() }: { leadId: string; status: LeadStatus; actorId: string; now?: Date },
): Promise<{ from: LeadStatus; to: LeadStatus }> {
  const pg = dialectOf(trx) === 'postgres';
  const lead = await lockLead(trx, leadId, pg);
  if (!canTransition(lead.status, status)) {
    throw new StaffActionError('invalid_transition', { from: lead.status, to: status });
  }
  await trx
    .updateTable('leads')
    .set({ ...leadStatusColumns(status), updated_at: now.toISOString() })
    .where('id', '=', leadId)
    .execute();
  await writeAudit(trx, { actorId, action: 'lead.status_changed', leadId, detail: `${lead.status}->${status}`, now });
  // Closing a lead (won, lost, spam) withdraws a sell request's open offer: it can no longer be accepted.
  await withdrawOpenOffer(trx, { leadId, status, actorId, now });
  return { from: lead.status, to: status };
}

/**
 * Moves a lead along the workflow (rule: lead-status.ts). A refused move throws
 * StaffActionError('invalid_transition', { from, to }); the change and its audit row commit together.
 */
export async function changeStatus(
  db: Kysely<Database>,
  { leadId, status, actorId }: { leadId: string; status: LeadStatus; actorId: string },
): Promise<{ from: LeadStatus; to: LeadStatus }> {
  return db.transaction().execute((trx) => transitionLead(trx, { leadId, status, actorId }));
}

/** Assigns a lead to a staff member (their user id) or, with null, to nobody. Audited. */
export async function assignLead(
  db: Kysely<Database>,
  { leadId, assigneeId, actorId }: { leadId: string; assigneeId: string | null; actorId: string },
): Promise<void> {
  const assignee = assigneeId?.trim() || null;
  if (assignee && assignee.length > ID_MAX_CHARS) throw new StaffActionError('invalid_assignee');
  const pg = dialectOf(db) === 'postgres';
  await db.transaction().execute(async (trx) => {
    await lockLead(trx, leadId, pg);
    const now = new Date();
    await trx
      .updateTable('leads')
      .set({ assigned_to: assignee, updated_at: now.toISOString() })
      .where('id', '=', leadId)
      .execute();
    // The detail is a staff user id (or 'none'), never anything of the visitor's.
    await writeAudit(trx, { actorId, action: 'lead.assigned', leadId, detail: assignee ?? 'none', now });
  });
}

/**
 * Adds a staff note (1 to 5,000 visible characters, bidi controls removed like in the forms).
 * A note of only spaces or zero-width characters is refused with 'invalid_note'. Audited without
 * the text.
 */
export async function addNote(
  db: Kysely<Database>,
  { leadId, body, actorId }: { leadId: string; body: string; actorId: string },
): Promise<LeadNote> {
  const text = stripBidiControls(body).trim();
  const visible = visibleLength(text);
  // The raw length is capped too, so invisible characters cannot make a note arbitrarily large.
  if (visible < 1 || visible > NOTE_MAX_CHARS || text.length > NOTE_MAX_CHARS * 4) {
    throw new StaffActionError('invalid_note', { min: '1', max: String(NOTE_MAX_CHARS) });
  }
  const pg = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    await lockLead(trx, leadId, pg);
    const now = new Date();
    const note: LeadNote = {
      id: randomUUID(),
      lead_id: leadId,
      author_id: actorId,
      body: text,
      created_at: now.toISOString(),
    };
    await trx.insertInto('lead_notes').values(note).execute();
    await writeAudit(trx, { actorId, action: 'lead.note_added', leadId, detail: note.id, now });
    return note;
  });
}
