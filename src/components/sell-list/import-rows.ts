import type { AnsweredRow } from '@/lib/sell-list-match';
import type { ConditionGradeId } from '@/lib/sell-request-rules';
import { freeTextLine, SELL_LIST_LIMITS, type SellListLine } from './sell-list-store';

/** A row under review: taken or not, and as which item ('' = not chosen yet, 'free' = free text). */
export type ReviewRow = AnsweredRow & { key: number; take: boolean; choice: string };

export const FREE = 'free';

/** The row's name without its quantity marker ("2x Dell R740" → "Dell R740"), as the endpoint read it. */
const rowName = (row: AnsweredRow) => row.text.trim() || row.input;

/** The endpoint's answer as rows to review: recognised ones ticked, uncertain ones to choose. */
export function reviewRows(rows: AnsweredRow[]): ReviewRow[] {
  return rows.map((row, key) => {
    if (row.status === 'matched' && row.itemId) return { ...row, key, take: true, choice: row.itemId };
    if (row.status === 'review' && row.candidates.length) return { ...row, key, take: false, choice: '' };
    // An unknown row is offered as a free position, ticked only when it carries a model number:
    // "asdfgh qwertz ###" stays unticked unless the visitor means it.
    return { ...row, key, status: 'unknown', take: /\d/.test(rowName(row)), choice: FREE };
  });
}

/** The chosen rows as list lines; the file's condition and remark columns travel with them. */
export function linesFromReview(chosen: readonly ReviewRow[], grades: readonly { id: ConditionGradeId }[]) {
  return chosen
    .map((row): SellListLine | null => {
      const quantity = row.quantity && row.quantity >= 1 ? row.quantity : 1;
      const candidate =
        row.choice === FREE
          ? undefined
          : row.choice === row.itemId
            ? { name: row.name }
            : row.candidates.find((entry) => entry.itemId === row.choice);
      const line = freeTextLine(candidate?.name || rowName(row), { quantity });
      if (!line) return null;
      return {
        ...line,
        ...(row.choice === FREE ? {} : { itemId: row.choice }),
        ...(row.grade && grades.some((grade) => grade.id === row.grade) ? { grade: row.grade } : {}),
        notes: (row.remark ?? '').slice(0, SELL_LIST_LIMITS.notesMax),
      };
    })
    .filter((line): line is SellListLine => line !== null);
}
