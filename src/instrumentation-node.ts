import { startServerRuntime } from './server/runtime';

/**
 * The Node.js half of src/instrumentation.ts, in a module of its own so the Edge bundle never
 * sees `process.exit` or the database (Next compiles instrumentation for both runtimes).
 */
export async function registerNode(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    await startServerRuntime();
  } catch (error) {
    // A malformed configuration (src/server/env.ts): refuse to run rather than answer every
    // request with an error. (A database that is down is not an error here; it is retried.)
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
