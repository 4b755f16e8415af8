import 'server-only';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-url';
import type { StaffSession } from '../auth/staff-guards';
import { serverEnv } from '../env';
import { logger } from '../log';
import type { RateLimiter } from '../rate-limit';
import { bodyKind, parseFormBody, parseJsonObject, readCappedText, type BodyKind } from './body';
import { addressKey, clientAddress, type TrustProxy } from './client-address';
import { isCrossSite } from './cross-site';
import { HttpError, toHttpError } from './http-error';
import { errorJson } from './responses';

/** What every endpoint needs of the process: which proxies to believe and the site's origin. */
export type EndpointSettings = { trustProxy: TrustProxy; siteOrigin: string };

const processSettings = (): EndpointSettings => ({ trustProxy: serverEnv().TRUST_PROXY, siteOrigin: siteOrigin() });

/** Everything a handler (and an error page) knows about its request. */
export type EndpointContext<Params extends Record<string, string> = Record<string, never>> = {
  request: Request;
  url: URL;
  /** The path parameters, each checked against its pattern. */
  params: Params;
  /** The `?locale=` of the URL, then the body's `locale`; a handler may set it (a multipart field). */
  locale: Locale;
  /** The client's rate-limit key: its address from the connection (TRUST_PROXY), IPv6 by /64. */
  client: string;
  /** The signed-in staff member (staff endpoints), else null. */
  session: StaffSession | null;
  /** The body's kind; a multipart body is left for the handler (`readMultipart`). */
  kind: BodyKind | 'multipart' | null;
  /** The JSON object or form fields; null until read (and for multipart). */
  body: Record<string, unknown> | null;
  /**
   * Counts this request against a limiter (429 with Retry-After beyond it), keyed by the
   * signed-in account or else the client: no header a client chooses resets either.
   */
  limit(limiter: () => Promise<RateLimiter>, key?: string): Promise<void>;
};

export type EndpointOptions<Params extends Record<string, string>> = {
  /** Names the endpoint in the log ("upload refused", "contact failed"). */
  name: string;
  /** Trusted proxies and the site's origin (default: the process's configuration). */
  settings?: () => EndpointSettings;
  /** The body kinds taken and the cap in bytes (JSON and forms are read and parsed here). */
  body?: { accept: readonly BodyKind[]; limit: number };
  /** A multipart body: its declared size is checked here, the handler reads it. */
  multipart?: { limit: number; tooLarge: () => HttpError };
  /** Each path parameter's shape; anything else (or an undecodable value) is a 404. */
  params?: { [K in keyof Params]: RegExp };
  /** Who may call (staff endpoints): throws 401/403; its user id keys the limits. */
  authorize?: (request: Request) => Promise<StaffSession>;
  /** Counted before the body is read. Endpoints that count valid requests only call `ctx.limit`. */
  rateLimit?: () => Promise<RateLimiter>;
  /** The answer to an error (default: JSON in the request's language, `errorJson`). */
  onError?: (error: HttpError, context: EndpointContext<Params>) => Response;
};

/** A refusal as the client reads it: 429 over the limit, 503 when the limit's store failed. */
export function limitError(decision: { retryAfterSeconds: number; storeFailed?: true }): HttpError {
  const options = { retryAfterSeconds: decision.retryAfterSeconds };
  return new HttpError(decision.storeFailed ? 'unavailable' : 'rate_limited', options);
}

type RouteContext = { params?: Promise<Record<string, string | string[]>> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function localeOf(value: unknown): Locale | null {
  return hasLocale(locales, value) ? value : null;
}

/** Which body kind the request declares, among those accepted (415 otherwise). */
function declaredKind(request: Request, options: EndpointOptions<never>): BodyKind | 'multipart' {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (options.multipart && type === 'multipart/form-data') return 'multipart';
  return bodyKind(request.headers.get('content-type'), options.body?.accept ?? []);
}

async function checkedParams<Params extends Record<string, string>>(
  context: RouteContext | undefined,
  patterns: { [K in keyof Params]: RegExp } | undefined,
): Promise<Params> {
  const raw = (await context?.params) ?? {};
  const params: Record<string, string> = {};
  for (const [name, pattern] of Object.entries(patterns ?? {}) as [string, RegExp][]) {
    const value = raw[name];
    if (typeof value !== 'string' || !pattern.test(value)) throw new HttpError('not_found');
    params[name] = value;
  }
  return params as Params;
}

/**
 * The ONE wrapper of every public and staff route handler, in this order: the cross-site check
 * (state-changing methods), the content type, the path parameters, the declared size, who may
 * call (staff), the rate limit, the capped body; then the handler. Every error is an HttpError
 * answered by `onError` (JSON by default); anything unexpected is logged and answered as the
 * honest 503, never a bare 500.
 */
export function endpoint<Params extends Record<string, string> = Record<string, never>>(
  options: EndpointOptions<Params>,
  handler: (context: EndpointContext<Params>) => Promise<Response>,
): (request: Request, routeContext?: RouteContext) => Promise<Response> {
  return async (request, routeContext) => {
    const url = new URL(request.url);
    const context: EndpointContext<Params> = {
      request,
      url,
      params: {} as Params,
      locale: localeOf(url.searchParams.get('locale')) ?? defaultLocale,
      client: 'unknown',
      session: null,
      kind: null,
      body: null,
      async limit(limiter, key) {
        const decision = await (await limiter()).consume(key ?? context.session?.userId ?? context.client);
        if (!decision.allowed) throw limitError(decision);
      },
    };
    try {
      const settings = (options.settings ?? processSettings)();
      context.client = addressKey(clientAddress(request.headers, settings.trustProxy));
      let unsupported: unknown = null;
      if (options.body || options.multipart) {
        try {
          context.kind = declaredKind(request, options as EndpointOptions<never>);
        } catch (error) {
          unsupported = error;
          // A browser's form post of an unusual type still gets the form's answer (a page).
          const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html');
          if (wantsHtml && options.body?.accept.includes('form')) context.kind = 'form';
        }
      }
      if (!SAFE_METHODS.has(request.method.toUpperCase()) && isCrossSite(request.headers, settings.siteOrigin))
        throw new HttpError('cross_site');
      // Who asks comes before what they send: without a session every staff route answers 401,
      // whatever the body's type.
      if (options.authorize) context.session = await options.authorize(request);
      if (unsupported) throw unsupported;
      if (context.kind === 'multipart') {
        const declared = Number(request.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > options.multipart!.limit) throw options.multipart!.tooLarge();
      }
      context.params = await checkedParams<Params>(routeContext, options.params);
      if (options.rateLimit) await context.limit(options.rateLimit);
      if (context.kind === 'json' || context.kind === 'form') {
        const text = await readCappedText(request, options.body!.limit);
        const body = context.kind === 'json' ? parseJsonObject(text) : parseFormBody(text);
        context.body = body;
        context.locale = localeOf(body.locale) ?? context.locale;
      }
      return await handler(context);
    } catch (caught) {
      const error = toHttpError(caught);
      if (error.status >= 500) {
        const cause = (error.cause ?? caught) as { name?: string; code?: string } | undefined;
        logger.error({ endpoint: options.name, error: cause?.name, code: cause?.code }, `${options.name} failed`);
      } else {
        logger.info({ endpoint: options.name, code: error.code, status: error.status }, `${options.name} refused`);
      }
      return (options.onError ?? ((problem, { locale }) => errorJson(problem, locale)))(error, context);
    }
  };
}
