import 'server-only';
import { createHash } from 'node:crypto';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import type { Locale } from '@/i18n/locales';
import { contactFields, isContactFormKind } from '@/lib/contact-fields';
import { contactRequestSchema } from '@/lib/contact-schema';
import { localizedPath } from '@/lib/site-url';
import { nonPagePolicy } from '../csp/csp-policy';
import type { DatabaseHandle, StorageProblem } from '../db/client';
import { isReadOnlyError } from '../health';
import { addressKey, clientAddress, type TrustProxy } from '../http/client-address';
import { isCrossSite } from '../http/cross-site';
import { readCappedText, bodyKind, parseFormBody, parseJsonObject, type BodyKind } from '../http/body';
import { HttpError, toHttpError } from '../http/http-error';
import { errorJson, errorHeaders, errorMessage, json } from '../http/responses';
import { logger } from '../log';
import { recipientKey, refererPath, submissionLocale, withinLimit } from './submission';
import type { RateLimiter } from '../rate-limit';
import { renderCrossSitePage, renderErrorPage } from './error-page';
import { storeLead } from './lead-repository';

type ContactRateLimiters = {
  contact: () => Promise<RateLimiter>;
  confirmationRecipient: () => Promise<RateLimiter>;
  confirmationClient: () => Promise<RateLimiter>;
};

type ContactHandlerDeps = {
  database: () => Promise<Pick<DatabaseHandle, 'db' | 'storageProblem'>>;
  rateLimiters: ContactRateLimiters;
  settings: () => { confirmation: boolean; trustProxy: TrustProxy; siteOrigin: string };
  /** Called after a lead was committed, so the worker delivers at once. */
  onStored?: () => void;
  /** Called when the database can no longer store leads durably (the process should restart). */
  onStorageLost?: (problem: StorageProblem) => void;
};

/** Largest accepted body. The longest valid submission (5,000-character message in UTF-8 plus fields) stays well below. */
const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** Where a form post without JavaScript lands after success. */
const SENT_PATH = '/kontakt/gesendet';

/**
 * Fields a visitor fills in (src/lib/contact-fields.ts); problems with anything else mean the
 * request itself is broken.
 */
const VISITOR_FIELDS: ReadonlySet<string> = new Set(contactFields.map((field) => field.name));

/**
 * A submission without an idempotency key (a form sent without JavaScript, or a client that
 * sends only the fields) gets one derived from its content and the day, so a double click on
 * the submit button stores one lead, not two.
 */
export function derivedIdempotencyKey(body: Record<string, unknown>, now: Date): string {
  const parts = ['form', 'locale', ...VISITOR_FIELDS].map((key) => String(body[key] ?? '').trim());
  const hex = createHash('sha256')
    .update([...parts, now.toISOString().slice(0, 10)].join('\u0000'))
    .digest('hex');
  // Shaped as a UUID (version 5 style, RFC variant) so it passes the shared schema.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function stringValues(body: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body ?? {}))
    if (typeof value === 'string') values[key] = value.slice(0, 10_000);
  return values;
}

/** The submission as the schema expects it: the form defaults to the inquiry form, a key is derived if missing. */
function withDefaults(body: Record<string, unknown>, now: Date): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...body };
  filled.form ??= 'inquiry';
  if (filled.idempotencyKey === undefined || filled.idempotencyKey === '')
    filled.idempotencyKey = derivedIdempotencyKey(filled, now);
  if (filled.startedAt === '') delete filled.startedAt;
  if (filled.page === '') delete filled.page;
  return filled;
}

/**
 * POST /api/contact. JSON → 201 { ok, id, reference } after the lead and its notification are
 * committed (200 with the first lead for a repeated idempotency key; 409 when the key was used
 * with other content); errors as { error, code, fields? } with the status of their code. A
 * urlencoded form post (no JavaScript) → 303 to the localized "sent" page, or an HTML page with
 * the messages and the values to correct. Posts from other websites are refused (403). Never a
 * 5xx except the honest 503 when the lead cannot be stored.
 */
