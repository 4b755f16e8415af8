import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The year in Cologne, so a lead at 00:30 on New Year's Day counts for the new year. */
function berlinYear(now: Date): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(now);
}

/**
 * The next reference number of a kind, `KW-2026-000123`: a counter per kind and year, increased
 * in the caller's transaction in one statement (an upsert), so two transactions never get the same
 * number (PostgreSQL locks the counter row until commit; SQLite has one writer at a time).
 */
export async function nextReferenceNumber(
  trx: Transaction<Database> | Kysely<Database>,
  { kind, now, prefix = 'KW' }: { kind: string; now: Date; prefix?: string },
): Promise<string> {
  const year = berlinYear(now);
  const row = await trx
    .insertInto('reference_counters')
    .values({ scope: `${kind}-${year}`, value: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ value: eb('reference_counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${prefix}-${year}-${String(row.value).padStart(6, '0')}`;
}
