import { afterEach, describe, expect, it } from 'vitest';
import { storeLead } from '@/server/leads/lead-repository';
import { MIN_FILL_TIME_MS } from '@/server/leads/spam';
import { contactPage, dialects, inquiry, openTestDatabase, type TestDatabase } from './helpers';

describe.each(dialects)('lead repository (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('stores an inquiry and its notification in one go', async () => {
    handle = await openTestDatabase(dialect);
    const request = inquiry();
    const result = await storeLead(handle.db, { request, locale: 'de' }, { notificationRecipient: 'team@example.com' });
    expect(result).toMatchObject({ duplicate: false, spam: null });
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      form: 'inquiry',
      first_name: 'Erika',
      email: 'erika@example.org',
      subject: request.form === 'inquiry' ? request.subject : null,
      status: 'new',
      is_spam: 0,
      locale: 'de',
      page: '/',
      phone: null,
    });
    const mails = await handle.db.selectFrom('mail_outbox').selectAll().where('lead_id', '=', result.id).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'notification',
      recipient: 'team@example.com',
      reply_to: 'erika@example.org',
      status: 'pending',
      attempts: 0,
    });
    expect(mails[0]!.body_text).toContain(request.message);
  });

  it('stores the contact-page form with its optional phone', async () => {
    handle = await openTestDatabase(dialect);
    const result = await storeLead(handle.db, { request: contactPage(), locale: 'en' });
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ form: 'contact-page', phone: '+49 221 1234567', subject: null, locale: 'en' });
  });

  it('a retried submission (same idempotency key) returns the first id and stores nothing new', async () => {
    handle = await openTestDatabase(dialect);
    const request = inquiry();
    const first = await storeLead(handle.db, { request, locale: 'de' });
    const again = await storeLead(handle.db, {
      request: { ...request, message: 'Eine geänderte Nachricht beim zweiten Versuch.' },
      locale: 'de',
    });
    expect(again).toEqual({ id: first.id, duplicate: true, spam: null });
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () => storeLead(handle!.db, { request, locale: 'de' })),
    );
    expect(new Set(concurrent.map((r) => r.id))).toEqual(new Set([first.id]));
    expect(
      Number(
        (
          await handle.db
            .selectFrom('leads')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
    expect(
      Number(
        (
          await handle.db
            .selectFrom('mail_outbox')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
  });

  it('concurrent submissions with different keys all get stored', async () => {
    handle = await openTestDatabase(dialect);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => storeLead(handle!.db, { request: inquiry(), locale: 'de' })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(20);
    expect(
      Number(
        (
          await handle.db
            .selectFrom('mail_outbox')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(20);
  });

  it('stores honeypot spam as spam and queues no mail', async () => {
    handle = await openTestDatabase(dialect);
    const result = await storeLead(handle.db, { request: inquiry({ website: 'https://spam.example' }), locale: 'de' });
    expect(result.spam).toBe('honeypot');
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'spam', is_spam: 1 });
    expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });

  it('stores a submission faster than the minimum fill time as spam; a slow browser clock does not count', async () => {
    handle = await openTestDatabase(dialect);
    const now = new Date();
    const fast = await storeLead(
      handle.db,
      { request: inquiry({ startedAt: now.getTime() - 500 }), locale: 'de' },
      { now },
    );
    expect(fast.spam).toBe('too_fast');
    const clockAhead = await storeLead(
      handle.db,
      { request: inquiry({ startedAt: now.getTime() + 60_000 }), locale: 'de' },
      { now },
    );
    expect(clockAhead.spam).toBeNull();
    const justRight = await storeLead(
      handle.db,
      { request: inquiry({ startedAt: now.getTime() - MIN_FILL_TIME_MS }), locale: 'de' },
      { now },
    );
    expect(justRight.spam).toBeNull();
    expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(2);
  });

  it('queues a confirmation to the visitor only when enabled', async () => {
    handle = await openTestDatabase(dialect);
    const result = await storeLead(
      handle.db,
      { request: contactPage(), locale: 'en' },
      { confirmation: true, notificationRecipient: 'team@example.com' },
    );
    const mails = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('lead_id', '=', result.id)
      .orderBy('kind')
      .execute();
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['confirmation', 'jonas@example.net'],
      ['notification', 'team@example.com'],
    ]);
    expect(mails[0]!.subject).toMatch(/received your inquiry/);
  });

  it('rolls back the lead when its notification cannot be stored', async () => {
    handle = await openTestDatabase(dialect);
    await handle.db.schema.dropTable('mail_outbox').execute();
    await expect(storeLead(handle.db, { request: inquiry(), locale: 'de' })).rejects.toThrow();
    expect(await handle.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
  });
});
