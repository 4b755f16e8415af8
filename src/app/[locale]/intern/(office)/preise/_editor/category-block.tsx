import { stackedBody, stackedHead, stackedHeaderCell, stackedTable } from '@/components/ui/stacked-table';
import {
  isRetiredCategory,
  type CategoryDocument,
  type ListDocument,
  type OwnedRow,
} from '@/content/catalogue/document';
import { cx } from '@/lib/cx';
import type { CategoryField } from '@/server/prices/draft-form';
import { DraftField } from './field';
import { ForeignRow, ItemRow, type RowContext } from './item-row';
import { MoveButtons } from './move-buttons';

const categoryValue = (category: CategoryDocument, field: CategoryField) =>
  field === 'status'
    ? (category.status ?? '')
    : category[field.slice(0, 4) as 'name' | 'note'][field.endsWith('De') ? 'de' : 'en'];

/**
 * A category of the draft: its heading with moves and a fold-out to rename it, change its note or
 * retire it (hidden from the site, kept with its items), then its items' table.
 */
export function CategoryBlock({
  category,
  index,
  document,
  others,
  context,
}: {
  category: CategoryDocument;
  index: number;
  document: ListDocument;
  others: ReadonlyMap<string, { list: { id: string }; row: OwnedRow }>;
  context: RowContext;
}) {
  const { t, locale, stash, columns } = context;
  const count = document.categories.length;
  const name = category.name[locale];
  const retired = isRetiredCategory(category);
  const field = (key: CategoryField) => {
    const cell = `${category.id}:${key}`;
    const base = categoryValue(category, key);
    const stashed = stash?.categoryEdits.find((edit) => edit.categoryId === category.id && edit.field === key);
    const error = stash?.errors.find((entry) => entry.categoryId === category.id && entry.field === key);
    const theirs = stash?.theirs[cell];
    return (
      <DraftField
        name={`cf:${cell}`}
        baseName={`cb:${cell}`}
        base={base}
        value={stashed ? stashed.value : base}
        label={`${t(`categoryField.${key}`)} – ${name}`}
        kind={key === 'status' ? 'checkbox' : 'text'}
        error={error ? t(`fieldError.${error.code}`) : undefined}
        theirs={theirs !== undefined ? t('theirs', { value: theirs || '–' }) : undefined}
      />
    );
  };
  const open = Boolean(stash?.categoryEdits.some((edit) => edit.categoryId === category.id));
  return (
    <section id={`c-${category.id}`} aria-labelledby={`c-${category.id}-title`} className="mt-8 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-300 pb-2">
        <h3 id={`c-${category.id}-title`} className={cx('text-lg font-semibold', retired && 'text-slate-500')}>
          {name}
          {retired ? (
            <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('categoryRetired')}
            </span>
          ) : null}
        </h3>
        <MoveButtons
          up={index > 0 ? `category-up:${category.id}` : null}
          down={index < count - 1 ? `category-down:${category.id}` : null}
          upLabel={t('categoryUp', { name })}
          downLabel={t('categoryDown', { name })}
        />
      </div>
      <details className="mt-2 rounded border border-slate-200 bg-slate-50 p-3" open={open || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('categoryEdit')}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {(['nameDe', 'nameEn', 'noteDe', 'noteEn'] as const).map((key) => (
            <label key={key} className="text-sm font-semibold">
              {t(`categoryField.${key}`)}
              <span className="mt-1 block font-normal">{field(key)}</span>
            </label>
          ))}
          <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
            {field('status')}
            {t('categoryField.status')}
          </label>
        </div>
      </details>
      {category.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('categoryEmpty')}</p>
      ) : (
        <table className={cx(stackedTable, 'mt-3 text-sm')}>
          <thead className={stackedHead}>
            <tr>
              <th scope="col" className={stackedHeaderCell}>
                {t('item')}
              </th>
              {columns.map((key) => (
                <th key={key} scope="col" className={stackedHeaderCell}>
                  {t(key === 'status' ? 'retired' : key)}
                </th>
              ))}
              <th scope="col" className={stackedHeaderCell}>
                {t('history')}
              </th>
            </tr>
          </thead>
          <tbody className={stackedBody}>
            {category.items.map((articleNumber, position) => {
              const row = document.owned[articleNumber];
              if (!row) {
                const other = others.get(articleNumber);
                return (
                  <ForeignRow
                    key={articleNumber}
                    articleNumber={articleNumber}
                    row={other?.row}
                    owner={other?.list.id}
                    context={context}
                  />
                );
              }
              const at = `${articleNumber}@${category.id}`;
              return (
                <ItemRow
                  key={articleNumber}
                  articleNumber={articleNumber}
                  row={row}
                  up={position > 0 ? `up:${at}` : null}
                  down={position < category.items.length - 1 ? `down:${at}` : null}
                  context={context}
                />
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
