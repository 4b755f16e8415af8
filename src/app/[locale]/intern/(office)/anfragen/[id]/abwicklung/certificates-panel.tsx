import { getTranslations } from 'next-intl/server';
import { StaffCard } from '@/components/staff/staff-card';
import {
  LocaleField,
  StaffInput,
  StaffSelect,
  StaffSubmitButton,
  StaffTextArea,
} from '@/components/staff/staff-form-controls';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import type { FulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';
import { KindForm } from './kind-form';

const ROWS = 5;
const formClass = 'min-w-0 space-y-3 rounded-md border border-slate-200 p-3';

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
  const dateField = (label: string, layout?: 'block') => (
    <StaffInput
      label={label}
      layout={layout}
      type="date"
      name="date"
      required
      max={model.today}
      defaultValue={model.today}
    />
  );
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
          <KindForm
            action={certificates.action}
            locale={locale}
            kind="data-destruction"
            title={tDocs('kinds.data-destruction')}
            className={formClass}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <StaffSelect
                label={t('certificates.method')}
                layout="wide"
                name="method"
                defaultValue={destruction.defaults.method}
                options={destruction.methods.map((method) => ({ value: method, label: tDocs(`methods.${method}`) }))}
              />
              <StaffSelect
                label={t('certificates.protectionClass')}
                name="protectionClass"
                defaultValue={String(destruction.defaults.protectionClass)}
                options={destruction.protectionClasses.map((value) => ({ value, label: String(value) }))}
              />
              <StaffSelect
                label={t('certificates.securityLevel')}
                name="securityLevel"
                defaultValue={destruction.defaults.securityLevel}
                options={destruction.levels.map((level) => ({ value: level, label: level }))}
              />
              {dateField(t('certificates.destroyedOn'))}
            </div>
            <StaffTextArea
              label={t('certificates.serials')}
              layout="block"
              name="serials"
              rows={5}
              required
              defaultValue={destruction.defaults.serials}
              mono
            />
            <StaffSubmitButton>{t('certificates.issueDestruction')}</StaffSubmitButton>
          </KindForm>
          <KindForm
            action={certificates.action}
            locale={locale}
            kind="recycling"
            title={tDocs('kinds.recycling')}
            className={formClass}
          >
            {Array.from({ length: ROWS }, (_, index) => {
              const suggested = recycling.suggested[index];
              return (
                <div key={index} className="grid grid-cols-[1fr_7rem] gap-2">
                  <StaffSelect
                    label={t('certificates.category', { number: index + 1 })}
                    name={`category.${index}`}
                    defaultValue={suggested?.category ?? ''}
                    options={recycling.categories.map((category) => ({
                      value: category,
                      label: tDocs(`categories.${category}`),
                    }))}
                  >
                    <option value="">{t('certificates.noCategory')}</option>
                  </StaffSelect>
                  <StaffInput
                    label={t('certificates.weight')}
                    name={`weight.${index}`}
                    inputMode="decimal"
                    defaultValue={suggested ? formatNumber(suggested.weightKg, locale, { useGrouping: false }) : ''}
                  />
                </div>
              );
            })}
            {dateField(t('certificates.recycledOn'), 'block')}
            <StaffSubmitButton>{t('certificates.issueRecycling')}</StaffSubmitButton>
          </KindForm>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t(model.accepted ? 'certificates.notYet' : 'notAccepted')}</p>
      )}
    </StaffCard>
  );
}
