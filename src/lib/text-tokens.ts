/**
 * The one token split of the site's text search: the price search (`catalogue-search.ts`) indexes
 * and queries with it, and the assistant (`src/server/chat/analyzer.ts`) builds its German
 * analysis (digraphs, stems, stop words, compounds) on top of it. So "RTX-4090", "rtx4090" and
 * "Größe"/"grosse" are cut into the same words on both sides.
 */

/** Lowercase, every accent removed (é → e, ü → u, ş → s; width and ligature forms folded by NFKD) and ß → ss. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

/** The words of folded text: runs of letters a–z and digits, in order ("rtx-4090 ti" → rtx, 4090, ti). */
export function textWords(folded: string): string[] {
  return folded.match(/[a-z0-9]+/g) ?? [];
}

/** A word's letter and digit runs ("luna2000" → luna, 2000); a word of one kind stays whole. */
export function letterDigitRuns(word: string): string[] {
  return word.match(/[a-z]+|[0-9]+/g) ?? [];
}

/**
 * Fold, split into words and split every word where letters meet digits: "LUNA2000-5-S0" → luna,
 * 2000, 5, s, 0. What the price search indexes and queries.
 */
export function tokenize(text: string): string[] {
  return textWords(foldText(text)).flatMap(letterDigitRuns);
}
