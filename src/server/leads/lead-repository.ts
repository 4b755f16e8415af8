import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { ContactRequest } from '@/lib/contact-schema';
import type { Database, LeadForm, OutboxKind } from '../db/schema';
import { composeConfirmation, composeNotification, type ComposedMail, type LeadMailInput } from '../mail/compose';
import { outboxRow } from '../mail/outbox-row';
import { attachUploads } from '../uploads';
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
  /**
   * The sending client's rate-limit key: only files this client uploaded are attached
   * (`request.attachmentIds`, src/server/uploads/). Without it no file is attached.
   */
  clientKey?: string;
};

/**
 * `created`: stored now. `duplicate`: the idempotency key was used before with the same content
 * (a retry or double click): nothing new stored, the first lead's id. `conflict`: the key was
 * used before with different content: nothing stored, the caller must not claim success.
 */
export type StoreLeadResult =
  | { outcome: 'created' | 'duplicate'; id: string; reference: string | null; spam: SpamReason | null }
  | { outcome: 'conflict' };

/** The visitor's part of a lead row: what each kind of submission fills in. */
export type LeadValues = {
  form: LeadForm;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  locale: Locale;
  page: string | null;
};

/** A lead as it was just inserted: its values with id, reference and time. */
export type InsertedLead = LeadValues & { id: string; reference: string; created_at: string };

/** A mail to queue with a lead, in the lead's transaction. */
export type QueuedMail = { kind: OutboxKind; mail: ComposedMail };

type StoreLeadRecordInput = {
  values: LeadValues;
  idempotencyKey: string;
  /** `leadContentHash(…)` of what the visitor submitted. */
  contentHash: string;
  /** The spam signals the visitor's browser sent (honeypot, fill time). */
  spamSignals: { website?: string; startedAt?: number };
  now: Date;
};

/**
 * What the caller adds in the same transaction once the lead row exists: its own rows (a sell
 * request's lines) and the mails to queue. Called for new leads only, spam included; the mails
 * of spam are dropped.
 */
type CompleteLead = (trx: Transaction<Database>, lead: InsertedLead, spam: SpamReason | null) => Promise<QueuedMail[]>;

/** Queues mails of a lead in the caller's transaction (the outbox worker sends them after the commit). */
export async function queueLeadMails(
  trx: Transaction<Database> | Kysely<Database>,
  leadId: string,
  mails: readonly QueuedMail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  const nowIso = now.toISOString();
  await trx
    .insertInto('mail_outbox')
    .values(mails.map(({ kind, mail }) => outboxRow(leadId, kind, mail, nowIso)))
    .execute();
}

/** A digest of what the visitor submitted, to tell a retry from a different submission. */
export function leadContentHash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function contactContentHash(request: ContactRequest, locale: Locale): string {
  const phone = request.phone ?? '';
  const subject = request.subject;
  return leadContentHash([
    request.form,
    locale,
    request.firstName,
    request.lastName,
    request.email,
    phone,
    subject,
    request.message,
  ]);
}

/**
 * The ONE way a visitor's submission becomes a lead, for every kind of submission (contact
 * forms, sell requests), in ONE transaction: the idempotency check (same key and content → the
 * first lead, `duplicate`; other content → `conflict`, nothing stored), the spam checks
 * (honeypot, fill time: stored with status 'spam', never mailed), the reference number from a
 * counter in the same transaction, the lead row, then `complete` (the caller's rows and mails),
 * then the outbox rows. A lead is never stored without its mails and vice versa.
 */
export async function storeLeadRecord(
  db: Kysely<Database>,
  { values, idempotencyKey, contentHash, spamSignals, now }: StoreLeadRecordInput,
  complete: CompleteLead,
): Promise<StoreLeadResult> {
  const nowIso = now.toISOString();
  const spam = detectSpam(spamSignals, now.getTime());

  return db.transaction().execute(async (trx): Promise<StoreLeadResult> => {
    const earlier = async (): Promise<StoreLeadResult> => {
      const first = await trx
        .selectFrom('leads')
        .select(['id', 'reference', 'is_spam', 'content_hash'])
        .where('idempotency_key', '=', idempotencyKey)
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
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (known) return earlier();

    const lead: InsertedLead = {
      ...values,
      id: randomUUID(),
      reference: await nextReferenceNumber(trx, { kind: 'lead', now }),
      created_at: nowIso,
    };
    const { id, reference } = lead;
    const inserted = await trx
      .insertInto('leads')
      .values({
        ...lead,
        status: spam ? 'spam' : 'new',
        is_spam: spam ? 1 : 0,
        idempotency_key: idempotencyKey,
        content_hash: contentHash,
        updated_at: nowIso,
      })
      // A concurrent retry with the same key committed first: answer as for a retry.
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return earlier();

    const mails = await complete(trx, lead, spam);
    if (!spam) await queueLeadMails(trx, id, mails, now);
    return { outcome: 'created', id, reference, spam };
  });
}

/**
 * Stores a validated contact-form submission and its notification(s) (storeLeadRecord): the
 * notification to the company, and the visitor's confirmation when asked for.
 */
export async function storeLead(
  db: Kysely<Database>,
  { request, locale, page }: StoreLeadInput,
  options: StoreLeadOptions = {},
): Promise<StoreLeadResult> {
  const values: LeadValues = {
    form: request.form,
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    phone: request.phone ?? null,
    subject: request.subject,
    message: request.message,
    locale,
    page: request.page ?? page ?? null,
  };
  return storeLeadRecord(
    db,
    {
      values,
      idempotencyKey: request.idempotencyKey,
      contentHash: contactContentHash(request, locale),
      spamSignals: { website: request.website, startedAt: request.startedAt },
      now: options.now ?? new Date(),
    },
    async (trx, lead, spam) => {
      // The visitor's uploaded files join the lead in its transaction (and go with it).
      const attached =
        options.clientKey && request.attachmentIds?.length
          ? await attachUploads(trx, {
              uploadIds: request.attachmentIds,
              leadId: lead.id,
              clientKey: options.clientKey,
              now: new Date(lead.created_at),
            })
          : [];
      if (spam) return [];
      const mailInput: LeadMailInput = { ...lead, form: request.form, attachments: attached.length };
      const mails: QueuedMail[] = [
        { kind: 'notification', mail: composeNotification(mailInput, options.notificationRecipient) },
      ];
      if (options.confirmation) mails.push({ kind: 'confirmation', mail: composeConfirmation(mailInput) });
      return mails;
    },
  );
}
