import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { MAX_BODY_BYTES } from '@/server/chat/request-schema';
import { createMemoryChatStore } from '@/server/chat/chat-repository';
import { createChatEngine } from '@/server/chat/engine';
import { contentSources } from '@/server/chat/default-engine';
import { buildFacts } from '@/server/chat/facts';
import { createChatHandler } from '@/server/chat/http';
import { chatRateLimit, createRateLimiter } from '@/server/rate-limit';
import { catalogueSourceFrom } from '@/server/chat/sources/catalogue';
import { fixtureCatalogue } from './fixture-catalogue';

const engine = createChatEngine([...contentSources, catalogueSourceFrom(() => fixtureCatalogue)]);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The AI notice as the panel shows it (greeting and footer); answers do not repeat it. */
const notice = translator('de', 'Widgets')('assistant.disclosure');

/** The chat policy with the given budget, counted in memory (no database in these tests). */
function memoryLimiter(points: number) {
  const limiter = createRateLimiter(null, chatRateLimit(points));
  return () => limiter;
}

function setup({ points = 1000 } = {}) {
  const store = createMemoryChatStore();
  const logged: unknown[] = [];
  const log = {
    info: (entry: unknown) => logged.push(entry),
    warn: (entry: unknown) => logged.push(entry),
    error: (entry: unknown) => logged.push(entry),
  };
  const POST = createChatHandler({
    engine,
    store,
    log,
    rateLimiter: memoryLimiter(points),
    siteOrigin: 'http://localhost:3000',
  });
  return { POST, store, logged };
}

