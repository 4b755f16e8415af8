import { Button } from '@/components/ui/button';
import { ownedIndex, type ListDocument } from '@/content/catalogue/document';
import type { Locale } from '@/i18n/locales';
import type { CellStash } from '@/server/prices/draft-form';
import { CategoryBlock } from './category-block';
import type { PricesT } from './editor-kit';
import { draftColumns } from './item-row';

/**
 * The list's draft as ONE form: every category with its items' cells, moves that save with the
 * edits, and the save button (also the first button of the form, so Enter in a field saves
 * instead of moving something).
 */
export function DraftSection({
  t,
  locale,
  listId,
  document,
  revision,
  published,
  history,
  stash,
}: {
  t: PricesT;
  locale: Locale;
  listId: string;
  document: ListDocument;
  revision: number;
  published: readonly ListDocument[];
  history: ReadonlyMap<string, number[]>;
  stash: CellStash | null;
}) {
  const context = { t, locale, categoryId: '', columns: draftColumns(document.kind), stash, history };
  const others = ownedIndex(published);
  return (
    <section aria-labelledby="entwurf" className="mt-10">
      <h2 id="entwurf" className="scroll-mt-24 text-xl font-semibold">
        {t('draftHeading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('draftIntro')}</p>
      <form method="post" action={`/api/staff/prices/${listId}/draft`} className="mt-2">
        {/* The form's default button: Enter in a price field saves. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t('save')}
        </button>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="revision" value={revision} />
        {document.categories.map((category, index) => (
          <CategoryBlock
            key={category.id}
            category={category}
            index={index}
            document={document}
            others={others}
            context={{ ...context, categoryId: category.id }}
          />
        ))}
        <div className="sticky bottom-0 z-10 mt-4 border-t border-slate-200 bg-white py-3">
          <Button type="submit">{t('save')}</Button>
        </div>
      </form>
    </section>
  );
}
