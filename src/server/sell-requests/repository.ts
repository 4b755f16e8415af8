import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';
import type { SellRequest } from '@/lib/sell-request-schema';
import type { Database, LeadStatus } from '../db/schema';
import type { OfferDecision } from '../db/sell-requests-schema';
import {
  leadContentHash,
  queueLeadMails,
  storeLeadRecord,
  type QueuedMail,
  type StoreLeadResult,
} from '../leads/lead-repository';
import { writeAudit } from '../staff/audit';
import { canTransition } from '../staff/lead-status';
import { dialectOf } from '../staff/lead-search';
import { transitionLead } from '../staff/lead-workflow';
import { attachUploads } from '../uploads';
import { catalogueItem } from './catalogue';
import type { StoredLine, StoredSellRequest } from './facts';
import { composeOfferMail, composeSellRequestConfirmation, composeSellRequestNotification } from './mails';
import { sameTokenHash, statusPath, statusToken, statusTokenHash, statusUrl } from './status-token';
import { offerExpired } from './timeline';

/** The actor of the visitor's own actions in the audit log (decisions on the status page). */
export const VISITOR_ACTOR = 'visitor';

/** Offer validity staff may set, in days (default 14). */
export const OFFER_VALIDITY = { defaultDays: 14, minDays: 1, maxDays: 90 } as const;
export const DECLINED_REASON_MAX = 500;
/** A line's binding unit price, in cents: up to 10 million euros. */
export const PRICE_CENTS_MAX = 1_000_000_000;

/** Why an action on a sell request was refused (the page shows a message per code). */
export const sellRequestErrorCodes = [
  'not_sell_request',
  'offer_invalid',
  'offer_accepted',
  'invalid_transition',
  'not_accepted',
  'goods_not_received',
  'already_marked',
] as const;
export type SellRequestErrorCode = (typeof sellRequestErrorCodes)[number];

export class SellRequestError extends Error {
  constructor(readonly code: SellRequestErrorCode) {
    super(code);
    this.name = 'SellRequestError';
  }
}

/** Article numbers of lines that are not in the catalogue, by line index. */
export function unknownItemLines(lines: readonly { itemId?: string }[]): number[] {
  return lines.flatMap((line, index) => (line.itemId && !catalogueItem(line.itemId) ? [index] : []));
}

/** A line as stored: a listed item takes the catalogue's name; battery facts only for battery lines. */
function lineRow(leadId: string, line: SellRequest['lines'][number], position: number) {
  const listed = line.itemId ? catalogueItem(line.itemId) : null;
  if (line.itemId && !listed) throw new Error('unknown catalogue item (checked before storing)');
  const battery = line.battery;
  return {
    id: randomUUID(),
    lead_id: leadId,
    position,
    item_id: listed ? listed.articleNumber : null,
    name: listed ? listed.name : line.name,
    quantity: line.quantity,
    grade: line.grade,
    notes: line.notes ?? null,
    battery_chemistry: battery?.chemistry ?? null,
    battery_installed: battery ? Number(battery.installed) : null,
    battery_damaged: battery ? Number(battery.damaged) : null,
    battery_weight_kg: battery?.weightKg ?? null,
    battery_packaging: battery ? Number(battery.packaging) : null,
    list_price: listed ? listPrice(listed.price) : null,
  };
}

/** A listed line's price as stored (sell-requests-schema.ts `list_price`). */
export const listPrice = (price: number | null) => (price === null ? 'negotiable' : String(price));

function sellRequestRow(leadId: string, tokenHash: string, request: SellRequest) {
  const pickup = request.handover.kind === 'pickup' ? request.handover : null;
  return {
    lead_id: leadId,
    status_token_hash: tokenHash,
    company: request.company ?? null,
    vat_id: request.vatId ?? null,
    handover_kind: request.handover.kind,
    pickup_street: pickup?.street ?? null,
    pickup_postal_code: pickup?.postalCode ?? null,
    pickup_city: pickup?.city ?? null,
    pickup_date_from: pickup?.dateFrom ?? null,
    pickup_date_to: pickup?.dateTo ?? null,
    pickup_loading_dock: pickup ? Number(pickup.loadingDock) : null,
    pickup_forklift: pickup ? Number(pickup.forklift) : null,
    pickup_floor: pickup?.floor ?? null,
    pickup_lift: pickup ? Number(pickup.lift) : null,
    pickup_contact_name: pickup?.contactName ?? null,
    pickup_contact_phone: pickup?.contactPhone ?? null,
    goods_received_at: null,
    paid_at: null,
  };
}

