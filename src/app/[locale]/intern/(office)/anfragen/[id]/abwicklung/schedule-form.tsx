import { getTranslations } from 'next-intl/server';
import type { FulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';
import { formatDateTime } from '@/lib/format';
import { StaffCard } from '@/components/staff/staff-card';
import { LocaleField, StaffSubmitButton, staffFieldClass } from '@/components/staff/staff-form-controls';

/**
 * Pickup or shipping: the current plan, and the form that announces it (or a change) to the
 * visitor by mail and on the status page, with the packing and battery notes that will go with it.
 */
export async function ScheduleForm({ model }: { model: FulfilmentPageModel }) {
  const { locale, schedule } = model;
  const t = await getTranslations({ locale, namespace: 'SellFulfilment' });
  const notes = (kind: 'pickup' | 'shipping') =>
    schedule.notes[kind].length > 0 && (
      <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
        <p className="font-semibold">{t(`schedule.notes.${kind}`)}</p>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          {schedule.notes[kind].map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <StaffCard title={t('schedule.title')} id="handover">
      {schedule.current ? (
        <div className="mb-4 text-sm">
          <p className="font-medium text-navy-900">{schedule.current.sentence}</p>
          {schedule.current.instructions && (
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-700">{schedule.current.instructions}</p>
          )}
          <p className="mt-1 text-xs text-slate-500">
            {t('schedule.announced', { date: formatDateTime(schedule.current.at, locale), changes: schedule.changes })}
          </p>
        </div>
      ) : (
        <p className="mb-4 text-sm text-slate-600">{t('schedule.none')}</p>
      )}
      {schedule.canChange ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <form method="post" action={schedule.action} className="space-y-3 rounded-md border border-slate-200 p-3">
            <LocaleField locale={locale} />
            <input type="hidden" name="kind" value="pickup" />
            <h3 className="text-base font-semibold text-navy-900">{t('schedule.pickup')}</h3>
            <div className="grid gap-3 sm:grid-cols-3">
              <label className="text-sm font-medium text-slate-700">
                {t('schedule.date')}
                <input
                  type="date"
                  name="pickupDate"
                  required
                  min={model.today}
                  defaultValue={schedule.defaults.pickupDate}
                  className={staffFieldClass}
                />
              </label>
              <label className="text-sm font-medium text-slate-700">
                {t('schedule.from')}
                <input
                  type="time"
                  name="timeFrom"
                  required
                  defaultValue={schedule.defaults.timeFrom}
                  className={staffFieldClass}
                />
              </label>
              <label className="text-sm font-medium text-slate-700">
                {t('schedule.to')}
                <input
                  type="time"
                  name="timeTo"
                  required
                  defaultValue={schedule.defaults.timeTo}
                  className={staffFieldClass}
                />
              </label>
            </div>
            <label className="block text-sm font-medium text-slate-700">
              {t('schedule.pickupInstructions')}
              <textarea
                name="instructions"
                rows={3}
                maxLength={4000}
                defaultValue={schedule.defaults.kind === 'pickup' ? schedule.defaults.instructions : ''}
                className={staffFieldClass}
              />
            </label>
            {notes('pickup')}
            <StaffSubmitButton>
              {schedule.current ? t('schedule.change') : t('schedule.announcePickup')}
            </StaffSubmitButton>
          </form>
          <form method="post" action={schedule.action} className="space-y-3 rounded-md border border-slate-200 p-3">
            <LocaleField locale={locale} />
            <input type="hidden" name="kind" value="shipping" />
            <h3 className="text-base font-semibold text-navy-900">{t('schedule.shipping')}</h3>
            <label className="block text-sm font-medium text-slate-700">
              {t('schedule.shippingInstructions')}
              <textarea
                name="instructions"
                rows={5}
                required
                maxLength={4000}
                defaultValue={
                  schedule.defaults.kind === 'shipping' && schedule.defaults.instructions
                    ? schedule.defaults.instructions
                    : t('schedule.shippingDefault', { reference: model.reference })
                }
                className={staffFieldClass}
              />
            </label>
            {notes('shipping')}
            <StaffSubmitButton>
              {schedule.current ? t('schedule.change') : t('schedule.announceShipping')}
            </StaffSubmitButton>
          </form>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t(model.accepted ? 'schedule.closed' : 'notAccepted')}</p>
      )}
    </StaffCard>
  );
}
