import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactRequest } from '@/lib/contact-schema';
import type { Database, NewOutboxRow } from '../db/schema';
import { composeConfirmation, composeNotification, type ComposedMail, type LeadMailInput } from '../mail/compose';
import { detectSpam, type SpamReason } from './spam';

export type StoreLeadInput = {
  request: ContactRequest;
  locale: 'de' | 'en';
  /** Path of the page the form was sent from (body `page`, else the Referer's path). */
  page?: string;
};

export type StoreLeadOptions = {
  now?: Date;
  /** Also queue a confirmation to the visitor (MAIL_CONFIRMATION). */
  confirmation?: boolean;
  notificationRecipient?: string;
};

export type StoreLeadResult = { id: string; duplicate: boolean; spam: SpamReason | null };

function outboxRow(leadId: string, kind: NewOutboxRow['kind'], mail: ComposedMail, now: string): NewOutboxRow {
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

/**
 * Stores a validated submission and its notification(s) in ONE transaction, so a lead is never
 * stored without its mail and vice versa. The idempotency key is unique: a retried submission
 * stores nothing and returns the first lead's id. Spam is stored (status 'spam', is_spam 1) but
 * not mailed.
 */
export async function storeLead(
  db: Kysely<Database>,
  { request, locale, page }: StoreLeadInput,
  options: StoreLeadOptions = {},
): Promise<StoreLeadResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const spam = detectSpam({ website: request.website, startedAt: request.startedAt }, now.getTime());
  const id = randomUUID();
  const phone = request.form === 'contact-page' ? (request.phone ?? null) : null;
  const subject = request.form === 'inquiry' ? request.subject : null;

  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('leads')
      .values({
        id,
        form: request.form,
        first_name: request.firstName,
        last_name: request.lastName,
        email: request.email,
        phone,
        subject,
        message: request.message,
        locale,
        page: request.page ?? page ?? null,
        status: spam ? 'spam' : 'new',
        is_spam: spam ? 1 : 0,
        idempotency_key: request.idempotencyKey,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();

    if (!inserted) {
      const first = await trx
        .selectFrom('leads')
        .select(['id', 'is_spam'])
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: first.id, duplicate: true, spam: first.is_spam ? (spam ?? 'honeypot') : null };
    }
    if (spam) return { id, duplicate: false, spam };

    const mailInput: LeadMailInput = {
      id,
      form: request.form,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone,
      subject,
      message: request.message,
      locale,
      page: request.page ?? page ?? null,
      createdAt: nowIso,
    };
    const rows = [outboxRow(id, 'notification', composeNotification(mailInput, options.notificationRecipient), nowIso)];
    if (options.confirmation) rows.push(outboxRow(id, 'confirmation', composeConfirmation(mailInput), nowIso));
    await trx.insertInto('mail_outbox').values(rows).execute();
    return { id, duplicate: false, spam: null };
  });
}
