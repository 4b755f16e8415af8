/**
 * The one error type of every endpoint: a code decides the HTTP status and the message a person
 * may read (key `HttpErrors.<code>` in the message files). Anything else that goes wrong is logged
 * and never shown; `toHttpError` turns it into the honest 503.
 */
type HttpErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'validation'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'cross_site'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'idempotency_conflict'
  | 'rate_limited'
  | 'unavailable'
  // The asset-list import (src/server/sell-list): file type, sizes, rows, encoding, unreadable file.
  | 'unsupported_file'
  | 'file_too_large'
  | 'unpacked_too_large'
  | 'too_many_rows'
  | 'row_too_long'
  | 'no_rows'
  | 'invalid_encoding'
  | 'file_unreadable';

const httpErrorStatus: Record<HttpErrorCode, number> = {
  invalid_json: 400,
  invalid_body: 400,
  validation: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  cross_site: 403,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  idempotency_conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  unsupported_file: 415,
  file_too_large: 413,
  unpacked_too_large: 413,
  too_many_rows: 413,
  row_too_long: 413,
  no_rows: 400,
  invalid_encoding: 400,
  file_unreadable: 422,
};

type HttpErrorOptions = {
  /** Field name → message, for `validation`. */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  cause?: unknown;
};

export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: HttpErrorCode,
    readonly options: HttpErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'HttpError';
    this.status = httpErrorStatus[code];
  }
}

/** Any thrown value as an HttpError: unknown failures become the honest 503 (database down, …). */
export function toHttpError(error: unknown): HttpError {
  return error instanceof HttpError ? error : new HttpError('unavailable', { cause: error, retryAfterSeconds: 60 });
}
