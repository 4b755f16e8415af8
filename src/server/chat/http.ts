import 'server-only';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { readBody } from '@/server/http/body';
import { addressKey, clientAddress, type TrustProxy } from '@/server/http/client-address';
import { isCrossSite } from '@/server/http/cross-site';
import { HttpError } from '@/server/http/http-error';
import { errorJson, json } from '@/server/http/responses';
import type { RateLimiter } from '@/server/rate-limit';
import { fallback } from './replies';
import {
  chatRequestSchema,
  MAX_BODY_BYTES,
  MAX_CONTENT_LENGTH,
  type ChatFieldProblem,
  type ChatResponse,
} from './request-schema';
import { replyToMessage, type ChatServiceDeps } from './service';

/**
 * POST /api/chat: `{ content, sessionId, locale? }` → `{ response, sources }`. Every bad input gets
 * a clear 4xx in the shared error shape (400 malformed, 403 cross-site, 413 too large, 415 not
 * JSON, 429 too many, with Retry-After); no input produces a 5xx.
 */
export type ChatHandlerDeps = ChatServiceDeps & {
  /** The per-client limit (shared store: src/server/rate-limit/), created on first use. */
  rateLimiter: () => Promise<RateLimiter>;
  /** Which proxies to believe for the client address (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** SITE_URL's origin, for the cross-site check. */
  siteOrigin?: string;
};

function fieldMessages(locale: Locale, issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const t = translator(locale, 'ChatRequest');
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    const problem: ChatFieldProblem =
      issue.message === 'empty' || issue.message === 'tooLong' ? issue.message : 'invalid';
    fields[field] ??= t(problem, { max: MAX_CONTENT_LENGTH });
  }
  return fields;
}

export function createChatHandler(deps: ChatHandlerDeps) {
  return async function POST(request: Request): Promise<Response> {
    let locale: Locale = defaultLocale;
    try {
      if (deps.siteOrigin && isCrossSite(request.headers, deps.siteOrigin)) throw new HttpError('cross_site');
      const { body } = await readBody(request, { limit: MAX_BODY_BYTES, accepted: ['json'] });
      if (hasLocale(locales, body.locale)) locale = body.locale;
      const parsed = chatRequestSchema.safeParse(body);
      if (!parsed.success) throw new HttpError('validation', { fields: fieldMessages(locale, parsed.error.issues) });

      const address = addressKey(clientAddress(request.headers, deps.trustProxy ?? { kind: 'none' }));
      const limit = await (await deps.rateLimiter()).consume(address);
      if (!limit.allowed) throw new HttpError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds });

      const reply: ChatResponse = await replyToMessage(parsed.data, deps);
      return json(200, reply);
    } catch (caught) {
      if (caught instanceof HttpError) return errorJson(caught, locale);
      // A fault of ours, never of the input: the visitor still gets an honest answer.
      deps.log.error({ event: 'chat.failed', err: caught instanceof Error ? caught.name : 'unknown' });
      return json(200, { response: fallback(locale), sources: [] } satisfies ChatResponse);
    }
  };
}
