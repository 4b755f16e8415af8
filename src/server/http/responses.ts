import 'server-only';
import { company } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { nonPagePolicy } from '../csp/csp-policy';
import type { HttpError } from './http-error';

/**
 * A JSON answer; never cached, and with the strict policy of non-pages (for the routes that set
 * their own policy, see src/server/security-headers.ts).
 */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': nonPagePolicy,
      ...headers,
    },
  });
}

/**
 * What a person reads for an error, in their language. `values` fill in the arguments a message
 * names besides the phone number (an endpoint's limits: `{maxRows}`, `{maxMegabytes}`).
 */
export function errorMessage(error: HttpError, locale: Locale, values: Record<string, string | number> = {}): string {
  return translator(locale, 'HttpErrors')(error.code, { phone: company.phone, ...values });
}

/** `Retry-After` for errors that have one. */
export function errorHeaders(error: HttpError): Record<string, string> {
  return error.options.retryAfterSeconds ? { 'Retry-After': String(error.options.retryAfterSeconds) } : {};
}

/**
 * The JSON form of every error of every endpoint: `{ error: <message>, code, fields? }`. The
 * message is for people; `code` is for programs; field messages come from the validation.
 */
export function errorJson(error: HttpError, locale: Locale, values?: Record<string, string | number>): Response {
  const fields = error.options.fields ?? {};
  return json(
    error.status,
    { error: errorMessage(error, locale, values), code: error.code, ...(Object.keys(fields).length ? { fields } : {}) },
    errorHeaders(error),
  );
}
