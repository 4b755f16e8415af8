/**
 * Runs once when a server process starts. In the Node.js runtime it opens and migrates the
 * database and starts the mail outbox worker and the retention sweep (src/server/runtime.ts),
 * and installs the graceful shutdown. Nothing runs during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServerRuntime } = await import('./server/runtime');
  await startServerRuntime();
}