export function createContactHandler(deps: ContactHandlerDeps) {
  return async function POST(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const settings = deps.settings();
    let kind: BodyKind = 'json';
    let body: Record<string, unknown> | null = null;
    let locale: Locale = submissionLocale(null, url);
    const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html');
    try {
      let unsupported: unknown = null;
      try {
        kind = bodyKind(request.headers.get('content-type'));
      } catch (error) {
        // A browser form post with an unusual type still gets a page, not JSON.
        if (wantsHtml) kind = 'form';
        unsupported = error;
      }
      if (isCrossSite(request.headers, settings.siteOrigin)) throw new HttpError('cross_site');
      if (unsupported) throw unsupported;

      const text = await readCappedText(request, CONTACT_BODY_LIMIT_BYTES);
      body = kind === 'json' ? parseJsonObject(text) : parseFormBody(text);
      locale = submissionLocale(body, url);
      const now = new Date();

      const parsed = contactRequestSchema(contactValidationMessages(locale)).safeParse(withDefaults(body, now));
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'form');
          fields[key] ??= issue.message;
        }
        // Only the visitor's fields carry messages of ours; anything else (an unknown form, a
        // malformed key) is a broken request, reported without the validator's wording.
        if (!Object.keys(fields).every((key) => VISITOR_FIELDS.has(key))) throw new HttpError('invalid_body');
        throw new HttpError('validation', { fields });
      }

      // Counted for valid submissions only: a visitor correcting typos is not throttled.
      const client = addressKey(clientAddress(request.headers, settings.trustProxy));
      const decision = await (await deps.rateLimiters.contact()).consume(client);
      if (!decision.allowed) throw new HttpError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });

      const handle = await deps.database();
      const before = handle.storageProblem();
      if (before) {
        deps.onStorageLost?.(before);
        throw new HttpError('unavailable', { retryAfterSeconds: 60 });
      }
      const confirmation =
        settings.confirmation &&
        (await withinLimit(deps.rateLimiters.confirmationClient, client)) &&
        (await withinLimit(deps.rateLimiters.confirmationRecipient, recipientKey(parsed.data.email)));
      let result;
      try {
        result = await storeLead(
          handle.db,
          { request: parsed.data, locale, page: refererPath(request) },
          { now, confirmation, clientKey: client },
        );
      } catch (error) {
        if (isReadOnlyError(error)) deps.onStorageLost?.('read_only');
        throw error;
      }
      // A commit into a database file that was deleted or replaced meanwhile is not durable.
      const after = handle.storageProblem();
      if (after) {
        deps.onStorageLost?.(after);
        throw new HttpError('unavailable', { retryAfterSeconds: 60 });
      }
      if (result.outcome === 'conflict') throw new HttpError('idempotency_conflict');

      const duplicate = result.outcome === 'duplicate';
      logger.info(
        { leadId: result.id, form: parsed.data.form, locale, duplicate, spam: result.spam, via: kind, confirmation },
        'lead stored',
      );
      if (!duplicate && !result.spam) deps.onStored?.();

      if (kind === 'form') {
        return new Response(null, {
          status: 303,
          headers: {
            Location: localizedPath(SENT_PATH, locale),
            'Cache-Control': 'no-store',
            'Content-Security-Policy': nonPagePolicy,
          },
        });
      }
      return json(duplicate ? 200 : 201, { ok: true, id: result.id, reference: result.reference });
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.code === 'unavailable') {
        const cause = error.cause as { name?: string; code?: string } | undefined;
        logger.error({ code: cause?.code, error: cause?.name }, 'lead could not be stored');
      } else {
        logger.info({ code: error.code, status: error.status }, 'lead rejected');
      }
      if (kind !== 'form') return errorJson(error, locale);
      if (error.code === 'cross_site') return renderCrossSitePage(locale, errorMessage(error, locale));
      const values = stringValues(body);
      const form = isContactFormKind(values.form) ? values.form : values.form === undefined && body ? 'inquiry' : null;
      const fields = error.code === 'validation' ? (error.options.fields ?? {}) : {};
      return renderErrorPage({
        status: error.status,
        locale,
        form,
        values,
        fields,
        message: error.code === 'validation' ? undefined : errorMessage(error, locale),
        page: values.page || refererPath(request),
        headers: errorHeaders(error),
      });
    }
  };
}
