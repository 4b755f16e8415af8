import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { backoffDelay, OutboxWorker } from '@/server/mail/outbox-worker';
import { readdirSync } from 'node:fs';
import { sweepRetention } from '@/server/retention';
import { mailDirectory, mailFileName } from '@/server/mail/mail-files';
import { createMailSender } from '@/server/mail/transport';
import { retention } from '@/content/retention';
import { dialects, inquiry, openTestDatabase, recordingSender, type TestDatabase, storeLeadOk } from './helpers';

const fast = { baseDelayMs: 1_000, maxDelayMs: 10_000, pollMs: 50 };

describe('backoff', () => {
  it('doubles per attempt, stays within 50–100 % of the delay, and is capped', () => {
    const opts = { baseDelayMs: 1_000, maxDelayMs: 8_000 };
    expect(backoffDelay(1, { ...opts, random: () => 0 })).toBe(500);
    expect(backoffDelay(1, { ...opts, random: () => 1 })).toBe(1_000);
    expect(backoffDelay(3, { ...opts, random: () => 1 })).toBe(4_000);
    expect(backoffDelay(10, { ...opts, random: () => 1 })).toBe(8_000);
    expect(backoffDelay(10, { ...opts, random: () => 0 })).toBe(4_000);
  });
});

describe.each(dialects)('mail outbox worker (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('sends each due notification once and marks it sent; a sent row is never sent again', async () => {
    handle = await openTestDatabase(dialect);
    const { sender, sent } = recordingSender();
    for (let i = 0; i < 3; i += 1) await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' });
    const worker = new OutboxWorker({ db: handle.db, dialect, sender, ...fast });
    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toHaveLength(3);
    const rows = await handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(
      rows.every((row) => row.status === 'sent' && row.sent_at && row.attempts === 1 && row.locked_until === null),
    ).toBe(true);
  });

  it('retries a failed send with backoff and delivers once the transport works again', async () => {
    handle = await openTestDatabase(dialect);
    const { sender, sent, state } = recordingSender();
    let now = new Date('2026-11-22T10:00:00.000Z');
    await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now });
    const worker = new OutboxWorker({ db: handle.db, dialect, sender, ...fast, now: () => now, random: () => 1 });
    state.fail = true;
    expect(await worker.runOnce()).toBe(0);
    let row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-11-22T10:00:01.000Z' });
    expect(row.last_error).toContain('ECONNREFUSED');
    // Not due yet: nothing is claimed.
    state.fail = false;
    expect(await worker.runOnce()).toBe(0);
    now = new Date('2026-11-22T10:00:01.000Z');
    expect(await worker.runOnce()).toBe(1);
    row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sent).toHaveLength(1);
  });

  it('keeps a notification as failed after the last attempt', async () => {
    handle = await openTestDatabase(dialect);
    const { sender, state } = recordingSender();
    let now = new Date('2026-11-22T10:00:00.000Z');
    await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now });
    const worker = new OutboxWorker({ db: handle.db, dialect, sender, ...fast, maxAttempts: 3, now: () => now });
    state.fail = true;
    for (let i = 0; i < 5; i += 1) {
      await worker.runOnce();
      now = new Date(now.getTime() + 60_000);
    }
    const row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('takes over the rows of a worker that died (lease expired) and sends them once', async () => {
    handle = await openTestDatabase(dialect);
    let now = new Date('2026-11-22T10:00:00.000Z');
    await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now });
    // A worker claims the row and "crashes" before sending.
    await handle.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, locked_until: '2026-11-22T10:05:00.000Z' })
      .execute();
    const { sender, sent } = recordingSender();
    const worker = new OutboxWorker({ db: handle.db, dialect, sender, ...fast, now: () => now });
    expect(await worker.runOnce()).toBe(0);
    now = new Date('2026-11-22T10:05:00.001Z');
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('two workers (separate connections, as two instances) send each notification exactly once', async () => {
    handle = await openTestDatabase(dialect);
    const count = 40;
    await Promise.all(
      Array.from({ length: count }, () => storeLeadOk(handle!.db, { request: inquiry(), locale: 'de' })),
    );
    const second = openDatabase({ dataDir: handle.dataDir, databaseUrl: handle.url, poolSize: 4 });
    try {
      const a = recordingSender();
      const b = recordingSender();
      a.state.delayMs = 5;
      b.state.delayMs = 5;
      const workers = [
        new OutboxWorker({ db: handle.db, dialect, sender: a.sender, ...fast, batchSize: 3 }),
        new OutboxWorker({ db: second.db, dialect, sender: b.sender, ...fast, batchSize: 3 }),
      ];
      await Promise.all(workers.map((worker) => worker.runOnce()));
      const ids = [...a.sent, ...b.sent].map((mail) => mail.id);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      if (dialect === 'postgres') expect(a.sent.length > 0 && b.sent.length > 0).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('stop() lets the send in flight finish and hands unstarted rows back', async () => {
    handle = await openTestDatabase(dialect);
    for (let i = 0; i < 3; i += 1) await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' });
    const { sender, sent, state } = recordingSender();
    state.delayMs = 300;
    const worker = new OutboxWorker({ db: handle.db, dialect, sender, ...fast, batchSize: 10 });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    expect(sent).toHaveLength(1);
    const rows = await handle.db.selectFrom('mail_outbox').selectAll().orderBy('status').execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'pending', 'sent']);
    expect(
      rows.filter((row) => row.status === 'pending').every((row) => row.attempts === 0 && row.locked_until === null),
    ).toBe(true);
  });

  it('retention sweep deletes what is past its period and keeps the rest', async () => {
    handle = await openTestDatabase(dialect);
    const now = new Date('2026-11-22T10:00:00.000Z');
    const day = 24 * 60 * 60_000;
    const old = new Date(now.getTime() - (retention.leadDays + 1) * day);
    const oldSpam = new Date(now.getTime() - (retention.spamLeadDays + 1) * day);
    const expired = await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now: old });
    const kept = await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now: oldSpam });
    const spam = await storeLeadOk(handle.db, { request: inquiry({ website: 'x' }), locale: 'de' }, { now: oldSpam });
    await handle.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: oldSpam.toISOString() })
      .where('lead_id', '=', kept.id)
      .execute();
    await handle.db
      .insertInto('chat_sessions')
      .values({ id: 's1', locale: 'de', created_at: old.toISOString(), last_message_at: old.toISOString() })
      .execute();
    await handle.db
      .insertInto('chat_messages')
      .values({ id: 'm1', session_id: 's1', role: 'user', content: 'Hallo', created_at: old.toISOString() })
      .execute();
    // Without SMTP every mail also sits in DATA_DIR/mail as an .eml file: written for each row now.
    const fresh = await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now });
    const sender = createMailSender({ dataDir: handle.dataDir });
    for (const row of await handle.db.selectFrom('mail_outbox').selectAll().execute()) await sender.send(row);
    const files = () => readdirSync(mailDirectory(handle!.dataDir)).sort();
    expect(files()).toHaveLength(3);

    const result = await sweepRetention(handle.db, { now, dataDir: handle.dataDir });
    expect(result).toEqual({ leads: 1, spamLeads: 1, sentMails: 1, chatSessions: 1, mailFiles: 2 });
    const leads = await handle.db.selectFrom('leads').select('id').orderBy('created_at').execute();
    expect(leads.map((lead) => lead.id)).toEqual([kept.id, fresh.id]);
    expect(leads.map((lead) => lead.id)).not.toContain(expired.id);
    expect(leads.map((lead) => lead.id)).not.toContain(spam.id);
    const remaining = await handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(remaining.map((row) => row.lead_id)).toEqual([fresh.id]);
    // The files of deleted mails are gone with them; the pending mail's file stays.
    expect(files()).toEqual([mailFileName(remaining[0]!)]);
    expect(await handle.db.selectFrom('chat_messages').selectAll().execute()).toHaveLength(0);
  });
});
