import { getTranslations } from 'next-intl/server';
import { cx } from '@/lib/cx';
import { formatDate, formatDateTime } from '@/lib/format';
import { StatusDocuments, StatusSchedule } from './status-after';
import { StatusLines } from './status-lines';
import { StatusOfferSection } from './status-offer';
import type { StatusViewData } from './status-types';

const good = new Set(['accepted', 'declined']);

/**
 * The visitor's status page of a sell request: reference, timeline, lines (with what arrived after
 * inspection), handover and its plan, the offer with plain-form buttons to accept or decline it
 * (no JavaScript), and the documents: credit note and certificates.
 */
export async function SellRequestStatusView({ data }: { data: StatusViewData }) {
  const { locale, offer } = data;
  const t = await getTranslations({ locale, namespace: 'SellRequest' });
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold break-words text-navy-900">{t('heading', { reference: data.reference })}</h1>
      <p className="mt-2 text-slate-600">{t('received', { date: formatDateTime(data.receivedAt, locale) })}</p>
      <p className="mt-4 max-w-3xl text-slate-700">{t('lead')}</p>

      {data.notice && (
        <p
          role={good.has(data.notice) ? 'status' : 'alert'}
          className={cx(
            'mt-6 max-w-3xl rounded-lg border px-4 py-3 font-medium',
            good.has(data.notice)
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
              : 'border-amber-300 bg-amber-50 text-amber-900',
          )}
        >
          {t(`notices.${data.notice}`)}
        </p>
      )}

      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('timelineTitle')}</h2>
      <ol className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap" aria-label={t('timelineTitle')}>
        {data.steps.map((step) => (
          <li
            key={step.id}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={cx(
              'rounded-lg border px-4 py-2 text-sm',
              step.state === 'done' && 'border-emerald-300 bg-emerald-50 text-emerald-900',
              step.state === 'current' && 'border-brand-700 bg-white font-semibold text-navy-900',
              step.state === 'upcoming' && 'border-slate-200 bg-slate-50 text-slate-500',
            )}
          >
            <span className="block">{t(`steps.${step.id}`)}</span>
            <span className="block text-xs">
              {t(`stepState.${step.state}`)}
              {step.at ? ` · ${formatDate(step.at, locale)}` : ''}
            </span>
          </li>
        ))}
      </ol>
      <StatusSchedule schedule={data.schedule} locale={locale} t={t} />

      <StatusLines lines={data.lines} offer={offer} locale={locale} t={t} />

      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('handoverTitle')}</h2>
      <dl className="mt-4 grid max-w-3xl gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {data.handover.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-medium text-slate-500">{fact.label}</dt>
            <dd className="break-words text-navy-900">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <StatusOfferSection
        offer={offer}
        binding={data.binding}
        action={data.decisionAction}
        scheduled={data.schedule !== null}
        locale={locale}
        t={t}
      />
      <StatusDocuments creditNote={data.creditNote} certificates={data.certificates} locale={locale} t={t} />
    </section>
  );
}
