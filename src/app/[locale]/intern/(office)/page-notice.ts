import { firstParam as first, type SearchParams } from '@/server/staff/search-params';
import { staffErrorCodes, type StaffErrorCode } from '@/server/staff/staff-error';

export type StaffSearchParams = Promise<SearchParams>;

/**
 * What a form post's redirect reports (`?notice=…` or `?error=…`), kept to known values: the
 * URL can be edited, the page shows only messages it has.
 */
export async function readNotice<Notice extends string>(
  searchParams: StaffSearchParams,
  notices: readonly Notice[],
): Promise<{ notice: Notice | null; error: StaffErrorCode | null }> {
  const params = await searchParams;
  const notice = first(params.notice);
  const error = first(params.error);
  return {
    notice: notices.find((known) => known === notice) ?? null,
    error: staffErrorCodes.find((code) => code === error) ?? null,
  };
}
