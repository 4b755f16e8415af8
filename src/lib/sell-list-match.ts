import type { ConditionGradeId } from './sell-request-rules';

/**
 * The contract of POST /api/sell-list/match that the matcher (`src/server/sell-list/`) and the
 * import panel (`src/components/sell-list/`) both use. No zod here: the browser loads types only.
 */

/** Rows of one list (pasted or a file's data rows). */
export const SELL_LIST_MAX_ROWS = 5_000;

export type MatchStatus = 'matched' | 'review' | 'unknown';
type MatchCandidate = { itemId: string; name: string };

/** One row matched to the catalogue. */
export type MatchedRow = {
  input: string;
  /** The row without its quantity marker ("2x Dell R740" → "Dell R740"): a free position's name. */
  text: string;
  quantity: number;
  status: MatchStatus;
  itemId?: string;
  name?: string;
  candidates: MatchCandidate[];
};

/** One row of the answer `{ rows: AnsweredRow[] }`: the match, with what the list's own columns gave. */
export type AnsweredRow = MatchedRow & {
  /** The file's condition column, as a grade ("defekt" → defective). */
  grade?: ConditionGradeId;
  /** The file's remark columns and a condition no grade names: the line's notes. */
  remark?: string;
};
