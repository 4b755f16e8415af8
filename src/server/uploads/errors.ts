import 'server-only';
import { HttpError } from '../http/http-error';

/**
 * Why an upload was refused, for the visitor's message (`Uploads.errors.<reason>`) and for
 * programs (`reason` beside `code` in the JSON answer). Each maps to one HttpError code.
 */
export type UploadRefusal =
  | 'file_too_large'
  | 'request_too_large'
  | 'dimensions'
  | 'type'
  | 'heic'
  | 'pdf'
  | 'no_file'
  | 'quota'
  | 'rate_limited'
  | 'timeout';

const codeOf = {
  file_too_large: 'payload_too_large',
  request_too_large: 'payload_too_large',
  dimensions: 'payload_too_large',
  type: 'unsupported_media_type',
  heic: 'unsupported_media_type',
  pdf: 'unsupported_media_type',
  no_file: 'invalid_body',
  quota: 'rate_limited',
  rate_limited: 'rate_limited',
  timeout: 'invalid_body',
} as const satisfies Record<UploadRefusal, ConstructorParameters<typeof HttpError>[0]>;

/** An HttpError that also says which upload rule refused the file. */
export class UploadError extends HttpError {
  constructor(
    readonly reason: UploadRefusal,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(codeOf[reason], options);
    this.name = 'UploadError';
  }
}
