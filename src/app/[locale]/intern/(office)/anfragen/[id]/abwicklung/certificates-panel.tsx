import { getTranslations } from 'next-intl/server';
import { StaffCard } from '@/components/staff/staff-card';
import { LocaleField, StaffSubmitButton, staffFieldClass } from '@/components/staff/staff-form-controls';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import type { FulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';

const ROWS = 5;

/**
 * The certificates of a request: the issued ones (PDF, verification page, revoke) and the two
 * forms: a data-destruction certificate (method, DIN 66399 class and level, serial numbers) and a
 * recycling proof (categories and weights), prefilled from the receipt and the battery lots.
 */
export async function CertificatesPanel({ model }: { model: FulfilmentPageModel }) {
  const { locale, certificates } = model;
  const t = await getTranslations({ locale, namespace: 'SellFulfilment' });
  const tDocs = await getTranslations({ locale, namespace: 'SellDocuments' });
  const { destruction, recycling } = certificates;
  return (
    <StaffCard title={t('certificates.title')} id="certificates">
      {certificates.list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('certificates.none')}</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {certificates.list.map((certificate) => (
            <li key={certificate.id} className="border-l-2 border-slate-200 pl-3">
              <p className="font-medium text-navy-900">
                {certificate.number} · {tDocs(`kinds.${certificate.kind}`)}
              </p>
              <p className="text-xs text-slate-500">
                {[
                  formatDateTime(certificate.issuedAt, locale),
                  t('certificates.count', { count: certificate.count }),
                  certificate.revokedAt
                    ? t('certificates.revoked', { date: formatDate(certificate.revokedAt, locale) })
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
                <a href={certificate.href} className="font-semibold text-brand-800 underline underline-offset-2">
                  {t('certificates.pdf')}
                </a>
                <a href={certificate.verifyHref} className="font-semibold text-brand-800 underline underline-offset-2">
                  {t('certificates.verify')}
                </a>
                {!certificate.revokedAt && (
                  <form method="post" action={certificate.revokeAction}>
                    <LocaleField locale={locale} />
                    <StaffSubmitButton variant="danger">
                      {t('certificates.revoke', { number: certificate.number })}
                    </StaffSubmitButton>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {certificates.canIssue ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <form
            method="post"
            action={certificates.action}
            className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3"
          >
            <LocaleField locale={locale} />
            <input type="hidden" name="kind" value="data-destruction" />
            <h3 className="text-base font-semibold text-navy-900">{tDocs('kinds.data-destruction')}</h3>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="text-sm font-medium text-slate-700 sm:col-span-2">
                {t('certificates.method')}
                <select name="method" defaultValue={destruction.defaults.method} className={staffFieldClass}>
                  {destruction.methods.map((method) => (
                    <option key={method} value={method}>
                      {tDocs(`methods.${method}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium text-slate-700">
                {t('certificates.protectionClass')}
                <select
                  name="protectionClass"
                  defaultValue={String(destruction.defaults.protectionClass)}
                  className={staffFieldClass}
                >
                  {destruction.protectionClasses.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium text-slate-700">
                {t('certificates.securityLevel')}
                <select
                  name="securityLevel"
                  defaultValue={destruction.defaults.securityLevel}
                  className={staffFieldClass}
                >
                  {destruction.levels.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium text-slate-700">
                {t('certificates.destroyedOn')}
                <input
                  type="date"
                  name="date"
                  required
                  max={model.today}
                  defaultValue={model.today}
                  className={staffFieldClass}
                />
              </label>
            </div>
            <label className="block text-sm font-medium text-slate-700">
              {t('certificates.serials')}
              <textarea
                name="serials"
                rows={5}
                required
                defaultValue={destruction.defaults.serials}
                className={`${staffFieldClass} font-mono`}
              />
            </label>
            <StaffSubmitButton>{t('certificates.issueDestruction')}</StaffSubmitButton>
          </form>
          <form
            method="post"
            action={certificates.action}
            className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3"
          >
            <LocaleField locale={locale} />
            <input type="hidden" name="kind" value="recycling" />
            <h3 className="text-base font-semibold text-navy-900">{tDocs('kinds.recycling')}</h3>
            {Array.from({ length: ROWS }, (_, index) => {
              const suggested = recycling.suggested[index];
              return (
                <div key={index} className="grid grid-cols-[1fr_7rem] gap-2">
                  <label className="text-sm font-medium text-slate-700">
                    {t('certificates.category', { number: index + 1 })}
                    <select
                      name={`category.${index}`}
                      defaultValue={suggested?.category ?? ''}
                      className={staffFieldClass}
                    >
                      <option value="">{t('certificates.noCategory')}</option>
                      {recycling.categories.map((category) => (
                        <option key={category} value={category}>
                          {tDocs(`categories.${category}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="text-sm font-medium text-slate-700">
                    {t('certificates.weight')}
                    <input
                      name={`weight.${index}`}
                      inputMode="decimal"
                      defaultValue={suggested ? formatNumber(suggested.weightKg, locale, { useGrouping: false }) : ''}
                      className={staffFieldClass}
                    />
                  </label>
                </div>
              );
            })}
            <label className="block text-sm font-medium text-slate-700">
              {t('certificates.recycledOn')}
              <input
                type="date"
                name="date"
                required
                max={model.today}
                defaultValue={model.today}
                className={staffFieldClass}
              />
            </label>
            <StaffSubmitButton>{t('certificates.issueRecycling')}</StaffSubmitButton>
          </form>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t(model.accepted ? 'certificates.notYet' : 'notAccepted')}</p>
      )}
    </StaffCard>
  );
}
