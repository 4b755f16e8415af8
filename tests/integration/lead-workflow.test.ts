import { afterEach, describe, expect, it } from 'vitest';
import { buildDatenschutz } from '@/content/legal/datenschutz';
import { days } from '@/content/legal/shared';
import { plainText } from '@/content/legal/typography';
import { retention } from '@/content/retention';
import { sweepRetention } from '@/server/retention';
import { canTransition, leadStatuses } from '@/server/staff/lead-status';
import { addNote, assignLead, changeStatus, getLeadDetail } from '@/server/staff/lead-workflow';
import { listOutbox, resendMail } from '@/server/staff/outbox-admin';
import { StaffActionError } from '@/server/staff/staff-error';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { auditRows, seedLead, seedMail } from './staff-fixtures';

const DAY = 24 * 60 * 60_000;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('workflow rule', () => {
  it('allows forward and back one step, any → spam, spam → new only', () => {
    const allowed = leadStatuses.flatMap((from) =>
      leadStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'new->in_progress',
        'new->spam',
        'in_progress->offer_sent',
        'in_progress->new',
        'in_progress->spam',
        'offer_sent->won',
        'offer_sent->lost',
        'offer_sent->in_progress',
        'offer_sent->spam',
        'won->offer_sent',
        'won->spam',
        'lost->offer_sent',
        'lost->spam',
        'spam->new',
      ].sort(),
    );
  });
});

