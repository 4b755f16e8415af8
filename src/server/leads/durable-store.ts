import 'server-only';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, StorageProblem } from '../db/client';
import type { Database } from '../db/schema';
import { isReadOnlyError } from '../db/read-only-error';
import { HttpError } from '../http/http-error';
import { logger } from '../log';

/** What a lead-like submission's endpoint needs to store it durably. */
export type DurableStoreDeps = {
  database: () => Promise<Pick<DatabaseHandle, 'db' | 'storageProblem'>>;
  /** Called after a new lead was committed, so the outbox worker delivers at once. */
  onStored?: () => void;
  /** Called when the database can no longer store leads durably (the process should restart). */
  onStorageLost?: (problem: StorageProblem) => void;
};

type Stored = { outcome: 'created' | 'duplicate'; id: string; spam: unknown };

/**
 * Stores a visitor's submission (an inquiry, a sell request) with the one lead transaction
 * (`storeLeadRecord`, called by `write`) so that an acknowledged lead is never lost: refused
 * (503) while the database file is gone, replaced or read-only, before and after the commit (a
 * commit into a deleted file is not durable), 409 for an idempotency key reused with other
 * content. Logs the stored lead (ids and flags only) and wakes the outbox for a new one.
 */
export async function storeDurably<Result extends Stored>(
  deps: DurableStoreDeps,
  write: (db: Kysely<Database>) => Promise<Result | { outcome: 'conflict' }>,
  log: { message: string; fields: () => Record<string, unknown> },
): Promise<Result & { duplicate: boolean }> {
  const handle = await deps.database();
  const refuseIfLost = () => {
    const problem = handle.storageProblem();
    if (!problem) return;
    deps.onStorageLost?.(problem);
    throw new HttpError('unavailable', { retryAfterSeconds: 60 });
  };
  refuseIfLost();
  let result: Result | { outcome: 'conflict' };
  try {
    result = await write(handle.db);
  } catch (error) {
    if (isReadOnlyError(error)) deps.onStorageLost?.('read_only');
    throw error;
  }
  refuseIfLost();
  if (result.outcome === 'conflict') throw new HttpError('idempotency_conflict');
  const stored = result as Result;
  const duplicate = stored.outcome === 'duplicate';
  logger.info({ leadId: stored.id, duplicate, spam: stored.spam, ...log.fields() }, log.message);
  if (!duplicate && !stored.spam) deps.onStored?.();
  return { ...stored, duplicate };
}
