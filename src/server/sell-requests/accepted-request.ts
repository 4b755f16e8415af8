import 'server-only';
import type { Transaction } from 'kysely';
import { isLocale, type Locale } from '@/i18n/locales';
import type { Database } from '../db/schema';
import { dialectOf } from '../staff/lead-search';
import { SellRequestError } from './sell-request-error';

/**
 * A sell request whose offer the visitor accepted, read for change in the caller's transaction
 * (PostgreSQL locks the request row until commit): what every step after the acceptance starts
 * from. Refuses a lead that is no sell request ('not_sell_request') or has no accepted offer
 * ('not_accepted').
 */
export async function lockAcceptedRequest(trx: Transaction<Database>, leadId: string) {
  const pg = dialectOf(trx) === 'postgres';
  const request = await trx
    .selectFrom('sell_requests')
    .selectAll()
    .where('lead_id', '=', leadId)
    .$if(pg, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!request) throw new SellRequestError('not_sell_request');
  const lead = await trx
    .selectFrom('leads')
    .select(['id', 'reference', 'email', 'locale', 'first_name', 'last_name', 'status'])
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  const offer = await trx
    .selectFrom('sell_offers')
    .select(['id', 'version', 'price_basis', 'decided_at'])
    .where('lead_id', '=', leadId)
    .where('decision', '=', 'accepted')
    .executeTakeFirst();
  if (!offer) throw new SellRequestError('not_accepted');
  const offerLines = await trx
    .selectFrom('sell_offer_lines')
    .select(['line_id', 'price_cents'])
    .where('offer_id', '=', offer.id)
    .execute();
  const lines = await trx
    .selectFrom('sell_request_lines')
    .select(['id', 'position', 'item_id', 'name', 'quantity', 'grade', 'battery_chemistry', 'battery_weight_kg'])
    .where('lead_id', '=', leadId)
    .orderBy('position')
    .execute();
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
  return {
    request,
    lead: { ...lead, locale },
    offer: { ...offer, prices: new Map(offerLines.map((line) => [line.line_id, line.price_cents])) },
    lines,
  };
}

export type AcceptedRequest = Awaited<ReturnType<typeof lockAcceptedRequest>>;
