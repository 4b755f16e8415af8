import 'server-only';

/** The actor of the visitor's own actions in the audit log (decisions on the status page). */
export const VISITOR_ACTOR = 'visitor';

/** Why an action on a sell request was refused (the page shows a message per code). */
const sellRequestErrorCodes = [
  'not_sell_request',
  'offer_invalid',
  'offer_accepted',
  'invalid_transition',
  'not_accepted',
  'goods_not_received',
  'already_marked',
  'schedule_invalid',
  'receipt_invalid',
  'credit_note_exists',
  'credit_note_invalid',
  'nothing_bought',
  'not_issued',
  'paid_invalid',
  'certificate_invalid',
] as const;
export type SellRequestErrorCode = (typeof sellRequestErrorCodes)[number];

export class SellRequestError extends Error {
  constructor(readonly code: SellRequestErrorCode) {
    super(code);
    this.name = 'SellRequestError';
  }
}

export function isSellRequestErrorCode(value: unknown): value is SellRequestErrorCode {
  return typeof value === 'string' && (sellRequestErrorCodes as readonly string[]).includes(value);
}