type StoreSellRequestInput = {
  request: SellRequest;
  locale: Locale;
  /** Path of the page the list was sent from (body `page`, else the Referer's path). */
  page?: string;
  /** The client's rate-limit key (attachments are taken only from the same client). */
  clientKey: string;
  /** The server's key the status token is derived from. */
  tokenSecret: string;
};

type StoreSellRequestOptions = {
  now?: Date;
  /** Also queue the visitor's confirmation with the status link (within the confirmation limits). */
  confirmation?: boolean;
  notificationRecipient?: string;
};

export type StoreSellRequestResult =
  (Extract<StoreLeadResult, { id: string }> & { statusPath: string; token: string }) | { outcome: 'conflict' };

/**
 * Stores a validated sell request as a lead (form 'sell-list') through the shared lead
 * transaction (storeLeadRecord: idempotency, spam, reference number, outbox), adding in the same
 * transaction its sell_requests row, its lines, the attachments and the mails: the notification
 * and, when asked for, the confirmation with the status link. Item ids must have been checked
 * (`unknownItemLines`).
 */
export async function storeSellRequest(
  db: Kysely<Database>,
  { request, locale, page, clientKey, tokenSecret }: StoreSellRequestInput,
  options: StoreSellRequestOptions = {},
): Promise<StoreSellRequestResult> {
  const now = options.now ?? new Date();
  const contentHash = leadContentHash([
    'sell-list',
    locale,
    request.firstName,
    request.lastName,
    request.email,
    request.phone ?? '',
    request.company ?? '',
    request.vatId ?? '',
    request.message ?? '',
    request.lines,
    request.handover,
    request.attachmentIds ?? [],
  ]);
  const result = await storeLeadRecord(
    db,
    {
      values: {
        form: 'sell-list',
        first_name: request.firstName,
        last_name: request.lastName,
        email: request.email,
        phone: request.phone ?? null,
        subject: null,
        message: request.message ?? '',
        locale,
        page: request.page ?? page ?? null,
      },
      idempotencyKey: request.idempotencyKey,
      contentHash,
      spamSignals: { website: request.website, startedAt: request.startedAt },
      now,
    },
    async (trx, lead) => {
      const token = statusToken(tokenSecret, lead.id);
      const row = sellRequestRow(lead.id, statusTokenHash(token), request);
      await trx.insertInto('sell_requests').values(row).execute();
      const lines = request.lines.map((line, index) => lineRow(lead.id, line, index));
      for (let start = 0; start < lines.length; start += 100) {
        await trx
          .insertInto('sell_request_lines')
          .values(lines.slice(start, start + 100))
          .execute();
      }
      const attached = request.attachmentIds?.length
        ? await attachUploads(trx, { uploadIds: request.attachmentIds, leadId: lead.id, clientKey, now })
        : [];
      const mails: QueuedMail[] = [
        {
          kind: 'notification',
          mail: composeSellRequestNotification(
            { lead, request: row, lines, attachments: attached.length },
            options.notificationRecipient,
          ),
        },
      ];
      if (options.confirmation) {
        mails.push({
          kind: 'confirmation',
          mail: composeSellRequestConfirmation({
            email: lead.email,
            locale,
            reference: lead.reference,
            lineCount: lines.length,
            link: statusUrl(token, locale),
          }),
        });
      }
      return mails;
    },
  );
  if (result.outcome === 'conflict') return result;
  const token = statusToken(tokenSecret, result.id);
  return { ...result, token, statusPath: statusPath(token, locale) };
}

