import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readPage, type Paged } from './paging';

const AUDIT_PAGE_SIZE = 100;

export type AuditLogRow = {
  id: string;
  actor_id: string;
  action: string;
  lead_id: string | null;
  /** The lead's reference while the lead exists; null once it was erased (or never had one). */
  reference: string | null;
  lead_exists: boolean;
  detail: string | null;
  created_at: string;
};

/** The audit log for admins, newest first, 100 a page (a page past the end shows the last one). */
export async function listAuditLog(db: Kysely<Database>, { page }: { page: number }): Promise<Paged<AuditLogRow>> {
  return readPage(db.selectFrom('audit_log'), { requested: page, size: AUDIT_PAGE_SIZE }, async (offset) => {
    const rows = await db
      .selectFrom('audit_log')
      .leftJoin('leads', 'leads.id', 'audit_log.lead_id')
      .select([
        'audit_log.id',
        'audit_log.actor_id',
        'audit_log.action',
        'audit_log.lead_id',
        'audit_log.detail',
        'audit_log.created_at',
        'leads.reference',
        'leads.id as existing_lead_id',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset(offset)
      .execute();
    return rows.map(({ existing_lead_id, ...row }) => ({ ...row, lead_exists: existing_lead_id !== null }));
  });
}
