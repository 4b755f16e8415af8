import 'server-only';
import type { Kysely } from 'kysely';
import { claimDueOutboxRows } from '../db/claim-outbox';
import type { Dialect } from '../db/client';
import type { Database, OutboxRow } from '../db/schema';
import { logger } from '../log';
import type { MailSender } from './transport';

type OutboxWorkerOptions = {
  db: Kysely<Database>;
  dialect: Dialect;
  sender: MailSender;
  /** How long a claim holds a row; far longer than a send can take (SMTP timeouts ≤ 60 s). */
  leaseMs?: number;
  /** After this many failed attempts the row is marked 'failed' and kept for staff. */
  maxAttempts?: number;
  /** Backoff: base · 2^(attempt−1), capped, with jitter (50–100 % of the delay). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often an idle worker looks for due rows. */
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
};

const outboxDefaults = {
  leaseMs: 5 * 60_000,
  maxAttempts: 30,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  pollMs: 5_000,
  batchSize: 10,
} as const;

export function backoffDelay(
  attempt: number,
  { baseDelayMs, maxDelayMs, random = Math.random }: { baseDelayMs: number; maxDelayMs: number; random?: () => number },
): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay / 2 + (random() * delay) / 2);
}

function errorSummary(error: unknown): string {
  // Codes and SMTP response codes only: server replies can quote addresses.
  const e = error as { code?: string; responseCode?: number; command?: string; name?: string };
  return [e.name ?? 'Error', e.code, e.responseCode, e.command].filter(Boolean).join(' ').slice(0, 500);
}

/**
 * Delivers the mail outbox: claims due rows (with a lease, so a crashed worker's rows come back),
 * sends, marks them sent. A failure schedules a retry with exponential backoff; after
 * `maxAttempts` the row stays as 'failed' for staff. A row marked 'sent' is never claimed again.
 */
export class OutboxWorker {
  private readonly o: Required<Omit<OutboxWorkerOptions, 'db' | 'dialect' | 'sender'>> &
    Pick<OutboxWorkerOptions, 'db' | 'dialect' | 'sender'>;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopping = false;
  private current: Promise<number> | null = null;
  private wakeRequested = false;

  constructor(options: OutboxWorkerOptions) {
    this.o = { ...outboxDefaults, now: () => new Date(), random: Math.random, ...options };
  }

  /** One pass: claim due rows and deliver them. Returns how many were sent. */
  runOnce(): Promise<number> {
    if (this.current) return this.current;
    this.current = this.pass().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private async pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.stopping) return sent;
      const now = this.o.now();
      const rows = await claimDueOutboxRows(this.o.db, this.o.dialect, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + this.o.leaseMs).toISOString(),
        limit: this.o.batchSize,
        maxAttempts: this.o.maxAttempts,
      });
      if (rows.length === 0) return sent;
      for (const [index, row] of rows.entries()) {
        if (this.stopping) {
          // Shutting down: hand the rows not yet started back at once instead of waiting for the lease.
          await this.release(rows.slice(index));
          return sent;
        }
        if (await this.deliver(row)) sent += 1;
      }
      await this.failExhausted();
    }
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const started = Date.now();
    try {
      await this.o.sender.send(row);
    } catch (error) {
      const failed = row.attempts >= this.o.maxAttempts;
      const next = new Date(this.o.now().getTime() + backoffDelay(row.attempts, this.o));
      await this.o.db
        .updateTable('mail_outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          next_attempt_at: next.toISOString(),
          locked_until: null,
          last_error: errorSummary(error),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'sending')
        .execute();
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempt: row.attempts, failed, error: errorSummary(error) },
        failed ? 'mail failed for good' : 'mail attempt failed, will retry',
      );
      return false;
    }
    const sentAt = this.o.now().toISOString();
    await this.o.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sentAt, locked_until: null, last_error: null })
      .where('id', '=', row.id)
      .execute();
    logger.info(
      {
        outboxId: row.id,
        leadId: row.lead_id,
        kind: row.kind,
        attempt: row.attempts,
        transport: this.o.sender.kind,
        ms: Date.now() - started,
      },
      'mail sent',
    );
    return true;
  }

  private async release(rows: OutboxRow[]): Promise<void> {
    for (const row of rows) {
      await this.o.db
        .updateTable('mail_outbox')
        .set((eb) => ({ status: 'pending', locked_until: null, attempts: eb('attempts', '-', 1) }))
        .where('id', '=', row.id)
        .where('status', '=', 'sending')
        .execute();
    }
  }

  /** Rows whose worker died on the last allowed attempt: keep them as 'failed' for staff. */
  private async failExhausted(): Promise<void> {
    await this.o.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', locked_until: null, last_error: 'lease expired on the last attempt' })
      .where('status', '=', 'sending')
      .where('attempts', '>=', this.o.maxAttempts)
      .where('locked_until', '<', this.o.now().toISOString())
      .execute();
  }

  /** Polls until stopped; `wake()` runs a pass right away (after a new lead). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.schedule(0);
  }

  wake(): void {
    if (!this.running || this.stopping) return;
    if (this.current) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .catch((error: unknown) => logger.error({ error: errorSummary(error) }, 'outbox pass failed'))
        .finally(() => {
          if (!this.running || this.stopping) return;
          const again = this.wakeRequested;
          this.wakeRequested = false;
          this.schedule(again ? 0 : this.o.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  /** Stops claiming new rows and waits for the send in flight (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current?.catch(() => undefined);
  }
}
