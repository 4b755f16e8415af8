import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { ContactRequest } from '@/lib/contact-schema';
import type { Database, NewOutboxRow } from '../db/schema';
import { composeConfirmation, composeNotification, type ComposedMail, type LeadMailInput } from '../mail/compose';
import { nextReferenceNumber } from './reference-number';
import { detectSpam, type SpamReason } from './spam';

type StoreLeadInput = {
  request: ContactRequest;
  locale: Locale;
  /** Path of the page the form was sent from (body `page`, else the Referer's path). */
  page?: string;
};

type StoreLeadOptions = {
  now?: Date;
  /** Also queue a confirmation to the visitor (MAIL_CONFIRMATION, and within its limits). */
  confirmation?: boolean;
  notificationRecipient?: string;
};

/**
 * `created`: stored now. `duplicate`: the idempotency key was used before with the same content
 * (a retry or double click): nothing new stored, the first lead's id. `conflict`: the key was
 * used before with different content: nothing stored, the caller must not claim success.
 */
type StoreLeadResult =
  | { outcome: 'created' | 'duplicate'; id: string; reference: string | null; spam: SpamReason | null }
  | { outcome: 'conflict' };

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

/** A digest of what the visitor submitted, to tell a retry from a different submission. */
function leadContentHash(request: ContactRequest, locale: Locale): string {
  const phone = request.form === 'contact-page' ? (request.phone ?? '') : '';
  const subject = request.form === 'inquiry' ? request.subject : '';
  const parts = [
    request.form,
    locale,
    request.firstName,
    request.lastName,
    request.email,
    phone,
    subject,
    request.message,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Stores a validated submission and its notification(s) in ONE transaction, so a lead is never
 * stored without its mail and vice versa. The idempotency key is unique: a retried submission
 * stores nothing and returns the first lead. Spam is stored (status 'spam', is_spam 1) but not
 * mailed. Each lead gets a reference number (KW-2026-000123) from a counter in the same
 * transaction.
 */
export async function storeLead(
  db: Kysely<Database>,
  { request, locale, page }: StoreLeadInput,
  options: StoreLeadOptions = {},
): Promise<StoreLeadResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const spam = detectSpam({ website: request.website, startedAt: request.startedAt }, now.getTime());
  const contentHash = leadContentHash(request, locale);
  const phone = request.form === 'contact-page' ? (request.phone ?? null) : null;
  const subject = request.form === 'inquiry' ? request.subject : null;
  const pagePath = request.page ?? page ?? null;

  return db.transaction().execute(async (trx): Promise<StoreLeadResult> => {
    const earlier = async (): Promise<StoreLeadResult> => {
      const first = await trx
        .selectFrom('leads')
        .select(['id', 'reference', 'is_spam', 'content_hash'])
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.content_hash !== null && first.content_hash !== contentHash) return { outcome: 'conflict' };
      return {
        outcome: 'duplicate',
        id: first.id,
        reference: first.reference,
        spam: first.is_spam ? (spam ?? 'honeypot') : null,
      };
    };

    const known = await trx
      .selectFrom('leads')
      .select('id')
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (known) return earlier();

    const lead = {
      id: randomUUID(),
      reference: await nextReferenceNumber(trx, { kind: 'lead', now }),
      form: request.form,
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      phone,
      subject,
      message: request.message,
      locale,
      page: pagePath,
      created_at: nowIso,
    };
    const { id, reference } = lead;
    const inserted = await trx
      .insertInto('leads')
      .values({
        ...lead,
        status: spam ? 'spam' : 'new',
        is_spam: spam ? 1 : 0,
        idempotency_key: request.idempotencyKey,
        content_hash: contentHash,
        updated_at: nowIso,
      })
      // A concurrent retry with the same key committed first: answer as for a retry.
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return earlier();
    if (spam) return { outcome: 'created', id, reference, spam };

    const mailInput: LeadMailInput = lead;
    const rows = [outboxRow(id, 'notification', composeNotification(mailInput, options.notificationRecipient), nowIso)];
    if (options.confirmation) rows.push(outboxRow(id, 'confirmation', composeConfirmation(mailInput), nowIso));
    await trx.insertInto('mail_outbox').values(rows).execute();
    return { outcome: 'created', id, reference, spam: null };
  });
}
