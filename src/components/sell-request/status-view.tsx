import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import {
  stackedBody,
  stackedHead,
  stackedHeaderCell,
  stackedLabelledCell,
  stackedRow,
  stackedRowHeading,
  stackedTable,
} from '@/components/ui/stacked-table';
import { cx } from '@/lib/cx';
import { formatDate, formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';

export type StatusStepId =
  'received' | 'review' | 'offer' | 'accepted' | 'declined' | 'expired' | 'decision' | 'goods_received' | 'paid';

export type StatusViewData = {
  locale: Locale;
  reference: string;
  receivedAt: string;
  steps: { id: StatusStepId; state: 'done' | 'current' | 'upcoming'; at: string | null }[];
  lines: {
    id: string;
    position: number;
    articleNumber: string | null;
    name: string;
    quantity: number;
    gradeLabel: string;
    notes: string | null;
  }[];
  handover: { label: string; value: string }[];
  offer: {
    sentAt: string;
    validUntil: string;
    state: 'open' | 'accepted' | 'declined' | 'expired';
    decidedAt: string | null;
    /** Per line id: the unit price in cents, or the declined reason. */
    lines: Record<string, { priceCents: number | null; declinedReason: string | null }>;
    totalCents: number;
  } | null;
  /** Where the decision form posts. */
  decisionAction: string;
  notice: 'accepted' | 'declined' | 'expired' | 'already_decided' | 'no_offer' | null;
};

const euro = (cents: number, locale: Locale) => formatEuro(cents / 100, locale, { cents: true });

/**
 * The visitor's status page of a sell request: reference, timeline, lines, handover and, once
 * there is one, the offer with plain-form buttons to accept or decline it (no JavaScript).
 */
export async function SellRequestStatusView({ data }: { data: StatusViewData }) {
  const { locale, offer } = data;
  const t = await getTranslations({ locale, namespace: 'SellRequest' });
  const offerLine = (id: string) => offer?.lines[id];
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-navy-900">{t('heading', { reference: data.reference })}</h1>
      <p className="mt-2 text-slate-600">{t('received', { date: formatDateTime(data.receivedAt, locale) })}</p>
      <p className="mt-4 max-w-3xl text-slate-700">{t('lead')}</p>

      {data.notice && (
        <p
          role={data.notice === 'accepted' || data.notice === 'declined' ? 'status' : 'alert'}
          className={cx(
            'mt-6 max-w-3xl rounded-lg border px-4 py-3 font-medium',
            data.notice === 'accepted' || data.notice === 'declined'
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

      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('linesTitle')}</h2>
      <div className="mt-4">
        <table className={cx(stackedTable, 'text-sm')}>
          <thead className={stackedHead}>
            <tr>
              <th scope="col" className={stackedHeaderCell}>
                {t('columns.position')}
              </th>
              <th scope="col" className={stackedHeaderCell}>
                {t('columns.name')}
              </th>
              <th scope="col" className={cx(stackedHeaderCell, 'text-right')}>
                {t('columns.quantity')}
              </th>
              <th scope="col" className={stackedHeaderCell}>
                {t('columns.grade')}
              </th>
              <th scope="col" className={stackedHeaderCell}>
                {t('columns.notes')}
              </th>
              {offer && (
                <th scope="col" className={cx(stackedHeaderCell, 'text-right')}>
                  {t('columns.unitPrice')}
                </th>
              )}
              {offer && (
                <th scope="col" className={cx(stackedHeaderCell, 'text-right')}>
                  {t('columns.lineTotal')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className={stackedBody}>
            {data.lines.map((line) => {
              const priced = offerLine(line.id);
              return (
                <tr key={line.id} className={cx(stackedRow, 'max-lg:flex max-lg:flex-col')}>
                  <td data-label={t('columns.position')} className={cx(stackedLabelledCell, 'tabular')}>
                    <span>{line.position + 1}</span>
                  </td>
                  <th scope="row" className={cx(stackedRowHeading, 'max-lg:order-first')}>
                    <span className="block font-medium text-navy-900">{line.name}</span>
                    <span className="block text-xs text-slate-500">
                      {line.articleNumber ? t('articleNumber', { number: line.articleNumber }) : t('freeText')}
                    </span>
                  </th>
                  <td data-label={t('columns.quantity')} className={cx(stackedLabelledCell, 'tabular lg:text-right')}>
                    <span>{formatNumber(line.quantity, locale)}</span>
                  </td>
                  <td data-label={t('columns.grade')} className={stackedLabelledCell}>
                    <span className="max-lg:text-right">{line.gradeLabel}</span>
                  </td>
                  <td data-label={t('columns.notes')} className={stackedLabelledCell}>
                    <span className="min-w-0 break-words whitespace-pre-wrap max-lg:text-right">
                      {line.notes ?? '–'}
                    </span>
                  </td>
                  {offer &&
                    (priced?.priceCents !== null && priced?.priceCents !== undefined ? (
                      <>
                        <td
                          data-label={t('columns.unitPrice')}
                          className={cx(stackedLabelledCell, 'tabular lg:text-right')}
                        >
                          <span>{euro(priced.priceCents, locale)}</span>
                        </td>
                        <td
                          data-label={t('columns.lineTotal')}
                          className={cx(stackedLabelledCell, 'font-semibold tabular lg:text-right')}
                        >
                          <span>{euro(priced.priceCents * line.quantity, locale)}</span>
                        </td>
                      </>
                    ) : (
                      <td
                        colSpan={2}
                        data-label={t('columns.unitPrice')}
                        className={cx(stackedLabelledCell, 'text-slate-600 lg:text-right')}
                      >
                        <span className="max-lg:text-right">
                          {t('declinedLine', { reason: priced?.declinedReason ?? '–' })}
                        </span>
                      </td>
                    ))}
                </tr>
              );
            })}
          </tbody>
          {offer && (
            <tfoot className="max-lg:mt-3 max-lg:block">
              <tr className="border-t-2 border-slate-300 max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-4 max-lg:border-t-0">
                <th scope="row" colSpan={6} className="px-4 py-3 text-right max-lg:px-0">
                  {t('total')}
                </th>
                <td className="px-4 py-3 text-right font-semibold tabular max-lg:px-0" data-testid="offer-total">
                  {euro(offer.totalCents, locale)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>

      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('handoverTitle')}</h2>
      <dl className="mt-4 grid max-w-3xl gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {data.handover.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-medium text-slate-500">{fact.label}</dt>
            <dd className="break-words text-navy-900">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 text-xl font-semibold text-navy-900">{t('offerTitle')}</h2>
      {!offer ? (
        <p className="mt-4 max-w-3xl text-slate-700">{t('noOffer')}</p>
      ) : (
        <div className="mt-4 max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-5">
          <p>
            {t('offerIntro', {
              date: formatDate(offer.sentAt, locale),
              validUntil: formatDateTime(offer.validUntil, locale),
            })}
          </p>
          <p className="text-lg font-semibold text-navy-900">
            {t('total')}: {euro(offer.totalCents, locale)}
          </p>
          {offer.state === 'open' && (
            <>
              <p className="text-sm text-slate-600">{t('decideHint')}</p>
              <div className="flex flex-wrap gap-3">
                <form method="post" action={data.decisionAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="decision" value="accept" />
                  <button type="submit" className={buttonVariants({ variant: 'primary' })}>
                    {t('accept')}
                  </button>
                </form>
                <form method="post" action={data.decisionAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="decision" value="decline" />
                  <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
                    {t('decline')}
                  </button>
                </form>
              </div>
            </>
          )}
          {offer.state === 'accepted' && offer.decidedAt && (
            <p className="font-medium text-emerald-900">
              {t('acceptedState', { date: formatDate(offer.decidedAt, locale) })}
            </p>
          )}
          {offer.state === 'declined' && offer.decidedAt && (
            <p className="font-medium text-slate-700">
              {t('declinedState', { date: formatDate(offer.decidedAt, locale) })}
            </p>
          )}
          {offer.state === 'expired' && (
            <>
              <p className="font-medium text-amber-900">
                {t('expiredState', { date: formatDateTime(offer.validUntil, locale) })}
              </p>
              <p>{t('newRequest')}</p>
              <a href={localizedPath('/kontakt', locale)} className={buttonVariants({ variant: 'secondary' })}>
                {t('contactLink')}
              </a>
            </>
          )}
        </div>
      )}
    </section>
  );
}
