import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LeadStatus, NewLead, NewOutboxRow } from '@/server/db/schema';
import { outboxRow } from '@/server/mail/outbox-row';

let counter = 0;

/** Inserts a lead directly (status, date and texts under the test's control). */
export async function seedLead(
  db: Kysely<Database>,
  overrides: Partial<NewLead> & { status?: LeadStatus } = {},
): Promise<NewLead> {
  counter += 1;
  const status = overrides.status ?? 'new';
  const created = overrides.created_at ?? new Date(Date.UTC(2026, 10, 1, 12, 0, counter % 60)).toISOString();
  const lead: NewLead = {
    id: randomUUID(),
    reference: `KW-2026-${String(counter).padStart(6, '0')}-${randomUUID().slice(0, 4)}`,
    form: 'inquiry',
    first_name: 'Erika',
    last_name: 'Beispiel',
    email: 'erika@example.org',
    phone: null,
    subject: 'Ankauf von Akkus',
    message: 'Wir haben gebrauchte Akkus abzugeben.',
    locale: 'de',
    page: '/',
    idempotency_key: randomUUID(),
    content_hash: null,
    updated_at: created,
    assigned_to: null,
    ...overrides,
    status,
    is_spam: status === 'spam' ? 1 : 0,
    created_at: created,
  };
  await db.insertInto('leads').values(lead).execute();
  return lead;
}

export async function seedMail(
  db: Kysely<Database>,
  overrides: Partial<NewOutboxRow> & { lead_id: string | null },
): Promise<NewOutboxRow> {
  const now = new Date().toISOString();
  const mail = {
    recipient: 'team@example.com',
    subject: 'Neue Anfrage',
    text: 'text',
    html: '<p>text</p>',
    replyTo: null,
  };
  const row: NewOutboxRow = { ...outboxRow(overrides.lead_id, 'notification', mail, now), ...overrides };
  await db.insertInto('mail_outbox').values(row).execute();
  return row;
}

export async function auditRows(db: Kysely<Database>) {
  return db.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('id').execute();
}