export type OfferLineView = { line_id: string; price_cents: number | null; declined_reason: string | null };
export type OfferView = {
  id: string;
  created_by: string;
  valid_until: string;
  sent_at: string;
  decided_at: string | null;
  decision: OfferDecision | null;
  lines: OfferLineView[];
};

export type SellRequestView = {
  lead: {
    id: string;
    reference: string | null;
    status: LeadStatus;
    locale: Locale;
    created_at: string;
    email: string;
  };
  request: StoredSellRequest;
  lines: StoredLine[];
  /** The latest offer, or null. */
  offer: OfferView | null;
  offerCount: number;
};

async function loadView(db: Kysely<Database>, leadId: string): Promise<SellRequestView | null> {
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'reference', 'status', 'locale', 'created_at', 'email', 'form'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead || lead.form !== 'sell-list') return null;
  const request = await db.selectFrom('sell_requests').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  if (!request) return null;
  const { status_token_hash: _hash, ...requestFields } = request;
  void _hash;
  const lines = await db
    .selectFrom('sell_request_lines')
    .select([
      'id',
      'position',
      'item_id',
      'name',
      'quantity',
      'grade',
      'notes',
      'battery_chemistry',
      'battery_installed',
      'battery_damaged',
      'battery_weight_kg',
      'battery_packaging',
      'list_price',
    ])
    .where('lead_id', '=', leadId)
    .orderBy('position')
    .execute();
  const offers = await db
    .selectFrom('sell_offers')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = offers[0];
  const offer: OfferView | null = latest
    ? {
        id: latest.id,
        created_by: latest.created_by,
        valid_until: latest.valid_until,
        sent_at: latest.sent_at,
        decided_at: latest.decided_at,
        decision: latest.decision,
        lines: await db
          .selectFrom('sell_offer_lines')
          .select(['line_id', 'price_cents', 'declined_reason'])
          .where('offer_id', '=', latest.id)
          .execute(),
      }
    : null;
  return {
    lead: {
      id: lead.id,
      reference: lead.reference,
      status: lead.status,
      locale: isLocale(lead.locale) ? lead.locale : 'de',
      created_at: lead.created_at,
      email: lead.email,
    },
    request: requestFields,
    lines: lines.map((line) => ({
      ...line,
      battery_weight_kg: line.battery_weight_kg === null ? null : Number(line.battery_weight_kg),
    })),
    offer,
    offerCount: offers.length,
  };
}

/** The lead id of a status token, comparing the token's hash; null for an unknown token. */
async function leadIdOfToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const hash = statusTokenHash(token);
  const row = await db
    .selectFrom('sell_requests')
    .select(['lead_id', 'status_token_hash'])
    .where('status_token_hash', '=', hash)
    .executeTakeFirst();
  return row && sameTokenHash(row.status_token_hash, hash) ? row.lead_id : null;
}

/** What the status page shows for a token (the token is the only key); null for an unknown token. */
export async function findSellRequestByToken(db: Kysely<Database>, token: string): Promise<SellRequestView | null> {
  const leadId = await leadIdOfToken(db, token);
  return leadId ? loadView(db, leadId) : null;
}

/** A sell request for the back office; null when the lead is not a sell request. */
export async function getSellRequest(db: Kysely<Database>, leadId: string): Promise<SellRequestView | null> {
  return loadView(db, leadId);
}

export type OfferLineInput = { lineId: string; priceCents: number | null; declinedReason: string | null };

/** Moves the lead to `target` through the workflow rule, step by step (new → in_progress → offer_sent). */
async function moveTo(
  trx: Transaction<Database>,
  leadId: string,
  from: LeadStatus,
  target: LeadStatus,
  actorId: string,
  now: Date,
) {
  if (from === target) return;
  const path: LeadStatus[] = from === 'new' && target === 'offer_sent' ? ['in_progress', 'offer_sent'] : [target];
  for (const status of path) await transitionLead(trx, { leadId, status, actorId, now });
}

