import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';
import { columnsExcept } from '../db/columns';
import type { SearchParams } from '../staff/search-params';
import type { Database, LeadStatus } from '../db/schema';
import type { OfferDecision, PriceBasis } from '../db/sell-requests-schema';
import type { CertificatesTable, SellReceiptLinesTable, SellSchedulesTable } from '../db/trade-in-schema';
import type { StoredLine, StoredSellRequest } from './request-text';
import { sameTokenHash, statusTokenHash } from './status-token';

export type OfferLineView = { line_id: string; price_cents: number | null; declined_reason: string | null };
export type OfferView = {
  id: string;
  version: number;
  created_by: string;
  valid_until: string;
  sent_at: string;
  decided_at: string | null;
  decision: OfferDecision | null;
  withdrawn_at: string | null;
  price_basis: PriceBasis | null;
  lines: OfferLineView[];
};
export type ScheduleView = Selectable<SellSchedulesTable>;
export type ReceiptLineView = Selectable<SellReceiptLinesTable>;
export type CreditNoteSummary = {
  id: string;
  number: string;
  issued_at: string;
  gross_cents: number;
  payment_due: string;
  paid_on: string | null;
};
export type CertificateSummary = Pick<
  Selectable<CertificatesTable>,
  'id' | 'number' | 'kind' | 'issued_at' | 'item_count' | 'revoked_at'
>;

export type SellRequestView = {
  lead: {
    id: string;
    reference: string | null;
    status: LeadStatus;
    locale: Locale;
    created_at: string;
    email: string;
    first_name: string;
    last_name: string;
    assigned_to: string | null;
  };
  request: StoredSellRequest;
  lines: StoredLine[];
  /** The latest offer, or null. */
  offer: OfferView | null;
  offerCount: number;
  /** The current handover plan (the latest), and how many were announced (more than one: changed). */
  schedule: ScheduleView | null;
  scheduleCount: number;
  /** The goods received, by line id (empty until recorded). */
  receipt: Map<string, ReceiptLineView>;
  creditNote: CreditNoteSummary | null;
  certificates: CertificateSummary[];
};

/** What a staff page about one sell request gives its model: the lead, the language, the page's query. */
export type SellRequestPageInput = { leadId: string; locale: Locale; searchParams: SearchParams; now?: Date };

const lineColumns = columnsExcept('sell_request_lines', 'lead_id');

async function latestOffer(db: Kysely<Database>, leadId: string) {
  const offers = await db
    .selectFrom('sell_offers')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('version', 'desc')
    .orderBy('sent_at', 'desc')
    .execute();
  const latest = offers[0];
  const offer: OfferView | null = latest
    ? {
        ...latest,
        lines: await db
          .selectFrom('sell_offer_lines')
          .select(['line_id', 'price_cents', 'declined_reason'])
          .where('offer_id', '=', latest.id)
          .execute(),
      }
    : null;
  return { offer, offerCount: offers.length };
}

async function loadView(db: Kysely<Database>, leadId: string): Promise<SellRequestView | null> {
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'reference', 'status', 'locale', 'created_at', 'email', 'form', 'first_name', 'last_name'])
    .select('assigned_to')
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead || lead.form !== 'sell-list') return null;
  const request = await db.selectFrom('sell_requests').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  if (!request) return null;
  const { status_token_hash: _hash, ...requestFields } = request;
  void _hash;
  const lines = await db
    .selectFrom('sell_request_lines')
    .select(lineColumns)
    .where('lead_id', '=', leadId)
    .orderBy('position')
    .execute();
  const schedules = await db
    .selectFrom('sell_schedules')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const receipt = await db.selectFrom('sell_receipt_lines').selectAll().where('lead_id', '=', leadId).execute();
  const creditNote = await db
    .selectFrom('credit_notes')
    .select(['id', 'number', 'issued_at', 'gross_cents', 'payment_due', 'paid_on'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'number', 'kind', 'issued_at', 'item_count', 'revoked_at'])
    .where('lead_id', '=', leadId)
    .orderBy('issued_at')
    .execute();
  const { form: _form, ...leadFields } = lead;
  void _form;
  return {
    lead: { ...leadFields, locale: isLocale(lead.locale) ? lead.locale : 'de' },
    request: requestFields,
    lines: lines.map((line) => ({
      ...line,
      battery_weight_kg: line.battery_weight_kg === null ? null : Number(line.battery_weight_kg),
    })),
    ...(await latestOffer(db, leadId)),
    schedule: schedules[0] ?? null,
    scheduleCount: schedules.length,
    receipt: new Map(receipt.map((row) => [row.line_id, row])),
    creditNote: creditNote ?? null,
    certificates,
  };
}

/** The lead id of a status token, comparing the token's hash; null for an unknown token. */
export async function leadIdOfToken(db: Kysely<Database>, token: string): Promise<string | null> {
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
