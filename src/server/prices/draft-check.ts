import 'server-only';
import { projectCatalogue, type ListDocument } from '@/content/catalogue/document';
import { fillPlaceholders } from '@/content/catalogue/published';
import { priceListSchema } from '@/content/catalogue/schema';
import type { PriceList } from '@/content/catalogue/types';

/**
 * What would make a publish of this draft fail (the catalogue schema, the same check the publish
 * runs), told per item and field so the editor can show it at the row before anyone presses
 * "Veröffentlichen". Every list that shows one of the draft's items is checked.
 */
export type DraftProblem = {
  /** The item the problem is in; absent for the list itself (no category with an item left). */
  articleNumber?: string;
  /** The public item's field ("price", "description", "spec"), when the schema names one. */
  field?: string;
  /** The schema's words, for the developer reading a report; the page shows its own. */
  detail: string;
};

type Issue = { path: PropertyKey[]; message: string };

function itemAt(list: PriceList, path: PropertyKey[]): { articleNumber?: string; field?: string } {
  if (path[0] !== 'categories' || path[2] !== 'items') return {};
  const category = list.categories[Number(path[1])];
  const item = category?.items[Number(path[3])] as { articleNumber?: string; serviceNumber?: string } | undefined;
  const articleNumber = item?.articleNumber ?? item?.serviceNumber;
  return { articleNumber, field: typeof path[4] === 'string' ? path[4] : undefined };
}

export function draftProblems(published: readonly ListDocument[], draft: ListDocument): DraftProblem[] {
  const documents = published.map((document) => (document.id === draft.id ? draft : document));
  const owned = new Set(Object.keys(draft.owned));
  const problems: DraftProblem[] = [];
  const seen = new Set<string>();
  for (const list of projectCatalogue(documents, fillPlaceholders)) {
    const result = priceListSchema.safeParse(list);
    if (result.success) continue;
    for (const issue of result.error.issues as Issue[]) {
      const where = itemAt(list, issue.path);
      // Another list's own problems are its editor's business.
      if (where.articleNumber ? !owned.has(where.articleNumber) : list.id !== draft.id) continue;
      const key = `${where.articleNumber ?? ''}:${where.field ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ ...where, detail: `${issue.path.join('.')}: ${issue.message}` });
    }
  }
  return problems;
}
