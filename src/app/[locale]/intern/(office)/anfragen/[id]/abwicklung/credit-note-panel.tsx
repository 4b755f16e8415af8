import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/ui/fact-list';
import { StaffCard } from '@/components/staff/staff-card';
import { LocaleField, StaffInput, StaffSelect, StaffSubmitButton } from '@/components/staff/staff-form-controls';
import { formatDate, formatCents } from '@/lib/format';
import type { FulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';

const day = (isoDay: string, locale: FulfilmentPageModel['locale']) => formatDate(`${isoDay}T12:00:00Z`, locale);

/**
 * The credit note: once issued, its number, amount, due day, the PDF and the payment (the day it
 * was paid); before, the form with the tax treatment and the seller's billing data, prefilled.
 */
export async function CreditNotePanel({ model }: { model: FulfilmentPageModel }) {
  const { locale, creditNote, issue } = model;
  const t = await getTranslations({ locale, namespace: 'SellFulfilment' });
  const euro = (cents: number) => formatCents(cents, locale);
  const field = (name: keyof typeof issue.billing, required = true) => (
    <StaffInput
      label={t(`creditNote.fields.${name}`)}
      name={name}
      required={required}
      defaultValue={issue.billing[name]}
    />
  );
  return (
    <StaffCard title={t('creditNote.title')} id="credit-note">
      {creditNote ? (
        <div className="space-y-3">
          <FactList
            facts={[
              { label: t('creditNote.number'), value: creditNote.number },
              { label: t('creditNote.amount'), value: euro(creditNote.grossCents) },
              { label: t('creditNote.due'), value: day(creditNote.dueOn, locale) },
              {
                label: t('creditNote.paid'),
                value: creditNote.paidOn ? day(creditNote.paidOn, locale) : t('creditNote.open'),
              },
            ]}
          />
          <a
            href={creditNote.href}
            className="inline-block text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('creditNote.download', { number: creditNote.number })}
          </a>
          {!creditNote.paidOn && (
            <form method="post" action={creditNote.paidAction} className="flex flex-wrap items-end gap-3">
              <LocaleField locale={locale} />
              <StaffInput
                label={t('creditNote.paidOn')}
                type="date"
                name="paidOn"
                required
                max={model.today}
                defaultValue={model.today}
              />
              <StaffSubmitButton>{t('creditNote.markPaid')}</StaffSubmitButton>
            </form>
          )}
        </div>
      ) : issue.canIssue ? (
        <form method="post" action={issue.action} className="space-y-3">
          <LocaleField locale={locale} />
          <p className="text-sm text-slate-600">
            {t('creditNote.preview', {
              net: euro(issue.preview.netCents),
              gross: euro(issue.preview.grossCents),
            })}
          </p>
          <StaffSelect
            label={t('creditNote.treatment')}
            layout="block"
            name="treatment"
            defaultValue={issue.treatment}
            options={issue.treatments.map((treatment) => ({ value: treatment.id, label: treatment.label }))}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {field('name')}
            {field('company', false)}
            {field('street')}
            {field('postalCode')}
            {field('city')}
            {field('country')}
            {field('vatId', false)}
          </div>
          <p className="text-xs text-slate-500">{t('creditNote.hint')}</p>
          <StaffSubmitButton>{t('creditNote.issue')}</StaffSubmitButton>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t(model.accepted ? 'creditNote.notYet' : 'notAccepted')}</p>
      )}
    </StaffCard>
  );
}
