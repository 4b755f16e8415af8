import 'server-only';
import { priceListIds } from '@/content/catalogue/schema';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { StaffSession } from '../auth/staff-session';
import { getDatabase } from '../db';
import { handleStaffFormPost, withQuery } from '../staff/staff-request';
import { PriceError } from './repository';

/**
 * Who may edit and publish prices. Today the admins; the role → permission map of the staff
 * area (src/server/auth/permissions.ts, when it lands) adds the `prices` grant per member.
 */
export const PRICES_ROLE = 'admin' as const;

export function isPriceListId(value: string): boolean {
  return (priceListIds as readonly string[]).includes(value);
}

/**
 * One editor form post on one list: authorised, the work, then 303 back to the list's page with
 * `?notice=` or `?error=` (a PriceError's code, plus `detail` for a conflict stash).
 */
export function handlePriceFormPost(
  request: Request,
  listId: string,
  run: (input: {
    form: Record<string, string>;
    session: StaffSession;
    locale: Locale;
    db: Awaited<ReturnType<typeof getDatabase>>['db'];
  }) => Promise<string>,
  back: (locale: Locale) => string = (locale) => staffHref(staffPaths.priceList(listId), locale),
): Promise<Response> {
  return handleStaffFormPost(request, {
    role: PRICES_ROLE,
    async run({ form, session, locale }) {
      if (!isPriceListId(listId)) return withQuery(staffHref(staffPaths.prices, locale), 'error', 'unknown_list');
      const db = (await getDatabase()).db;
      try {
        const query = await run({ form, session, locale, db });
        return `${back(locale)}${query}`;
      } catch (error) {
        if (!(error instanceof PriceError)) throw error;
        return withQuery(back(locale), 'error', error.code);
      }
    },
    onRefusal: ({ locale }) => back(locale),
  });
}
