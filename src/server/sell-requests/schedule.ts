import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { berlinToday } from '@/lib/calendar-day';
import type { Database } from '../db/schema';
import type { ScheduleKind } from '../db/trade-in-schema';
import { queueLeadMails } from '../leads/lead-repository';
import { writeAudit } from '../staff/audit';
import { lockAcceptedRequest } from './accepted-request';
import { composeScheduleMail } from './fulfilment-mails';
import { SellRequestError } from './sell-request-error';
import { statusToken, statusUrl } from './status-token';

export const SCHEDULE_LIMITS = { instructionsMax: 4_000, pickupDaysAhead: 365 } as const;

export type ScheduleInput =
  | { kind: 'pickup'; pickupDate: string; timeFrom: string; timeTo: string; instructions: string | null }
  | { kind: 'shipping'; instructions: string };

function validate(input: ScheduleInput, today: string): void {
  if (input.kind === 'shipping') {
    if (!input.instructions || input.instructions.length > SCHEDULE_LIMITS.instructionsMax) {
      throw new SellRequestError('schedule_invalid');
    }
    return;
  }
  const latest = new Date(`${today}T00:00:00Z`);
  latest.setUTCDate(latest.getUTCDate() + SCHEDULE_LIMITS.pickupDaysAhead);
  if (
    input.pickupDate < today ||
    input.pickupDate > latest.toISOString().slice(0, 10) ||
    input.timeFrom >= input.timeTo ||
    (input.instructions?.length ?? 0) > SCHEDULE_LIMITS.instructionsMax
  ) {
    throw new SellRequestError('schedule_invalid');
  }
}

/**
 * Staff announce how the goods come to us: a pickup day with a time window, or shipping
 * instructions (the status page and the mail add the packing and battery transport notes that fit
 * the request's lines). Each announcement is a new row (the latest counts), so a change is
 * announced the same way: one transaction with its audit row and the visitor's mail. Possible
 * after the visitor accepted and until the goods are recorded as received.
 */
export async function scheduleHandover(
  db: Kysely<Database>,
  {
    leadId,
    input,
    actorId,
    tokenSecret,
    now = new Date(),
  }: { leadId: string; input: ScheduleInput; actorId: string; tokenSecret: string; now?: Date },
): Promise<{ changed: boolean }> {
  validate(input, berlinToday(now));
  return db.transaction().execute(async (trx) => {
    const { request, lead, lines } = await lockAcceptedRequest(trx, leadId);
    if (request.goods_received_at) throw new SellRequestError('already_marked');
    const earlier = await trx.selectFrom('sell_schedules').select('id').where('lead_id', '=', leadId).execute();
    const kind: ScheduleKind = input.kind;
    const row = {
      id: randomUUID(),
      lead_id: leadId,
      kind,
      pickup_date: input.kind === 'pickup' ? input.pickupDate : null,
      time_from: input.kind === 'pickup' ? input.timeFrom : null,
      time_to: input.kind === 'pickup' ? input.timeTo : null,
      instructions: input.instructions,
      created_by: actorId,
      created_at: now.toISOString(),
    };
    await trx.insertInto('sell_schedules').values(row).execute();
    const changed = earlier.length > 0;
    await writeAudit(trx, {
      actorId,
      action: changed ? 'sell_request.schedule_changed' : 'sell_request.scheduled',
      leadId,
      detail: kind,
      now,
    });
    await trx.updateTable('leads').set({ updated_at: now.toISOString() }).where('id', '=', leadId).execute();
    await queueLeadMails(
      trx,
      leadId,
      [
        {
          kind: 'sell-schedule',
          mail: composeScheduleMail({
            email: lead.email,
            locale: lead.locale,
            reference: lead.reference ?? '',
            schedule: row,
            lines,
            changed,
            link: statusUrl(statusToken(tokenSecret, leadId), lead.locale),
          }),
        },
      ],
      now,
    );
    return { changed };
  });
}
