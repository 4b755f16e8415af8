import 'server-only';
import { chatRequestSchema, MAX_BODY_BYTES, type ChatResponse } from '@/app/api/chat/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import { company } from '@/content/company';
import { clientKey, type RateLimiter } from '@/server/rate-limit';
import { fallback } from './replies';
import { replyToMessage, type ChatServiceDeps } from './service';

/**
 * POST /api/chat: `{ content, sessionId, locale? }` → `{ response, sources }`. Every bad input gets
 * a clear 4xx (400 malformed, 413 too large, 415 not JSON, 429 too many, with Retry-After); no
 * input produces a 5xx.
 */
export type ChatHandlerDeps = ChatServiceDeps & {
  /** The per-client limit (shared store: src/server/rate-limit.ts), created on first use. */
  rateLimiter: () => Promise<RateLimiter>;
  /** TRUST_PROXY: read the client address from the right end of X-Forwarded-For. */
  trustProxy?: boolean;
};

type ErrorCode = 'unsupported_media_type' | 'payload_too_large' | 'invalid_json' | 'invalid_request' | 'rate_limited';

const MESSAGES: Record<ErrorCode, Record<Locale, string>> = {
  unsupported_media_type: { de: 'Bitte senden Sie die Nachricht als JSON.', en: 'Please send the message as JSON.' },
  payload_too_large: { de: 'Die Anfrage ist zu groß.', en: 'The request is too large.' },
  invalid_json: { de: 'Die Anfrage ist kein gültiges JSON.', en: 'The request is not valid JSON.' },
  invalid_request: {
    de: 'Die Nachricht ist leer, zu lang oder unvollständig.',
    en: 'The message is empty, too long or incomplete.',
  },
  rate_limited: {
    de: `Zu viele Nachrichten in kurzer Zeit. Bitte warten Sie einen Moment oder rufen Sie uns an: ${company.phone}.`,
    en: `Too many messages in a short time. Please wait a moment or call us: ${company.phone}.`,
  },
};

const STATUS: Record<ErrorCode, number> = {
  unsupported_media_type: 415,
  payload_too_large: 413,
  invalid_json: 400,
  invalid_request: 400,
  rate_limited: 429,
};

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function fail(
  code: ErrorCode,
  locale: Locale,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error: code, message: MESSAGES[code][locale], ...extra }, STATUS[code], headers);
}

/** Reads at most `limit` bytes of the body; null when it is larger. */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

export function createChatHandler(deps: ChatHandlerDeps) {
  return async function POST(request: Request): Promise<Response> {
    let locale: Locale = 'de';
    try {
      const type = request.headers.get('content-type') ?? '';
      if (!/^application\/([a-z.+-]*\+)?json\s*(;|$)/i.test(type.trim())) return fail('unsupported_media_type', locale);
      const declared = Number(request.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return fail('payload_too_large', locale);
      const raw = await readCapped(request, MAX_BODY_BYTES);
      if (raw === null) return fail('payload_too_large', locale);

      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return fail('invalid_json', locale);
      }
      const hinted = (body as { locale?: unknown } | null)?.locale;
      if (isLocale(hinted)) locale = hinted;
      const parsed = chatRequestSchema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'body');
          fields[field] ??=
            issue.message.startsWith('Invalid') || issue.code === 'invalid_type' ? 'invalid' : issue.message;
        }
        return fail('invalid_request', locale, { fields });
      }

      const limit = await (await deps.rateLimiter()).consume(clientKey(request.headers, deps.trustProxy ?? false));
      if (!limit.allowed) return fail('rate_limited', locale, {}, { 'retry-after': String(limit.retryAfterSeconds) });

      const reply: ChatResponse = await replyToMessage(parsed.data, deps);
      return json(reply, 200);
    } catch (error) {
      // A fault of ours, never of the input: the visitor still gets an honest answer.
      deps.log.error({ event: 'chat.failed', err: error instanceof Error ? error.name : 'unknown' });
      return json({ response: fallback(locale), sources: [] } satisfies ChatResponse, 200);
    }
  };
}
