import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { sellRequestSchema } from '@/lib/sell-request-schema';
import { sellRequestValidationMessages } from '@/i18n/sell-request-validation-messages';
import { decideOffer } from '@/server/sell-requests/decision';
import { sendOffer } from '@/server/sell-requests/offers';
import { SellRequestError } from '@/server/sell-requests/sell-request-error';
import { storeSellRequest, type StoreSellRequestResult } from '@/server/sell-requests/store';
import { findSellRequestByToken, getSellRequest } from '@/server/sell-requests/view';
import { statusToken, statusTokenHash } from '@/server/sell-requests/status-token';
import { sellRequestTimeline } from '@/server/sell-requests/timeline';
import { erasePerson } from '@/server/staff/erasure';
import { insertUpload } from '@/server/uploads/repository';
import { databaseStore } from '@/server/uploads/store';
import { berlinToday } from '@/lib/calendar-day';
import { formatUpTo } from '@/lib/format';
import { sellRequestCardModel } from '@/server/sell-requests/staff-card';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { listed, sellRequestBody, TOKEN_SECRET } from './sell-requests-fixtures';

function parse(body: Record<string, unknown> = sellRequestBody()) {
  const parsed = sellRequestSchema(sellRequestValidationMessages('de'), { today: berlinToday() }).safeParse(body);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

async function store(
  handle: TestDatabase,
  body = sellRequestBody(),
  options: { now?: Date; confirmation?: boolean } = {},
) {
  const result = await storeSellRequest(
    handle.db,
    {
      request: parse(body),
      locale: body.locale === 'en' ? 'en' : 'de',
      clientKey: '198.51.100.7',
      tokenSecret: TOKEN_SECRET,
    },
    { confirmation: true, notificationRecipient: 'team@example.com', ...options },
  );
  if (result.outcome === 'conflict') throw new Error('unexpected conflict');
  return result as Exclude<StoreSellRequestResult, { outcome: 'conflict' }>;
}

async function priceAll(handle: TestDatabase, leadId: string, now = new Date(), validDays = 14) {
  const view = (await getSellRequest(handle.db, leadId))!;
  return sendOffer(handle.db, {
    leadId,
    actorId: 'staff-1',
    validDays,
    tokenSecret: TOKEN_SECRET,
    now,
    lines: view.lines.map((line, index) =>
      index === 2
        ? { lineId: line.id, priceCents: null, declinedReason: 'Netzteile kaufen wir nicht an' }
        : { lineId: line.id, priceCents: 1250 * (index + 1), declinedReason: null },
    ),
  });
}

/** The visitor decides on the offer the status page shows now (its id and version). */
async function decide(handle: TestDatabase, token: string, decision: 'accept' | 'decline') {
  const offer = (await findSellRequestByToken(handle.db, token))?.offer;
  return decideOffer(handle.db, {
    token,
    decision,
    shown: offer ? { offerId: offer.id, version: offer.version } : null,
  });
}

async function auditActions(handle: TestDatabase, leadId: string) {
  return (
    await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'detail'])
      .where('lead_id', '=', leadId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map(
    (row) =>
      `${row.actor_id}:${row.action}${row.detail && row.action === 'lead.status_changed' ? `:${row.detail}` : ''}`,
  );
}

/** Every table.column of the database holding `needle` (case-insensitive). */
async function columnsHolding(handle: TestDatabase, needle: string): Promise<string[]> {
  const hits: string[] = [];
  const like = `%${needle.toLowerCase()}%`;
  const tables =
    handle.dialect === 'sqlite'
      ? handle
          .sqlite!.prepare(`select name from sqlite_master where type = 'table'`)
          .all()
          .map((row) => (row as { name: string }).name)
      : (
          await sql<{
            table_name: string;
          }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(handle.db)
        ).rows.map((row) => row.table_name);
  for (const table of tables) {
    if (table.startsWith('leads_fts')) continue;
    const columns =
      handle.dialect === 'sqlite'
        ? handle
            .sqlite!.prepare(`select name from pragma_table_info(?)`)
            .all(table)
            .map((row) => (row as { name: string }).name)
        : (
            await sql<{
              column_name: string;
            }>`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`.execute(
              handle.db,
            )
          ).rows.map((row) => row.column_name);
    for (const column of columns) {
      const found = await sql<{
        n: string | number;
      }>`select count(*) as n from ${sql.table(table)} where lower(cast(${sql.ref(column)} as text)) like ${like}`.execute(
        handle.db,
      );
      if (Number(found.rows[0]!.n) > 0) hits.push(`${table}.${column}`);
    }
  }
  return hits;
}

describe.each(dialects)('sell requests (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('keeps each listed line’s “bis zu” price as sent; the staff card shows it whatever is published later', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    const lines = () =>
      handle!.db
        .selectFrom('sell_request_lines')
        .selectAll()
        .where('lead_id', '=', result.id)
        .orderBy('position')
        .execute();
    const [first, second] = await lines();
    expect(first!.list_price).toBe(listed.price === null ? 'negotiable' : String(listed.price));
    expect(second!.list_price).toBeNull();
    const card = async () =>
      (await sellRequestCardModel(handle!.db, { leadId: result.id, locale: 'de', searchParams: {} }))!.lines;
    // A newer price list since: the card keeps the price the visitor was shown.
    await handle.db.updateTable('sell_request_lines').set({ list_price: '1234' }).where('id', '=', first!.id).execute();
    expect((await card())[0]!.upTo).toBe(formatUpTo(1234, 'de'));
    expect((await card())[1]!.upTo).toBeNull();
    // A line stored before prices were kept shows today's price.
    await handle.db.updateTable('sell_request_lines').set({ list_price: null }).where('id', '=', first!.id).execute();
    expect((await card())[0]!.upTo).toBe(listed.price === null ? '' : formatUpTo(listed.price, 'de'));
  });

  it('stores a sell request as a lead with its lines, pickup, notification and confirmation in one go', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    expect(result).toMatchObject({
      outcome: 'created',
      spam: null,
      reference: expect.stringMatching(/^KW-\d{4}-\d{6}$/),
    });
    expect(result.statusPath).toBe(`/anfrage/${result.token}`);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      form: 'sell-list',
      status: 'new',
      email: 'erika@example.org',
      phone: '+49 221 1234567',
      subject: null,
      page: '/ankaufsliste',
    });

    const request = await handle.db
      .selectFrom('sell_requests')
      .selectAll()
      .where('lead_id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      status_token_hash: statusTokenHash(result.token),
      company: 'Beispiel GmbH',
      vat_id: 'DE123456789',
      handover_kind: 'pickup',
      pickup_street: 'Lagerweg 7',
      pickup_postal_code: '50667',
      pickup_city: 'Köln',
      pickup_loading_dock: 1,
      pickup_forklift: 0,
      pickup_floor: 'EG',
      pickup_lift: 0,
      pickup_contact_name: 'Max Lager',
      goods_received_at: null,
      paid_at: null,
    });
    expect(JSON.stringify(request)).not.toContain(result.token);

    const lines = await handle.db
      .selectFrom('sell_request_lines')
      .selectAll()
      .where('lead_id', '=', result.id)
      .orderBy('position')
      .execute();
    expect(lines).toHaveLength(3);
    // A listed item is stored under the catalogue's name, whatever the browser sent.
    expect(lines[0]).toMatchObject({
      position: 0,
      item_id: listed.articleNumber,
      name: listed.name,
      quantity: 3,
      grade: 'used-working',
      battery_chemistry: null,
      battery_weight_kg: null,
    });
    expect(lines[1]).toMatchObject({
      item_id: null,
      name: 'Akku-Pack 48 V',
      battery_chemistry: 'li-ion',
      battery_installed: 0,
      battery_damaged: 1,
      battery_packaging: 1,
    });
    expect(Number(lines[1]!.battery_weight_kg)).toBe(14.5);

    const mails = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('lead_id', '=', result.id)
      .orderBy('kind')
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['confirmation', 'notification']);
    const [confirmation, notification] = mails;
    expect(notification).toMatchObject({ recipient: 'team@example.com', reply_to: 'erika@example.org' });
    expect(notification!.body_text).toContain(listed.name);
    expect(notification!.body_text).toContain(
      'Lithium-Ionen · lose · beschädigt · 14,5 kg · geeignete Verpackung vorhanden',
    );
    expect(notification!.body_text).toContain('Lithium-Ionen: 14,5 kg gesamt');
    expect(notification!.body_text).toContain('Lagerweg 7, 50667 Köln');
    expect(notification!.body_text).toContain('NotizMarker');
    expect(confirmation).toMatchObject({ recipient: 'erika@example.org' });
    expect(confirmation!.body_text).toContain(result.reference!);
    expect(confirmation!.body_text).toContain(`http://localhost:3000/anfrage/${result.token}`);
    // Nothing the sender typed is repeated to the address they gave.
    for (const typed of ['NotizMarker', 'Akku-Pack', 'Erika', 'Beispiel GmbH', 'Lagerweg', 'Alles steht'])
      expect(confirmation!.body_text + confirmation!.body_html + confirmation!.subject).not.toContain(typed);
  });

  it('finds a request by its token only (hash lookup); a wrong token or the reference finds nothing', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    const view = await findSellRequestByToken(handle.db, result.token);
    expect(view?.lead.id).toBe(result.id);
    expect(view?.lines.map((line) => line.position)).toEqual([0, 1, 2]);
    expect(
      await findSellRequestByToken(handle.db, `${result.token.slice(0, -1)}${result.token.endsWith('A') ? 'B' : 'A'}`),
    ).toBeNull();
    expect(await findSellRequestByToken(handle.db, result.reference!)).toBeNull();
    expect(await findSellRequestByToken(handle.db, statusTokenHash(result.token))).toBeNull();
    // The token is derived from the server's key: another key gives another token.
    expect(statusToken('another-secret-another-secret-000000', result.id)).not.toBe(result.token);
  });

  it('idempotency: the same key and content → the first request and the same link; other content → conflict', async () => {
    handle = await openTestDatabase(dialect);
    const body = sellRequestBody();
    const first = await store(handle, body);
    const again = await store(handle, body);
    expect(again).toMatchObject({ outcome: 'duplicate', id: first.id, statusPath: first.statusPath });
    const changed = await storeSellRequest(handle.db, {
      request: parse({ ...body, lines: [{ name: 'Etwas anderes', quantity: 1, grade: 'new' }] }),
      locale: 'de',
      clientKey: 'x',
      tokenSecret: TOKEN_SECRET,
    });
    expect(changed).toEqual({ outcome: 'conflict' });
    expect((await handle.db.selectFrom('sell_request_lines').select('id').execute()).length).toBe(3);
    expect((await handle.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(2);
  });

  it('spam (honeypot, too fast) is stored with its lines as spam and mails nothing', async () => {
    handle = await openTestDatabase(dialect);
    const honeypot = await store(handle, sellRequestBody({ website: 'http://spam.example' }));
    const fast = await store(handle, sellRequestBody({ startedAt: Date.now() - 500 }));
    expect([honeypot.spam, fast.spam]).toEqual(['honeypot', 'too_fast']);
    const leads = await handle.db.selectFrom('leads').select(['status', 'is_spam']).execute();
    expect(leads).toEqual([
      { status: 'spam', is_spam: 1 },
      { status: 'spam', is_spam: 1 },
    ]);
    expect((await handle.db.selectFrom('sell_request_lines').select('id').execute()).length).toBe(6);
    expect((await handle.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(0);
    // The status page shows a spam request as merely received.
    const view = (await findSellRequestByToken(handle.db, honeypot.token))!;
    expect(
      sellRequestTimeline({
        status: view.lead.status,
        createdAt: view.lead.created_at,
        offer: null,
        scheduledAt: null,
        goodsReceivedAt: null,
        settledAt: null,
        paidAt: null,
        now: new Date(),
      }).map((step) => `${step.id}:${step.state}`),
    ).toEqual([
      'received:done',
      'review:current',
      'offer:upcoming',
      'decision:upcoming',
      'handover:upcoming',
      'goods_received:upcoming',
      'settled:upcoming',
      'paid:upcoming',
    ]);
  });

  it('offer → accept: status through the workflow, audited, the offer mail with the same link; won; the next step is the handover', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    const { offerId, version } = await priceAll(handle, result.id);
    expect(version).toBe(1);
    let view = (await getSellRequest(handle.db, result.id))!;
    expect(view.lead.status).toBe('offer_sent');
    expect(view.offer).toMatchObject({
      id: offerId,
      version: 1,
      decision: null,
      created_by: 'staff-1',
      price_basis: 'net',
    });
    expect(view.offer!.lines.find((line) => line.line_id === view.lines[2]!.id)).toMatchObject({
      price_cents: null,
      declined_reason: 'Netzteile kaufen wir nicht an',
    });
    const offerMail = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('lead_id', '=', result.id)
      .where('kind', '=', 'sell-offer')
      .executeTakeFirstOrThrow();
    expect(offerMail).toMatchObject({
      recipient: 'erika@example.org',
      subject: `Ihr Angebot liegt bereit (${result.reference})`,
    });
    expect(offerMail.body_text).toContain(`/anfrage/${result.token}`);

    expect(await decide(handle, result.token, 'accept')).toBe('accepted');
    expect(await decide(handle, result.token, 'decline')).toBe('already_decided');
    view = (await getSellRequest(handle.db, result.id))!;
    expect(view.lead.status).toBe('won');
    expect(view.offer).toMatchObject({ decision: 'accepted', decided_at: expect.any(String) });
    // After an accepted offer no new one is sent.
    await expect(priceAll(handle, result.id)).rejects.toMatchObject({ code: 'offer_accepted' });
    const steps = sellRequestTimeline({
      status: view.lead.status,
      createdAt: view.lead.created_at,
      offer: {
        sentAt: view.offer!.sent_at,
        validUntil: view.offer!.valid_until,
        decision: view.offer!.decision,
        decidedAt: view.offer!.decided_at,
        withdrawnAt: view.offer!.withdrawn_at,
      },
      scheduledAt: null,
      goodsReceivedAt: null,
      settledAt: null,
      paidAt: null,
      now: new Date(),
    });
    // Right after accepting, the current step is the handover, not "goods received".
    expect(steps.map((step) => `${step.id}:${step.state}`)).toEqual([
      'received:done',
      'review:done',
      'offer:done',
      'accepted:done',
      'handover:current',
      'goods_received:upcoming',
      'settled:upcoming',
      'paid:upcoming',
    ]);

    // Rows of one transaction share their time, so compare them as a set.
    expect((await auditActions(handle, result.id)).sort()).toEqual(
      [
        'staff-1:lead.status_changed:new->in_progress',
        'staff-1:lead.status_changed:in_progress->offer_sent',
        'staff-1:offer.sent',
        'visitor:lead.status_changed:offer_sent->won',
        'visitor:offer.accepted',
      ].sort(),
    );
  });

  it('decline → lost, audited as the visitor', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    await priceAll(handle, result.id);
    expect(await decide(handle, result.token, 'decline')).toBe('declined');
    const view = (await getSellRequest(handle.db, result.id))!;
    expect(view.lead.status).toBe('lost');
    expect(view.offer?.decision).toBe('declined');
    expect((await auditActions(handle, result.id)).slice(-2).sort()).toEqual([
      'visitor:lead.status_changed:offer_sent->lost',
      'visitor:offer.declined',
    ]);
  });

  it('an expired offer refuses a decision (silence is never acceptance); no offer, unknown token', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    expect(await decide(handle, result.token, 'accept')).toBe('no_offer');
    await priceAll(handle, result.id, new Date(Date.now() - 15 * 86_400_000), 14);
    expect(await decide(handle, result.token, 'accept')).toBe('expired');
    const view = (await getSellRequest(handle.db, result.id))!;
    expect(view.lead.status).toBe('offer_sent');
    expect(view.offer?.decision).toBeNull();
    expect(await decideOffer(handle.db, { token: 'A'.repeat(22), decision: 'accept', shown: null })).toBe('not_found');
    // A new offer replaces the expired one and can be accepted.
    await priceAll(handle, result.id);
    expect(await decide(handle, result.token, 'accept')).toBe('accepted');
  });

  it('refuses an offer that leaves a line without price or reason, or has a bad validity', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    const view = (await getSellRequest(handle.db, result.id))!;
    const base = { leadId: result.id, actorId: 'staff-1', tokenSecret: TOKEN_SECRET };
    const all = view.lines.map((line) => ({ lineId: line.id, priceCents: 100, declinedReason: null }));
    for (const attempt of [
      { ...base, validDays: 14, lines: all.slice(1) },
      { ...base, validDays: 0, lines: all },
      {
        ...base,
        validDays: 14,
        lines: [...all.slice(1), { lineId: all[0]!.lineId, priceCents: null, declinedReason: ' ' }],
      },
      {
        ...base,
        validDays: 14,
        lines: [...all.slice(1), { lineId: all[0]!.lineId, priceCents: -1, declinedReason: null }],
      },
    ]) {
      const error = await sendOffer(handle.db, attempt).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SellRequestError);
      expect((error as SellRequestError).code).toBe('offer_invalid');
    }
    expect((await getSellRequest(handle.db, result.id))!.offer).toBeNull();
    expect((await getSellRequest(handle.db, result.id))!.lead.status).toBe('new');
  });

  it('attaches the files the same client uploaded, in the request’s transaction; others are ignored', async () => {
    handle = await openTestDatabase(dialect);
    const upload = async (clientKey: string) => {
      const id = randomUUID();
      await insertUpload(handle!.db, databaseStore, {
        id,
        type: 'image/png',
        bytes: 4,
        width: 1,
        height: 1,
        name: 'foto.png',
        data: Buffer.from([1, 2, 3, 4]),
        clientKey,
        now: new Date(),
      });
      return id;
    };
    const mine = await upload('198.51.100.7');
    const theirs = await upload('203.0.113.9');
    const result = await store(handle, sellRequestBody({ attachmentIds: [mine, theirs] }));
    const rows = await handle.db.selectFrom('uploads').select(['id', 'lead_id']).orderBy('id').execute();
    expect(rows.find((row) => row.id === mine)?.lead_id).toBe(result.id);
    expect(rows.find((row) => row.id === theirs)?.lead_id).toBeNull();
    const notification = await handle.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('lead_id', '=', result.id)
      .where('kind', '=', 'notification')
      .executeTakeFirstOrThrow();
    expect(notification.body_text).toContain('Anhänge: 1');
  });

  it('erasing the person removes the sell request, its lines and offers (nothing of them stays)', async () => {
    handle = await openTestDatabase(dialect);
    const result = await store(handle);
    await priceAll(handle, result.id);
    await decide(handle, result.token, 'accept');
    const other = await store(handle, sellRequestBody({ email: 'someone.else@example.net' }));
    expect(await columnsHolding(handle, 'Lagerweg')).toEqual(expect.arrayContaining(['sell_requests.pickup_street']));

    const erased = await erasePerson(handle.db, { email: 'ERIKA@example.org', actorId: 'admin-1' });
    expect(erased.leads).toBe(1);
    for (const table of ['sell_requests', 'sell_request_lines', 'sell_offers'] as const) {
      const rows = await handle.db.selectFrom(table).select('lead_id').execute();
      expect(
        rows.every((row) => row.lead_id === other.id),
        table,
      ).toBe(true);
    }
    expect((await handle.db.selectFrom('sell_offer_lines').select('offer_id').execute()).length).toBe(0);
    expect(await columnsHolding(handle, 'erika@example.org')).toEqual([]);
    expect(await findSellRequestByToken(handle.db, result.token)).toBeNull();
    // The other person's request is untouched.
    expect((await findSellRequestByToken(handle.db, other.token))?.lines).toHaveLength(3);
  });
});
