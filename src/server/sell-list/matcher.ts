import type { ProductListing } from '@/content/catalogue/listings';
import type { MatchedRow, MatchStatus } from '@/lib/sell-list-match';
import { editDistance, typoBudget } from './edit-distance';
import { generationsOf, sameGeneration } from './generation';
import { indexItem, type ItemIndex } from './item-index';
import { bundleWords, harmlessWords, unitWords, vendorPrefixes, weakWords } from './match-words';
import { withoutNegatedVariants } from './negated-variants';
import { parseQuantity } from './quantity';
import { canonicalWord, readText, type RowText } from './row-text';

/**
 * Matches the rows of a visitor's asset list to the catalogue (`productListings()`).
 *
 * A row is `matched` only when exactly one item fits it fully:
 * - every word and number that names the item is in the row (brand, family words such as
 *   "GeForce"/"Xeon"/"PowerEdge", units and the tier digit of "i9"/"Ryzen 9" may be left out;
 *   words may carry a typo, numbers never);
 * - every number of the row belongs to the item (its model, capacity, power, cores, …), so
 *   "RTX 3080 12GB" is not the 10 GB card and "990 PRO 2TB" is not the 4 TB one;
 * - no word of the row names another product: a word that identifies another catalogue item
 *   ("Ti", "Super", "Storage", "Expansion", another brand), or a suffix on a number the item does
 *   not have ("14900KF", "6338N", "MI300A").
 * Anything less is `review` with up to three candidates, or `unknown` when nothing is close.
 */

export type SellListMatcher = {
  matchRow(raw: string, quantity?: number): MatchedRow;
  size: number;
};

