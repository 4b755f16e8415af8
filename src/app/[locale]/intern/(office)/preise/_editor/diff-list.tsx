import type { Locale } from '@/i18n/locales';
import { formatEuro } from '@/lib/format';
import type { ListDiff } from '@/server/prices/diff';
import type { PricesT } from './editor-kit';

/** "+12,5" / "−1,7" in the page's language (a number passed to a message would read "-1.7"). */
export function signedPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(value);
}

/**
 * What a draft (or an earlier version) changes against the website: prices old → new with the
 * change in %, new, retired, restored and edited items, and the categories' changes.
 */
export function DiffList({ t, locale, diff }: { t: PricesT; locale: Locale; diff: ListDiff }) {
  const euro = (value: number | null) => (value === null ? t('negotiable') : formatEuro(value, locale));
  const percent = (value: number | null) =>
    value === null ? null : t('diffPercent', { percent: signedPercent(value, locale) });
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6 text-sm" data-testid="price-diff">
      {diff.prices.map((change) => (
        <li key={`p-${change.articleNumber}`}>
          {t('diffPrice', { name: change.name, from: euro(change.from), to: euro(change.to) })}{' '}
          {percent(change.percent)}
        </li>
      ))}
      {diff.newPrices.map((change) => (
        <li key={`n-${change.articleNumber}`}>
          {t('diffNewPrice', { name: change.name, from: euro(change.from), to: euro(change.to) })}
        </li>
      ))}
      {diff.added.map((item) => (
        <li key={`a-${item.articleNumber}`}>{t('diffAdded', { name: item.name })}</li>
      ))}
      {diff.retired.map((item) => (
        <li key={`r-${item.articleNumber}`}>{t('diffRetired', { name: item.name })}</li>
      ))}
      {diff.restored.map((item) => (
        <li key={`s-${item.articleNumber}`}>{t('diffRestored', { name: item.name })}</li>
      ))}
      {diff.edited.map((item) => (
        <li key={`e-${item.articleNumber}`}>{t('diffEdited', { name: item.name })}</li>
      ))}
      {diff.categoriesReordered ? <li>{t('diffCategoriesReordered')}</li> : null}
      {diff.categories.map((change) => (
        <li key={`c-${change.id}-${change.kind}`}>
          {t(`diffCategory.${change.kind}`, { name: change.name, from: 'from' in change ? change.from : '' })}
        </li>
      ))}
    </ul>
  );
}
