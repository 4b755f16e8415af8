/**
 * Runs once when a server process starts. In the Node.js runtime it opens and migrates the
 * database and starts the mail outbox worker and the retention sweep (src/server/runtime.ts),
 * and installs the graceful shutdown. Nothing runs during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServerRuntime } = await import('./server/runtime');
  try {
    await startServerRuntime();
  } catch (error) {
    // A malformed configuration (src/server/env.ts): refuse to run rather than answer every
    // request with an error. (A database that is down is not an error here; it is retried.)
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
