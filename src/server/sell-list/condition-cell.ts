import { conditionGrades } from '@/content/sell-list';
import type { ConditionGradeId } from '@/lib/sell-request-rules';
import { phraseKey } from './column-headers';

/** Every word for a grade (its labels and `listWords`, src/content/sell-list.ts) → the grade. */
const gradeByKey = new Map<string, ConditionGradeId>(
  conditionGrades.flatMap((grade) =>
    [grade.label.de, grade.label.en, ...grade.listWords].map((word) => [phraseKey(word), grade.id] as const),
  ),
);

/** The grade a condition cell names ("defekt", "Used – fully working"), or null when it names none. */
export const gradeFromCell = (cell: string): ConditionGradeId | null => gradeByKey.get(phraseKey(cell)) ?? null;
