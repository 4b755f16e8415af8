import type { ProductListing } from '@/content/catalogue/listings';
import { foldText } from '@/lib/text-tokens';
import { generationsOf, sameGeneration, type Generations } from './generation';
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

export type MatchStatus = 'matched' | 'review' | 'unknown';
export type MatchCandidate = { itemId: string; name: string };
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

/** Words that name a family, a vendor or a unit: an item's name may leave them out of a row. */
const familyWords = new Set([
  'nvidia',
  'geforce',
  'rtx',
  'amd',
  'intel',
  'core',
  'xeon',
  'platinum',
  'gold',
  'ryzen',
  'threadripper',
  'tr',
  'epyc',
  'instinct',
  'radeon',
  'ucs',
  'poweredge',
  'proliant',
  'battery',
  'box',
  'premium',
  'gen',
  'sunny',
  'uber',
  'over',
  'ohne',
  'gpus',
  'catalyst',
  'nexus',
  'generation',
  'panel',
  'smart',
]);
const unitWords = new Set([
  'gb',
  'g',
  'tb',
  'mb',
  'kwh',
  'kw',
  'kwp',
  'wp',
  'w',
  'mwh',
  'mw',
  'mwp',
  'v',
  'ghz',
  'mhz',
  'c',
  't',
  'st',
  'stk',
  'pcs',
  'pc',
]);
/** Words of a row that never point to another product (conditions, packaging, partner cards). */
const harmlessWords = new Set([
  ...unitWords,
  'oc',
  'fe',
  'lhr',
  'gaming',
  'edition',
  'founders',
  'bulk',
  'tray',
  'boxed',
  'oem',
  'retail',
  'used',
  'gebraucht',
  'neu',
  'new',
  'defekt',
  'ovp',
  'mit',
  'with',
  'und',
  'and',
  'x',
  'solar',
  'energy',
]);
/** Variant words that alone say nothing about which product is meant. */
const weakWords = new Set(['plus', 'super', 'ultra', 'mini', 'pro', 'max', 'lite', 'gen', 'switch']);
/** Words that join a second thing to a row ("… mit 2x Xeon", "… plus NVLink Bridge"). */
const bundleWords = new Set(['mit', 'with', 'inkl', 'incl', 'including', 'inklusive', 'plus', 'und', 'and', 'sowie']);
/** Vendor names that are not one word of an item's brand. */
/**
 * A variant the row rules out: "RTX 4080 (non SUPER)", "i9-14900K, kein KS", "3080 nicht Ti",
 * "Symo GEN24 10.0 (not the Plus)". The words are taken out of the row, and no item whose name
 * has them is offered.
 */
const NEGATED_VARIANT =
  /\b(?:non|ohne|kein(?:e|en)?|nicht|not(?:\s+(?:the|a))?|no)[\s-]+(super|ti|ks|kf|f|plus|pro|max|ultra|xt|xtx|x3d)\b/gi;

export function withoutNegatedVariants(text: string): { text: string; excluded: Set<string> } {
  const excluded = new Set<string>();
  const cleaned = text.replace(NEGATED_VARIANT, (_match, word: string) => {
    excluded.add(word.toLowerCase());
    return ' ';
  });
  return { text: cleaned, excluded };
}

const vendorPrefixes = new Set(['hp', 'hewlett', 'packard', 'enterprise', 'qcells', 'hanwha', 'chem']);

type ItemIndex = {
  itemId: string;
  name: string;
  brand: string;
  /** Word sets that identify the item; a row must cover one of them whole. */
  identities: { words: string[]; numbers: string[][] }[];
  /** Every word the item's name, brand, spec and aliases use (never a conflict). */
  allowedWords: Set<string>;
  /** Every reading of every number of the item (model, spec, rating, aliases). */
  allowedNumbers: Set<string>;
  /** The generation its model names ("Gen11"); a spec's "Xeon Gen 4" is the CPU's, not the item's. */
  generations: Generations;
};

const isPartNumber = (word: string) => {
  const runs = foldText(word).match(/[a-z]+|\d+/g) ?? [];
  const letters = runs.filter((run) => /^[a-z]/.test(run)).length;
  const digits = runs.length - letters;
  return word.length >= 8 && letters >= 2 && digits >= 2;
};

function identityOf(text: string, brandWords: Set<string>): { words: string[]; numbers: string[][] } {
  // "(ohne GPUs)" says what is missing; it names nothing a row must repeat.
  const named = text.replace(/\(ohne[^)]*\)/giu, ' ');
  // The tier letter of "i9"/"w9" goes with its digit; "TS-I HV 80" keeps its "I".
  const { words, numbers } = readText(named.replace(/\b[iIwW](\d)\b/g, ' $1'));
  // The tier digit of "i9", "w9", "Ryzen 9", "Ultra 9" may be left out ("Intel 14900K").
  const tiers = new Set<string>();
  for (const found of foldText(named).matchAll(/\b(?:i|w)(\d)\b|\b(?:ryzen|ultra)\s+(\d)\b/g))
    tiers.add(found[1] ?? found[2] ?? '');
  return {
    words: [
      ...new Set(
        words
          .map((word) => word.word)
          .filter(
            (word) => !familyWords.has(word) && !unitWords.has(word) && !brandWords.has(word) && word !== 'ultra',
          ),
      ),
    ],
    numbers: numbers.filter((readings) => !(readings.length === 1 && tiers.has(readings[0]!))),
  };
}

function indexItem(listing: ProductListing): ItemIndex {
  const brandWords = new Set(readText(listing.brand).words.map((word) => word.word));
  const identities = [identityOf(listing.model, brandWords)];
  // A memory module or solar panel may be named by its part number or by its description:
  // "M321RAGA0B20-CWK" or "128GB DDR5-4800 RDIMM". The description counts only with a number.
  const modelWords = listing.model.split(/\s+/);
  const partNumbers = modelWords.filter(isPartNumber);
  if (partNumbers.length > 0 && modelWords.length > partNumbers.length) {
    const described = identityOf(modelWords.filter((word) => !isPartNumber(word)).join(' '), brandWords);
    if (described.numbers.length > 0 && described.words.length > 0) identities.push(described);
    // A long part number ("M321RAGA0B20-CWK", "JKM440N-54HL4R") encodes capacity or power itself.
    const long = partNumbers.filter((word) => word.length >= 14);
    if (long.length > 0) identities.push(identityOf(long.join(' '), brandWords));
  }
  const texts = [listing.model, listing.brand, listing.spec?.de, listing.spec?.en, ...listing.aliases];
  const allowedWords = new Set<string>();
  const allowedNumbers = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const read = readText(text);
    for (const word of read.words) allowedWords.add(word.word);
    for (const readings of read.numbers) for (const reading of readings) allowedNumbers.add(reading);
  }
  return {
    itemId: listing.articleNumber,
    name: listing.name,
    brand: foldText(listing.brand),
    identities,
    allowedWords,
    allowedNumbers,
    generations: generationsOf(listing.model),
  };
}

/** Edit distance with swapped neighbours as one edit ("Fronuis"), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos a word may carry: none up to four letters, one up to seven, two from eight. */
const typoBudget = (word: string) => (word.length <= 4 ? 0 : word.length <= 7 ? 1 : 2);

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
