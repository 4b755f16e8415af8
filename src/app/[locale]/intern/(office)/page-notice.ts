import type { StaffErrorCode } from '@/server/staff/staff-error';

export type StaffSearchParams = Promise<Record<string, string | string[] | undefined>>;

const errorCodes: readonly StaffErrorCode[] = [
  'lead_not_found',
  'invalid_transition',
  'invalid_note',
  'invalid_assignee',
  'mail_not_found',
  'mail_not_failed',
  'invalid_email',
  'erasure_unconfirmed',
];

/**
 * What a form post's redirect reports (`?notice=…` or `?error=…`), kept to known values: the
 * URL can be edited, the page shows only messages it has.
 */
export async function readNotice<Notice extends string>(
  searchParams: StaffSearchParams,
  notices: readonly Notice[],
): Promise<{ notice: Notice | null; error: StaffErrorCode | 'invalid_input' | null }> {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const notice = first(params.notice);
  const error = first(params.error);
  return {
    notice: notices.find((known) => known === notice) ?? null,
    error: error === 'invalid_input' ? 'invalid_input' : (errorCodes.find((code) => code === error) ?? null),
  };
}
