/**
 * Tables of a sell request after the offer (src/server/sell-requests/, docs/sell-requests.md):
 * the handover plan, the goods received per line, and the documents — credit notes and
 * certificates. The first two hang off the lead (ON DELETE CASCADE, like the request itself).
 * The documents do NOT: each row holds its own copy of what its PDF shows (`document`, JSON) and
 * names its lead by id and reference only, so the lead's personal data can be erased while a
 * document that must be kept stays, and a certificate's public verification page keeps answering.
 */
export type ScheduleKind = 'pickup' | 'shipping';
export type ReceiptOutcome = 'bought' | 'returned' | 'recycled';
export type CertificateKind = 'data-destruction' | 'recycling';

export interface SellSchedulesTable {
  id: string;
  lead_id: string;
  kind: ScheduleKind;
  /** Pickup: the day (YYYY-MM-DD) and the time window (HH:MM); null for shipping. */
  pickup_date: string | null;
  time_from: string | null;
  time_to: string | null;
  /** Staff's words to the visitor: shipping instructions, or what to have ready for the pickup. */
  instructions: string | null;
  created_by: string;
  created_at: string;
}

export interface SellReceiptLinesTable {
  /** The sell request line (one receipt row per line). */
  line_id: string;
  lead_id: string;
  outcome: ReceiptOutcome;
  quantity_received: number;
  /** Serial numbers, one a line (optional). */
  serials: string | null;
  final_grade: string;
  /** Final unit price in cents; null for a line not bought. */
  final_price_cents: number | null;
  /** Why the line differs from the accepted offer (the visitor sees it); null when it does not. */
  deviation_reason: string | null;
  recorded_by: string;
  recorded_at: string;
}

export interface CreditNotesTable {
  id: string;
  /** GS-2026-000001: gapless per year, assigned in the issuing transaction. */
  number: string;
  lead_id: string;
  lead_reference: string | null;
  issued_at: string;
  issued_by: string;
  gross_cents: number;
  /** YYYY-MM-DD: issue day + the terms' payment days. */
  payment_due: string;
  /** YYYY-MM-DD the payment was made; null while open. */
  paid_on: string | null;
  paid_recorded_by: string | null;
  /** JSON: everything the PDF shows (src/server/documents/credit-note-document.ts). */
  document: string;
  /** Set when its lead went (erasure, retention): kept for the law only (src/server/documents/kept-records.ts). */
  restricted_at: string | null;
}

export interface CertificatesTable {
  /** Random UUID: the public verification page's key (`/zertifikat/<id>`). */
  id: string;
  /** DV-2026-000001 (data destruction) or RN-2026-000001 (recycling proof), gapless per kind and year. */
  number: string;
  kind: CertificateKind;
  lead_id: string;
  lead_reference: string | null;
  issued_at: string;
  issued_by: string;
  /** What the verification page counts: data carriers destroyed, or positions recycled. */
  item_count: number;
  revoked_at: string | null;
  revoked_by: string | null;
  /** JSON: everything the PDF shows (src/server/documents/certificate-document.ts). */
  document: string;
  /** As for credit notes. */
  restricted_at: string | null;
}

export interface TradeInTables {
  sell_schedules: SellSchedulesTable;
  sell_receipt_lines: SellReceiptLinesTable;
  credit_notes: CreditNotesTable;
  certificates: CertificatesTable;
}
