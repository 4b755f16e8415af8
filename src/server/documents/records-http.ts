import 'server-only';
import type { Kysely } from 'kysely';
import { requireStaffRequest, type StaffSession } from '../auth/staff-session';
import { getDatabase } from '../db';
import type { Database } from '../db/schema';
import { endpoint, type EndpointSettings } from '../http/endpoint';
import type { RateLimiter } from '../rate-limit';
import { siteLimiters } from '../rate-limit/registry';
import { restrictedRecordsCsv } from './records-export';

/** The form carries only `locale`: a kilobyte is plenty. */
const FORM_LIMIT_BYTES = 1024;

type RecordsExportDeps = {
  settings?: () => EndpointSettings;
  /** Default: a complete staff session with `records` (admins only). */
  authorize?: (request: Request) => Promise<StaffSession>;
  /** Default: the staff action limit per account. */
  rateLimit?: () => Promise<RateLimiter>;
  database?: () => Promise<Kysely<Database>>;
};

/**
 * POST /api/staff/records/export: the records kept after erasures (restricted credit notes and
 * certificates) as CSV, for the company's tax adviser; admins only (`records`). A POST, so another
 * site cannot start it (the export is audited and holds sellers' data); the erasure page's button.
 * What staffEndpoint composes, with its parts injectable for the route test.
 */
export function recordsExportEndpoint(deps: RecordsExportDeps = {}) {
  return endpoint(
    {
      name: 'kept records export',
      settings: deps.settings,
      body: { accept: ['form'], limit: FORM_LIMIT_BYTES },
      authorize: deps.authorize ?? ((request) => requireStaffRequest(request, 'records')),
      rateLimit: deps.rateLimit ?? siteLimiters.staffAction,
    },
    async ({ session, locale }) => {
      const db = deps.database ? await deps.database() : (await getDatabase()).db;
      const now = new Date();
      const csv = await restrictedRecordsCsv(db, { locale, actorId: session!.userId, now });
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="aufbewahrte-unterlagen-${now.toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  );
}

export const postRecordsExport = recordsExportEndpoint();