/**
 * Staff send an offer: a binding unit price or a declined reason for EVERY line, a validity in
 * days. ONE transaction: the offer and its lines, the lead to 'offer_sent' through the workflow
 * rule (from 'new' via 'in_progress', each step audited), the 'offer.sent' audit row and the
 * visitor's mail "Ihr Angebot liegt bereit" with the status link. A newer offer supersedes an
 * undecided one; after an accepted offer, none is sent.
 */
export async function sendOffer(
  db: Kysely<Database>,
  {
    leadId,
    actorId,
    validDays,
    lines,
    tokenSecret,
    now = new Date(),
  }: {
    leadId: string;
    actorId: string;
    validDays: number;
    lines: readonly OfferLineInput[];
    tokenSecret: string;
    now?: Date;
  },
): Promise<{ offerId: string }> {
  if (!Number.isInteger(validDays) || validDays < OFFER_VALIDITY.minDays || validDays > OFFER_VALIDITY.maxDays) {
    throw new SellRequestError('offer_invalid');
  }
  for (const line of lines) {
    const priced = line.priceCents !== null;
    const declined = line.declinedReason !== null && line.declinedReason.trim() !== '';
    if (priced === declined) throw new SellRequestError('offer_invalid');
    if (priced && (!Number.isInteger(line.priceCents) || line.priceCents! < 0 || line.priceCents! > PRICE_CENTS_MAX)) {
      throw new SellRequestError('offer_invalid');
    }
    if (declined && line.declinedReason!.trim().length > DECLINED_REASON_MAX)
      throw new SellRequestError('offer_invalid');
  }
  const pg = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'status', 'form', 'email', 'locale', 'reference'])
      .where('id', '=', leadId)
      .$if(pg, (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!lead || lead.form !== 'sell-list') throw new SellRequestError('not_sell_request');
    const request = await trx
      .selectFrom('sell_requests')
      .select(['status_token_hash'])
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    if (!request) throw new SellRequestError('not_sell_request');
    const accepted = await trx
      .selectFrom('sell_offers')
      .select('id')
      .where('lead_id', '=', leadId)
      .where('decision', '=', 'accepted')
      .executeTakeFirst();
    if (accepted) throw new SellRequestError('offer_accepted');
    if (lead.status !== 'offer_sent' && lead.status !== 'new' && !canTransition(lead.status, 'offer_sent')) {
      throw new SellRequestError('invalid_transition');
    }
    const stored = await trx.selectFrom('sell_request_lines').select('id').where('lead_id', '=', leadId).execute();
    const given = new Map(lines.map((line) => [line.lineId, line]));
    if (given.size !== lines.length || stored.length !== given.size || stored.some((line) => !given.has(line.id))) {
      throw new SellRequestError('offer_invalid');
    }

    const offerId = randomUUID();
    const validUntil = new Date(now.getTime() + validDays * 86_400_000).toISOString();
    await trx
      .insertInto('sell_offers')
      .values({
        id: offerId,
        lead_id: leadId,
        created_by: actorId,
        valid_until: validUntil,
        sent_at: now.toISOString(),
        decided_at: null,
        decision: null,
      })
      .execute();
    await trx
      .insertInto('sell_offer_lines')
      .values(
        lines.map((line) => ({
          offer_id: offerId,
          line_id: line.lineId,
          price_cents: line.priceCents,
          declined_reason: line.priceCents === null ? line.declinedReason!.trim() : null,
        })),
      )
      .execute();
    await moveTo(trx, leadId, lead.status, 'offer_sent', actorId, now);
    await writeAudit(trx, { actorId, action: 'offer.sent', leadId, detail: offerId, now });

    // The link in the mail is the one the visitor already has (derived from the server's key). If
    // that key changed since the request came in, the stored hash no longer matches: the new
    // token replaces it, so the mailed link works (and the old one stops working).
    const token = statusToken(tokenSecret, leadId);
    const hash = statusTokenHash(token);
    if (!sameTokenHash(request.status_token_hash, hash)) {
      await trx.updateTable('sell_requests').set({ status_token_hash: hash }).where('lead_id', '=', leadId).execute();
    }
    const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
    await queueLeadMails(
      trx,
      leadId,
      [
        {
          kind: 'sell-offer',
          mail: composeOfferMail({
            email: lead.email,
            locale,
            reference: lead.reference ?? '',
            validUntil,
            link: statusUrl(token, locale),
          }),
        },
      ],
      now,
    );
    return { offerId };
  });
}

