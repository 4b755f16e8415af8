import { foldText, letterDigitRuns, textWords } from '@/lib/text-tokens';

/**
 * The words and numbers of an asset-list row or a catalogue name, cut with the site's one token
 * split (src/lib/text-tokens.ts) and a few rules of its own for lists: a trailing "+" is the word
 * "plus" ("Powerwall+", "8480+"), decimal numbers stay whole ("10,2" = "10.2", "4.0" = "4"),
 * German and English words meet in one form (Speicher/storage, Wechselrichter/inverter,
 * Batterie/battery, Modul/module), and prices and serial numbers are not part of the name.
 */

/** A letter word of the text, canonical, with whether it hangs on a number ("14900KF", "3070 Ti"). */
type TextWord = { word: string; attachedToNumber: boolean };

export type RowText = {
  /** Canonical letter words in order. */
  words: TextWord[];
  /** Every reading of every number: "4.600" → ["4.6", "4600"]. One entry per number in the text. */
  numbers: string[][];
};

const canonicalParts: [RegExp, string][] = [
  [/batterie/g, 'battery'],
  [/speicher/g, 'storage'],
  [/wechselrichter/g, 'inverter'],
  [/modules?$|moduls?$|modulen$/g, 'module'],
  [/^generation$/g, 'gen'],
  [/^akku$/g, 'battery'],
];

/** One canonical form of a folded letter word (German and English spellings meet). */
export function canonicalWord(word: string): string {
  let result = word;
  for (const [pattern, replacement] of canonicalParts) result = result.replace(pattern, replacement);
  return result;
}

/** Readings of one number as written: "10,2" → 10.2; "4.600" → 4.6 or 4600; "01" → 1. */
function numberReadings(written: string): string[] {
  const parts = written.split(/[.,]/);
  const whole = (text: string) => String(Number(text));
  if (parts.length === 1) return [whole(written)];
  if (parts.length === 2) {
    const [head = '', tail = ''] = parts;
    const decimal = String(Number(`${head}.${tail}`));
    return tail.length === 3 ? [decimal, whole(head + tail)] : [decimal];
  }
  // "1.234.567" (thousands) or a date/version "01.02.2023": the parts and the joined number.
  return [...new Set([whole(parts.join('')), ...parts.map(whole)])];
}

/** Folds the text and takes out what never names an item: prices and serial numbers. */
function cleanRowText(raw: string): string {
  return (
    foldText(raw.replace(/([\p{L}\p{N}])\+(?=\s|$|[),;/])/gu, '$1 plus '))
      // Prices: "350 €", "EUR 1.200,00", "1200 euro"
      .replace(/\d[\d.,]*\s*(?:€|eur|euro)(?![a-z])/g, ' ')
      .replace(/(?:€|eur)\s*\d[\d.,]*/g, ' ')
      // Clock speeds ("2.0GHz", "3200 MHz" of a CPU) are no part of any model name here.
      .replace(/\d[\d.,]*\s*[gm]hz\b/g, ' ')
      // Serial numbers: "S/N: ABC123", "Seriennummer 4711-23"
      .replace(/\b(?:s\/n|sn|serial(?:\s*(?:no|number|nr))?|serien(?:nummer|nr))\b\s*[:#.]?\s*[a-z0-9-]+/g, ' ')
  );
}

/** Words and numbers of a text (row or catalogue name). */
export function readText(raw: string): RowText {
  const text = cleanRowText(raw);
  const numbers: string[][] = [];
  for (const found of text.matchAll(/\d+(?:[.,]\d+)*/g)) numbers.push(numberReadings(found[0]));
  const words: TextWord[] = [];
  let previousWasNumber = false;
  for (const raw of textWords(text)) {
    const runs = letterDigitRuns(raw);
    const hasDigits = runs.some((run) => /^\d/.test(run));
    runs.forEach((run, index) => {
      if (/^\d/.test(run)) return;
      const attached = hasDigits && index > 0 && /^\d/.test(runs[index - 1] ?? '');
      // A short word right after a number word is its suffix too: "RTX 3070 Ti", "7900 XT".
      const following = index === 0 && previousWasNumber && run.length <= 3;
      words.push({ word: canonicalWord(run), attachedToNumber: attached || following });
    });
    previousWasNumber = /\d$/.test(raw);
  }
  return { words, numbers };
}
