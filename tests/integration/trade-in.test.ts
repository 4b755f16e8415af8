import { afterEach, describe, expect, it } from 'vitest';
import { berlinToday } from '@/lib/calendar-day';
import { acknowledgeDecision } from '@/server/sell-requests/decision';
import { recordReceipt } from '@/server/sell-requests/receipt';
import { scheduleHandover } from '@/server/sell-requests/schedule';
import { statusPageModel } from '@/server/sell-requests/status-page';
import { findSellRequestByToken, getSellRequest } from '@/server/sell-requests/view';
import { assignLead, changeStatus } from '@/server/staff/lead-workflow';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { TOKEN_SECRET } from './sell-requests-fixtures';
import {
  acceptedRequest,
  decide,
  receiptAsOffered,
  seedStaffUser,
  sendStandardOffer,
  storeRequest,
} from './trade-in-fixtures';

const day = (offset: number) => berlinToday(new Date(Date.now() + offset * 86_400_000));

async function mails(handle: TestDatabase, leadId: string, kind: string) {
  return handle.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'body_text', 'body_html'])
    .where('lead_id', '=', leadId)
    .where('kind', '=', kind as never)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function statusModel(handle: TestDatabase, token: string) {
  return statusPageModel((await findSellRequestByToken(handle.db, token))!, { token, locale: 'de' });
}