export type DecisionOutcome = 'accepted' | 'declined' | 'expired' | 'already_decided' | 'no_offer' | 'not_found';

/**
 * The visitor accepts or declines the latest offer on the status page (the token is the key). Only
 * while it is valid and undecided: silence is never acceptance, an expired offer can no longer be
 * accepted. The decision moves the lead to won | lost through the workflow rule when the rule
 * allows it from where the lead stands, and is audited with the actor 'visitor'.
 */
export async function decideOffer(
  db: Kysely<Database>,
  { token, decision, now = new Date() }: { token: string; decision: 'accept' | 'decline'; now?: Date },
): Promise<DecisionOutcome> {
  const leadId = await leadIdOfToken(db, token);
  if (!leadId) return 'not_found';
  const pg = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx): Promise<DecisionOutcome> => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'status'])
      .where('id', '=', leadId)
      .$if(pg, (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!lead) return 'not_found';
    if (lead.status === 'spam') return 'no_offer';
    const offer = await trx
      .selectFrom('sell_offers')
      .select(['id', 'valid_until', 'decision'])
      .where('lead_id', '=', leadId)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!offer) return 'no_offer';
    if (offer.decision !== null) return 'already_decided';
    if (offerExpired({ validUntil: offer.valid_until, decision: offer.decision }, now)) return 'expired';
    const value: OfferDecision = decision === 'accept' ? 'accepted' : 'declined';
    const updated = await trx
      .updateTable('sell_offers')
      .set({ decision: value, decided_at: now.toISOString() })
      .where('id', '=', offer.id)
      .where('decision', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return 'already_decided';
    const target: LeadStatus = value === 'accepted' ? 'won' : 'lost';
    if (canTransition(lead.status, target)) {
      await transitionLead(trx, { leadId, status: target, actorId: VISITOR_ACTOR, now });
    }
    await writeAudit(trx, {
      actorId: VISITOR_ACTOR,
      action: value === 'accepted' ? 'offer.accepted' : 'offer.declined',
      leadId,
      detail: offer.id,
      now,
    });
    return value;
  });
}

/**
 * Staff record the goods' progress: 'goods_received' (after an accepted offer) and then 'paid'.
 * Each once, audited.
 */
export async function markProgress(
  db: Kysely<Database>,
  {
    leadId,
    step,
    actorId,
    now = new Date(),
  }: { leadId: string; step: 'goods_received' | 'paid'; actorId: string; now?: Date },
): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('sell_requests')
      .select(['goods_received_at', 'paid_at'])
      .where('lead_id', '=', leadId)
      .$if(pg, (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!request) throw new SellRequestError('not_sell_request');
    const accepted = await trx
      .selectFrom('sell_offers')
      .select('id')
      .where('lead_id', '=', leadId)
      .where('decision', '=', 'accepted')
      .executeTakeFirst();
    if (!accepted) throw new SellRequestError('not_accepted');
    const nowIso = now.toISOString();
    if (step === 'goods_received') {
      if (request.goods_received_at) throw new SellRequestError('already_marked');
      await trx.updateTable('sell_requests').set({ goods_received_at: nowIso }).where('lead_id', '=', leadId).execute();
      await writeAudit(trx, { actorId, action: 'sell_request.goods_received', leadId, now });
    } else {
      if (!request.goods_received_at) throw new SellRequestError('goods_not_received');
      if (request.paid_at) throw new SellRequestError('already_marked');
      await trx.updateTable('sell_requests').set({ paid_at: nowIso }).where('lead_id', '=', leadId).execute();
      await writeAudit(trx, { actorId, action: 'sell_request.paid', leadId, now });
    }
    await trx.updateTable('leads').set({ updated_at: nowIso }).where('id', '=', leadId).execute();
  });
}
