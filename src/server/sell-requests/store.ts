import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { SellRequest } from '@/lib/sell-request-schema';
import type { Database } from '../db/schema';
import { leadContentHash, storeLeadRecord, type QueuedMail, type StoreLeadResult } from '../leads/lead-repository';
import { attachUploads } from '../uploads';
import { catalogueItem } from './catalogue';
import { composeSellRequestConfirmation, composeSellRequestNotification } from './mails';
import { statusPath, statusToken, statusTokenHash, statusUrl } from './status-token';

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
    decision_news: null,
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
