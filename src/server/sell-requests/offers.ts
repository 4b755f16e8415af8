import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { defaultTaxTreatment, priceBasisOf } from '@/content/legal/tax';
import type { Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';
import type { Database, LeadStatus } from '../db/schema';
import { queueLeadMails } from '../leads/lead-repository';
import { writeAudit } from '../staff/audit';
import { canTransition } from '../staff/lead-status';
import { dialectOf } from '../staff/lead-search';
import { transitionLead } from '../staff/lead-workflow';
import { composeOfferMail } from './mails';
import { DECLINED_REASON_MAX, OFFER_VALIDITY, PRICE_CENTS_MAX } from './offer-rules';
import { SellRequestError } from './sell-request-error';
import { sameTokenHash, statusToken, statusTokenHash, statusUrl } from './status-token';

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
): Promise<{ offerId: string; version: number }> {
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
      .select(['status_token_hash', 'company', 'vat_id'])
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
    const previous = await trx
      .selectFrom('sell_offers')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    const version = Number(previous?.version ?? 0) + 1;
    const priceBasis = priceBasisOf(defaultTaxTreatment({ company: request.company, vatId: request.vat_id }));
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
        version,
        withdrawn_at: null,
        price_basis: priceBasis,
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
    return { offerId, version };
  });
}
