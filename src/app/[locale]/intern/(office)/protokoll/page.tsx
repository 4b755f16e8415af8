import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditTable } from '@/components/staff/audit-table';
import { PaginationNav } from '@/components/staff/pagination-nav';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDateTime } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { listStaffMembers, requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { listAuditLog } from '@/server/staff/audit-log';
import { actorNames, auditEntryTitles } from '../audit-entry-title';
import { OfficeFrame } from '../office-frame';
import type { StaffSearchParams } from '../page-notice';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAudit' });
  return { title: t('title') };
}

/** The audit log (admins): ids, action, actor and time only. */
export default async function AuditPage({ params, searchParams }: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'audit', staffPaths.audit);
  const page = Number((await searchParams).page) || 1;
  const { db } = await getDatabase();
  const [result, members] = await Promise.all([listAuditLog(db, { page }), listStaffMembers()]);
  const t = await getTranslations({ locale, namespace: 'StaffAudit' });
  const tLead = await getTranslations({ locale, namespace: 'StaffLead' });
  const memberName = await actorNames(locale, members);
  const title = await auditEntryTitles(locale, memberName);
  const href = (pageNumber: number) => staffHref(staffPaths.audit, locale, pageNumber > 1 ? `page=${pageNumber}` : '');

  return (
    <OfficeFrame locale={locale} session={session} section="audit">
      <h1 className="text-2xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mt-6">
        <AuditTable
          locale={locale}
          rows={result.rows.map((row) => ({
            id: row.id,
            time: formatDateTime(row.created_at, locale),
            actor: memberName(row.actor_id),
            action: title(row),
            lead: !row.lead_id
              ? { label: tLead('none'), href: null }
              : row.lead_exists
                ? { label: row.reference ?? row.lead_id, href: staffHref(staffPaths.lead(row.lead_id), locale) }
                : { label: t('erased'), href: null },
          }))}
        />
      </div>
      <PaginationNav locale={locale} page={result.page} pageCount={result.pageCount} href={href} />
    </OfficeFrame>
  );
}
