import { getTranslations } from 'next-intl/server';
import type { CatalogueCategory } from '@/content/catalogue';
import type { Locale } from '@/i18n/locales';
import { stackedLabelledCell, stackedRow } from '@/components/ui/stacked-table';
import { cn } from '@/lib/cn';
import { formatEuro } from '@/lib/format';
import { InfoTip } from '@/components/ui/tooltip';
import { tooltipBubbleClass } from '@/components/ui/tooltip-bubble';
import { AddToListLink } from '@/components/sell-list/add-to-list-link';
import { productName } from '@/components/sell-list/product-name';
import { ListPlus } from '@/components/icons';
import { capacityText } from './price-format';
import {
  productColumns,
  productColumnsWithoutNewPrice,
  subjectHref,
  ColumnHeader,
  PriceTable,
  RowHeading,
  NotGiven,
  addLink,
  InquiryCell,
} from './price-table-cells';

export async function ProductPriceTable({ category, locale }: { category: CatalogueCategory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const tSell = await getTranslations({ locale, namespace: 'SellList' });
  // A category without new prices drops the column and says why.
  const anyNewPrice = category.items.some((item) => item.newPrice !== undefined);
  return (
    <>
      {anyNewPrice ? null : <p className="mb-3 text-sm text-slate-600 max-lg:px-0 lg:px-4">{t('noNewPrices')}</p>}
      <PriceTable
        caption={t('tableCaption', { category: category.name[locale] })}
        widths={anyNewPrice ? productColumns : productColumnsWithoutNewPrice}
        actionLabel={t('action')}
        headers={
          <>
            <ColumnHeader>{t('model')}</ColumnHeader>
            <ColumnHeader>{t('capacity')}</ColumnHeader>
            {anyNewPrice ? (
              <ColumnHeader
                numeric
                tip={
                  <InfoTip
                    id={`${category.id}-tip-new-price`}
                    label={t('newPriceTipLabel')}
                    text={t('newPriceTip')}
                    align="end"
                  />
                }
              >
                {t('newPrice')}
              </ColumnHeader>
            ) : null}
            <ColumnHeader
              numeric
              tip={
                <InfoTip id={`${category.id}-tip-up-to`} label={t('upToTipLabel')} text={t('upToTip')} align="end" />
              }
            >
              {t('upTo')}
            </ColumnHeader>
          </>
        }
      >
        {category.items.map((item) => (
          <tr key={item.articleNumber} className={stackedRow}>
            <RowHeading
              title={item.model}
              meta={
                <>
                  {item.brand} · {t('articleNumber')} <span className="tabular">{item.articleNumber}</span>
                </>
              }
              description={item.description[locale]}
            />
            <td data-label={t('capacity')} className={cn(stackedLabelledCell, 'text-slate-700 lg:text-sm')}>
              <span className="max-lg:text-right">{capacityText(item, locale)}</span>
            </td>
            {anyNewPrice ? (
              <td
                data-label={t('newPrice')}
                className={cn(
                  stackedLabelledCell,
                  'text-slate-700 tabular lg:text-right lg:whitespace-nowrap',
                  !anyNewPrice && 'max-lg:hidden',
                )}
              >
                {item.newPrice === undefined ? (
                  <NotGiven label={t('notGiven')} />
                ) : (
                  <span>
                    {item.approximate ? (
                      <>
                        <span aria-hidden="true">~</span>
                        <span className="sr-only">{t('approximate')} </span>
                      </>
                    ) : null}
                    {formatEuro(item.newPrice, locale)}
                  </span>
                )}
              </td>
            ) : null}
            <td
              data-label={t('upTo')}
              className={cn(
                stackedLabelledCell,
                'text-lg font-bold text-brand-800 tabular lg:text-right lg:whitespace-nowrap',
              )}
            >
              {/* One piece for the phone's label/value layout: the mark stays beside its price. */}
              <span className="whitespace-nowrap">
                <span>{item.price === null ? t('negotiable') : formatEuro(item.price, locale)}</span>
                <ChangeMark
                  item={item}
                  locale={locale}
                  up={t.raw('priceUp') as string}
                  down={t.raw('priceDown') as string}
                  negotiable={t('negotiable')}
                />
              </span>
            </td>
            <InquiryCell
              subject={t('subject', { model: item.model, number: item.articleNumber })}
              label={t('rateFor', { model: item.model })}
              extra={
                <span data-tooltip-root className="relative max-lg:block lg:inline-flex lg:shrink-0">
                  <AddToListLink
                    itemId={item.articleNumber}
                    name={productName(item)}
                    price={item.price}
                    href={subjectHref(tSell('addSubject', { model: item.model, number: item.articleNumber }))}
                    label={tSell('add')}
                    accessibleLabel={tSell('addFor', { model: item.model })}
                    icon={<ListPlus aria-hidden="true" />}
                    className={addLink}
                    labelClassName="lg:sr-only"
                  />
                  <span aria-hidden="true" className={tooltipBubbleClass('end', 'max-lg:hidden')}>
                    {tSell('add')}
                  </span>
                </span>
              }
            >
              {t('rate')}
            </InquiryCell>
          </tr>
        ))}
      </PriceTable>
    </>
  );
}

/**
 * A small up or down arrow beside a price that changed since the list's previous "Stand", with
 * the previous price in its tooltip and for screen readers.
 */
function ChangeMark({
  item,
  locale,
  up,
  down,
  negotiable,
}: {
  item: CatalogueCategory['items'][number];
  locale: Locale;
  up: string;
  down: string;
  negotiable: string;
}) {
  if (item.previousPrice === undefined || item.price === null) return null;
  const before = item.previousPrice;
  const rose = before === null || item.price > before;
  const text = (rose ? up : down).replace('{price}', before === null ? negotiable : formatEuro(before, locale));
  return (
    <span title={text} className={cn('ml-1 text-sm font-semibold', rose ? 'text-emerald-700' : 'text-amber-700')}>
      <span aria-hidden="true">{rose ? '▲' : '▼'}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
