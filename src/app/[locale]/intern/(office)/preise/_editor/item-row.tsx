import { PriceSparkline } from '@/components/staff/prices/price-sparkline';
import { stackedLabelledCell, stackedRow, stackedRowHeading } from '@/components/ui/stacked-table';
import { isRetired, type OwnedRow } from '@/content/catalogue/document';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import { formatEuro } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { CellStash, EditableField } from '@/server/prices/draft-form';
import { cellText } from '@/server/prices/export';
import { rowName } from '@/server/prices/row-values';
import { linkClass, type PricesT } from './editor-kit';
import { DraftField } from './field';
import { MoveButtons } from './move-buttons';

/** The columns a list's draft table shows, by the list's kind. */
export function draftColumns(kind: 'products' | 'services'): EditableField[] {
  return kind === 'products'
    ? ['price', 'newPrice', 'descriptionDe', 'descriptionEn', 'aliases', 'status']
    : ['amount', 'comparisonAmount', 'descriptionDe', 'descriptionEn', 'status'];
}

const amountFields = new Set<string>(['price', 'newPrice', 'amount', 'surcharge', 'comparisonAmount']);

export type RowContext = {
  t: PricesT;
  locale: Locale;
  categoryId: string;
  columns: EditableField[];
  stash: CellStash | null;
  history: ReadonlyMap<string, number[]>;
};

const euro = (t: PricesT, locale: Locale, value: number | null) =>
  value === null ? t('negotiable') : formatEuro(value, locale);

/** A service's price cell: the amount or surcharge it has, else what its kind means. */
function serviceField(row: OwnedRow): EditableField | null {
  if (row.priceKind === 'from') return 'amount';
  if (row.priceKind === 'surcharge') return 'surcharge';
  return null;
}

/** One owned item of the draft: its editable cells, its moves, its price history. */
export function ItemRow({
  articleNumber,
  row,
  up,
  down,
  context,
}: {
  articleNumber: string;
  row: OwnedRow;
  up: string | null;
  down: string | null;
  context: RowContext;
}) {
  const { t, locale, columns, stash, history } = context;
  const name = rowName(row);
  const points = history.get(articleNumber) ?? [];
  const cell = (field: EditableField) => {
    const shown = field === 'amount' ? serviceField(row) : field;
    if (!shown)
      return <span className="text-sm text-slate-700">{t(`priceKind.${String(row.priceKind) as 'free'}`)}</span>;
    const key = `${articleNumber}:${shown}`;
    const base = cellText(row[shown as keyof OwnedRow]);
    const stashed = stash?.edits.find((edit) => edit.articleNumber === articleNumber && edit.field === shown);
    const error = stash?.errors.find((entry) => entry.articleNumber === articleNumber && entry.field === shown);
    const theirs = stash?.theirs[key];
    return (
      <DraftField
        name={`f:${key}`}
        baseName={`b:${key}`}
        base={base}
        value={stashed ? stashed.value : base}
        label={`${t(shown === 'status' ? 'retired' : shown)} – ${name}`}
        kind={shown === 'status' ? 'checkbox' : amountFields.has(shown) ? 'amount' : 'text'}
        error={error ? t(`fieldError.${error.code}`) : undefined}
        theirs={theirs !== undefined ? t('theirs', { value: theirs || '–' }) : undefined}
      />
    );
  };
  return (
    <tr id={`i-${articleNumber}`} className={cx(stackedRow, 'scroll-mt-24', isRetired(row) && 'bg-slate-100')}>
      <th scope="row" className={cx(stackedRowHeading, 'lg:w-56')}>
        <span className="flex items-start justify-between gap-2">
          <span>
            <span className="font-semibold">{name}</span>
            <span className="block text-xs text-slate-600 tabular">{articleNumber}</span>
          </span>
          <MoveButtons up={up} down={down} upLabel={t('moveUp', { name })} downLabel={t('moveDown', { name })} />
        </span>
      </th>
      {columns.map((field) => (
        <td
          key={field}
          data-label={t(field === 'status' ? 'retired' : field)}
          className={cx(
            stackedLabelledCell,
            'max-lg:flex-col max-lg:items-stretch',
            field === 'status' && 'lg:text-center',
          )}
        >
          {cell(field)}
        </td>
      ))}
      <td data-label={t('history')} className={stackedLabelledCell}>
        <PriceSparkline
          points={points}
          label={t('historyLabel', { name, points: points.map((point) => euro(t, locale, point)).join(', ') })}
        />
      </td>
    </tr>
  );
}

/** An item another list keeps: shown greyed, with a link to the list that edits it. */
export function ForeignRow({
  articleNumber,
  row,
  owner,
  context,
}: {
  articleNumber: string;
  row: OwnedRow | undefined;
  owner: string | undefined;
  context: RowContext;
}) {
  const { t, locale, columns } = context;
  return (
    <tr id={`i-${articleNumber}`} className={cx(stackedRow, 'text-slate-600')}>
      <th scope="row" className={stackedRowHeading}>
        {row ? rowName(row) : articleNumber}
        <span className="block text-xs tabular">{articleNumber}</span>
      </th>
      <td data-label={t('price')} className={stackedLabelledCell}>
        {row && row.price !== undefined ? euro(t, locale, Number(row.price) || null) : '–'}
      </td>
      <td colSpan={columns.length} className="px-4 py-3 max-lg:block max-lg:px-0">
        {owner ? (
          <a className={linkClass} href={staffHref(staffPaths.priceList(owner), locale)}>
            {t('ownedBy', { list: owner })}
          </a>
        ) : null}
      </td>
    </tr>
  );
}
