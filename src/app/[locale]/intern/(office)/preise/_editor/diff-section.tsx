import { Button } from '@/components/ui/button';
import type { ListDocument } from '@/content/catalogue/document';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import { formatEuro } from '@/lib/format';
import type { DraftProblem } from '@/server/prices/draft-check';
import type { ListDiff } from '@/server/prices/diff';
import { rowName } from '@/server/prices/row-values';
import { DiffList, signedPercent } from './diff-list';
import { berlinToday, inputClass, invalidClass, type PricesT } from './editor-kit';

/**
 * The draft against the website: the changes, the warnings to look at twice, what must be fixed
 * before a publish (the catalogue's own check, per item), and the publish form with its date.
 */
export function DiffSection({
  t,
  locale,
  listId,
  diff,
  problems,
  document,
  revision,
  dateError,
}: {
  t: PricesT;
  locale: Locale;
  listId: string;
  diff: ListDiff;
  problems: readonly DraftProblem[];
  document: ListDocument;
  revision: number;
  dateError: boolean;
}) {
  const euro = (value: number | null) => (value === null ? t('negotiable') : formatEuro(value, locale));
  const itemName = (articleNumber?: string) => {
    const row = articleNumber ? document.owned[articleNumber] : undefined;
    return row ? rowName(row) : (articleNumber ?? '');
  };
  return (
    <section aria-labelledby="diff-title" className="mt-8">
      <h2 id="diff-title" className="text-xl font-semibold">
        {t('diffHeading')}
      </h2>
      {diff.changed ? (
        <DiffList t={t} locale={locale} diff={diff} />
      ) : (
        <p className="mt-2 text-slate-700">{t('diffNone')}</p>
      )}
      {problems.length ? (
        <div className="mt-4 rounded border border-rose-300 bg-rose-50 p-3" data-testid="price-problems">
          <h3 className="font-semibold text-rose-900">{t('problemsHeading')}</h3>
          <ul className="mt-1 list-disc pl-6 text-sm text-rose-900">
            {problems.map((problem) => (
              <li key={`${problem.articleNumber ?? ''}:${problem.field ?? ''}`}>
                {problem.articleNumber ? (
                  <a className="underline" href={`#i-${problem.articleNumber}`}>
                    {t('problem', {
                      name: itemName(problem.articleNumber),
                      field: t.has(`problemField.${problem.field}` as 'problemField.price')
                        ? t(`problemField.${problem.field as 'price'}`)
                        : t('problemField.item'),
                    })}
                  </a>
                ) : (
                  t('problemList')
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {diff.warnings.length ? (
        <div className="mt-4 rounded border border-amber-300 bg-amber-50 p-3">
          <h3 className="font-semibold">{t('warningsHeading')}</h3>
          <ul className="mt-1 list-disc pl-6 text-sm">
            {diff.warnings.map((warning, index) => (
              <li key={index}>
                {warning.kind === 'outlier'
                  ? t('warning.outlier', { name: warning.name, percent: signedPercent(warning.percent, locale) })
                  : warning.kind === 'above-new-price'
                    ? t('warning.above-new-price', {
                        name: warning.name,
                        price: euro(warning.price),
                        newPrice: euro(warning.newPrice),
                      })
                    : t('warning.missing-english', { name: warning.name })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        method="post"
        action={`/api/staff/prices/${listId}/publish`}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="revision" value={revision} />
        <label className="text-sm font-semibold" htmlFor="publish-date">
          {t('publishDate')}
          <input
            id="publish-date"
            type="date"
            name="date"
            defaultValue={berlinToday()}
            required
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? 'publish-date-message' : undefined}
            className={cx(inputClass, 'mt-1 block', dateError && invalidClass)}
          />
        </label>
        <Button type="submit">{t('publish')}</Button>
        <span className="text-sm text-slate-600">{t('publishIntro')}</span>
        {dateError ? (
          <span id="publish-date-message" className="basis-full text-sm font-medium text-rose-800">
            {t('error.bad_date')}
          </span>
        ) : null}
      </form>
    </section>
  );
}