const post = (body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/api/chat', { method: 'POST', body, headers });
const json = (value: unknown, headers?: Record<string, string>) =>
  post(JSON.stringify(value), { 'content-type': 'application/json', ...headers });

describe('POST /api/chat', () => {
  it('answers { response, sources } and stores the exchange', async () => {
    const { POST, store } = setup();
    const response = await POST(
      json({ content: '  Was zahlt ihr für eine RTX 4090?  ', sessionId: 'session_1732240000000_0.5' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.response.startsWith('Für NVIDIA GeForce RTX 4090')).toBe(true);
    expect(body.response).toContain('1.800');
    expect(body.sources).toContainEqual({
      title: 'Grafikkarten und KI-Beschleuniger verkaufen',
      url: '/grafikkarten-ankauf',
    });
    const session = store.sessions.get('session_1732240000000_0.5')!;
    expect(session.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(session.messages[0]!.content).toBe('Was zahlt ihr für eine RTX 4090?');
  });

  it('leaves the AI notice to the panel: no reply repeats it, the first of a session neither', async () => {
    const { POST } = setup();
    const first = await (await POST(json({ content: 'Hallo', sessionId: 'abc' }))).json();
    const second = await (await POST(json({ content: 'Wie schnell zahlt ihr?', sessionId: 'abc' }))).json();
    for (const body of [first, second]) {
      expect(body.response).not.toContain(notice);
      expect(body.response).not.toMatch(/Hinweis: Ich bin ein KI-System/);
    }
  });

  it('answers in the language of the question; locale decides only when the question does not', async () => {
    const { POST } = setup();
    const english = await (
      await POST(json({ content: 'How quickly do I get paid?', sessionId: 'en1', locale: 'de' }))
    ).json();
    expect(english.response).toContain(buildFacts().find((fact) => fact.topic === 'payment')!.text.en);
    expect(english.sources[0].url).toBe('/en/agb');
    const bare = await (await POST(json({ content: 'RTX 4090', sessionId: 'en2', locale: 'en' }))).json();
    expect(bare.response).toContain('€1,800');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const { POST } = setup();
    expect((await POST(post('content=hi', { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await POST(post('{}', {}))).status).toBe(415);
  });

  it('refuses oversized bodies with 413, declared or streamed', async () => {
    const { POST } = setup();
    const big = JSON.stringify({ content: 'x'.repeat(MAX_BODY_BYTES), sessionId: 'abc' });
    expect((await POST(post(big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request('http://localhost/api/chat', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await POST(streamed)).status).toBe(413);
  });

  it('refuses malformed JSON and invalid fields with 400', async () => {
    const { POST } = setup();
    const cases: Array<[BodyInit, string]> = [
      ['{"content": ', 'invalid_json'],
      [JSON.stringify({ content: '   ', sessionId: 'abc' }), 'validation'],
      [JSON.stringify({ content: 'x'.repeat(1001), sessionId: 'abc' }), 'validation'],
      [JSON.stringify({ content: 'Hallo', sessionId: '../etc/passwd' }), 'validation'],
      [JSON.stringify({ content: 'Hallo' }), 'validation'],
      [JSON.stringify({ content: 42, sessionId: 'abc' }), 'validation'],
      [JSON.stringify({ content: 'Hallo\u0000', sessionId: 'abc' }), 'validation'],
      [JSON.stringify({ content: 'Hallo', sessionId: 'abc', locale: 'fr' }), 'validation'],
      [JSON.stringify(null), 'invalid_body'],
      [JSON.stringify([1, 2]), 'invalid_body'],
    ];
    for (const [body, code] of cases) {
      const response = await POST(post(body));
      expect(response.status, String(body).slice(0, 40)).toBe(400);
      expect((await response.json()).code).toBe(code);
    }
    const de = translator('de', 'ChatRequest');
    const fields = await (await POST(json({ content: '', sessionId: 'abc' }))).json();
    expect(fields.fields).toEqual({ content: de('empty') });
    const long = await (await POST(json({ content: 'x'.repeat(1001), sessionId: 'abc' }))).json();
    expect(long.fields).toEqual({ content: de('tooLong', { max: 1000 }) });
    const english = await (await POST(json({ content: '', sessionId: 'abc', locale: 'en' }))).json();
    expect(english.fields).toEqual({ content: translator('en', 'ChatRequest')('empty') });
  });

  it('answers the minimal body { content, sessionId } with response and sources only, never with validator wording', async () => {
    const { POST } = setup();
    const response = await POST(json({ content: 'Wie schnell zahlen Sie?', sessionId: 'spec-1' }));
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json()).sort()).toEqual(['response', 'sources']);
    const broken = await (await POST(json({ content: { nested: true }, sessionId: 7 }))).json();
    expect(JSON.stringify(broken)).not.toMatch(/Invalid|Expected|received/);
  });

  it('refuses posts from another website with 403', async () => {
    const { POST } = setup();
    const response = await POST(json({ content: 'Hallo', sessionId: 'abc' }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('cross_site');
  });

  it('accepts exactly 1000 characters', async () => {
    const { POST } = setup();
    expect((await POST(json({ content: 'a'.repeat(1000), sessionId: 'abc' }))).status).toBe(200);
  });

  it('limits each client and says when to retry (429, Retry-After)', async () => {
    const { POST } = setup({ points: 3 });
    const from = (ip: string) => json({ content: 'Hallo', sessionId: 'abc' }, { [REMOTE_ADDRESS_HEADER]: ip });
    for (let i = 0; i < 3; i += 1) expect((await POST(from('203.0.113.7'))).status).toBe(200);
    const limited = await POST(from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await POST(from('198.51.100.1'))).status).toBe(200);
  });

  it('logs no question, answer, session id or address', async () => {
    const { POST, logged } = setup();
    await POST(
      json(
        { content: 'Meine Nummer ist 0171 2345678, RTX 4090?', sessionId: 'secret-session' },
        { [REMOTE_ADDRESS_HEADER]: '203.0.113.99' },
      ),
    );
    const text = JSON.stringify(logged);
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of ['0171', 'RTX', 'secret-session', '203.0.113.99', '1.800']) expect(text).not.toContain(secret);
  });

  it('answers with a fallback instead of a 5xx when storage fails', async () => {
    const failing = {
      touchSession: async () => {
        throw new Error('db down');
      },
      addMessages: async () => {
        throw new Error('db down');
      },
      purgeExpired: async () => 0,
      recentQuestions: async () => {
        throw new Error('db down');
      },
    };
    const POST = createChatHandler({ engine, store: failing, log: silent, rateLimiter: memoryLimiter(20) });
    const response = await POST(json({ content: 'Hallo', sessionId: 'abc' }));
    expect(response.status).toBe(200);
    expect((await response.json()).response).toContain(translator('de', 'ChatReplies')('smallTalk.greeting'));
  });

  it('never answers 5xx, whatever the body (property)', async () => {
    const { POST } = setup();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              content: fc.string({ maxLength: 1200 }),
              sessionId: fc.string({ maxLength: 140 }),
              locale: fc.constantFrom('de', 'en', 'xx', undefined),
            })
            .map((value) => JSON.stringify(value)),
        ),
        async (body) => {
          const response = await POST(post(body));
          expect(response.status).toBeLessThan(500);
          expect([200, 400, 413, 415, 429]).toContain(response.status);
        },
      ),
      { numRuns: 200 },
    );
  });
});
