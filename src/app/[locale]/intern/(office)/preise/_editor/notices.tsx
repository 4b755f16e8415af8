import { FormNotice } from '@/components/staff/form-notice';
import type { ListDocument } from '@/content/catalogue/document';
import type { CellStash } from '@/server/prices/draft-form';
import { rowName } from '@/server/prices/row-values';
import { fieldId, type PricesT } from './editor-kit';

const notices = ['saved', 'merged', 'published', 'rolled_back', 'added', 'category_added'] as const;
const errors = [
  'conflict',
  'invalid_fields',
  'invalid',
  'nothing_to_publish',
  'bad_date',
  'unknown_list',
  'unknown_version',
  'article_taken',
] as const;

/**
 * What the last form post did, at the top of the editor: a notice, or a refusal. Refused cells
 * are listed with links to their fields (where each also says why).
 */
export function EditorNotices({
  t,
  notice,
  error,
  values,
  stash,
  document,
}: {
  t: PricesT;
  notice: string;
  error: string;
  values: { version: string; item: string; category: string };
  stash: CellStash | null;
  document: ListDocument;
}) {
  const known = notices.find((entry) => entry === notice);
  const refusal = errors.find((entry) => entry === error);
  const categoryName = document.categories.find((entry) => entry.id === values.category)?.name.de ?? '';
  const fieldErrors = stash?.errors ?? [];
  return (
    <div className="mt-4 space-y-2 empty:hidden">
      {known ? <FormNotice kind="success" text={t(`notice.${known}`, { ...values, name: categoryName })} /> : null}
      {refusal ? (
        <FormNotice kind="error" text={t(`error.${refusal}`, { count: fieldErrors.length || 1 })} />
      ) : error ? (
        <FormNotice kind="error" text={t('error.invalid')} />
      ) : null}
      {fieldErrors.length ? (
        <ul className="list-disc pl-6 text-sm text-rose-900" data-testid="field-errors">
          {fieldErrors.map((entry) => {
            const row = entry.articleNumber ? document.owned[entry.articleNumber] : undefined;
            const category = document.categories.find((item) => item.id === entry.categoryId);
            const name = row ? rowName(row) : (category?.name.de ?? entry.articleNumber ?? '');
            const field = entry.articleNumber
              ? `f:${entry.articleNumber}:${entry.field}`
              : `cf:${entry.categoryId}:${entry.field}`;
            const label = entry.categoryId
              ? t(`categoryField.${entry.field as 'nameDe'}`)
              : t(entry.field === 'status' ? 'retired' : (entry.field as 'price'));
            return (
              <li key={field}>
                <a className="underline" href={`#${fieldId(field)}`}>
                  {t('fieldErrorLine', { name, field: label, message: t(`fieldError.${entry.code}`) })}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
