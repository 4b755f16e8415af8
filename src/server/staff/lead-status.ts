import 'server-only';
import type { LeadStatus, LeadsTable } from '../db/schema';

/** Every status, in workflow order (the inbox's tabs and counts use this order). */
export const leadStatuses = [
  'new',
  'in_progress',
  'offer_sent',
  'won',
  'lost',
  'spam',
] as const satisfies readonly LeadStatus[];

/**
 * The workflow rule, the one place it is written down:
 * - forward one step: new → in_progress → offer_sent → won | lost;
 * - back one step, to undo a slip: in_progress → new, offer_sent → in_progress,
 *   won → offer_sent, lost → offer_sent;
 * - any status → spam (staff find spam the check missed);
 * - spam → new only (released: a real inquiry after all, worked from the start).
 * Everything else (new → won, spam → in_progress, a status to itself) is refused.
 */
const allowed: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['in_progress', 'spam'],
  in_progress: ['offer_sent', 'new', 'spam'],
  offer_sent: ['won', 'lost', 'in_progress', 'spam'],
  won: ['offer_sent', 'spam'],
  lost: ['offer_sent', 'spam'],
  spam: ['new'],
};

export function canTransition(from: LeadStatus, to: LeadStatus): boolean {
  return allowed[from]?.includes(to) ?? false;
}

/** The statuses a lead in `from` may move to (for the page's buttons). */
export function nextStatuses(from: LeadStatus): readonly LeadStatus[] {
  return allowed[from] ?? [];
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}

/**
 * The columns a status change writes. `is_spam` is derived from the status HERE so the two never
 * disagree: the retention sweep keys on `is_spam` (spam is deleted after 30 days, counted from
 * receipt, so marking an old lead as spam has it deleted at the next sweep; releasing spam gives
 * it a lead's retention again). storeLead sets both the same way for new leads.
 */
export function leadStatusColumns(status: LeadStatus): Pick<LeadsTable, 'status' | 'is_spam'> {
  return { status, is_spam: status === 'spam' ? 1 : 0 };
}
