import 'server-only';
import { createHash } from 'node:crypto';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import { formFields, isContactFormKind } from '@/lib/contact-fields';
import { contactRequestSchema } from '@/lib/contact-schema';
import { localizedPath } from '@/lib/site-url';
import { nonPagePolicy } from '../csp/csp-policy';
import { endpoint, type EndpointContext, type EndpointSettings } from '../http/endpoint';
import { HttpError } from '../http/http-error';
import { errorJson, errorHeaders, errorMessage, json } from '../http/responses';
import { storeDurably, type DurableStoreDeps } from './durable-store';
import { renderCrossSitePage, renderErrorPage } from './error-page';
import { storeLead } from './lead-repository';
import { confirmationAllowed, refererPath, type SubmissionLimiters } from './submission';

type ContactHandlerDeps = DurableStoreDeps & {
  rateLimiters: SubmissionLimiters;
  settings: () => EndpointSettings & { confirmation: boolean };
};

/** Largest accepted body. The longest valid submission (5,000-character message in UTF-8 plus fields) stays well below. */
const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** Where a form post without JavaScript lands after success. */
const SENT_PATH = '/kontakt/gesendet';

/**
 * Fields a visitor fills in, on either form (src/lib/contact-fields.ts); problems with anything
 * else mean the request itself is broken.
 */
const VISITOR_FIELDS: ReadonlySet<string> = new Set(
  Object.values(formFields).flatMap((fields) => fields.map((field) => field.name)),
);

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

/** A form post without JavaScript gets a page: the messages and the values to correct. */
function contactErrorResponse(error: HttpError, context: EndpointContext): Response {
  const { locale, body, request } = context;
  if (context.kind !== 'form') return errorJson(error, locale);
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

/**
 * POST /api/contact. JSON → 201 { ok, id, reference } after the lead and its notification are
 * committed (200 with the first lead for a repeated idempotency key; 409 when the key was used
 * with other content); errors as { error, code, fields? } with the status of their code. A
 * urlencoded form post (no JavaScript) → 303 to the localized "sent" page, or an HTML page with
 * the messages and the values to correct. Posts from other websites are refused (403). Never a
 * 5xx except the honest 503 when the lead cannot be stored.
 */
export function createContactHandler(deps: ContactHandlerDeps) {
  return endpoint(
    {
      name: 'contact',
      settings: deps.settings,
      body: { accept: ['json', 'form'], limit: CONTACT_BODY_LIMIT_BYTES },
      onError: contactErrorResponse,
    },
    async (context) => {
      const { locale } = context;
      const now = new Date();
      const parsed = contactRequestSchema(contactValidationMessages(locale)).safeParse(
        withDefaults(context.body!, now),
      );
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
      await context.limit(deps.rateLimiters.contact);

      let confirmation = false;
      const result = await storeDurably(
        deps,
        async (db) => {
          confirmation =
            deps.settings().confirmation &&
            (await confirmationAllowed(deps.rateLimiters, context.client, parsed.data.email));
          return storeLead(
            db,
            { request: parsed.data, locale, page: refererPath(context.request) },
            { now, confirmation, clientKey: context.client },
          );
        },
        { message: 'lead stored', fields: () => ({ form: parsed.data.form, locale, via: context.kind, confirmation }) },
      );
      if (context.kind === 'form') {
        return new Response(null, {
          status: 303,
          headers: {
            Location: localizedPath(SENT_PATH, locale),
            'Cache-Control': 'no-store',
            'Content-Security-Policy': nonPagePolicy,
          },
        });
      }
      return json(result.duplicate ? 200 : 201, { ok: true, id: result.id, reference: result.reference });
    },
  );
}
