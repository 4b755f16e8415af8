import 'server-only';
import { taxWording } from '@/content/legal/tax';
import type { Locale } from '@/i18n/locales';
import { offerState, type OfferState } from './timeline';
import type { OfferView } from './view';

/** The sum of an offer: unit price × quantity over the priced lines, in cents. */
function offerTotalCents(
  lines: readonly { id: string; quantity: number }[],
  offerLines: readonly { line_id: string; price_cents: number | null }[],
): number {
  const quantity = new Map(lines.map((line) => [line.id, line.quantity]));
  return offerLines.reduce((sum, line) => sum + (line.price_cents ?? 0) * (quantity.get(line.line_id) ?? 0), 0);
}

export type OfferModel = {
  id: string;
  version: number;
  sentAt: string;
  validUntil: string;
  decidedAt: string | null;
  withdrawnAt: string | null;
  state: OfferState;
  /** Per line id: the unit price in cents, or the declined reason. */
  lines: Record<string, { priceCents: number | null; declinedReason: string | null }>;
  totalCents: number;
  /** "Nettopreise: …" / "Endbeträge: …" (src/content/legal/tax.ts); null for offers from before it was recorded. */
  basis: string | null;
};

/** The offer as the status page and the staff's card show it: ONE mapping for both. */
export function offerModel(
  offer: OfferView,
  lines: readonly { id: string; quantity: number }[],
  { locale, now }: { locale: Locale; now: Date },
): OfferModel {
  return {
    id: offer.id,
    version: offer.version,
    sentAt: offer.sent_at,
    validUntil: offer.valid_until,
    decidedAt: offer.decided_at,
    withdrawnAt: offer.withdrawn_at,
    state: offerState(
      { validUntil: offer.valid_until, decision: offer.decision, withdrawnAt: offer.withdrawn_at },
      now,
    ),
    lines: Object.fromEntries(
      offer.lines.map((line) => [line.line_id, { priceCents: line.price_cents, declinedReason: line.declined_reason }]),
    ),
    totalCents: offerTotalCents(lines, offer.lines),
    basis: offer.price_basis ? taxWording[locale].offerBasis[offer.price_basis] : null,
  };
}
