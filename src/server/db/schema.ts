import type { Insertable, Selectable } from 'kysely';
import type { BackupTables } from './backup-schema';
import type { databaseColumns } from './columns';
import type { PricesTables } from './prices-schema';
import type { SellRequestsTables } from './sell-requests-schema';
import type { StaffAuthTables } from './staff-auth-schema';
import type { TradeInTables } from './trade-in-schema';
import type { UploadsTables } from './uploads-schema';

/**
 * The ONE typed schema of both dialects. Portable types only: text UUID keys made in code,
 * timestamps as ISO-8601 UTC text (`toISOString()`, so they sort and compare as text), integers
 * for counters and flags (0/1).
 */
/**
 * The workflow of a lead: new → in_progress → offer_sent → won | lost, and spam (set by the spam
 * check or by staff; released back to new). Transitions: src/server/staff/lead-status.ts.
 */
export type LeadStatus = 'new' | 'in_progress' | 'offer_sent' | 'won' | 'lost' | 'spam';
/** The contact forms, and 'sell-list': a sell request (src/server/sell-requests/). */
/** Which form a lead came from (the inbox filters by it). */
export const leadForms = ['inquiry', 'contact-page', 'sell-list'] as const;
export type LeadForm = (typeof leadForms)[number];
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
/** 'sell-offer': the visitor's "your offer is ready" mail of a sell request. */
/**
 * Sell requests after the offer: 'sell-decision' (to staff: the visitor accepted or declined),
 * 'sell-schedule' (to the visitor: pickup date or shipping instructions, and each change),
 * 'sell-receipt' (to the visitor: the goods arrived and were inspected).
 */
export type OutboxKind =
  | 'notification'
  | 'confirmation'
  | 'staff-invitation'
  | 'sell-offer'
  | 'sell-decision'
  | 'sell-schedule'
  | 'sell-receipt';

export interface LeadsTable {
  id: string;
  /** The number people quote (KW-2026-000123); null for leads from before it existed. */
  reference: string | null;
  form: LeadForm;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  locale: string;
  page: string | null;
  status: LeadStatus;
  /** 1 exactly when status is 'spam' (the retention sweep's indexed flag); see leadStatusColumns. */
  is_spam: number;
  idempotency_key: string;
  /** Digest of the submitted content: the same idempotency key with other content is a conflict. */
  content_hash: string | null;
  created_at: string;
  updated_at: string;
  /** The staff user (better-auth user id) working on the lead, or null. */
  assigned_to: string | null;
}

export interface MailOutboxTable {
  id: string;
  lead_id: string | null;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  reply_to: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface ChatSessionsTable {
  id: string;
  locale: string;
  created_at: string;
  last_message_at: string;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
}

/** Counters for human reference numbers, one row per scope (e.g. `lead-2026`). */
export interface ReferenceCountersTable {
  scope: string;
  value: number;
}

/** Staff notes on a lead; deleted with it. */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

/**
 * Who did what to which lead, and when. `lead_id` has no foreign key, so entries outlive an
 * erased lead; `detail` is non-personal (a status, a count), never names, addresses or text.
 */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  lead_id: string | null;
  detail: string | null;
  created_at: string;
  /** The lead's reference number when the row was written; it stays after the lead is erased. */
  lead_reference: string | null;
}

export interface Database
  extends StaffAuthTables, UploadsTables, SellRequestsTables, TradeInTables, BackupTables, PricesTables {
  leads: LeadsTable;
  mail_outbox: MailOutboxTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  reference_counters: ReferenceCountersTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
}

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
export type NewOutboxRow = Insertable<MailOutboxTable>;
export type ChatMessage = Selectable<ChatMessagesTable>;

// Compile-time check: the interface has exactly the columns of the contract in columns.ts.
type Columns<T extends keyof typeof databaseColumns> = (typeof databaseColumns)[T][number];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const schemaMatchesColumns: [
  Same<keyof LeadsTable, Columns<'leads'>>,
  Same<keyof MailOutboxTable, Columns<'mail_outbox'>>,
  Same<keyof ChatSessionsTable, Columns<'chat_sessions'>>,
  Same<keyof ChatMessagesTable, Columns<'chat_messages'>>,
  Same<keyof ReferenceCountersTable, Columns<'reference_counters'>>,
  Same<keyof LeadNotesTable, Columns<'lead_notes'>>,
  Same<keyof AuditLogTable, Columns<'audit_log'>>,
  Same<keyof Database['staff_users'], Columns<'staff_users'>>,
  Same<keyof Database['staff_sessions'], Columns<'staff_sessions'>>,
  Same<keyof Database['staff_accounts'], Columns<'staff_accounts'>>,
  Same<keyof Database['staff_verifications'], Columns<'staff_verifications'>>,
  Same<keyof Database['staff_two_factors'], Columns<'staff_two_factors'>>,
  Same<keyof Database['staff_passkeys'], Columns<'staff_passkeys'>>,
  Same<keyof Database['staff_invitations'], Columns<'staff_invitations'>>,
  Same<keyof Database['staff_setup_tokens'], Columns<'staff_setup_tokens'>>,
  Same<keyof Database['uploads'], Columns<'uploads'>>,
  Same<keyof Database['upload_blobs'], Columns<'upload_blobs'>>,
  Same<keyof Database['sell_requests'], Columns<'sell_requests'>>,
  Same<keyof Database['sell_request_lines'], Columns<'sell_request_lines'>>,
  Same<keyof Database['sell_offers'], Columns<'sell_offers'>>,
  Same<keyof Database['sell_offer_lines'], Columns<'sell_offer_lines'>>,
  Same<keyof Database['backup_schedule'], Columns<'backup_schedule'>>,
  Same<keyof Database['sell_schedules'], Columns<'sell_schedules'>>,
  Same<keyof Database['sell_receipt_lines'], Columns<'sell_receipt_lines'>>,
  Same<keyof Database['credit_notes'], Columns<'credit_notes'>>,
  Same<keyof Database['certificates'], Columns<'certificates'>>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
