import { getTranslations } from 'next-intl/server';
import { euroInputValue } from '@/components/staff/money-input';
import { StaffCard } from '@/components/staff/staff-card';
import {
  LocaleField,
  StaffInput,
  StaffSelect,
  StaffSubmitButton,
  StaffTextArea,
} from '@/components/staff/staff-form-controls';
import { formatCents, formatNumber } from '@/lib/format';
import type { FulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';

/**
 * Goods received and inspected, per line: bought (quantity, final grade, final unit price) or not
 * bought (returned, recycled free), pasted serial numbers, and a reason wherever the line differs
 * from the accepted offer (the visitor sees it). Each line is a fieldset that stacks on a phone.
 */
export async function ReceiptForm({ model }: { model: FulfilmentPageModel }) {
  const { locale, receipt } = model;
  const t = await getTranslations({ locale, namespace: 'SellFulfilment' });
  const euro = (cents: number) => formatCents(cents, locale);
  if (!model.accepted) {
    return (
      <StaffCard title={t('receipt.title')} id="receipt">
        <p className="text-sm text-slate-600">{t('notAccepted')}</p>
      </StaffCard>
    );
  }
  return (
    <StaffCard title={t('receipt.title')} id="receipt">
      {/* Locked by the credit note: said first, not after the (greyed) fields. */}
      <p className="mb-3 text-sm text-slate-600">
        {!receipt.canRecord ? t('receipt.locked') : receipt.recorded ? t('receipt.recorded') : t('receipt.hint')}
      </p>
      <form method="post" action={receipt.action} className="space-y-3">
        <LocaleField locale={locale} />
        {receipt.lines.map((line) => {
          const label = `${line.position + 1}. ${line.name}`;
          return (
            <fieldset
              key={line.id}
              className="min-w-0 rounded-md border border-slate-200 p-3"
              disabled={!receipt.canRecord}
            >
              <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
              <p className="text-xs text-slate-600">
                {t('receipt.offered', {
                  quantity: formatNumber(line.quantity, locale),
                  grade: line.gradeLabel,
                  price: line.offerPriceCents === null ? t('receipt.declinedInOffer') : euro(line.offerPriceCents),
                })}
              </p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <StaffSelect
                  label={t('receipt.outcome')}
                  name={`outcome.${line.id}`}
                  defaultValue={line.value.outcome}
                  options={(['bought', 'returned', 'recycled'] as const).map((outcome) => ({
                    value: outcome,
                    label: t(`receipt.outcomes.${outcome}`),
                  }))}
                />
                <StaffInput
                  label={t('receipt.quantity')}
                  name={`quantity.${line.id}`}
                  inputMode="numeric"
                  required
                  defaultValue={String(line.value.quantity)}
                  aria-label={`${t('receipt.quantity')}: ${label}`}
                />
                <StaffSelect
                  label={t('receipt.grade')}
                  name={`grade.${line.id}`}
                  defaultValue={line.value.grade}
                  aria-label={`${t('receipt.grade')}: ${label}`}
                  options={receipt.grades.map((grade) => ({ value: grade.id, label: grade.label }))}
                />
                <StaffInput
                  label={t('receipt.price')}
                  name={`price.${line.id}`}
                  inputMode="decimal"
                  defaultValue={line.value.priceCents === null ? '' : euroInputValue(line.value.priceCents, locale)}
                  aria-label={`${t('receipt.price')}: ${label}`}
                />
                <StaffTextArea
                  label={t('receipt.serials')}
                  layout="wide"
                  name={`serials.${line.id}`}
                  rows={Math.min(6, Math.max(2, line.value.serials.split('\n').length))}
                  defaultValue={line.value.serials}
                  aria-label={`${t('receipt.serials')}: ${label}`}
                  mono
                />
                <StaffTextArea
                  label={t('receipt.reason')}
                  layout="wide"
                  name={`reason.${line.id}`}
                  rows={2}
                  maxLength={500}
                  defaultValue={line.value.reason}
                  aria-label={`${t('receipt.reason')}: ${label}`}
                />
              </div>
            </fieldset>
          );
        })}
        {receipt.canRecord && (
          <StaffSubmitButton>{receipt.recorded ? t('receipt.correct') : t('receipt.submit')}</StaffSubmitButton>
        )}
      </form>
    </StaffCard>
  );
}
