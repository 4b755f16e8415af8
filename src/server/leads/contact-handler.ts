import { createHash } from 'node:crypto';
import { hasLocale } from 'next-intl';
import type { Kysely } from 'kysely';
import { locales, type Locale } from '@/i18n/locales';
import { contactRequestSchema } from '@/lib/contact-schema';
import { localizedPath } from '@/lib/site-url';
import type { Database } from '../db/schema';
import { LeadError, toLeadError } from '../errors';
import { logger } from '../log';
import type { RateLimiter } from '../rate-limit';
import { clientKey } from '../rate-limit';
import { renderErrorPage } from './error-page';
import { storeLead } from './lead-repository';
import { bodyKind, parseFormBody, parseJsonBody, readLimitedText, type BodyKind } from './read-request';

export type ContactHandlerDeps = {
  database: () => Promise<{ db: Kysely<Database> }>;
  rateLimiter: () => Promise<RateLimiter>;
  settings: () => { confirmation: boolean; trustProxy: boolean };
  /** Called after a lead was committed, so the worker delivers at once. */
  onStored?: () => void;
};

/** Where a form post without JavaScript lands after success. */
export const SENT_PATH = '/kontakt/gesendet';

/** Fields a visitor fills in; problems with anything else mean the request itself is broken. */
const VISITOR_FIELDS = new Set(['firstName', 'lastName', 'email', 'phone', 'subject', 'message']);

function pickLocale(body: Record<string, unknown> | null, url: URL): Locale {
  const candidate = body?.locale ?? url.searchParams.get('locale');
  return hasLocale(locales, candidate) ? candidate : 'de';
}

/**
 * A form sent without JavaScript has no idempotency key: derive one from its content and the
 * day, so a double click on the submit button stores one lead, not two.
 */
export function derivedIdempotencyKey(body: Record<string, unknown>, now: Date): string {
  const parts = ['form', 'locale', 'firstName', 'lastName', 'email', 'phone', 'subject', 'message'].map((key) =>
    String(body[key] ?? '').trim(),
  );
  const hex = createHash('sha256')
    .update([...parts, now.toISOString().slice(0, 10)].join('\u0000'))
    .digest('hex');
  // Shaped as a UUID (version 5 style, RFC variant) so it passes the shared schema.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === new URL(request.url).host ? url.pathname.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function html(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function stringValues(body: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body ?? {}))
    if (typeof value === 'string') values[key] = value.slice(0, 10_000);
  return values;
}

/**
 * POST /api/contact. JSON → 201 { ok, id } after the lead and its notification are committed
 * (200 with the first id for a repeated idempotency key); errors as { error, fields } with the
 * status of their LeadError code. A urlencoded form post (no JavaScript) → 303 to the localized
 * "sent" page, or an HTML page with the messages and the values to correct. Never a 5xx except
 * the honest 503 when the database cannot be reached.
 */
export function createContactHandler(deps: ContactHandlerDeps) {
  return async function POST(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let kind: BodyKind = 'json';
    let body: Record<string, unknown> | null = null;
    let locale: Locale = pickLocale(null, url);
    try {
      const accept = request.headers.get('accept') ?? '';
      try {
        kind = bodyKind(request.headers.get('content-type'));
      } catch (error) {
        // A browser form post with an unusual type still gets a page, not JSON.
        if (accept.includes('text/html')) kind = 'form';
        throw error;
      }

      const text = await readLimitedText(request);
      body = kind === 'json' ? parseJsonBody(text) : parseFormBody(text);
      locale = pickLocale(body, url);
      const now = new Date();
      if (kind === 'form') {
        const form = body as Record<string, string>;
        if (!form.idempotencyKey) form.idempotencyKey = derivedIdempotencyKey(form, now);
        if (!form.startedAt) delete form.startedAt;
        if (!form.page) delete form.page;
      }

      const parsed = contactRequestSchema(locale).safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'form');
          fields[key] ??= issue.message;
        }
        const visitorOnly = Object.keys(fields).every((key) => VISITOR_FIELDS.has(key));
        throw new LeadError(visitorOnly ? 'validation' : 'invalid_body', { fields });
      }

      // Counted for valid submissions only: a visitor correcting typos is not throttled.
      const limiter = await deps.rateLimiter();
      const decision = await limiter.consume(clientKey(request.headers, deps.settings().trustProxy));
      if (!decision.allowed) throw new LeadError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });

      const { db } = await deps.database();
      const result = await storeLead(
        db,
        { request: parsed.data, locale, page: refererPath(request) },
        { now, confirmation: deps.settings().confirmation },
      );
      logger.info(
        {
          leadId: result.id,
          form: parsed.data.form,
          locale,
          duplicate: result.duplicate,
          spam: result.spam,
          via: kind,
        },
        'lead stored',
      );
      if (!result.duplicate && !result.spam) deps.onStored?.();

      if (kind === 'form')
        return new Response(null, {
          status: 303,
          headers: { Location: localizedPath(SENT_PATH, locale), 'Cache-Control': 'no-store' },
        });
      return json(result.duplicate ? 200 : 201, { ok: true, id: result.id });
    } catch (caught) {
      const error = toLeadError(caught);
      if (error.code === 'unavailable') {
        const cause = error.cause as { name?: string; code?: string } | undefined;
        logger.error({ code: cause?.code, error: cause?.name }, 'lead could not be stored');
      } else {
        logger.info({ code: error.code, status: error.status }, 'lead rejected');
      }
      const headers: Record<string, string> = error.options.retryAfterSeconds
        ? { 'Retry-After': String(error.options.retryAfterSeconds) }
        : {};
      const fields = error.options.fields ?? {};
      if (kind === 'form') {
        const values = stringValues(body);
        const form = values.form === 'inquiry' || values.form === 'contact-page' ? values.form : null;
        const visible = error.code === 'validation' ? fields : {};
        return html(
          error.status,
          renderErrorPage({
            locale,
            form,
            values,
            fields: visible,
            message: error.code === 'validation' ? undefined : error.publicMessage(locale),
            page: values.page || refererPath(request),
          }),
          headers,
        );
      }
      return json(
        error.status,
        { error: error.publicMessage(locale), ...(Object.keys(fields).length ? { fields } : {}) },
        headers,
      );
    }
  };
}
