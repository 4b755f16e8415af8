import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CatalogueCategory, ServiceCategory, ServiceItem, ServiceUnit } from '@/content/catalogue';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import {
  stackedBody,
  stackedHead,
  stackedHeaderCell,
  stackedLabelledCell,
  stackedRow,
  stackedRowHeading,
  stackedTable,
} from '@/components/ui/stacked-table';
import { cn } from '@/lib/cn';
import { formatEuro, formatPercent } from '@/lib/format';
import { InfoTip } from '@/components/ui/tooltip';
import { tooltipBubbleClass } from '@/components/ui/tooltip-bubble';
import { AddToListLink } from '@/components/sell-list/add-to-list-link';
import { productName } from '@/components/sell-list/product-name';
import { ListPlus } from 'lucide-react';
import { capacityText, formatServiceAmount } from './price-format';

/**
 * A price list as ONE real table (`stacked-table.ts`): on desktop a table with a sticky header;
 * below the lg breakpoint the same rows stack as cards. Every table of a kind has the same fixed
 * column grid (`table-fixed` with one `colgroup`), so the columns line up from one category to
 * the next.
 */
const tableClass = cn(stackedTable, 'lg:table-fixed');
const actionCell = 'px-4 py-3 align-top text-right max-lg:block max-lg:px-0 max-lg:pt-3 max-lg:pb-0 max-lg:text-left';
/** On desktop the cell's actions stand on one line, so a row is as tall as its text (issue 33). */
const actionRow = 'lg:flex lg:items-center lg:justify-end lg:gap-2';
const actionLink = cn(
  buttonVariants({ variant: 'secondary' }),
  'min-h-11 px-4 text-sm max-lg:w-full lg:whitespace-nowrap',
);

/** The shared column widths; the first column takes the rest. */
function Columns({ widths }: { widths: string[] }) {
  return (
    <colgroup className="max-lg:hidden">
      <col />
      {widths.map((width, index) => (
        <col key={index} className={width} />
      ))}
    </colgroup>
  );
}
const productColumns = ['w-[20%]', 'w-32', 'w-36', 'w-60'];
/** Without the new-price column (a category where no item has one). */
const productColumnsWithoutNewPrice = ['w-[24%]', 'w-40', 'w-60'];
const serviceColumns = ['w-[24%]', 'w-36', 'w-40', 'w-36'];

/** Link target that opens the page's contact form with the subject filled in. */
function subjectHref(subject: string): string {
  return `?subject=${encodeURIComponent(subject)}#contact`;
}

/*
 * The parts both tables share. Server components without state: they keep the two tables'
 * markup identical where the columns mean the same thing.
 */
function ColumnHeader({ children, numeric = false, tip }: { children: ReactNode; numeric?: boolean; tip?: ReactNode }) {
  return (
    <th scope="col" className={cn(stackedHeaderCell, numeric && 'text-right')}>
      {tip ? (
        <span className={cn('inline-flex items-center gap-1', numeric && 'flex-row-reverse')}>
          {children}
          {/* Not in the stacked phone layout, where the header row is only read out. */}
          <span className="max-lg:hidden">{tip}</span>
        </span>
      ) : (
        children
      )}
    </th>
  );
}

function RowHeading({ title, meta, description }: { title: string; meta: ReactNode; description: string }) {
  return (
    <th scope="row" className={stackedRowHeading}>
      <span className="block font-semibold text-navy-900">{title}</span>
      <span className="mt-0.5 block text-sm text-slate-600">{meta}</span>
      <span className="mt-1 block text-sm text-slate-600">{description}</span>
    </th>
  );
}

