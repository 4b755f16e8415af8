import { getTranslations } from 'next-intl/server';
import type { ServiceCategory, ServiceItem, ServiceUnit } from '@/content/catalogue';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { stackedLabelledCell, stackedRow } from '@/components/ui/stacked-table';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { InfoTip } from '@/components/ui/tooltip';
import { formatServiceAmount } from './price-format';
import { serviceColumns, ColumnHeader, PriceTable, RowHeading, NotGiven, InquiryCell } from './price-table-cells';

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
    <PriceTable
      caption={t('tableCaption', { category: category.name[locale] })}
      widths={serviceColumns}
      actionLabel={t('action')}
      headers={
        <>
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
        </>
      }
    >
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
    </PriceTable>
  );
}
