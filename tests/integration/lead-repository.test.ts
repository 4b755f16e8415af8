import { afterEach, describe, expect, it } from 'vitest';
import { storeLead } from '@/server/leads/lead-repository';
import { MIN_FILL_TIME_MS } from '@/server/leads/spam';
import { contactPage, dialects, inquiry, openTestDatabase, storeLeadOk, type TestDatabase } from './helpers';

describe.each(dialects)('lead repository (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('stores an inquiry and its notification in one go', async () => {
    handle = await openTestDatabase(dialect);
    const request = inquiry();
    const result = await storeLeadOk(
      handle.db,
      { request, locale: 'de' },
      { notificationRecipient: 'team@example.com' },
    );
    expect(result).toMatchObject({
      outcome: 'created',
      spam: null,
      reference: expect.stringMatching(/^KW-\d{4}-\d{6}$/),
    });
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

  it('stores the contact-page form with its subject and optional phone', async () => {
    handle = await openTestDatabase(dialect);
    const result = await storeLeadOk(handle.db, { request: contactPage(), locale: 'en' });
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      form: 'contact-page',
      phone: '+49 221 1234567',
      subject: 'Rückruf wegen einer Abholung',
      locale: 'en',
    });
  });

  it('a retried submission (same key, same content) returns the first lead and stores nothing new', async () => {
    handle = await openTestDatabase(dialect);
    const request = inquiry();
    const first = await storeLeadOk(handle.db, { request, locale: 'de' });
    const again = await storeLeadOk(handle.db, { request, locale: 'de' });
    expect(again).toEqual({ outcome: 'duplicate', id: first.id, reference: first.reference, spam: null });
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () => storeLeadOk(handle!.db, { request, locale: 'de' })),
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

  it('the same key with different content is a conflict: nothing stored, the first lead unchanged', async () => {
    handle = await openTestDatabase(dialect);
    const request = inquiry();
    const first = await storeLeadOk(handle.db, { request, locale: 'de' });
    const changed = await storeLead(handle.db, {
      request: { ...request, message: 'Eine geänderte Nachricht beim zweiten Versuch.' },
      locale: 'de',
    });
    expect(changed).toEqual({ outcome: 'conflict' });
    const leads = await handle.db.selectFrom('leads').selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: first.id, message: request.message });
  });

  it('numbers leads per year without gaps from retries', async () => {
    handle = await openTestDatabase(dialect);
    const now = new Date('2026-12-31T23:30:00Z'); // already 2027 in Cologne
    const a = await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now });
    const b = await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now });
    expect([a.reference, b.reference]).toEqual(['KW-2027-000001', 'KW-2027-000002']);
    const earlier = await storeLeadOk(handle.db, { request: inquiry(), locale: 'de' }, { now: new Date('2026-06-01') });
    expect(earlier.reference).toBe('KW-2026-000001');
  });

  it('concurrent submissions with different keys all get stored', async () => {
    handle = await openTestDatabase(dialect);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => storeLeadOk(handle!.db, { request: inquiry(), locale: 'de' })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(20);
    expect(new Set(results.map((r) => r.reference)).size).toBe(20);
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
    const result = await storeLeadOk(handle.db, {
      request: inquiry({ website: 'https://spam.example' }),
      locale: 'de',
    });
    expect(result.spam).toBe('honeypot');
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'spam', is_spam: 1 });
    expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });

  it('stores a submission faster than the minimum fill time as spam; a slow browser clock does not count', async () => {
    handle = await openTestDatabase(dialect);
    const now = new Date();
    const fast = await storeLeadOk(
      handle.db,
      { request: inquiry({ startedAt: now.getTime() - 500 }), locale: 'de' },
      { now },
    );
    expect(fast.spam).toBe('too_fast');
    const clockAhead = await storeLeadOk(
      handle.db,
      { request: inquiry({ startedAt: now.getTime() + 60_000 }), locale: 'de' },
      { now },
    );
    expect(clockAhead.spam).toBeNull();
    const justRight = await storeLeadOk(
      handle.db,
      { request: inquiry({ startedAt: now.getTime() - MIN_FILL_TIME_MS }), locale: 'de' },
      { now },
    );
    expect(justRight.spam).toBeNull();
    expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(2);
  });

  it('queues a confirmation to the visitor only when enabled', async () => {
    handle = await openTestDatabase(dialect);
    const result = await storeLeadOk(
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
    // Nothing the sender typed goes to the typed address: no name, no message.
    const confirmation = mails[0]!;
    for (const typed of [contactPage().firstName, contactPage().lastName, contactPage().message])
      expect(`${confirmation.subject}\n${confirmation.body_text}\n${confirmation.body_html}`).not.toContain(typed);
    expect(confirmation.body_text).toContain(result.reference!);
  });

  it('rolls back the lead when its notification cannot be stored', async () => {
    handle = await openTestDatabase(dialect);
    await handle.db.schema.dropTable('mail_outbox').execute();
    await expect(storeLeadOk(handle.db, { request: inquiry(), locale: 'de' })).rejects.toThrow();
    expect(await handle.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
  });
});