describe.each(dialects)('the purchase after the offer (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  for (const status of ['lost', 'won', 'spam'] as const) {
    it(`closing the lead (${status}) withdraws its open offer; the visitor can no longer accept it (issue 35, 4)`, async () => {
      handle = await openTestDatabase(dialect);
      const stored = await storeRequest(handle);
      await sendStandardOffer(handle, stored.id);
      await changeStatus(handle.db, { leadId: stored.id, status, actorId: 'staff-1' });
      const view = (await getSellRequest(handle.db, stored.id))!;
      expect(view.offer?.withdrawn_at).toEqual(expect.any(String));
      expect(view.offer?.decision).toBeNull();
      const outcome = await decide(handle.db, stored.token, 'accept');
      // A spam lead shows no offer at all; the others say the offer was withdrawn.
      expect(outcome).toBe(status === 'spam' ? 'no_offer' : 'withdrawn');
      expect((await getSellRequest(handle.db, stored.id))!.lead.status).toBe(status);
      if (status !== 'spam') {
        const model = await statusModel(handle, stored.token);
        expect(model.offer?.state).toBe('withdrawn');
        expect(model.steps.map((step) => step.id)).toContain('withdrawn');
      }
      const audit = await handle.db
        .selectFrom('audit_log')
        .select(['action', 'detail'])
        .where('lead_id', '=', stored.id)
        .where('action', '=', 'offer.withdrawn')
        .execute();
      expect(audit).toEqual([{ action: 'offer.withdrawn', detail: view.offer!.id }]);
    });
  }

  it('moving back to in progress keeps the offer open; a new offer after "lost" can be accepted', async () => {
    handle = await openTestDatabase(dialect);
    const stored = await storeRequest(handle);
    await sendStandardOffer(handle, stored.id);
    await changeStatus(handle.db, { leadId: stored.id, status: 'in_progress', actorId: 'staff-1' });
    expect((await getSellRequest(handle.db, stored.id))!.offer?.withdrawn_at).toBeNull();
    await changeStatus(handle.db, { leadId: stored.id, status: 'offer_sent', actorId: 'staff-1' });
    await changeStatus(handle.db, { leadId: stored.id, status: 'lost', actorId: 'staff-1' });
    const { version } = await sendStandardOffer(handle, stored.id);
    expect(version).toBe(2);
    expect(await decide(handle.db, stored.token, 'accept')).toBe('accepted');
  });

  it('acceptance is news: a mail to the assigned member (else the team) with a link into /intern; the inbox mark until seen', async () => {
    handle = await openTestDatabase(dialect);
    await seedStaffUser(handle, { id: 'member-1', name: 'Mara Team', email: 'mara@example.com' });
    const assigned = await storeRequest(handle);
    await assignLead(handle.db, { leadId: assigned.id, assigneeId: 'member-1', actorId: 'admin-1' });
    await sendStandardOffer(handle, assigned.id);
    expect(await decide(handle.db, assigned.token, 'accept')).toBe('accepted');
    const [news] = await mails(handle, assigned.id, 'sell-decision');
    expect(news).toMatchObject({ recipient: 'mara@example.com', subject: `Angebot angenommen: ${assigned.reference}` });
    expect(news!.body_text).toContain(`/intern/anfragen/${assigned.id}`);
    expect(news!.body_text).not.toContain('erika@example.org');
    expect((await getSellRequest(handle.db, assigned.id))!.request.decision_news).toBe('accepted');
    await acknowledgeDecision(handle.db, assigned.id);
    expect((await getSellRequest(handle.db, assigned.id))!.request.decision_news).toBeNull();

    const unassigned = await storeRequest(handle);
    await sendStandardOffer(handle, unassigned.id);
    expect(await decide(handle.db, unassigned.token, 'decline')).toBe('declined');
    const [declined] = await mails(handle, unassigned.id, 'sell-decision');
    expect(declined).toMatchObject({
      recipient: 'info@example.com',
      subject: `Angebot abgelehnt: ${unassigned.reference}`,
    });
  });

  it('pickup date and window, then a change, each mailed to the visitor and shown on the status page', async () => {
    handle = await openTestDatabase(dialect);
    const early = await storeRequest(handle);
    const input = {
      kind: 'pickup' as const,
      pickupDate: day(3),
      timeFrom: '09:00',
      timeTo: '12:00',
      instructions: null,
    };
    await expect(
      scheduleHandover(handle.db, { leadId: early.id, input, actorId: 'staff-1', tokenSecret: TOKEN_SECRET }),
    ).rejects.toMatchObject({ code: 'not_accepted' });

    const stored = await acceptedRequest(handle);
    for (const bad of [
      { ...input, pickupDate: day(-1) },
      { ...input, timeFrom: '12:00', timeTo: '09:00' },
      { kind: 'shipping' as const, instructions: '' },
    ]) {
      await expect(
        scheduleHandover(handle.db, { leadId: stored.id, input: bad, actorId: 'staff-1', tokenSecret: TOKEN_SECRET }),
      ).rejects.toMatchObject({ code: 'schedule_invalid' });
    }
    // Right after the acceptance the status page's next step is the handover.
    let model = await statusModel(handle, stored.token);
    expect(model.steps.find((step) => step.state === 'current')?.id).toBe('handover');

    expect(
      await scheduleHandover(handle.db, { leadId: stored.id, input, actorId: 'staff-1', tokenSecret: TOKEN_SECRET }),
    ).toEqual({ changed: false });
    model = await statusModel(handle, stored.token);
    expect(model.schedule).toMatchObject({
      changed: false,
      sentence: expect.stringContaining('zwischen 09:00 und 12:00 Uhr'),
    });
    expect(model.steps.find((step) => step.state === 'current')?.id).toBe('goods_received');
    // The request has a damaged lithium lot: its transport notes go with the plan.
    expect(model.schedule!.notes.join(' ')).toContain('Beschädigte, aufgeblähte oder ausgelaufene Batterien');

    await scheduleHandover(handle.db, {
      leadId: stored.id,
      input: { kind: 'shipping', instructions: 'Bitte an Tor 3 liefern.' },
      actorId: 'staff-1',
      tokenSecret: TOKEN_SECRET,
    });
    const sent = await mails(handle, stored.id, 'sell-schedule');
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Ihr Abholtermin (${stored.reference})`,
      `Geänderte Übergabe (${stored.reference})`,
    ]);
    expect(sent[0]!.body_text).toContain('zwischen 09:00 und 12:00 Uhr');
    expect(sent[0]!.body_text).toContain(`/anfrage/${stored.token}`);
    expect(sent[1]!.body_text).toContain('Bitte an Tor 3 liefern.');
    expect(sent[1]!.body_text).toContain('Pole abkleben');
    model = await statusModel(handle, stored.token);
    expect(model.schedule).toMatchObject({ changed: true, instructions: 'Bitte an Tor 3 liefern.' });
  });

  it('goods received per line: a deviation needs a reason the visitor sees; corrections until the credit note', async () => {
    handle = await openTestDatabase(dialect);
    const stored = await acceptedRequest(handle);
    const base = { leadId: stored.id, actorId: 'staff-1', tokenSecret: TOKEN_SECRET };
    // Two of three units arrived, without a reason: refused.
    await expect(
      recordReceipt(handle.db, { ...base, lines: await receiptAsOffered(handle, stored.id, { quantity: 2 }) }),
    ).rejects.toMatchObject({ code: 'receipt_invalid' });
    // A line missing, a bought line without price: refused.
    const lines = await receiptAsOffered(handle, stored.id);
    await expect(recordReceipt(handle.db, { ...base, lines: lines.slice(1) })).rejects.toMatchObject({
      code: 'receipt_invalid',
    });
    await expect(
      recordReceipt(handle.db, { ...base, lines: await receiptAsOffered(handle, stored.id, { priceCents: null }) }),
    ).rejects.toMatchObject({ code: 'receipt_invalid' });

    const reason = 'Nur zwei von drei Geräten waren im Paket.';
    expect(
      await recordReceipt(handle.db, {
        ...base,
        lines: await receiptAsOffered(handle, stored.id, { quantity: 2, reason }),
      }),
    ).toEqual({ deviations: 1, corrected: false });
    let model = await statusModel(handle, stored.token);
    const first = model.lines[0]!;
    expect(first.received).toMatchObject({ outcome: 'bought', quantity: 2, priceCents: 1250, deviation: reason });
    expect(model.lines[2]!.received).toMatchObject({ outcome: 'returned', deviation: null });
    expect(model.steps.find((step) => step.id === 'goods_received')?.state).toBe('done');
    const [mail] = await mails(handle, stored.id, 'sell-receipt');
    expect(mail!.subject).toBe(`Ihre Ware ist bei uns eingegangen (${stored.reference})`);
    expect(mail!.body_text).toContain('Eine Position weicht vom angenommenen Angebot ab');

    // A correction replaces the rows and is announced too.
    expect(await recordReceipt(handle.db, { ...base, lines: await receiptAsOffered(handle, stored.id) })).toEqual({
      deviations: 0,
      corrected: true,
    });
    model = await statusModel(handle, stored.token);
    expect(model.lines[0]!.received).toMatchObject({ quantity: 3, deviation: null });
    expect((await mails(handle, stored.id, 'sell-receipt')).map((row) => row.subject)).toEqual([
      `Ihre Ware ist bei uns eingegangen (${stored.reference})`,
      `Wareneingang aktualisiert (${stored.reference})`,
    ]);
    // The handover can no longer change once the goods are in.
    await expect(
      scheduleHandover(handle.db, {
        ...base,
        input: { kind: 'shipping', instructions: 'zu spät' },
      }),
    ).rejects.toMatchObject({ code: 'already_marked' });
    const actions = (
      await handle.db.selectFrom('audit_log').select('action').where('lead_id', '=', stored.id).execute()
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['sell_request.goods_received', 'sell_request.receipt_corrected']));
  });
});
