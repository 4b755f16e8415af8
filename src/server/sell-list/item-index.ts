import type { ProductListing } from '@/content/catalogue/listings';
import { foldText } from '@/lib/text-tokens';
import { generationsOf, type Generations } from './generation';
import { familyWords, unitWords } from './match-words';
import { readText } from './row-text';

/** What the matcher knows of one catalogue item: the word sets that name it and every word and number it uses. */
export type ItemIndex = {
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

export function indexItem(listing: ProductListing): ItemIndex {
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
