import 'server-only';

/**
 * What a back-office action can refuse, as a code the page turns into a message in the user's
 * language (no wording here, no personal data in the error).
 */
export const staffErrorCodes = [
  'lead_not_found',
  'invalid_transition',
  'invalid_note',
  'invalid_assignee',
  'mail_not_found',
  'mail_not_failed',
  'invalid_email',
  'erasure_unconfirmed',
  'member_not_found',
] as const;

export type StaffErrorCode = (typeof staffErrorCodes)[number];

export class StaffActionError extends Error {
  readonly code: StaffErrorCode;
  /** Non-personal facts for the message, e.g. { from: 'new', to: 'won' }. */
  readonly detail: Readonly<Record<string, string>>;

  constructor(code: StaffErrorCode, detail: Record<string, string> = {}) {
    super(code);
    this.name = 'StaffActionError';
    this.code = code;
    this.detail = detail;
  }
}

export function isStaffActionError(error: unknown): error is StaffActionError {
  return error instanceof StaffActionError;
}
