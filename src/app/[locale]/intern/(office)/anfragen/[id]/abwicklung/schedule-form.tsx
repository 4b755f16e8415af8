import { getTranslations } from 'next-intl/server';
import type { FulfilmentPageModel } from '@/server/sell-requests/fulfilment-page';
import { formatDateTime } from '@/lib/format';
import { StaffCard } from '@/components/staff/staff-card';
import { StaffInput, StaffSubmitButton, StaffTextArea } from '@/components/staff/staff-form-controls';
import { KindForm } from './kind-form';

const formClass = 'space-y-3 rounded-md border border-slate-200 p-3';

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
          <KindForm
            action={schedule.action}
            locale={locale}
            kind="pickup"
            title={t('schedule.pickup')}
            className={formClass}
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <StaffInput
                label={t('schedule.date')}
                type="date"
                name="pickupDate"
                required
                min={model.today}
                defaultValue={schedule.defaults.pickupDate}
              />
              <StaffInput
                label={t('schedule.from')}
                type="time"
                name="timeFrom"
                required
                defaultValue={schedule.defaults.timeFrom}
              />
              <StaffInput
                label={t('schedule.to')}
                type="time"
                name="timeTo"
                required
                defaultValue={schedule.defaults.timeTo}
              />
            </div>
            <StaffTextArea
              label={t('schedule.pickupInstructions')}
              layout="block"
              name="instructions"
              rows={3}
              maxLength={4000}
              defaultValue={schedule.defaults.kind === 'pickup' ? schedule.defaults.instructions : ''}
            />
            {notes('pickup')}
            <StaffSubmitButton>
              {schedule.current ? t('schedule.change') : t('schedule.announcePickup')}
            </StaffSubmitButton>
          </KindForm>
          <KindForm
            action={schedule.action}
            locale={locale}
            kind="shipping"
            title={t('schedule.shipping')}
            className={formClass}
          >
            <StaffTextArea
              label={t('schedule.shippingInstructions')}
              layout="block"
              name="instructions"
              rows={5}
              required
              maxLength={4000}
              defaultValue={
                schedule.defaults.kind === 'shipping' && schedule.defaults.instructions
                  ? schedule.defaults.instructions
                  : t('schedule.shippingDefault', { reference: model.reference })
              }
            />
            {notes('shipping')}
            <StaffSubmitButton>
              {schedule.current ? t('schedule.change') : t('schedule.announceShipping')}
            </StaffSubmitButton>
          </KindForm>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t(model.accepted ? 'schedule.closed' : 'notAccepted')}</p>
      )}
    </StaffCard>
  );
}