describe.each(dialects)('lead workflow (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('shows a lead with notes, mail states and audit trail, and audits every view', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db);
    await seedMail(db, { lead_id: lead.id, status: 'failed', attempts: 30, last_error: 'Error ECONNREFUSED' });
    await addNote(db, { leadId: lead.id, body: 'Rückruf vereinbart', actorId: 'staff-a' });
    const detail = await getLeadDetail(db, lead.id, 'staff-b');
    expect(detail!.lead).toMatchObject({ id: lead.id, email: lead.email, status: 'new', assigned_to: null });
    expect(detail!.lead).not.toHaveProperty('idempotency_key');
    expect(detail!.notes.map((note) => note.body)).toEqual(['Rückruf vereinbart']);
    expect(detail!.mails).toEqual([
      expect.objectContaining({
        kind: 'notification',
        status: 'failed',
        attempts: 30,
        last_error: 'Error ECONNREFUSED',
      }),
    ]);
    expect(detail!.mails[0]).not.toHaveProperty('body_text');
    expect(detail!.audit.map((entry) => `${entry.actor_id} ${entry.action}`).sort()).toEqual([
      'staff-a lead.note_added',
      'staff-b lead.viewed',
    ]);
    await getLeadDetail(db, lead.id, 'staff-c');
    expect((await auditRows(db)).filter((row) => row.action === 'lead.viewed')).toHaveLength(2);
    // The page after each form post reads the lead again: one row stands for the member's views within the hour.
    for (let view = 0; view < 5; view += 1) await getLeadDetail(db, lead.id, 'staff-b');
    expect((await auditRows(db)).filter((row) => row.action === 'lead.viewed')).toHaveLength(2);
    expect(await getLeadDetail(db, 'no-such-lead', 'staff-a')).toBeNull();
    expect(await auditRows(db)).toHaveLength(3);
  });

  it('moves a lead through the workflow and refuses other moves with a typed error', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db);
    for (const status of ['in_progress', 'offer_sent', 'won', 'offer_sent', 'lost'] as const) {
      await changeStatus(db, { leadId: lead.id, status, actorId: 'staff-a' });
    }
    const error = await rejection(changeStatus(db, { leadId: lead.id, status: 'won', actorId: 'staff-a' }));
    expect(error).toBeInstanceOf(StaffActionError);
    expect(error).toMatchObject({ code: 'invalid_transition', detail: { from: 'lost', to: 'won' } });
    expect(await rejection(changeStatus(db, { leadId: 'missing', status: 'spam', actorId: 'a' }))).toMatchObject({
      code: 'lead_not_found',
    });
    // Sorted: changes within one millisecond share a timestamp.
    const details = (await auditRows(db)).map((row) => row.detail).sort();
    expect(details).toEqual(
      ['new->in_progress', 'in_progress->offer_sent', 'offer_sent->won', 'won->offer_sent', 'offer_sent->lost'].sort(),
    );
  });

  it('keeps is_spam in step with the status; spam can only be released to new', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db, { status: 'in_progress' });
    const flag = async () =>
      db.selectFrom('leads').select(['status', 'is_spam']).where('id', '=', lead.id).executeTakeFirstOrThrow();
    await changeStatus(db, { leadId: lead.id, status: 'spam', actorId: 'staff-a' });
    expect(await flag()).toEqual({ status: 'spam', is_spam: 1 });
    expect(await rejection(changeStatus(db, { leadId: lead.id, status: 'in_progress', actorId: 'a' }))).toMatchObject({
      code: 'invalid_transition',
    });
    await changeStatus(db, { leadId: lead.id, status: 'new', actorId: 'staff-a' });
    expect(await flag()).toEqual({ status: 'new', is_spam: 0 });
  });

  it('assigns and unassigns, and adds notes of 1 to 5,000 visible characters', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db);
    await assignLead(db, { leadId: lead.id, assigneeId: 'staff-b', actorId: 'staff-a' });
    const assigned = async () =>
      (await db.selectFrom('leads').select('assigned_to').where('id', '=', lead.id).executeTakeFirstOrThrow())
        .assigned_to;
    expect(await assigned()).toBe('staff-b');
    await assignLead(db, { leadId: lead.id, assigneeId: null, actorId: 'staff-a' });
    expect(await assigned()).toBeNull();

    const note = await addNote(db, { leadId: lead.id, body: '  Angebot folgt \u202e ', actorId: 'staff-a' });
    expect(note.body).toBe('Angebot folgt');
    await addNote(db, { leadId: lead.id, body: 'ä'.repeat(5000), actorId: 'staff-a' });
    for (const body of ['', '   ', '\u200b\u200b', 'x'.repeat(5001)]) {
      expect(await rejection(addNote(db, { leadId: lead.id, body, actorId: 'staff-a' }))).toMatchObject({
        code: 'invalid_note',
      });
    }
    expect(await rejection(addNote(db, { leadId: 'missing', body: 'x', actorId: 'a' }))).toMatchObject({
      code: 'lead_not_found',
    });
    const audit = await auditRows(db);
    expect(audit.map((row) => `${row.action} ${row.detail}`).sort()).toEqual(
      [
        'lead.assigned staff-b',
        'lead.assigned none',
        `lead.note_added ${note.id}`,
        `lead.note_added ${audit.find((row) => row.action === 'lead.note_added' && row.detail !== note.id)!.detail}`,
      ].sort(),
    );
    // No note text in the audit log.
    expect(JSON.stringify(audit)).not.toContain('Angebot');
  });

  it('rolls a change back when its audit row cannot be written', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db);
    const noActor = null as unknown as string; // audit_log.actor_id is NOT NULL: the audit insert fails
    await expect(changeStatus(db, { leadId: lead.id, status: 'in_progress', actorId: noActor })).rejects.toThrow();
    await expect(assignLead(db, { leadId: lead.id, assigneeId: 'staff-b', actorId: noActor })).rejects.toThrow();
    await expect(getLeadDetail(db, lead.id, noActor)).rejects.toThrow();
    const after = await db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'new', is_spam: 0, assigned_to: null, updated_at: lead.updated_at });
    // A note is inserted before its audit row; it must vanish with it.
    await db.schema.dropTable('audit_log').execute();
    await expect(addNote(db, { leadId: lead.id, body: 'kurz', actorId: 'staff-a' })).rejects.toThrow();
    expect(await db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
  });

  it('lists the outbox by status and sends failed mails again, audited', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db);
    const failed = await seedMail(db, {
      lead_id: lead.id,
      status: 'failed',
      attempts: 30,
      last_error: 'Error EAUTH 535',
      next_attempt_at: '2026-01-01T00:00:00.000Z',
    });
    const sent = await seedMail(db, { lead_id: lead.id, status: 'sent', sent_at: '2026-01-01T00:00:00.000Z' });
    for (let i = 0; i < 55; i += 1) await seedMail(db, { lead_id: null, status: 'pending' });
    const pending = await listOutbox(db, { status: 'pending', page: 1 });
    expect(pending).toMatchObject({ total: 55, page: 1, pageCount: 2 });
    expect(pending.rows).toHaveLength(50);
    expect((await listOutbox(db, { status: 'pending', page: 2 })).rows).toHaveLength(5);
    const failedList = await listOutbox(db, { status: 'failed', page: 1 });
    expect(failedList.rows).toEqual([
      {
        id: failed.id,
        reference: lead.reference,
        kind: 'notification',
        recipient: 'team@example.com',
        status: 'failed',
        attempts: 30,
        last_error: 'Error EAUTH 535',
        next_attempt_at: '2026-01-01T00:00:00.000Z',
        sent_at: null,
        created_at: failed.created_at,
      },
    ]);

    const before = Date.now();
    await resendMail(db, { mailId: failed.id, actorId: 'staff-a' });
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', failed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(await rejection(resendMail(db, { mailId: sent.id, actorId: 'staff-a' }))).toMatchObject({
      code: 'mail_not_failed',
      detail: { status: 'sent' },
    });
    expect(await rejection(resendMail(db, { mailId: 'missing', actorId: 'staff-a' }))).toMatchObject({
      code: 'mail_not_found',
    });
    expect((await auditRows(db)).map((entry) => [entry.action, entry.lead_id, entry.detail])).toEqual([
      ['mail.resent', lead.id, failed.id],
    ]);
  });

  it('deletes audit entries after auditLogDays in the retention sweep, and the privacy page says so', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const now = new Date('2027-06-01T00:00:00Z');
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
    await db
      .insertInto('audit_log')
      .values([
        {
          id: 'old',
          actor_id: 'a',
          action: 'lead.viewed',
          lead_id: 'x',
          detail: null,
          created_at: at(retention.auditLogDays + 1),
        },
        {
          id: 'kept',
          actor_id: 'a',
          action: 'lead.viewed',
          lead_id: 'x',
          detail: null,
          created_at: at(retention.auditLogDays - 1),
        },
      ])
      .execute();
    await sweepRetention(db, { now });
    expect((await auditRows(db)).map((row) => row.id)).toEqual(['kept']);
    const page = buildDatenschutz({ chatModelHost: null });
    expect(plainText(page.de)).toContain(`Protokolleinträge ${days(retention.auditLogDays, 'de')} nach dem Zugriff`);
    expect(plainText(page.en)).toContain(`log entries ${days(retention.auditLogDays, 'en')} after the access`);
    expect(plainText(page.de)).toContain('Mitarbeiterinnen und Mitarbeiter unseres Unternehmens');
  });
});
