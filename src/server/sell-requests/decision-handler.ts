import 'server-only';
import { isLocale, type Locale } from '@/i18n/locales';
import type { DatabaseHandle } from '../db/client';
import { bodyKind, parseFormBody, readCappedText } from '../http/body';
import { isCrossSite } from '../http/cross-site';
import { HttpError, toHttpError } from '../http/http-error';
import { errorJson } from '../http/responses';
import { logger } from '../log';
import { decideOffer, type ShownOffer } from './decision';
import { isStatusToken, statusPath } from './status-token';

const DECISION_BODY_LIMIT_BYTES = 4 * 1024;

type DecisionDeps = {
  database: () => Promise<Pick<DatabaseHandle, 'db'>>;
  settings: () => { siteOrigin: string };
  onDecided?: () => void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The offer the visitor saw (`offerId`, `offerVersion` of the form); null when the form does not name one. */
function shownOffer(form: Record<string, string>): ShownOffer | null {
  const version = Number(form.offerVersion);
  return UUID.test(form.offerId ?? '') && Number.isInteger(version) && version > 0
    ? { offerId: form.offerId!, version }
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
  return async function POST(request: Request, token: string): Promise<Response> {
    let locale: Locale = 'de';
    try {
      if (isCrossSite(request.headers, deps.settings().siteOrigin)) throw new HttpError('cross_site');
      if (!isStatusToken(token)) throw new HttpError('not_found');
      bodyKind(request.headers.get('content-type'), ['form']);
      const form = parseFormBody(await readCappedText(request, DECISION_BODY_LIMIT_BYTES));
      if (isLocale(form.locale)) locale = form.locale;
      if (form.decision !== 'accept' && form.decision !== 'decline') throw new HttpError('invalid_body');
      const { db } = await deps.database();
      const outcome = await decideOffer(db, { token, decision: form.decision, shown: shownOffer(form) });
      if (outcome === 'not_found') throw new HttpError('not_found');
      logger.info({ outcome }, 'sell offer decision');
      if (outcome === 'accepted' || outcome === 'declined') deps.onDecided?.();
      return new Response(null, {
        status: 303,
        headers: {
          Location: `${statusPath(token, locale)}?notice=${outcome}`,
          'Cache-Control': 'no-store',
        },
      });
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) logger.error({ err: caught }, 'sell offer decision failed');
      return errorJson(error, locale);
    }
  };
}