/** Builds the matcher over the catalogue's listings (each article number once). */
export function createSellListMatcher(listings: readonly ProductListing[]): SellListMatcher {
  const seen = new Set<string>();
  const items: ItemIndex[] = [];
  for (const listing of listings) {
    if (seen.has(listing.articleNumber)) continue;
    seen.add(listing.articleNumber);
    items.push(indexItem(listing));
  }
  const byId = new Map(items.map((item) => [item.itemId.toLowerCase(), item]));

  // Words that identify some item, with the brands of those items: in a row such a word points
  // to that product when the brands meet ("Sunny Boy Storage 5.0" is not the Sunny Boy 5.0,
  // "RTX 3070 Ti" not the RTX 3070); a brand word points to its brand everywhere.
  const identifying = new Map<string, Set<string>>();
  for (const item of items)
    for (const identity of item.identities)
      for (const word of identity.words) {
        if (harmlessWords.has(word)) continue;
        let brands = identifying.get(word);
        if (!brands) identifying.set(word, (brands = new Set()));
        brands.add(item.brand);
      }
  // The first word of a brand names the vendor ("Palo Alto Networks" → palo, "Pure Storage" → pure).
  const brandWords = new Set<string>();
  for (const item of items) {
    const first = readText(item.brand).words[0]?.word;
    if (first && first.length >= 2 && !harmlessWords.has(first) && first !== 'alle') brandWords.add(first);
  }

  // Postings: word or number reading → items that use it.
  const postings = new Map<string, Set<number>>();
  const post = (key: string, index: number) => {
    let set = postings.get(key);
    if (!set) postings.set(key, (set = new Set()));
    set.add(index);
  };
  items.forEach((item, index) => {
    for (const word of item.allowedWords) post(`w:${word}`, index);
    for (const reading of item.allowedNumbers) post(`n:${reading}`, index);
  });
  const vocabulary = [...new Set(items.flatMap((item) => [...item.allowedWords]))];
  const vocabularySet = new Set(vocabulary);

  // Row word → the catalogue words it may stand for (itself, typo forms), cached.
  const spellings = new Map<string, string[]>();
  function spellingsOf(word: string): string[] {
    const cached = spellings.get(word);
    if (cached) return cached;
    const found = vocabularySet.has(word) ? [word] : [];
    const budget = typoBudget(word);
    if (budget > 0)
      for (const known of vocabulary) {
        if (known === word || typoBudget(known) === 0) continue;
        if (editDistance(word, known, Math.min(budget, typoBudget(known))) <= Math.min(budget, typoBudget(known)))
          found.push(known);
      }
    if (spellings.size > 20_000) spellings.clear();
    spellings.set(word, found);
    return found;
  }

  function readRow(row: RowText) {
    const words = row.words.map((word) => word.word);
    // What the row's words stand for: each word's spellings and two neighbours written as one
    // ("Power Wall" → powerwall, "Batterie-Modul" → batterymodule).
    const present = new Set<string>();
    for (const word of words) for (const spelling of spellingsOf(word)) present.add(spelling);
    for (let index = 0; index + 1 < words.length; index += 1) {
      const joined = canonicalWord(words[index]! + words[index + 1]!);
      for (const spelling of spellingsOf(joined)) present.add(spelling);
    }
    const numbers = new Set(row.numbers.flat());
    return { words, wordSet: new Set(words), present, numbers };
  }

  /**
   * How much of an identity the row covers: names words count 1, numbers 2. `evidence` says
   * whether the row shares something telling with it: a naming word, or a number of three digits.
   */
  function covers(identity: ItemIndex['identities'][number], row: ReturnType<typeof readRow>) {
    let covered = 0;
    let total = 0;
    let evidence = false;
    identity.words.forEach((word, index) => {
      total += 1;
      const previous = identity.words[index - 1];
      const next = identity.words[index + 1];
      // Two name words written as one in the row: "DataManager", "SmartLogger".
      if (
        row.present.has(word) ||
        (next !== undefined && row.wordSet.has(word + next)) ||
        (previous !== undefined && row.wordSet.has(previous + word))
      ) {
        covered += 1;
        if (word.length >= 2 && !weakWords.has(word)) evidence = true;
      }
    });
    for (const readings of identity.numbers) {
      total += 2;
      if (readings.some((reading) => row.numbers.has(reading))) {
        covered += 2;
        if (readings.some((reading) => reading.replace('.', '').length >= 3)) evidence = true;
      }
    }
    return { covered, total, evidence };
  }

  /** What in the row speaks against the item: foreign numbers, words naming other products. */
  function conflicts(item: ItemIndex, rowText: RowText): number {
    let count = 0;
    for (const readings of rowText.numbers)
      if (!readings.some((reading) => item.allowedNumbers.has(reading))) count += 1;
    let bundle = false;
    for (const { word, attachedToNumber } of rowText.words) {
      if (item.allowedWords.has(word) || vendorPrefixes.has(word)) continue;
      if (bundleWords.has(word)) {
        bundle = true;
        continue;
      }
      if (harmlessWords.has(word)) continue;
      if (spellingsOf(word).some((spelling) => item.allowedWords.has(spelling))) continue;
      // After "mit"/"plus"/"inkl." any word the item does not have names a second thing.
      if (bundle) count += 1;
      else if (attachedToNumber && !unitWords.has(word)) count += 1;
      else if (
        word.length >= 2 &&
        [word, ...spellingsOf(word)].some((form) => brandWords.has(form) || identifying.get(form)?.has(item.brand))
      )
        count += 1;
    }
    return count;
  }

  function matchRow(raw: string, givenQuantity?: number): MatchedRow {
    const input = raw.trim();
    const parsed = givenQuantity === undefined ? parseQuantity(input) : { quantity: givenQuantity, text: input };
    const result = (status: MatchStatus, extra: Partial<MatchedRow> = {}): MatchedRow => ({
      input,
      text: parsed.text,
      quantity: parsed.quantity,
      status,
      candidates: [],
      ...extra,
    });

    // Our own article number names the item outright.
    const article = /\bkw-[a-z]{3}-\d{4}\b/i.exec(parsed.text);
    const byArticle = article ? byId.get(article[0].toLowerCase()) : undefined;
    if (byArticle) return result('matched', { itemId: byArticle.itemId, name: byArticle.name });

    const negated = withoutNegatedVariants(parsed.text);
    const rowText = readText(negated.text);
    const row = readRow(rowText);
    const ruledOut = (item: ItemIndex) => [...negated.excluded].some((word) => item.allowedWords.has(word));
    if (row.words.length === 0 && row.numbers.size === 0) return result('unknown');

    const reached = new Set<number>();
    for (const word of row.present) for (const index of postings.get(`w:${word}`) ?? []) reached.add(index);
    for (const number of row.numbers) for (const index of postings.get(`n:${number}`) ?? []) reached.add(index);

    const full: ItemIndex[] = [];
    const scored: { item: ItemIndex; covered: number; share: number; conflicts: number; ownGeneration: boolean }[] = [];
    const rowGenerations = generationsOf(negated.text);
    for (const index of reached) {
      const item = items[index]!;
      if (ruledOut(item)) continue;
      const conflictCount = conflicts(item, rowText);
      let best: { covered: number; share: number } | null = null;
      for (const identity of item.identities) {
        const { covered, total, evidence } = covers(identity, row);
        if (total === 0) continue;
        if (covered === total && conflictCount === 0) full.push(item);
        const share = covered / total;
        if (evidence && share >= 0.3 && (!best || share > best.share)) best = { covered, share };
      }
      if (best)
        scored.push({
          item,
          ...best,
          conflicts: conflictCount,
          ownGeneration: sameGeneration(rowGenerations, item.generations),
        });
    }
    const unique = [...new Set(full)];
    if (unique.length === 1) return result('matched', { itemId: unique[0]!.itemId, name: unique[0]!.name });

    // Several items fit whole (the row leaves out what tells them apart): those are the candidates.
    // Otherwise the closest: the row's own generation first ("DL380 Gen10" → the Gen10 servers
    // before the DL380 Gen11), then fewest contradictions, most of the name covered.
    const ranked =
      unique.length > 1
        ? scored.filter(({ item }) => unique.includes(item))
        : scored.sort(
            (a, b) =>
              Number(b.ownGeneration) - Number(a.ownGeneration) ||
              a.conflicts - b.conflicts ||
              b.covered - a.covered ||
              b.share - a.share ||
              a.item.itemId.localeCompare(b.item.itemId),
          );
    const candidates = ranked.slice(0, 3).map(({ item }) => ({ itemId: item.itemId, name: item.name }));
    return result(candidates.length > 0 ? 'review' : 'unknown', { candidates });
  }

  return { matchRow, size: items.length };
}
