/**
 * Runs once when a server process starts. In the Node.js runtime it opens and migrates the
 * database and starts the mail outbox worker and the retention sweep (src/server/runtime.ts),
 * and installs the graceful shutdown. Nothing runs during `next build`. The Node-only code sits
 * behind the runtime check in its own module, so the Edge bundle of this file stays empty.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
