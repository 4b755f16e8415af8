import { Button } from '@/components/ui/button';
import { priceColumns, type PriceColumnKey } from '@/content/catalogue/rows';
import type { Locale } from '@/i18n/locales';
import type { EditorReview } from '@/server/prices/import-apply';
import { refusalText } from '@/server/prices/import-texts';
import type { Draft } from '@/server/prices/draft-repository';
import { cx } from '@/lib/cx';
import { stackedBody, stackedHead, stackedLabelledCell, stackedRow, stackedTable } from '@/components/ui/stacked-table';
import type { PricesT } from './editor-kit';

const header = new Map<string, string>(priceColumns.map((column) => [column.key, column.header]));
/** A cell that names its column on a phone, where each row stacks as a card (stacked-table.ts). */
const cellClass = cx(stackedLabelledCell, 'lg:py-2 lg:pr-4 lg:pl-0');
const headClass = 'border-b border-slate-300 py-2 pr-4 text-left';

function Lines({ caption, heads, children }: { caption: string; heads: string[]; children: React.ReactNode }) {
  return (
    <table className={cx(stackedTable, 'mt-6 text-sm')}>
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead className={stackedHead}>
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col" className={headClass}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stackedBody}>{children}</tbody>
    </table>
  );
}

/**
 * An uploaded file row by row before it touches a draft: the changes (old → new per cell), the
 * article numbers nobody issued (each becomes a new item only when ticked, or says why it cannot),
 * the refused rows with their reason; "apply" writes the accepted rows into the drafts.
 */
export function ImportReviewSection({
  t,
  locale,
  id,
  name,
  review,
  drafts,
}: {
  t: PricesT;
  locale: Locale;
  id: string;
  name: string;
  review: EditorReview;
  drafts: readonly Draft[];
}) {
  const heads = [t('importColumns.line'), t('importColumns.article'), t('importColumns.list')];
  return (
    <section aria-labelledby="import-review-title" className="mt-8" data-testid="import-review">
      <h2 id="import-review-title" className="text-xl font-semibold">
        {t('importReviewHeading', { name })}
      </h2>
      <p className="mt-1 text-slate-700">
        {t('importSummary', {
          changes: review.changes.length,
          unknown: review.unknown.length,
          refused: review.refused.length,
          unchanged: review.unchanged,
        })}
      </p>
      <form method="post" action={`/api/staff/prices/import/${id}/apply`}>
        <input type="hidden" name="locale" value={locale} />
        {drafts.map((draft) => (
          <input key={draft.listId} type="hidden" name={`rev:${draft.listId}`} value={draft.revision} />
        ))}
        {review.changes.length ? (
          <Lines caption={t('importChanges')} heads={[...heads, t('importColumns.change')]}>
            {review.changes.map((change) => (
              <tr key={change.line} className={stackedRow}>
                <td data-label={t('importColumns.line')} className={`${cellClass} tabular`}>
                  {change.line}
                </td>
                <td data-label={t('importColumns.article')} className={`${cellClass} tabular`}>
                  {change.articleNumber}
                </td>
                <td data-label={t('importColumns.list')} className={cellClass}>
                  {change.list}
                </td>
                <td data-label={t('importColumns.change')} className={cellClass}>
                  <ul>
                    {Object.entries(change.fields).map(([key, cell]) => (
                      <li key={key}>
                        {t('importCell', {
                          column: header.get(key as PriceColumnKey) ?? key,
                          from: cell?.from || '–',
                          to: cell?.to || '–',
                        })}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </Lines>
        ) : null}
        {review.unknown.length ? (
          <Lines caption={t('importUnknown')} heads={[...heads, t('importColumns.create')]}>
            {review.unknown.map((row) => {
              const refusal = review.creatable[row.articleNumber];
              return (
                <tr key={row.line} className={stackedRow}>
                  <td data-label={t('importColumns.line')} className={`${cellClass} tabular`}>
                    {row.line}
                  </td>
                  <td data-label={t('importColumns.article')} className={`${cellClass} tabular`}>
                    {row.articleNumber}
                  </td>
                  <td data-label={t('importColumns.list')} className={cellClass}>
                    {[row.list, row.category].filter(Boolean).join(' / ') || '–'}
                  </td>
                  <td data-label={t('importColumns.create')} className={cellClass}>
                    {refusal ? (
                      <span className="text-rose-800">{refusalText(refusal, locale)}</span>
                    ) : (
                      <label className="flex items-center gap-2">
                        <input type="checkbox" name={`create:${row.articleNumber}`} className="size-5" />
                        {t('importCreate', { name: row.name || row.articleNumber })}
                      </label>
                    )}
                  </td>
                </tr>
              );
            })}
          </Lines>
        ) : null}
        {review.refused.length ? (
          <Lines
            caption={t('importRefused')}
            heads={[t('importColumns.line'), t('importColumns.article'), t('importColumns.reason')]}
          >
            {review.refused.map((refusal) => (
              <tr key={`${refusal.line}:${refusal.reason}`} className={stackedRow}>
                <td data-label={t('importColumns.line')} className={`${cellClass} tabular`}>
                  {refusal.line}
                </td>
                <td data-label={t('importColumns.article')} className={`${cellClass} tabular`}>
                  {refusal.articleNumber || '–'}
                </td>
                <td data-label={t('importColumns.reason')} className={`${cellClass} text-rose-800`}>
                  {refusalText(refusal, locale)}
                </td>
              </tr>
            ))}
          </Lines>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button type="submit">{t('importApply')}</Button>
          <span className="text-sm text-slate-700">{t('importApplyIntro')}</span>
        </div>
      </form>
    </section>
  );
}
