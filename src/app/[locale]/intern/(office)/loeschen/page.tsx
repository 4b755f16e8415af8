import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormNotice } from '@/components/staff/form-notice';
import { LocaleField, StaffSubmitButton, staffFieldClass } from '@/components/staff/staff-form-controls';
import { StaffCard } from '@/components/staff/staff-card';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDateTime } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { hasPermission } from '@/server/auth/permissions';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { countRestrictedRecords } from '@/server/documents/kept-records';
import { firstParam } from '@/server/staff/search-params';
import { findPersonByEmail } from '@/server/staff/erasure';
import { OfficeFrame } from '../office-frame';
import { readNotice, type StaffSearchParams } from '../page-notice';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffErasure' });
  return { title: t('title') };
}

const count = (value: string | string[] | undefined) => Math.max(0, Number(firstParam(value)) || 0);

/**
 * Erasure under Art. 17 GDPR (admins): find a person's leads by e-mail, confirm, erase them with
 * their notes and mails in one transaction (src/server/staff/erasure.ts). Below, the records the
 * law keeps (restricted) and their export for the tax adviser (permission `records`).
 */
export default async function ErasurePage({
  params,
  searchParams,
}: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'erasure', staffPaths.erasure);
  const query = await searchParams;
  const email = (Array.isArray(query.email) ? query.email[0] : query.email)?.trim().slice(0, 320) ?? '';
  const { notice, error } = await readNotice(searchParams, ['erased'] as const);
  const t = await getTranslations({ locale, namespace: 'StaffErasure' });
  const tErrors = await getTranslations({ locale, namespace: 'StaffErrors' });
  const { db } = await getDatabase();
  const leads = email && !notice ? await findPersonByEmail(db, email) : null;
  const kept = hasPermission(session, 'records') ? await countRestrictedRecords(db) : null;

  return (
    <OfficeFrame locale={locale} session={session} section="erasure">
      <h1 className="text-2xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mt-4 space-y-2">
        {notice && (
          <FormNotice
            kind="success"
            text={t('done', { leads: count(query.leads), mails: count(query.mails), notes: count(query.notes) })}
          />
        )}
        {notice && count(query.kept) > 0 && (
          <FormNotice kind="success" text={t('doneKept', { count: count(query.kept) })} />
        )}
        {error && <FormNotice kind="error" text={tErrors(error, { max: 0 })} />}
      </div>
      <div className="mt-4 grid max-w-3xl gap-4">
        <StaffCard title={t('find')}>
          <form method="get" action={staffHref(staffPaths.erasure, locale)} className="flex flex-wrap items-end gap-2">
            <label className="min-w-64 flex-1 text-sm font-medium text-slate-700">
              {t('emailLabel')}
              <input type="email" name="email" required defaultValue={email} className={staffFieldClass} />
            </label>
            <StaffSubmitButton>{t('find')}</StaffSubmitButton>
          </form>
        </StaffCard>
        {leads && (
          <StaffCard title={t('found', { count: leads.length })}>
            {leads.length > 0 && (
              <>
                <ul className="mb-4 list-disc space-y-1 pl-5 text-sm">
                  {leads.map((lead) => (
                    <li key={lead.id}>
                      <a
                        href={staffHref(staffPaths.lead(lead.id), locale)}
                        className="text-brand-800 underline underline-offset-2"
                      >
                        {lead.reference ?? lead.id}
                      </a>{' '}
                      · {formatDateTime(lead.created_at, locale)}
                    </li>
                  ))}
                </ul>
                <form method="post" action="/api/staff/erasure" className="space-y-3">
                  <LocaleField locale={locale} />
                  <input type="hidden" name="email" value={email} />
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
                    {t('confirmLabel')}
                  </label>
                  <StaffSubmitButton variant="danger">{t('erase')}</StaffSubmitButton>
                </form>
              </>
            )}
          </StaffCard>
        )}
        {kept !== null && (
          <StaffCard title={t('keptTitle')}>
            <p className="text-sm text-slate-700">{t('keptText', { count: kept })}</p>
            {kept > 0 && (
              <form method="post" action="/api/staff/records/export" className="mt-3 space-y-2">
                <LocaleField locale={locale} />
                <p className="text-sm text-slate-700">{t('keptExportNote')}</p>
                <StaffSubmitButton>{t('keptExport')}</StaffSubmitButton>
              </form>
            )}
          </StaffCard>
        )}
      </div>
    </OfficeFrame>
  );
}
