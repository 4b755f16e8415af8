import { randomUUID } from 'node:crypto';
import type { NewOutboxRow } from '../db/schema';
import type { ComposedMail } from './compose';

/** A composed mail as a new outbox row, due at once; `leadId` null for mails about no lead (invitations). */
export function outboxRow(
  leadId: string | null,
  kind: NewOutboxRow['kind'],
  mail: ComposedMail,
  now: string,
): NewOutboxRow {
  return {
    id: randomUUID(),
    lead_id: leadId,
    kind,
    recipient: mail.recipient,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html,
    reply_to: mail.replyTo,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    sent_at: null,
    created_at: now,
  };
}
