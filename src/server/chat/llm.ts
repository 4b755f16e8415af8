import type { Locale } from '@/i18n/locales';

/**
 * Optional language-model mode: rewrites the retrieval answer with any OpenAI-compatible
 * `/v1/chat/completions` server. The retrieved facts are the only context; a reply that drops a
 * figure or link of the facts, or adds a number or link that is not in them, is discarded, and so
 * is any timeout, error or malformed response. The caller then uses the retrieval answer.
 */
export type LlmConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
};

type Env = Record<string, string | undefined>;

/** Reads CHAT_LLM_BASE_URL, CHAT_LLM_MODEL, CHAT_LLM_API_KEY, CHAT_LLM_TIMEOUT_MS; off unless the first two are set. */
export function llmConfigFromEnv(env: Env = process.env): LlmConfig | undefined {
  const baseUrl = env.CHAT_LLM_BASE_URL?.trim();
  const model = env.CHAT_LLM_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  const timeout = Number(env.CHAT_LLM_TIMEOUT_MS);
  return {
    baseUrl,
    model,
    apiKey: env.CHAT_LLM_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, 30_000) : 4_000,
  };
}

export function completionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;
const LINK = /(?<![\w.])\/(?:en\/)?[a-z0-9][a-z0-9-]*(?:\/[a-z0-9-]+)*|(?<![\w.])\/en(?![\w/-])/g;

const numbersIn = (text: string) => new Set((text.match(NUMBER) ?? []).map((value) => value.replace(/[.,]/g, '')));
const linksIn = (text: string) => new Set(text.match(LINK) ?? []);

/** True when the reply keeps every figure and link of the facts and adds none. */
export function keepsFacts(reply: string, facts: readonly string[]): boolean {
  const context = facts.join('\n');
  const needNumbers = numbersIn(context);
  const needLinks = linksIn(context);
  const gotNumbers = numbersIn(reply);
  const gotLinks = linksIn(reply);
  for (const number of needNumbers) if (!gotNumbers.has(number)) return false;
  for (const link of needLinks) if (!gotLinks.has(link)) return false;
  for (const number of gotNumbers) if (!needNumbers.has(number)) return false;
  for (const link of gotLinks) if (!needLinks.has(link)) return false;
  return true;
}

function systemPrompt(locale: Locale, facts: readonly string[]): string {
  const language = locale === 'de' ? 'German (formal "Sie")' : 'English';
  return [
    'You are the website assistant of a recycling and buy-back company.',
    `Answer in ${language}, briefly and politely, using ONLY the facts below.`,
    'Copy every figure, price and link exactly as written in the facts. Do not add any price, model, number, link or promise that is not in the facts.',
    'Prices are indicative maximum prices, subject to inspection; say so whenever you mention a price.',
    'Facts:',
    ...facts.map((fact) => `- ${fact}`),
  ].join('\n');
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Returns the model's reply when it passes the checks, otherwise undefined. Never throws. */
export async function refineWithLlm(
  { question, facts, locale }: { question: string; facts: readonly string[]; locale: Locale },
  config: LlmConfig,
  fetchImpl: FetchLike = fetch,
): Promise<string | undefined> {
  if (facts.length === 0) return undefined;
  try {
    const response = await fetchImpl(completionsUrl(config.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 500,
        messages: [
          { role: 'system', content: systemPrompt(locale, facts) },
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return undefined;
    const text = await response.text();
    if (text.length > 100_000) return undefined;
    const data: unknown = JSON.parse(text);
    const content = (data as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return undefined;
    const reply = content.trim();
    if (reply.length === 0 || reply.length > 3000) return undefined;
    return keepsFacts(reply, facts) ? reply : undefined;
  } catch {
    return undefined;
  }
}
