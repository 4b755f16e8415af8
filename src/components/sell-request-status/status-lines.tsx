import type { getTranslations } from 'next-intl/server';
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
import { formatCents, formatNumber } from '@/lib/format';
import type { StatusLine, StatusOffer } from './status-types';

type T = Awaited<ReturnType<typeof getTranslations<'SellRequest'>>>;

const euro = (cents: number, locale: Locale) => formatCents(cents, locale);

/** What arrived of a line after inspection; a deviation from the accepted offer with its reason. */
function ReceivedLine({
  received,
  locale,
  t,
}: {
  received: NonNullable<StatusLine['received']>;
  locale: Locale;
  t: T;
}) {
  return (
    <span className="mt-1 block text-xs font-normal text-slate-700">
      {received.outcome === 'bought'
        ? t('receivedLine', {
            quantity: formatNumber(received.quantity, locale),
            grade: received.gradeLabel,
            price: euro(received.priceCents ?? 0, locale),
          })
        : t(`notBought.${received.outcome}`)}
      {received.deviation && (
        <span className="mt-0.5 block font-medium text-amber-900">
          {t('deviation', { reason: received.deviation })}
        </span>
      )}
    </span>
  );
}

/** The request's lines; with an offer, its unit prices and line totals, and after inspection what arrived. */
export function StatusLines({
  lines,
  offer,
  locale,
  t,
}: {
  lines: StatusLine[];
  offer: StatusOffer | null;
  locale: Locale;
  t: T;
}) {
  const offerLine = (id: string) => offer?.lines[id];
  return (
    <>
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
            {lines.map((line) => {
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
                    {line.received && <ReceivedLine received={line.received} locale={locale} t={t} />}
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
    </>
  );
}
