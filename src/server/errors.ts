/**
 * The one error type of the lead pipeline: a code decides the HTTP status and what a visitor
 * may see. Anything else that goes wrong is logged and never shown (see `toPublicError`).
 */
export type LeadErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'validation'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable';

type Locale = 'de' | 'en';

export const leadErrorStatus: Record<LeadErrorCode, number> = {
  invalid_json: 400,
  invalid_body: 400,
  validation: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** What a visitor reads (the `error` field of the JSON answer, the heading of the HTML page). */
export const leadErrorText: Record<LeadErrorCode, Record<Locale, string>> = {
  invalid_json: {
    de: 'Die Anfrage konnte nicht gelesen werden (ungültiges JSON).',
    en: 'The request could not be read (invalid JSON).',
  },
  invalid_body: {
    de: 'Die Anfrage ist unvollständig. Bitte laden Sie die Seite neu und senden Sie das Formular noch einmal.',
    en: 'The request is incomplete. Please reload the page and send the form again.',
  },
  validation: {
    de: 'Bitte prüfen Sie die markierten Felder.',
    en: 'Please check the highlighted fields.',
  },
  unsupported_media_type: {
    de: 'Bitte senden Sie das Formular als JSON oder als normales Formular.',
    en: 'Please send the form as JSON or as a regular form post.',
  },
  payload_too_large: {
    de: 'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Nachricht.',
    en: 'The request is too large. Please shorten your message.',
  },
  rate_limited: {
    de: 'Sie haben gerade sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment.',
    en: 'You have sent a lot of messages just now. Please wait a moment.',
  },
  unavailable: {
    de: 'Ihre Nachricht konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal oder rufen Sie uns an.',
    en: 'Your message could not be saved just now. Please try again in a few minutes or give us a call.',
  },
};

export class LeadError extends Error {
  readonly status: number;

  constructor(
    readonly code: LeadErrorCode,
    readonly options: { fields?: Record<string, string>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'LeadError';
    this.status = leadErrorStatus[code];
  }

  publicMessage(locale: Locale): string {
    return leadErrorText[this.code][locale];
  }
}

/** Any thrown value as a LeadError: unknown failures become the honest 503 (database down, …). */
export function toLeadError(error: unknown): LeadError {
  return error instanceof LeadError ? error : new LeadError('unavailable', { cause: error, retryAfterSeconds: 60 });
}
