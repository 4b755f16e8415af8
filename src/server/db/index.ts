import 'server-only';
import { serverEnv } from '../env';
import { logger } from '../log';
import { openDatabase, type DatabaseHandle } from './client';

export type { DatabaseHandle, Dialect } from './client';
export { openDatabase, migrateToLatest } from './client';

// One handle per process, kept on globalThis: Next bundles instrumentation and route handlers
// separately, and both must share the same pool and SQLite connection.
const KEY = Symbol.for('recycling-site.database');
type Slot = { promise?: Promise<DatabaseHandle>; handle?: DatabaseHandle };
const slot: Slot =
  ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

/** The process's database, opened and migrated on first use; a failed open is retried next time. */
export function getDatabase(): Promise<DatabaseHandle> {
  slot.promise ??= (async () => {
    const env = serverEnv();
    const handle = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    slot.handle = handle;
    logger.info({ dialect: handle.dialect }, 'database ready');
    return handle;
  })().catch((error: unknown) => {
    slot.promise = undefined;
    throw error;
  });
  return slot.promise;
}

/** Closes the process's database (graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const handle = slot.handle ?? (slot.promise ? await slot.promise.catch(() => undefined) : undefined);
  slot.promise = undefined;
  slot.handle = undefined;
  if (handle) await handle.close();
}
