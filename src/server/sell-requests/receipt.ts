import 'server-only';
import type { Kysely } from 'kysely';
import { conditionGradeIds, type ConditionGradeId } from '@/lib/sell-request-rules';
import type { Database } from '../db/schema';
import type { ReceiptOutcome } from '../db/trade-in-schema';
import { queueLeadMails } from '../leads/lead-repository';
import { writeAudit } from '../staff/audit';
import { lockAcceptedRequest, type AcceptedRequest } from './accepted-request';
import { composeReceiptMail } from './fulfilment-mails';
import { PRICE_CENTS_MAX } from './offer-rules';
import { SellRequestError } from './sell-request-error';
import { statusToken, statusUrl } from './status-token';

export const RECEIPT_LIMITS = {
  reasonMax: 500,
  serialsMax: 1_000,
  serialLength: 64,
  /** More than ordered may arrive (a box holds extra units); bounded so a typo cannot add a million. */
  quantityFactor: 10,
} as const;

export const receiptOutcomes = ['bought', 'returned', 'recycled'] as const satisfies readonly ReceiptOutcome[];

export type ReceiptLineInput = {
  lineId: string;
  outcome: ReceiptOutcome;
  quantity: number;
  serials: string[];
  grade: ConditionGradeId;
  /** Final unit price in cents; null for a line not bought. */
  priceCents: number | null;
  reason: string | null;
};

type Line = AcceptedRequest['lines'][number];

/**
 * Whether a received line differs from the accepted offer: a line the offer priced that is not
 * bought, a line bought that the offer declined, or another quantity, grade or unit price.
 */
function deviates(line: Pick<Line, 'quantity' | 'grade'>, offerPrice: number | null, input: ReceiptLineInput) {
  if (input.outcome !== 'bought') return offerPrice !== null;
  return (
    offerPrice === null ||
    input.quantity !== line.quantity ||
    input.grade !== line.grade ||
    input.priceCents !== offerPrice
  );
}

function check(input: ReceiptLineInput, line: Line, offerPrice: number | null): void {
  const bought = input.outcome === 'bought';
  const valid =
    (receiptOutcomes as readonly string[]).includes(input.outcome) &&
    (conditionGradeIds as readonly string[]).includes(input.grade) &&
    Number.isInteger(input.quantity) &&
    input.quantity >= (bought ? 1 : 0) &&
    input.quantity <= line.quantity * RECEIPT_LIMITS.quantityFactor &&
    input.serials.length <= RECEIPT_LIMITS.serialsMax &&
    (bought
      ? input.priceCents !== null &&
        Number.isInteger(input.priceCents) &&
        input.priceCents >= 0 &&
        input.priceCents <= PRICE_CENTS_MAX
      : input.priceCents === null) &&
    (input.reason?.length ?? 0) <= RECEIPT_LIMITS.reasonMax &&
    // Any deviation from the accepted offer needs a reason the visitor sees.
    (!deviates(line, offerPrice, input) || !!input.reason);
  if (!valid) throw new SellRequestError('receipt_invalid');
}

/**
 * Staff record what arrived, for EVERY line: bought (quantity received, final grade, final unit
 * price) or not bought (returned, or recycled free of charge), optional serial numbers, and a
 * reason wherever the line differs from the accepted offer (the status page shows it). One
 * transaction: the receipt rows (a correction replaces them until the credit note is issued),
 * `goods_received_at` on the first record, the audit row and the visitor's mail.
 */
export async function recordReceipt(
  db: Kysely<Database>,
  {
    leadId,
    lines: inputs,
    actorId,
    tokenSecret,
    now = new Date(),
  }: { leadId: string; lines: readonly ReceiptLineInput[]; actorId: string; tokenSecret: string; now?: Date },
): Promise<{ deviations: number; corrected: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { request, lead, offer, lines } = await lockAcceptedRequest(trx, leadId);
    const issued = await trx.selectFrom('credit_notes').select('id').where('lead_id', '=', leadId).executeTakeFirst();
    if (issued) throw new SellRequestError('credit_note_exists');
    const given = new Map(inputs.map((input) => [input.lineId, input]));
    if (given.size !== inputs.length || given.size !== lines.length || lines.some((line) => !given.has(line.id))) {
      throw new SellRequestError('receipt_invalid');
    }
    let deviations = 0;
    const rows = lines.map((line) => {
      const input = given.get(line.id)!;
      const offerPrice = offer.prices.get(line.id) ?? null;
      check(input, line, offerPrice);
      const deviation = deviates(line, offerPrice, input);
      if (deviation) deviations += 1;
      return {
        line_id: line.id,
        lead_id: leadId,
        outcome: input.outcome,
        quantity_received: input.quantity,
        serials: input.serials.length ? input.serials.join('\n') : null,
        final_grade: input.grade,
        final_price_cents: input.outcome === 'bought' ? input.priceCents : null,
        deviation_reason: deviation ? input.reason : null,
        recorded_by: actorId,
        recorded_at: now.toISOString(),
      };
    });
    const corrected = request.goods_received_at !== null;
    await trx.deleteFrom('sell_receipt_lines').where('lead_id', '=', leadId).execute();
    for (let start = 0; start < rows.length; start += 100) {
      await trx
        .insertInto('sell_receipt_lines')
        .values(rows.slice(start, start + 100))
        .execute();
    }
    const nowIso = now.toISOString();
    if (!corrected) {
      await trx.updateTable('sell_requests').set({ goods_received_at: nowIso }).where('lead_id', '=', leadId).execute();
    }
    await trx.updateTable('leads').set({ updated_at: nowIso }).where('id', '=', leadId).execute();
    await writeAudit(trx, {
      actorId,
      action: corrected ? 'sell_request.receipt_corrected' : 'sell_request.goods_received',
      leadId,
      detail: `deviations=${deviations}`,
      now,
    });
    await queueLeadMails(
      trx,
      leadId,
      [
        {
          kind: 'sell-receipt',
          mail: composeReceiptMail({
            email: lead.email,
            locale: lead.locale,
            reference: lead.reference ?? '',
            deviations,
            corrected,
            link: statusUrl(statusToken(tokenSecret, leadId), lead.locale),
          }),
        },
      ],
      now,
    );
    return { deviations, corrected };
  });
}
