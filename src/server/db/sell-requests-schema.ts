/**
 * Tables of sell requests, their lines and the staff's offers. A sell request IS a lead (form
 * 'sell-list'): these rows hang off `leads.id` and are deleted with it (foreign keys with
 * cascade: retention sweep and erasure need no extra step). Portable types: text ids, ISO
 * timestamps and dates as text, 0/1 integers for flags.
 */
export type SellRequestGrade = 'new' | 'used-working' | 'used-defects' | 'defective';
export type BatteryChemistry = 'li-ion' | 'lifepo4' | 'lead-acid' | 'nimh' | 'other';
export type HandoverKind = 'shipping' | 'pickup';
export type OfferDecision = 'accepted' | 'declined';
export type PriceBasis = 'net' | 'gross';

export interface SellRequestsTable {
  lead_id: string;
  /** sha256 (hex) of the status link's token; the token itself is never stored. */
  status_token_hash: string;
  company: string | null;
  vat_id: string | null;
  handover_kind: HandoverKind;
  pickup_street: string | null;
  pickup_postal_code: string | null;
  pickup_city: string | null;
  /** ISO dates (YYYY-MM-DD) of the pickup window. */
  pickup_date_from: string | null;
  pickup_date_to: string | null;
  pickup_loading_dock: number | null;
  pickup_forklift: number | null;
  pickup_floor: string | null;
  pickup_lift: number | null;
  pickup_contact_name: string | null;
  pickup_contact_phone: string | null;
  goods_received_at: string | null;
  paid_at: string | null;
  /** The visitor's decision staff have not looked at yet ('accepted' | 'declined'): the inbox marks the lead. */
  decision_news: OfferDecision | null;
}

export interface SellRequestLinesTable {
  id: string;
  lead_id: string;
  /** 0-based order of the visitor's list. */
  position: number;
  /** The catalogue's article number; null for a free-text line. */
  item_id: string | null;
  /** The catalogue's name for a listed item, the visitor's text otherwise. */
  name: string;
  quantity: number;
  grade: SellRequestGrade;
  notes: string | null;
  battery_chemistry: BatteryChemistry | null;
  battery_installed: number | null;
  battery_damaged: number | null;
  battery_weight_kg: number | null;
  battery_packaging: number | null;
  /**
   * The catalogue's "bis zu" price when the request was sent: whole euros as digits, `negotiable`
   * for "auf Anfrage"; null on free-text lines and on lines stored before it was kept.
   */
  list_price: string | null;
}

export interface SellOffersTable {
  id: string;
  lead_id: string;
  /** Staff user id. */
  created_by: string;
  /** ISO timestamp: a decision is accepted strictly before it. */
  valid_until: string;
  sent_at: string;
  decided_at: string | null;
  decision: OfferDecision | null;
  /** 1, 2, 3 … per request: the status page's accept names the version it showed. */
  version: number;
  /** Set when the lead was closed (won, lost, spam) while the offer was open: it can no longer be accepted. */
  withdrawn_at: string | null;
  /** Whether the prices are net (plus VAT) or final amounts; null for offers from before it was recorded. */
  price_basis: PriceBasis | null;
}

export interface SellOfferLinesTable {
  offer_id: string;
  line_id: string;
  /** Binding price per unit in cents; null when the line is declined. */
  price_cents: number | null;
  declined_reason: string | null;
}

export interface SellRequestsTables {
  sell_requests: SellRequestsTable;
  sell_request_lines: SellRequestLinesTable;
  sell_offers: SellOffersTable;
  sell_offer_lines: SellOfferLinesTable;
}
