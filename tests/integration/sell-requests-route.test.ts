import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translator } from '@/i18n/translator';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import type { Dialect } from '@/server/db/client';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { createPostgresDatabase, resetProcessState } from './helpers';
import { day, sellRequestBody } from './sell-requests-fixtures';

type Post = (request: Request, context?: unknown) => Promise<Response>;
type Answer = { ok: boolean; id: string; reference: string; statusUrl: string };

const RATE_LIMIT = 5;
let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor((ipCounter += 1) / 250) % 250}.${ipCounter % 250}`;

function jsonRequest(body: unknown, { ip = freshIp(), headers = {} as Record<string, string> } = {}): Request {
  return new Request('http://localhost/api/sell-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REMOTE_ADDRESS_HEADER]: ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type Shown = { offerId: string; offerVersion: string };

function decisionRequest(
  token: string,
  decision: string,
  headers: Record<string, string> = {},
  shown: Shown | Record<string, never> = {},
): Request {
  return new Request(`http://localhost/api/sell-requests/${token}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams({ decision, locale: 'de', ...shown }).toString(),
  });
}

/** The real route modules against a fresh database of the dialect, configured through the environment. */
async function loadRoutes(dialect: Dialect) {
  vi.resetModules();
  resetProcessState();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-sell-'));
  let drop = async (): Promise<void> => undefined;
  const vars: Record<string, string> = {
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: String(RATE_LIMIT),
    DATABASE_URL: '',
    STAFF_AUTH_SECRET: 'route-test-secret-route-test-secret-0123',
  };
  if (dialect === 'postgres') {
    const created = await createPostgresDatabase();
    vars.DATABASE_URL = created.url;
    drop = created.drop;
  }
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  const submit = (await import('@/app/api/sell-requests/route')) as { POST: Post };
  const decision = (await import('@/app/api/sell-requests/[token]/decision/route')) as {
    POST: (request: Request, context: { params: Promise<{ token: string }> }) => Promise<Response>;
  };
  const repository = {
    ...(await import('@/server/sell-requests/view')),
    ...(await import('@/server/sell-requests/offers')),
  };
  const { getDatabase, closeDatabase } = await import('@/server/db');
  return {
    POST: submit.POST,
    decide: (token: string, value: string, headers?: Record<string, string>, shown?: Shown) =>
      decision.POST(decisionRequest(token, value, headers, shown), { params: Promise.resolve({ token }) }),
    repository,
    async db(): Promise<Kysely<Database>> {
      return (await getDatabase()).db;
    },
    async close() {
      await closeDatabase();
      resetProcessState();
      vi.unstubAllEnvs();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const tokenOf = (statusUrl: string) => statusUrl.split('/').pop()!;

describe.each(['sqlite', 'postgres'] as const)('POST /api/sell-requests (%s)', (dialect) => {
  let api: Awaited<ReturnType<typeof loadRoutes>>;
  beforeAll(async () => {
    api = await loadRoutes(dialect);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('201 { ok, id, reference, statusUrl } for a list with lines and a pickup; English → /en/anfrage', async () => {
    const response = await api.POST(jsonRequest(sellRequestBody()));
    expect(response.status).toBe(201);
    const body = (await response.json()) as Answer;
    expect(body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^KW-\d{4}-\d{6}$/),
      statusUrl: expect.stringMatching(/^\/anfrage\/[A-Za-z0-9_-]{22}$/),
    });
    const db = await api.db();
    expect(
      (await db.selectFrom('sell_request_lines').select('id').where('lead_id', '=', body.id).execute()).length,
    ).toBe(3);
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'body_text'])
      .where('lead_id', '=', body.id)
      .execute();
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['confirmation', 'notification']);
    expect(mails.find((mail) => mail.kind === 'confirmation')!.body_text).toContain(body.statusUrl);

    const english = await api.POST(jsonRequest(sellRequestBody({ locale: 'en', handover: { kind: 'shipping' } })));
    expect(english.status).toBe(201);
    expect(((await english.json()) as Answer).statusUrl).toMatch(/^\/en\/anfrage\/[A-Za-z0-9_-]{22}$/);
  });

  it('400 validation with a message per field, keyed by its path', async () => {
    const body = sellRequestBody({
      email: 'not-an-address',
      lines: [
        { name: 'Gerät', quantity: 2, grade: 'mint' },
        {
          name: 'Akku',
          quantity: 0,
          grade: 'new',
          battery: { chemistry: 'li-ion', installed: true, damaged: false, weightKg: -1, packaging: true },
        },
        { name: 'Kabel', quantity: 1.5, grade: 'new', notes: 'x'.repeat(1001) },
      ],
      handover: { ...sellRequestBody().handover, dateFrom: day(-1), dateTo: day(-2), contactPhone: 'abc' },
    });
    const response = await api.POST(jsonRequest(body));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('validation');
    expect(answer.fields).toEqual({
      email: contactValidationMessages('de').email,
      'lines.0.grade': 'Bitte wählen Sie einen Zustand',
      'lines.1.quantity': 'Menge: eine ganze Zahl von 1 bis 100.000',
      'lines.1.battery.weightKg': 'Gewicht in kg: eine Zahl größer als 0 und höchstens 100.000',
      'lines.2.quantity': 'Menge: eine ganze Zahl von 1 bis 100.000',
      'lines.2.notes': 'Anmerkungen: höchstens 1.000 Zeichen',
      'handover.dateFrom': 'Das Datum darf nicht in der Vergangenheit liegen',
      'handover.dateTo': 'Das Datum darf nicht in der Vergangenheit liegen',
      'handover.contactPhone': contactValidationMessages('de').phone,
    });

    const order = await api.POST(
      jsonRequest(sellRequestBody({ handover: { ...sellRequestBody().handover, dateFrom: day(5), dateTo: day(3) } })),
    );
    expect(((await order.json()) as { fields: Record<string, string> }).fields).toEqual({
      'handover.dateTo': 'Das Enddatum darf nicht vor dem Anfangsdatum liegen',
    });
    const empty = await api.POST(jsonRequest(sellRequestBody({ lines: [], handover: { kind: 'boat' } })));
    expect(((await empty.json()) as { fields: Record<string, string> }).fields).toEqual({
      lines: 'Bitte fügen Sie mindestens 1 Position hinzu',
      'handover.kind': 'Bitte wählen Sie Versand oder Abholung',
    });
    const english = await api.POST(
      jsonRequest(sellRequestBody({ locale: 'en', lines: [{ name: 'X', quantity: 1, grade: 'new' }] })),
    );
    expect(((await english.json()) as { fields: Record<string, string> }).fields).toEqual({
      'lines.0.name': 'Name: 2 to 200 characters',
    });
  });

  it('400 for an item id that is not in the catalogue; nothing stored', async () => {
    const db = await api.db();
    const before = (await db.selectFrom('leads').select('id').execute()).length;
    const response = await api.POST(
      jsonRequest(
        sellRequestBody({ lines: [{ itemId: 'KW-NOPE-9999', name: 'Erfunden', quantity: 1, grade: 'new' }] }),
      ),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      'lines.0.itemId': 'Diesen Artikel gibt es in unseren Preislisten nicht',
    });
    expect((await db.selectFrom('leads').select('id').execute()).length).toBe(before);
  });

  it('idempotency: the same key and content → 200 with the first answer; other content → 409', async () => {
    const body = sellRequestBody();
    const first = (await (await api.POST(jsonRequest(body))).json()) as Answer;
    const again = await api.POST(jsonRequest(body));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const conflict = await api.POST(jsonRequest({ ...body, lines: [{ name: 'Anderes', quantity: 1, grade: 'new' }] }));
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { code: string }).code).toBe('idempotency_conflict');
  });

  it('spam (honeypot, too fast) gets the normal answer, is stored as spam and mails nothing', async () => {
    for (const overrides of [{ website: 'https://spam.example' }, { startedAt: Date.now() - 200 }]) {
      const response = await api.POST(jsonRequest(sellRequestBody(overrides)));
      expect(response.status).toBe(201);
      const { id, statusUrl } = (await response.json()) as Answer;
      expect(statusUrl).toMatch(/^\/anfrage\//);
      const db = await api.db();
      expect(
        (await db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
      ).toBe('spam');
      expect((await db.selectFrom('mail_outbox').select('id').where('lead_id', '=', id).execute()).length).toBe(0);
    }
  });

  it('the rate limit counts the connection, not a client-supplied X-Forwarded-For', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RATE_LIMIT; i += 1)
      expect(
        (await api.POST(jsonRequest(sellRequestBody(), { ip, headers: { 'x-forwarded-for': `10.0.0.${i}` } }))).status,
      ).toBe(201);
    for (const spoof of ['10.9.9.9', '', '198.51.100.1, 203.0.113.78']) {
      const response = await api.POST(jsonRequest(sellRequestBody(), { ip, headers: { 'x-forwarded-for': spoof } }));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('403 cross-site, 413 oversized, 415 not JSON, 400 broken JSON', async () => {
    const crossSite = await api.POST(
      jsonRequest(sellRequestBody(), { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
    );
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { code: string }).code).toBe('cross_site');
    const huge = await api.POST(jsonRequest(sellRequestBody({ message: 'x'.repeat(2 * 1024 * 1024 + 10) })));
    expect(huge.status).toBe(413);
    const form = await api.POST(
      new Request('http://localhost/api/sell-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', [REMOTE_ADDRESS_HEADER]: freshIp() },
        body: 'firstName=Erika',
      }),
    );
    expect(form.status).toBe(415);
    const broken = await api.POST(jsonRequest('{"lines": ['));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('invalid_json');
    const badKey = await api.POST(jsonRequest(sellRequestBody({ idempotencyKey: 'nope' })));
    expect(((await badKey.json()) as { code: string }).code).toBe('invalid_body');
  });

  it('property: arbitrary JSON never yields a 5xx, and every message is from the message files', async () => {
    const known = new Set<string>();
    for (const locale of ['de', 'en'] as const) {
      const collect = (value: unknown) => {
        if (typeof value === 'string') known.add(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      const { sellRequestValidationMessages } = await import('@/i18n/sell-request-validation-messages');
      collect(sellRequestValidationMessages(locale));
      const http = translator(locale, 'HttpErrors');
      for (const code of [
        'invalid_json',
        'invalid_body',
        'validation',
        'idempotency_conflict',
        'rate_limited',
      ] as const)
        known.add(http(code, { phone: '' }).split('{')[0]!);
    }
    const line = fc.record(
      {
        name: fc.oneof(fc.string(), fc.integer()),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
        grade: fc.string(),
        battery: fc.option(fc.object()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            ...Object.fromEntries(Object.entries(sellRequestBody()).map(([key, value]) => [key, fc.constant(value)])),
            lines: fc.array(line, { maxLength: 4 }),
            handover: fc.oneof(fc.object(), fc.constant({ kind: 'pickup' })),
          }),
        ),
        async (body) => {
          const response = await api.POST(jsonRequest(body));
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            const answer = (await response.json()) as { error: string; fields?: Record<string, string> };
            for (const message of Object.values(answer.fields ?? {})) expect(known.has(message), message).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the decision: accept by form post → 303 back with a notice; cross-site 403; unknown token 404', async () => {
    const { id, statusUrl } = (await (await api.POST(jsonRequest(sellRequestBody()))).json()) as Answer;
    const token = tokenOf(statusUrl);
    const db = await api.db();
    const early = await api.decide(token, 'accept');
    expect(early.status).toBe(303);
    expect(early.headers.get('location')).toBe(`/anfrage/${token}?notice=no_offer`);

    const view = (await api.repository.getSellRequest(db, id))!;
    await api.repository.sendOffer(db, {
      leadId: id,
      actorId: 'staff-1',
      validDays: 14,
      tokenSecret: 'route-test-secret-route-test-secret-0123',
      lines: view.lines.map((line) => ({ lineId: line.id, priceCents: 990, declinedReason: null })),
    });
    const current = (await api.repository.getSellRequest(db, id))!.offer!;
    const shown = { offerId: current.id, offerVersion: String(current.version) };
    const crossSite = await api.decide(
      token,
      'accept',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      shown,
    );
    expect(crossSite.status).toBe(403);
    expect((await api.repository.getSellRequest(db, id))!.offer?.decision).toBeNull();
    expect((await api.decide(token, 'maybe', {}, shown)).status).toBe(400);
    expect((await api.decide('A'.repeat(22), 'accept', {}, shown)).status).toBe(404);
    expect((await api.decide('bad token!', 'accept', {}, shown)).status).toBe(404);

    const accepted = await api.decide(token, 'accept', {}, shown);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/anfrage/${token}?notice=accepted`);
    expect((await api.repository.getSellRequest(db, id))!.lead.status).toBe('won');
    expect((await api.decide(token, 'decline', {}, shown)).headers.get('location')).toBe(
      `/anfrage/${token}?notice=already_decided`,
    );
  });

  it('accepts only the offer the visitor saw: a newer offer answers "changed" and stays open (issue 35, 3)', async () => {
    const { id, statusUrl } = (await (await api.POST(jsonRequest(sellRequestBody()))).json()) as Answer;
    const token = tokenOf(statusUrl);
    const db = await api.db();
    const lines = (await api.repository.getSellRequest(db, id))!.lines;
    const send = (priceCents: number) =>
      api.repository.sendOffer(db, {
        leadId: id,
        actorId: 'staff-1',
        validDays: 14,
        tokenSecret: 'route-test-secret-route-test-secret-0123',
        lines: lines.map((line) => ({ lineId: line.id, priceCents, declinedReason: null })),
      });
    // The visitor's page shows offer 1 (100 € a unit) …
    const first = await send(10_000);
    // … while staff send offer 2 (0,01 € a unit).
    const second = await send(1);
    expect(second.version).toBe(first.version + 1);
    const stale = await api.decide(
      token,
      'accept',
      {},
      { offerId: first.offerId, offerVersion: String(first.version) },
    );
    expect(stale.status).toBe(303);
    expect(stale.headers.get('location')).toBe(`/anfrage/${token}?notice=changed`);
    // The same id with another version, or no offer named at all, is refused the same way.
    const forged = await api.decide(token, 'accept', {}, { offerId: second.offerId, offerVersion: '1' });
    expect(forged.headers.get('location')).toBe(`/anfrage/${token}?notice=changed`);
    expect((await api.decide(token, 'accept')).headers.get('location')).toBe(`/anfrage/${token}?notice=changed`);
    let view = (await api.repository.getSellRequest(db, id))!;
    expect(view.offer).toMatchObject({ id: second.offerId, decision: null });
    expect(view.lead.status).toBe('offer_sent');
    // Deciding on the offer now shown works.
    const accepted = await api.decide(
      token,
      'accept',
      {},
      { offerId: second.offerId, offerVersion: String(second.version) },
    );
    expect(accepted.headers.get('location')).toBe(`/anfrage/${token}?notice=accepted`);
    view = (await api.repository.getSellRequest(db, id))!;
    expect(view.offer).toMatchObject({ id: second.offerId, decision: 'accepted' });
  });
});
