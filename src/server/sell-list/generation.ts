import { foldText } from '@/lib/text-tokens';

/**
 * The generation a text names, by kind: "Gen10", "G10", "Gen 10", "10th Gen", "1. Generation"
 * (gen), "v2" (v), "Mk II"/"Mk2" (mk). A row's own generation ranks its candidates: "HPE DL380
 * Gen10" offers the Gen10 servers before the DL380 Gen11. A rule of how generations are written,
 * not a list of models; a generation that hides in a model number (Dell's R740 = 14th) is not read.
 */
export type Generations = ReadonlyMap<string, string>;

const patterns: [kind: string, pattern: RegExp][] = [
  ['gen', /\bgen(?:eration)?\s*(\d{1,2})\b/g],
  ['gen', /\bg(\d{1,2})\b/g],
  ['gen', /\b(\d{1,2})(?:st|nd|rd|th)?\.?\s*gen(?:eration)?\b/g],
  ['v', /\bv(\d{1,2})\b/g],
  ['mk', /\bmk\s*(\d{1,2}|i{1,3}|iv|v)\b/g],
];

const roman: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5' };

export function generationsOf(text: string): Generations {
  const folded = foldText(text);
  const found = new Map<string, string>();
  for (const [kind, pattern] of patterns)
    for (const match of folded.matchAll(pattern)) {
      const written = match[1]!;
      if (!found.has(kind)) found.set(kind, roman[written] ?? String(Number(written)));
    }
  return found;
}

/** Whether an item names the row's own generation (same kind, same number): such items rank first. */
export const sameGeneration = (row: Generations, item: Generations) =>
  [...row].some(([kind, number]) => item.get(kind) === number);
