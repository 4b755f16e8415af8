import type { Insertable, Selectable } from 'kysely';
import type { databaseColumns } from './columns';

/**
 * The ONE typed schema of both dialects. Portable types only: text UUID keys made in code,
 * timestamps as ISO-8601 UTC text (`toISOString()`, so they sort and compare as text), integers
 * for counters and flags (0/1).
 */
export type LeadStatus = 'new' | 'spam';
export type LeadForm = 'inquiry' | 'contact-page';
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
export type OutboxKind = 'notification' | 'confirmation';

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
  is_spam: number;
  idempotency_key: string;
  /** Digest of the submitted content: the same idempotency key with other content is a conflict. */
  content_hash: string | null;
  created_at: string;
  updated_at: string;
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

export interface Database {
  leads: LeadsTable;
  mail_outbox: MailOutboxTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  reference_counters: ReferenceCountersTable;
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
] = [true, true, true, true, true];
