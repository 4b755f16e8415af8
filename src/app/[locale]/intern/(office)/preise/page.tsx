import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getRoute } from '@/content/routes';
import { priceListPaths } from '@/content/catalogue/paths';
import type { PriceListId } from '@/content/catalogue/types';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import {
  stackedBody,
  stackedHead,
  stackedHeaderCell,
  stackedLabelledCell,
  stackedRow,
  stackedRowHeading,
  stackedTable,
} from '@/components/ui/stacked-table';
import { HeaderRow } from '@/components/staff/header-row';
import { cx } from '@/lib/cx';
import { formatListDate } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { listSummaries } from '@/server/prices/repository';
import { OfficeFrame } from '../office-frame';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  return { title: t('title') };
}

/** The price lists: each list's date, version and draft state, with exports. */
export default async function PricesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'prices', staffPaths.prices);
  const t = await getTranslations({ locale, namespace: 'StaffPrices' });
  const lists = await listSummaries((await getDatabase()).db);
  const exportHref = (format: string, list?: string) =>
    `/api/staff/prices/export?format=${format}${list ? `&list=${list}` : ''}`;
  return (
    <OfficeFrame locale={locale} session={session} section="prices">
      <h1 className="text-2xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <p className="mt-4 flex flex-wrap gap-3 text-sm">
        <span className="font-semibold">{t('exportAll')}:</span>
        <a className="text-brand-800 underline" href={exportHref('csv')}>
          {t('exportCsv')}
        </a>
        <a className="text-brand-800 underline" href={exportHref('xlsx')}>
          {t('exportXlsx')}
        </a>
      </p>
      <table className={cx(stackedTable, 'mt-6 text-sm')}>
        <thead className={stackedHead}>
          <HeaderRow
            cells={(['list', 'date', 'version', 'draft', 'actions'] as const).map((column) => ({
              label: t(`columns.${column}`),
              className: stackedHeaderCell,
            }))}
          />
        </thead>
        <tbody className={stackedBody}>
          {lists.map((list) => (
            <tr key={list.id} className={stackedRow}>
              <th scope="row" className={cx(stackedRowHeading, 'font-semibold')}>
                <a className="text-brand-800 underline" href={staffHref(staffPaths.priceList(list.id), locale)}>
                  {getRoute(priceListPaths[list.id as PriceListId]).label[locale]}
                </a>
              </th>
              <td data-label={t('columns.date')} className={cx(stackedLabelledCell, 'tabular')}>
                {formatListDate(list.date, locale)}
              </td>
              <td data-label={t('columns.version')} className={cx(stackedLabelledCell, 'tabular')}>
                {list.publishedVersion}
              </td>
              <td data-label={t('columns.draft')} className={stackedLabelledCell}>
                {list.draftChanged ? <strong>{t('draftChanged')}</strong> : t('draftSame')}
              </td>
              <td data-label={t('columns.actions')} className={stackedLabelledCell}>
                <span className="flex gap-3">
                  <a className="text-brand-800 underline" href={staffHref(staffPaths.priceList(list.id), locale)}>
                    {t('edit')}
                  </a>
                  <a className="text-brand-800 underline" href={exportHref('csv', list.id)}>
                    {t('exportCsv')}
                  </a>
                  <a className="text-brand-800 underline" href={exportHref('xlsx', list.id)}>
                    {t('exportXlsx')}
                  </a>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </OfficeFrame>
  );
}