/** A dash for the eye, words for a screen reader. */
function NotGiven({ label }: { label: string }) {
  return (
    <span>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * "Auf die Ankaufsliste": on a phone a quieter full-width second action below "Bewerten lassen";
 * on desktop an icon button beside it, its words in a tooltip and in its accessible name.
 */
const addLink = cn(
  buttonVariants({ variant: 'ghost' }),
  'mt-2 min-h-11 w-full px-3 text-sm text-brand-800 lg:mt-0 lg:size-11 lg:px-0 [&_svg]:size-4 lg:[&_svg]:size-5',
);

function InquiryCell({
  subject,
  label,
  children,
  extra,
}: {
  subject: string;
  label: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <td className={actionCell}>
      <div className={actionRow}>
        <a href={subjectHref(subject)} className={actionLink} aria-label={label}>
          {children}
        </a>
        {extra}
      </div>
    </td>
  );
}

export async function ProductPriceTable({ category, locale }: { category: CatalogueCategory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const tSell = await getTranslations({ locale, namespace: 'SellList' });
  // A category without new prices drops the column and says why.
  const anyNewPrice = category.items.some((item) => item.newPrice !== undefined);
  return (
    <>
      {anyNewPrice ? null : <p className="mb-3 text-sm text-slate-600 max-lg:px-0 lg:px-4">{t('noNewPrices')}</p>}
      <table className={tableClass}>
        <caption className="sr-only">{t('tableCaption', { category: category.name[locale] })}</caption>
        <Columns widths={anyNewPrice ? productColumns : productColumnsWithoutNewPrice} />
        <thead className={stackedHead}>
          <tr>
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
            <ColumnHeader>
              <span className="sr-only">{t('action')}</span>
            </ColumnHeader>
          </tr>
        </thead>
        <tbody className={stackedBody}>
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
        </tbody>
      </table>
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

type Translate = (key: keyof Messages['Catalogue'], values?: Record<string, string | number>) => string;

function servicePriceText(item: ServiceItem, locale: Locale, t: Translate): string {
  const price = item.price;
  switch (price.kind) {
    case 'free':
      return t('free');
    case 'included':
      return t('included');
    case 'payout':
      return t('payout');
    case 'surcharge':
      return t('surcharge', { percent: formatPercent(price.percent, locale) });
    case 'from':
      return t('from', { amount: withUnit(price.amount, price.unit, locale, t) });
  }
}

function withUnit(amount: number, unit: ServiceUnit | undefined, locale: Locale, t: Translate): string {
  const value = formatServiceAmount(amount, locale);
  if (unit === 'module') return t('perModule', { amount: value });
  if (unit === 'kg') return t('perKg', { amount: value });
  if (unit === 'job') return t('perJob', { amount: value });
  return value;
}

export async function ServicePriceTable({ category, locale }: { category: ServiceCategory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <table className={tableClass}>
      <caption className="sr-only">{t('tableCaption', { category: category.name[locale] })}</caption>
      <Columns widths={serviceColumns} />
      <thead className={stackedHead}>
        <tr>
          <ColumnHeader>{t('service')}</ColumnHeader>
          <ColumnHeader
            tip={
              <InfoTip id={`${category.id}-tip-condition`} label={t('conditionTipLabel')} text={t('conditionTip')} />
            }
          >
            {t('condition')}
          </ColumnHeader>
          <ColumnHeader numeric>{t('comparisonPrice')}</ColumnHeader>
          <ColumnHeader numeric>{t('ourPrice')}</ColumnHeader>
          <ColumnHeader>
            <span className="sr-only">{t('action')}</span>
          </ColumnHeader>
        </tr>
      </thead>
      <tbody className={stackedBody}>
        {category.items.map((item) => (
          <tr key={item.serviceNumber} className={stackedRow}>
            <RowHeading
              title={item.name[locale]}
              meta={
                <>
                  {t('serviceNumber')} <span className="tabular">{item.serviceNumber}</span>
                </>
              }
              description={item.description[locale]}
            />
            <td data-label={t('condition')} className={cn(stackedLabelledCell, 'text-slate-700 lg:text-sm')}>
              <span className="max-lg:text-right">{item.condition[locale]}</span>
            </td>
            <td
              data-label={t('comparisonPrice')}
              className={cn(stackedLabelledCell, 'text-slate-700 tabular lg:text-right lg:whitespace-nowrap')}
            >
              {item.comparison ? (
                <s>{withUnit(item.comparison.amount, item.comparison.unit, locale, t)}</s>
              ) : (
                <NotGiven label={t('notGiven')} />
              )}
            </td>
            <td
              data-label={t('ourPrice')}
              className={cn(stackedLabelledCell, 'font-bold text-brand-800 tabular lg:text-right')}
            >
              <span>{servicePriceText(item, locale, t)}</span>
            </td>
            <InquiryCell
              subject={t('serviceSubject', { service: item.name[locale], number: item.serviceNumber })}
              label={t('requestFor', { service: item.name[locale] })}
            >
              {t('request')}
            </InquiryCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
