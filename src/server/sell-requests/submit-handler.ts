import 'server-only';
import type { Locale } from '@/i18n/locales';
import { berlinToday, sellRequestSchema } from '@/lib/sell-request-schema';
import type { DatabaseHandle, StorageProblem } from '../db/client';
import { isReadOnlyError } from '../health';
import { readCappedText, bodyKind, parseJsonObject } from '../http/body';
import { addressKey, clientAddress, type TrustProxy } from '../http/client-address';
import { isCrossSite } from '../http/cross-site';
import { HttpError, toHttpError } from '../http/http-error';
import { errorJson, json } from '../http/responses';
import { logger } from '../log';
import { recipientKey, refererPath, submissionLocale, withinLimit } from '../leads/submission';
import type { RateLimiter } from '../rate-limit';
import { storeSellRequest, unknownItemLines } from './store';
import { sellRequestValidationMessages } from './validation-messages';

type SellRequestRateLimiters = {
  /** Submissions per client: the contact form's limiter (a sell request is a lead). */
  contact: () => Promise<RateLimiter>;
  confirmationRecipient: () => Promise<RateLimiter>;
  confirmationClient: () => Promise<RateLimiter>;
};

type SellRequestHandlerDeps = {
  database: () => Promise<Pick<DatabaseHandle, 'db' | 'storageProblem'>>;
  rateLimiters: SellRequestRateLimiters;
  settings: () => { trustProxy: TrustProxy; siteOrigin: string; tokenSecret: string };
  onStored?: () => void;
  onStorageLost?: (problem: StorageProblem) => void;
};

/**
 * Largest accepted body: 500 lines of a 200-character name and 1,000 characters of notes, in
 * UTF-8 (up to 3 bytes a character) and JSON escaping, stay under 2 MiB with the contact fields.
 */
export const SELL_REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

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
  return async function POST(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const settings = deps.settings();
    let locale: Locale = submissionLocale(null, url);
    try {
      if (isCrossSite(request.headers, settings.siteOrigin)) throw new HttpError('cross_site');
      bodyKind(request.headers.get('content-type'), ['json']);
      const body = parseJsonObject(await readCappedText(request, SELL_REQUEST_BODY_LIMIT_BYTES));
      locale = submissionLocale(body, url);
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

      const client = addressKey(clientAddress(request.headers, settings.trustProxy));
      const decision = await (await deps.rateLimiters.contact()).consume(client);
      if (!decision.allowed) throw new HttpError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });

      const handle = await deps.database();
      const before = handle.storageProblem();
      if (before) {
        deps.onStorageLost?.(before);
        throw new HttpError('unavailable', { retryAfterSeconds: 60 });
      }
      // The confirmation carries the status link, so it is always sent, within the contact
      // form's confirmation limits (per client, per recipient digest) that keep the endpoint
      // from being used to mail strangers.
      const confirmation =
        (await withinLimit(deps.rateLimiters.confirmationClient, client)) &&
        (await withinLimit(deps.rateLimiters.confirmationRecipient, recipientKey(parsed.data.email)));
      let result;
      try {
        result = await storeSellRequest(
          handle.db,
          {
            request: parsed.data,
            locale,
            page: refererPath(request),
            clientKey: client,
            tokenSecret: settings.tokenSecret,
          },
          { now, confirmation },
        );
      } catch (error) {
        if (isReadOnlyError(error)) deps.onStorageLost?.('read_only');
        throw error;
      }
      const after = handle.storageProblem();
      if (after) {
        deps.onStorageLost?.(after);
        throw new HttpError('unavailable', { retryAfterSeconds: 60 });
      }
      if (result.outcome === 'conflict') throw new HttpError('idempotency_conflict');
      const duplicate = result.outcome === 'duplicate';
      logger.info(
        {
          leadId: result.id,
          form: 'sell-list',
          lines: parsed.data.lines.length,
          locale,
          duplicate,
          spam: result.spam,
          confirmation,
        },
        'sell request stored',
      );
      if (!duplicate && !result.spam) deps.onStored?.();
      return json(duplicate ? 200 : 201, {
        ok: true,
        id: result.id,
        reference: result.reference,
        statusUrl: result.statusPath,
      });
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.code === 'unavailable') {
        const cause = error.cause as { name?: string; code?: string } | undefined;
        logger.error({ code: cause?.code, error: cause?.name }, 'sell request could not be stored');
      } else {
        logger.info({ code: error.code, status: error.status }, 'sell request rejected');
      }
      return errorJson(error, locale);
    }
  };
}
