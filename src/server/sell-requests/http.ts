import 'server-only';
import { berlinToday } from '@/lib/calendar-day';
import { sellRequestSchema } from '@/lib/sell-request-schema';
import type { DatabaseHandle } from '../db/client';
import { endpoint, type EndpointSettings } from '../http/endpoint';
import { HttpError } from '../http/http-error';
import { UUID_PATTERN } from '../http/params';
import { json } from '../http/responses';
import { logger } from '../log';
import { storeDurably, type DurableStoreDeps } from '../leads/durable-store';
import { confirmationAllowed, refererPath, type SubmissionLimiters } from '../leads/submission';
import { decideOffer, type ShownOffer } from './decision';
import { storeSellRequest, unknownItemLines } from './store';
import { STATUS_TOKEN_PATTERN, statusPath } from './status-token';
import { sellRequestValidationMessages } from '@/i18n/sell-request-validation-messages';

type SellRequestHandlerDeps = DurableStoreDeps & {
  /** Submissions per client are the contact form's (a sell request is a lead), so are the confirmations'. */
  rateLimiters: SubmissionLimiters;
  settings: () => EndpointSettings & { tokenSecret: string };
};

/**
 * Largest accepted body: 500 lines of a 200-character name and 1,000 characters of notes, in
 * UTF-8 (up to 3 bytes a character) and JSON escaping, stay under 2 MiB with the contact fields.
 */
const SELL_REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Problems with these keys mean the request itself is broken (not something the visitor typed). */
const REQUEST_KEYS = new Set(['idempotencyKey', 'website', 'startedAt', 'page', 'locale']);

/**
 * POST /api/sell-requests (JSON only). → 201 { ok, id, reference, statusUrl } once the lead, its
 * lines and mails are committed; 200 with the same answer for a retry (same idempotency key and
 * content); 409 for the key with other content; 400 { code: 'validation', fields: { 'lines.3.quantity': … } };
 * 403 cross-site; 413 over the body limit; 415 not JSON; 429 over the client's limit (the contact
 * form's, counted for valid submissions); 503 when the lead cannot be stored.
 */
export function createSellRequestHandler(deps: SellRequestHandlerDeps) {
  return endpoint(
    { name: 'sell request', settings: deps.settings, body: { accept: ['json'], limit: SELL_REQUEST_BODY_LIMIT_BYTES } },
    async (context) => {
      const { locale } = context;
      const body = context.body!;
      const now = new Date();
      if (body.startedAt === '') delete body.startedAt;
      if (body.page === '') delete body.page;

      const schema = sellRequestSchema(sellRequestValidationMessages(locale), { today: berlinToday(now) });
      const parsed = schema.safeParse(body);
      const fields: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = issue.path.length ? issue.path.map(String).join('.') : 'form';
          fields[key] ??= issue.message;
        }
        if (Object.keys(fields).some((key) => REQUEST_KEYS.has(key) || key === 'form'))
          throw new HttpError('invalid_body');
      } else {
        const itemMessage = sellRequestValidationMessages(locale).itemId;
        for (const index of unknownItemLines(parsed.data.lines)) fields[`lines.${index}.itemId`] = itemMessage;
      }
      if (!parsed.success || Object.keys(fields).length) throw new HttpError('validation', { fields });

      await context.limit(deps.rateLimiters.contact);
      let confirmation = false;
      const result = await storeDurably(
        deps,
        async (db) => {
          // The confirmation carries the status link, so it is always sent, within the limits.
          confirmation = await confirmationAllowed(deps.rateLimiters, context.client, parsed.data.email);
          return storeSellRequest(
            db,
            {
              request: parsed.data,
              locale,
              page: refererPath(context.request),
              clientKey: context.client,
              tokenSecret: deps.settings().tokenSecret,
            },
            { now, confirmation },
          );
        },
        {
          message: 'sell request stored',
          fields: () => ({ form: 'sell-list', lines: parsed.data.lines.length, locale, confirmation }),
        },
      );
      return json(result.duplicate ? 200 : 201, {
        ok: true,
        id: result.id,
        reference: result.reference,
        statusUrl: result.statusPath,
      });
    },
  );
}

const DECISION_BODY_LIMIT_BYTES = 4 * 1024;

type DecisionDeps = {
  database: () => Promise<Pick<DatabaseHandle, 'db'>>;
  settings: () => EndpointSettings;
  onDecided?: () => void;
};

/** The offer the visitor saw (`offerId`, `offerVersion` of the form); null when the form does not name one. */
function shownOffer(form: Record<string, unknown>): ShownOffer | null {
  const version = Number(form.offerVersion);
  return typeof form.offerId === 'string' && UUID_PATTERN.test(form.offerId) && Number.isInteger(version) && version > 0
    ? { offerId: form.offerId, version }
    : null;
}

/**
 * POST /api/sell-requests/<token>/decision, a plain form post from the status page: `decision`
 * = accept | decline, the `offerId` and `offerVersion` the page showed (and `locale`). Cross-site
 * posts are refused (403); an unknown token is a 404. Every outcome answers 303 back to the status
 * page with `?notice=` (accepted, declined, expired, already_decided, no_offer, withdrawn, and
 * changed: the offer was replaced since the page was loaded, the page then shows the current one).
 */
export function createDecisionHandler(deps: DecisionDeps) {
  return endpoint<{ token: string }>(
    {
      name: 'sell offer decision',
      settings: deps.settings,
      params: { token: STATUS_TOKEN_PATTERN },
      body: { accept: ['form'], limit: DECISION_BODY_LIMIT_BYTES },
    },
    async ({ body, params, locale }) => {
      if (body!.decision !== 'accept' && body!.decision !== 'decline') throw new HttpError('invalid_body');
      const { db } = await deps.database();
      const outcome = await decideOffer(db, {
        token: params.token,
        decision: body!.decision,
        shown: shownOffer(body!),
      });
      if (outcome === 'not_found') throw new HttpError('not_found');
      logger.info({ outcome }, 'sell offer decision');
      if (outcome === 'accepted' || outcome === 'declined') deps.onDecided?.();
      return new Response(null, {
        status: 303,
        headers: {
          Location: `${statusPath(params.token, locale)}?notice=${outcome}`,
          'Cache-Control': 'no-store',
        },
      });
    },
  );
}
