import 'server-only';

/**
 * The running outbox worker's wake-up, so code that commits a mail (a lead, an invitation) asks
 * for delivery at once without importing the process's runtime. On globalThis: Next bundles
 * instrumentation (which starts the worker) and route handlers separately.
 */
const KEY = Symbol.for('recycling-site.outbox-wake');
type Slot = { wake?: () => void };
const slot: Slot =
  ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

/** Called by the runtime when it starts the worker. */
export function registerOutboxWorker(worker: { wake(): void }): void {
  slot.wake = () => worker.wake();
}

/** Asks the worker to deliver right away (called after a mail was committed). */
export function wakeOutboxWorker(): void {
  slot.wake?.();
}
