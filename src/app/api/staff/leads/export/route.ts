import { isLocale, type Locale } from '@/i18n/locales';
import { getDatabase } from '@/server/db';
import { toHttpError } from '@/server/http/http-error';
import { errorJson } from '@/server/http/responses';
import { parseInboxQuery } from '@/server/staff/inbox-query';
import { leadCsvStream } from '@/server/staff/lead-export';
import { authorizeStaff } from '@/server/staff/staff-request';

export const dynamic = 'force-dynamic';

/**
 * The inbox's current view as CSV (admins): the same filters as the inbox's URL, streamed page by
 * page, UTF-8 with BOM and `;` for German Excel. Audited when the download starts.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const requested = params.get('locale');
  const locale: Locale = isLocale(requested) ? requested : 'de';
  try {
    const session = await authorizeStaff(request, 'admin');
    const query = parseInboxQuery(params);
    const { db } = await getDatabase();
    const day = new Date().toISOString().slice(0, 10);
    return new Response(leadCsvStream(db, { query, locale, actorId: session.userId }), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="anfragen-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorJson(toHttpError(error), locale);
  }
}
