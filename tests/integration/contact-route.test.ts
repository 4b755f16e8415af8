import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import { translator } from '@/i18n/translator';
import { contactRequestSchema } from '@/lib/contact-schema';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import type { Dialect } from '@/server/db/client';
import type { Lead } from '@/server/db/schema';
import { createPostgresDatabase, resetProcessState } from './helpers';

type Post = (request: Request) => Promise<Response>;

const RATE_LIMIT = 5;
let ipCounter = 0;
/** A fresh client address per request, so tests do not share a rate-limit budget. */
const freshIp = () => `198.51.${Math.floor((ipCounter += 1) / 250) % 250}.${ipCounter % 250}`;
const contactMessages = { de: contactValidationMessages('de'), en: contactValidationMessages('en') };
const httpErrors = { de: translator('de', 'HttpErrors'), en: translator('en', 'HttpErrors') };

function jsonRequest(
  body: unknown,
  { ip = freshIp(), query = '', headers = {} as Record<string, string> } = {},
): Request {
  return new Request(`http://localhost/api/contact${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REMOTE_ADDRESS_HEADER]: ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function formRequest(
  fields: Record<string, string>,
  { ip = freshIp(), headers = {} as Record<string, string> } = {},
): Request {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      [REMOTE_ADDRESS_HEADER]: ip,
      accept: 'text/html',
      referer: 'http://localhost/kontakt',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const validInquiry = () => ({
  form: 'inquiry',
  locale: 'de',
  firstName: 'Erika',
  lastName: 'Beispiel',
  email: 'erika@example.org',
  subject: 'Ankauf von Lithium-Akkus',
  message: 'Wir haben etwa 200 kg gebrauchte Akkus abzugeben.',
  idempotencyKey: randomUUID(),
  website: '',
  startedAt: Date.now() - 30_000,
  page: '/',
});

const validContactPage = () => ({
  form: 'contact-page',
  locale: 'de',
  firstName: 'Jonas',
  lastName: 'Probe',
  email: 'jonas@example.net',
  phone: '+49 221 1234567',
  message: 'Bitte rufen Sie mich wegen einer Abholung an.',
  website: '',
});

/**
 * Loads the real route module (src/app/api/contact/route.ts) against a fresh database of the
 * dialect, configured through the environment as in production.
 */
async function loadRoute(
  dialect: Dialect,
  env: Record<string, string>,
): Promise<{
  POST: Post;
  dialect(): Promise<Dialect>;
  leads(): Promise<Lead[]>;
  outboxCount(): Promise<number>;
  close(): Promise<void>;
}> {
  vi.resetModules();
  resetProcessState();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-route-'));
  let drop = async (): Promise<void> => undefined;
  const vars: Record<string, string> = {
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: String(RATE_LIMIT),
    DATABASE_URL: '',
    ...env,
  };
  if (dialect === 'postgres' && !env.DATABASE_URL) {
    const created = await createPostgresDatabase();
    vars.DATABASE_URL = created.url;
    drop = created.drop;
  }
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  const route = (await import('@/app/api/contact/route')) as { POST: Post };
  const { getDatabase, closeDatabase } = await import('@/server/db');
  return {
    POST: route.POST,
    async dialect() {
      return (await getDatabase()).dialect;
    },
    async leads() {
      return (await getDatabase()).db.selectFrom('leads').selectAll().execute();
    },
    async outboxCount() {
      return (await (await getDatabase()).db.selectFrom('mail_outbox').selectAll().execute()).length;
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

/** Every stored lead must be one the shared schema accepts (no malformed lead in the database). */
function expectWellFormed(lead: Lead) {
  const locale = lead.locale === 'en' ? 'en' : 'de';
  const request = {
    form: lead.form,
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email,
    message: lead.message,
    idempotencyKey: lead.idempotency_key,
    ...(lead.form === 'inquiry' ? { subject: lead.subject } : lead.phone ? { phone: lead.phone } : {}),
  };
  const parsed = contactRequestSchema(contactMessages[locale]).safeParse(request);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  if (parsed.success) {
    expect(parsed.data.firstName).toBe(lead.first_name);
    expect(parsed.data.message).toBe(lead.message);
  }
  expect(['de', 'en']).toContain(lead.locale);
  expect(['new', 'spam']).toContain(lead.status);
}

describe.each(['sqlite', 'postgres'] as const)('POST /api/contact (%s)', (dialect) => {
  let api: Awaited<ReturnType<typeof loadRoute>>;
  beforeAll(async () => {
    api = await loadRoute(dialect, {});
  });
  afterAll(async () => {
    await api?.close();
  });

  it('201 { ok, id } for a valid inquiry, after the lead and its notification are stored', async () => {
    const response = await api.POST(jsonRequest(validInquiry()));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string; reference: string };
    expect(body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^KW-\d{4}-\d{6}$/),
    });
    const lead = (await api.leads()).find((row) => row.id === body.id);
    expect(lead).toMatchObject({ form: 'inquiry', status: 'new', email: 'erika@example.org', page: '/' });
    expect(await api.dialect()).toBe(dialect);
  });

  it('201 for the contact-page form; unknown fields are ignored and strings trimmed', async () => {
    const response = await api.POST(
      jsonRequest({
        ...validContactPage(),
        idempotencyKey: randomUUID(),
        firstName: '  Jonas  ',
        isAdmin: true,
        extra: { a: 1 },
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = (await api.leads()).find((row) => row.id === id)!;
    expect(lead).toMatchObject({ first_name: 'Jonas', phone: '+49 221 1234567', subject: null });
  });

  it('400 with the exact German messages per field', async () => {
    const response = await api.POST(
      jsonRequest({ ...validInquiry(), firstName: 'E', email: 'kein-at', subject: 'kurz', message: 'zu kurz' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      firstName: contactMessages.de.firstName,
      email: contactMessages.de.email,
      subject: contactMessages.de.subject,
      message: contactMessages.de.message,
    });
    expect(body.error).toBe(httpErrors.de('validation'));
  });

  it('400 in English for locale en (body field or ?locale=)', async () => {
    for (const request of [
      jsonRequest({ ...validInquiry(), locale: 'en', lastName: '' }),
      jsonRequest({ ...validInquiry(), locale: undefined, lastName: '' }, { query: '?locale=en' }),
    ]) {
      const response = await api.POST(request);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        lastName: contactMessages.en.lastName,
      });
    }
    const fallback = await api.POST(
      jsonRequest({ ...validInquiry(), locale: 'fr', lastName: '' }, { query: '?locale=xx' }),
    );
    expect(((await fallback.json()) as { fields: Record<string, string> }).fields).toEqual({
      lastName: contactMessages.de.lastName,
    });
  });

  it('400 for line breaks or control characters in single-line fields (no header injection)', async () => {
    const response = await api.POST(
      jsonRequest({ ...validInquiry(), subject: 'Hallo\r\nBcc: victim@example.com', firstName: 'Eri\u0000ka' }),
    );
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields.subject).toBe(contactMessages.de.controlCharacters);
    expect(fields.firstName).toBe(contactMessages.de.controlCharacters);
  });

  it("400 for invalid JSON, a non-object body or an unknown form, without the validator's wording", async () => {
    expect((await api.POST(jsonRequest('{"form":'))).status).toBe(400);
    expect((await api.POST(jsonRequest('[1,2]'))).status).toBe(400);
    expect((await api.POST(jsonRequest('null'))).status).toBe(400);
    expect((await api.POST(jsonRequest(''))).status).toBe(400);
    for (const patch of [{ form: 'admin' }, { idempotencyKey: 'not-a-uuid' }, { startedAt: 'gestern' }]) {
      const response = await api.POST(jsonRequest({ ...validInquiry(), ...patch }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ error: httpErrors.de('invalid_body'), code: 'invalid_body' });
    }
  });

  it('201 for the minimal inquiry body (firstName, lastName, email, subject, message): inquiry form, derived key', async () => {
    const spec = {
      firstName: 'Erika',
      lastName: 'Beispiel',
      email: `spec-${randomUUID()}@example.org`,
      subject: 'Ankauf von Lithium-Akkus',
      message: 'Wir haben etwa 200 kg gebrauchte Akkus abzugeben.',
    };
    const response = await api.POST(jsonRequest(spec));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await api.leads()).find((lead) => lead.id === id)).toMatchObject({ form: 'inquiry', locale: 'de' });
    // The same body again the same day is a retry of the same submission.
    expect((await api.POST(jsonRequest(spec))).status).toBe(200);
    // With a field missing: the German message of that field, nothing else.
    const incomplete = await api.POST(jsonRequest({ ...spec, subject: undefined }));
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toEqual({
      error: httpErrors.de('validation'),
      code: 'validation',
      fields: { subject: contactMessages.de.subject },
    });
  });

  it('property: no response ever carries a message that is not from the message files', async () => {
    const ours = new Set([
      ...Object.values(contactMessages.de).flatMap((value) =>
        typeof value === 'string' ? [value] : Object.values(value),
      ),
      ...Object.values(contactMessages.en).flatMap((value) =>
        typeof value === 'string' ? [value] : Object.values(value),
      ),
    ]);
    const errors = new Set(
      (['de', 'en'] as const).flatMap((locale) =>
        (
          [
            'invalid_json',
            'invalid_body',
            'validation',
            'unsupported_media_type',
            'payload_too_large',
            'rate_limited',
          ] as const
        ).map((code) => httpErrors[locale](code, { phone: '' }).split('{')[0]!),
      ),
    );
    const field = fc.constantFrom(
      'form',
      'firstName',
      'lastName',
      'email',
      'phone',
      'subject',
      'message',
      'idempotencyKey',
      'startedAt',
      'page',
      'locale',
    );
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 8 }), async (patch) => {
        const response = await api.POST(jsonRequest({ ...validInquiry(), ...patch }));
        if (response.status < 300) return;
        const body = (await response.json()) as { error: string; fields?: Record<string, string> };
        expect(
          [...errors].some((prefix) => body.error.startsWith(prefix)),
          body.error,
        ).toBe(true);
        for (const message of Object.values(body.fields ?? {})) expect(ours.has(message), message).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('409 when an idempotency key comes back with other content; the first lead stays as it was', async () => {
    const first = validInquiry();
    const created = (await (await api.POST(jsonRequest(first))).json()) as { id: string };
    const changed = await api.POST(
      jsonRequest({ ...first, message: 'Eine ganz andere Nachricht als beim ersten Mal.' }),
    );
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      error: httpErrors.de('idempotency_conflict'),
      code: 'idempotency_conflict',
    });
    const stored = (await api.leads()).filter((lead) => lead.idempotency_key === first.idempotencyKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: created.id, message: first.message });
  });

  it('403 for posts from another website: JSON for programs, a page for people, nothing stored', async () => {
    const before = (await api.leads()).length;
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]) {
      const json = await api.POST(jsonRequest(validInquiry(), { headers }));
      expect(json.status).toBe(403);
      expect(await json.json()).toEqual({ error: httpErrors.de('cross_site'), code: 'cross_site' });
      const page = await api.POST(formRequest(validContactPage(), { headers }));
      expect(page.status).toBe(403);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(httpErrors.de('cross_site'));
    }
    expect((await api.leads()).length).toBe(before);
    // The site itself (same origin, or the configured SITE_URL) is of course accepted.
    const own = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
    expect((await api.POST(jsonRequest(validInquiry(), { headers: own }))).status).toBe(201);
    const sameHost = { origin: 'https://www.example.net', host: 'www.example.net' };
    expect((await api.POST(jsonRequest(validInquiry(), { headers: sameHost }))).status).toBe(201);
  });

  it('the rate limit counts the connection, not a client-supplied X-Forwarded-For', async () => {
    const ip = '203.0.113.150';
    for (let i = 0; i < RATE_LIMIT; i += 1)
      expect(
        (await api.POST(jsonRequest(validInquiry(), { ip, headers: { 'x-forwarded-for': `10.0.0.${i}` } }))).status,
      ).toBe(201);
    for (const spoof of ['10.9.9.9', ',', '', 'unknown', '198.51.100.1, 203.0.113.151'])
      expect((await api.POST(jsonRequest(validInquiry(), { ip, headers: { 'x-forwarded-for': spoof } }))).status).toBe(
        429,
      );
  });

  it('stores what is typed: internationalised addresses as they are, bidi controls removed', async () => {
    const response = await api.POST(
      jsonRequest({ ...validInquiry(), email: 'jürgen@müller.de', subject: 'Rechnung \u202efdp.exe' }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await api.leads()).find((lead) => lead.id === id)).toMatchObject({
      email: 'jürgen@müller.de',
      subject: 'Rechnung fdp.exe',
    });
    const blank = await api.POST(
      jsonRequest({ ...validInquiry(), firstName: '\u200b\u200b\u200b', message: '\u3164'.repeat(20) }),
    );
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { fields: Record<string, string> }).fields).toEqual({
      firstName: contactMessages.de.firstName,
      message: contactMessages.de.message,
    });
  });

  it('415 for a wrong or missing content type', async () => {
    const text = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(validInquiry()),
    });
    expect((await api.POST(text)).status).toBe(415);
    const none = new Request('http://localhost/api/contact', { method: 'POST', body: new Uint8Array([1, 2, 3]) });
    expect((await api.POST(none)).status).toBe(415);
    const multipart = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect((await api.POST(multipart)).status).toBe(415);
  });

  it('413 over the 32 KiB body limit, by Content-Length or by the stream itself', async () => {
    const big = JSON.stringify({ ...validInquiry(), message: 'x'.repeat(40_000) });
    expect((await api.POST(jsonRequest(big))).status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10_000) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const chunked = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await api.POST(chunked)).status).toBe(413);
    expect(sent).toBeLessThan(100);
  });

  it('429 with Retry-After once a client is over the limit', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RATE_LIMIT; i += 1)
      expect((await api.POST(jsonRequest(validInquiry(), { ip }))).status).toBe(201);
    const limited = await api.POST(jsonRequest(validInquiry(), { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/warten/);
    // Another client is not affected.
    expect((await api.POST(jsonRequest(validInquiry()))).status).toBe(201);
  });

  it('a repeated idempotency key with the same content returns the first lead and stores one', async () => {
    const body = validInquiry();
    const first = (await (await api.POST(jsonRequest(body))).json()) as { id: string; reference: string };
    const again = await api.POST(jsonRequest(body));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id: first.id, reference: first.reference });
    expect((await api.leads()).filter((lead) => lead.idempotency_key === body.idempotencyKey)).toHaveLength(1);
  });

  it('honeypot and too-fast submissions get the normal success, are stored as spam and not mailed', async () => {
    const before = await api.outboxCount();
    const honeypot = await api.POST(jsonRequest({ ...validInquiry(), website: 'http://spam.example' }));
    const tooFast = await api.POST(jsonRequest({ ...validInquiry(), startedAt: Date.now() - 200 }));
    for (const response of [honeypot, tooFast]) {
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await api.leads()).find((lead) => lead.id === id)).toMatchObject({ status: 'spam', is_spam: 1 });
    }
    expect(await api.outboxCount()).toBe(before);
  });

  it('a form post without JavaScript: 303 to the localized result page; a double submit stores one lead', async () => {
    const fields = { ...validContactPage(), message: `Ohne JavaScript gesendet ${randomUUID()}` };
    const response = await api.POST(formRequest(fields));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kontakt/gesendet');
    const again = await api.POST(formRequest(fields));
    expect(again.status).toBe(303);
    const stored = (await api.leads()).filter((lead) => lead.message === fields.message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ page: '/kontakt', status: 'new' });
    const english = await api.POST(
      formRequest({ ...fields, locale: 'en', message: `Sent without JavaScript ${randomUUID()}` }),
    );
    expect(english.headers.get('location')).toBe('/en/kontakt/gesendet');
  });

  it('a form post with errors: 400 HTML page in the visitor language, messages listed, values kept (escaped)', async () => {
    const response = await api.POST(
      formRequest({
        ...validContactPage(),
        firstName: 'J',
        lastName: '<b>Probe</b>',
        email: 'falsch',
        message: 'Meine "Nachricht" & mehr',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(contactMessages.de.firstName);
    expect(page).toContain(contactMessages.de.email);
    expect(page).toContain('value="&lt;b&gt;Probe&lt;/b&gt;"');
    expect(page).not.toContain('<b>Probe</b>');
    expect(page).toContain('Meine &quot;Nachricht&quot; &amp; mehr</textarea>');
    expect(page).toContain('action="/api/contact"');
    expect(page).toContain('name="phone"');
    const english = await (await api.POST(formRequest({ ...validContactPage(), locale: 'en', email: 'wrong' }))).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(contactMessages.en.email);
  });

  it('property: arbitrary JSON never yields a 5xx nor a stored malformed lead', async () => {
    const keys = fc.constantFrom(
      'form',
      'locale',
      'firstName',
      'lastName',
      'email',
      'phone',
      'subject',
      'message',
      'idempotencyKey',
      'website',
      'startedAt',
      'page',
      '__proto__',
      'constructor',
    );
    const values = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        'inquiry',
        'contact-page',
        'de',
        'en',
        'a@b.de',
        'Erika',
        'Eine ausreichend lange Nachricht.',
        randomUUID(),
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const objects = fc.dictionary(keys, values, { maxKeys: 12 });
    const bodies = fc.oneof(
      objects.map((object) => JSON.stringify(object)),
      fc
        .record({ base: fc.constantFrom(validInquiry, validContactPage), patch: objects })
        .map(({ base, patch }) => JSON.stringify({ ...base(), idempotencyKey: randomUUID(), ...patch })),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: 'binary' }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await api.POST(jsonRequest(body));
        expect(response.status).toBeLessThan(500);
        expect([200, 201, 400, 413]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, fc.string({ unit: 'binary' }), { maxKeys: 12 }), async (fields) => {
        const response = await api.POST(formRequest(fields));
        expect([303, 400, 413]).toContain(response.status);
      }),
      { numRuns: 100 },
    );
    for (const lead of await api.leads()) expectWellFormed(lead);
  });
});

describe('POST /api/contact with the database down', () => {
  it('SQLite unusable: the honest 503, JSON and HTML, nothing else', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-route-')), 'not-a-dir');
    writeFileSync(file, 'x');
    const api = await loadRoute('sqlite', { DATA_DIR: file });
    try {
      const response = await api.POST(jsonRequest(validInquiry()));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(((await response.json()) as { error: string }).error).toMatch(/nicht gespeichert/);
      const page = await api.POST(formRequest(validContactPage()));
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('value="jonas@example.net"');
    } finally {
      vi.unstubAllEnvs();
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('PostgreSQL unreachable: 503, not 500', async () => {
    const api = await loadRoute('postgres', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    try {
      const response = await api.POST(jsonRequest(validInquiry()));
      expect(response.status).toBe(503);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
