import type { Kysely } from 'kysely';
import { berlinToday } from '@/lib/calendar-day';
import { sellRequestSchema } from '@/lib/sell-request-schema';
import type { Database } from '@/server/db/schema';
import { decideOffer } from '@/server/sell-requests/decision';
import { sendOffer } from '@/server/sell-requests/offers';
import type { ReceiptLineInput } from '@/server/sell-requests/receipt';
import { storeSellRequest, type StoreSellRequestResult } from '@/server/sell-requests/store';
import { sellRequestValidationMessages } from '@/i18n/sell-request-validation-messages';
import { findSellRequestByToken, getSellRequest } from '@/server/sell-requests/view';
import type { TestDatabase } from './helpers';
import { sellRequestBody, TOKEN_SECRET } from './sell-requests-fixtures';

export type Stored = Exclude<StoreSellRequestResult, { outcome: 'conflict' }>;

/** A sell request as the list page sends it (a listed item, a battery lot, a free-text line, a pickup). */
export async function storeRequest(handle: TestDatabase, overrides: Record<string, unknown> = {}): Promise<Stored> {
  const body = sellRequestBody(overrides);
  const parsed = sellRequestSchema(sellRequestValidationMessages('de'), { today: berlinToday() }).safeParse(body);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  const result = await storeSellRequest(
    handle.db,
    { request: parsed.data, locale: 'de', clientKey: '198.51.100.7', tokenSecret: TOKEN_SECRET },
    { confirmation: true, notificationRecipient: 'team@example.com' },
  );
  if (result.outcome === 'conflict') throw new Error('unexpected conflict');
  return result as Stored;
}

/** Staff price lines 1 and 2 (12,50 € and 25,00 €) and decline line 3. */
export async function sendStandardOffer(handle: TestDatabase, leadId: string, now = new Date()) {
  const view = (await getSellRequest(handle.db, leadId))!;
  return sendOffer(handle.db, {
    leadId,
    actorId: 'staff-1',
    validDays: 14,
    tokenSecret: TOKEN_SECRET,
    now,
    lines: view.lines.map((line, index) =>
      index === 2
        ? { lineId: line.id, priceCents: null, declinedReason: 'Netzteile kaufen wir nicht an' }
        : { lineId: line.id, priceCents: 1250 * (index + 1), declinedReason: null },
    ),
  });
}

/** The visitor decides on the offer their status page shows now. */
export async function decide(db: Kysely<Database>, token: string, decision: 'accept' | 'decline') {
  const offer = (await findSellRequestByToken(db, token))?.offer;
  return decideOffer(db, { token, decision, shown: offer ? { offerId: offer.id, version: offer.version } : null });
}

/** An accepted request, ready for the steps after the acceptance. */
export async function acceptedRequest(handle: TestDatabase, overrides: Record<string, unknown> = {}) {
  const stored = await storeRequest(handle, overrides);
  await sendStandardOffer(handle, stored.id);
  const outcome = await decide(handle.db, stored.token, 'accept');
  if (outcome !== 'accepted') throw new Error(`not accepted: ${outcome}`);
  return stored;
}

/** The receipt as offered: lines 1 and 2 bought as offered, line 3 returned; `change` alters line 1. */
export async function receiptAsOffered(
  handle: TestDatabase,
  leadId: string,
  change: Partial<ReceiptLineInput> = {},
): Promise<ReceiptLineInput[]> {
  const view = (await getSellRequest(handle.db, leadId))!;
  return view.lines.map((line, index): ReceiptLineInput => {
    const base: ReceiptLineInput =
      index === 2
        ? {
            lineId: line.id,
            outcome: 'returned',
            quantity: line.quantity,
            serials: [],
            grade: line.grade,
            priceCents: null,
            reason: null,
          }
        : {
            lineId: line.id,
            outcome: 'bought',
            quantity: line.quantity,
            serials: index === 0 ? ['SN-0001', 'SN-0002', 'SN-0003'] : [],
            grade: line.grade,
            priceCents: 1250 * (index + 1),
            reason: null,
          };
    return index === 0 ? { ...base, ...change } : base;
  });
}

/** A staff user row (each dialect's flag and time types). */
export async function seedStaffUser(
  handle: TestDatabase,
  { id, name, email }: { id: string; name: string; email: string },
) {
  const pg = handle.dialect === 'postgres';
  const now = new Date();
  await handle.db
    .insertInto('staff_users')
    .values({
      id,
      name,
      email,
      email_verified: (pg ? true : 1) as never,
      image: null,
      role: 'staff',
      two_factor_enabled: (pg ? true : 1) as never,
      created_at: (pg ? now : now.toISOString()) as never,
      updated_at: (pg ? now : now.toISOString()) as never,
    })
    .execute();
}
