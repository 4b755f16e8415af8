import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import type { Database } from '../db/schema';

export type SellExportDetails = { company: string | null; lines: string; offerTotal: string | null };

/**
 * What the CSV export adds for sell requests, for one page of leads: the company, the lines
 * ("3 × Dell PowerEdge R740 | 12 × Akku-Pack 48 V") and the latest offer's total as a number in
 * the export's language ("97,50"), so a spreadsheet can add it up. Three queries per page, none
 * when the page holds no sell request.
 */
export async function sellExportDetails(
  db: Kysely<Database>,
  leadIds: readonly string[],
  locale: Locale,
): Promise<Map<string, SellExportDetails>> {
  if (leadIds.length === 0) return new Map();
  const requests = await db
    .selectFrom('sell_requests')
    .select(['lead_id', 'company'])
    .where('lead_id', 'in', leadIds)
    .execute();
  const lines = await db
    .selectFrom('sell_request_lines')
    .select(['lead_id', 'name', 'quantity'])
    .where('lead_id', 'in', leadIds)
    .orderBy('lead_id')
    .orderBy('position')
    .execute();
  const totals = await db
    .selectFrom('sell_offers')
    .innerJoin('sell_offer_lines', 'sell_offer_lines.offer_id', 'sell_offers.id')
    .innerJoin('sell_request_lines', 'sell_request_lines.id', 'sell_offer_lines.line_id')
    .select((eb) => [
      'sell_offers.lead_id',
      'sell_offers.version',
      eb.fn
        .sum<number | string>(eb('sell_offer_lines.price_cents', '*', eb.ref('sell_request_lines.quantity')))
        .as('total'),
    ])
    .where('sell_offers.lead_id', 'in', leadIds)
    .groupBy(['sell_offers.lead_id', 'sell_offers.version'])
    .execute();
  const latest = new Map<string, { version: number; total: number }>();
  for (const row of totals) {
    const version = Number(row.version);
    if ((latest.get(row.lead_id)?.version ?? 0) < version)
      latest.set(row.lead_id, { version, total: Number(row.total ?? 0) });
  }
  const details = new Map<string, SellExportDetails>();
  for (const request of requests) {
    const total = latest.get(request.lead_id);
    details.set(request.lead_id, {
      company: request.company,
      lines: lines
        .filter((line) => line.lead_id === request.lead_id)
        .map((line) => `${formatNumber(line.quantity, locale)} × ${line.name}`)
        .join(' | '),
      offerTotal: total
        ? formatNumber(total.total / 100, locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: false,
          })
        : null,
    });
  }
  return details;
}
