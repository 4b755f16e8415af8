import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatEngine } from '@/server/chat/engine';
import { contentSources } from '@/server/chat/default-engine';
import { catalogueSourceFrom } from '@/server/chat/sources/catalogue';
import { completionsUrl, keepsFacts, llmConfigFromEnv, refineWithLlm, type LlmConfig } from '@/server/chat/llm';
import { createMemoryChatStore } from '@/server/chat/chat-repository';
import { replyToMessage } from '@/server/chat/service';
import { fixtureCatalogue } from './fixture-catalogue';

/**
 * A small OpenAI-compatible server on 127.0.0.1. The requested model name picks its behaviour:
 * `echo` rewrites the facts faithfully, `drop` loses a figure, `invent` adds a price, `slow`
 * answers after the client's timeout, `garbage` sends non-JSON, `error` answers 500, `empty`
 * sends JSON without choices.
 */
let server: Server;
let baseUrl: string;
const seen: Array<{
  path: string;
  auth?: string;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}> = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

const completion = (content: string) =>
  JSON.stringify({
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    seen.push({ path: request.url ?? '', auth: request.headers.authorization, body });
    const facts = body.messages[0].content
      .split('\n')
      .filter((line: string) => line.startsWith('- '))
      .map((line: string) => line.slice(2));
    const joined = facts.join(' ');
    switch (body.model) {
      case 'echo':
        response.end(completion(`Gern: ${joined}`));
        return;
      case 'drop':
        response.end(completion(joined.replace(/1\.800/g, 'viel')));
        return;
      case 'invent':
        response.end(completion(`${joined} Für eine RTX 4080 zahlen wir 999 €.`));
        return;
      case 'slow':
        setTimeout(() => response.end(completion(joined)), 1500);
        return;
      case 'garbage':
        response.end('<html>not json');
        return;
      case 'error':
        response.statusCode = 500;
        response.end('{"error":"boom"}');
        return;
      default:
        response.end('{"object":"chat.completion"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const engine = createChatEngine([...contentSources, catalogueSourceFrom(() => fixtureCatalogue)]);
const config = (model: string): LlmConfig => ({
  baseUrl,
  model,
  apiKey: 'test-key',
  timeoutMs: model === 'slow' ? 400 : 3000,
});
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('language-model mode', () => {
  const question = 'Was zahlt ihr für eine RTX 4090?';
  const answer = engine.answer(question);

  it('is off unless base URL and model are set', () => {
    expect(llmConfigFromEnv({})).toBeUndefined();
    expect(llmConfigFromEnv({ CHAT_LLM_BASE_URL: 'http://127.0.0.1:1' })).toBeUndefined();
    expect(llmConfigFromEnv({ CHAT_LLM_BASE_URL: 'file:///etc', CHAT_LLM_MODEL: 'm' })).toBeUndefined();
    expect(
      llmConfigFromEnv({ CHAT_LLM_BASE_URL: 'http://127.0.0.1:1', CHAT_LLM_MODEL: 'm', CHAT_LLM_API_KEY: 'k' }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:1',
      model: 'm',
      apiKey: 'k',
      timeoutMs: 4000,
    });
    expect(completionsUrl('http://h/v1/')).toBe('http://h/v1/chat/completions');
    expect(completionsUrl('http://h')).toBe('http://h/v1/chat/completions');
  });

  it('uses a reply that keeps every figure and link, with the facts as the only context', async () => {
    const reply = await refineWithLlm({ question, facts: answer.facts, locale: 'de' }, config('echo'));
    expect(reply).toMatch(/^Gern: /);
    const request = seen.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.messages[0]!.content).toContain('/grafikkarten-ankauf');
    expect(request.body.messages[1]).toEqual({ role: 'user', content: question });
  });

  it.each(['drop', 'invent', 'slow', 'garbage', 'error', 'empty'])(
    'falls back when the model server is %s',
    async (model) => {
      const started = Date.now();
      expect(await refineWithLlm({ question, facts: answer.facts, locale: 'de' }, config(model))).toBeUndefined();
      // The slow server answers after 1.5 s; the client gave up at its 0.4 s timeout.
      if (model === 'slow') expect(Date.now() - started).toBeLessThan(1400);
    },
  );

  it('falls back when nothing listens', async () => {
    expect(
      await refineWithLlm(
        { question, facts: answer.facts, locale: 'de' },
        { ...config('echo'), baseUrl: 'http://127.0.0.1:9' },
      ),
    ).toBeUndefined();
  });

  it('checks figures and links both ways', () => {
    const facts = ['Für X zahlen wir bis zu 1.800 €. Preisliste: /grafikkarten-ankauf'];
    expect(keepsFacts('Bis zu 1.800 € für X, siehe /grafikkarten-ankauf', facts)).toBe(true);
    expect(keepsFacts('Bis zu 1.900 € für X, siehe /grafikkarten-ankauf', facts)).toBe(false);
    expect(keepsFacts('Bis zu 1.800 € für X', facts)).toBe(false);
    expect(keepsFacts('Bis zu 1.800 € für X, siehe /grafikkarten-ankauf und /agb', facts)).toBe(false);
  });

  it('keeps the follow-up offers after the model reply, and falls back in the service', async () => {
    const base = { engine, store: createMemoryChatStore(), log: silent };
    const used = await replyToMessage({ content: question, sessionId: 's-llm-1' }, { ...base, llm: config('echo') });
    expect(used.response.startsWith('Gern: ')).toBe(true);
    expect(answer.followUps.length).toBeGreaterThan(0);
    for (const offer of answer.followUps) expect(used.response).toContain(offer);
    const fallback = await replyToMessage(
      { content: question, sessionId: 's-llm-2' },
      { ...base, llm: config('invent') },
    );
    expect(fallback.response).not.toContain('999');
    expect(fallback.response).toContain(answer.main);
  });
});
