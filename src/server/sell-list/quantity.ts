/**
 * The quantity of an asset-list row: "2x RTX 3070", "RTX 3070 x2", "2 Stück …", "… (3 pcs)",
 * "qty 2 …", "Menge: 4 …". Only an explicit marker makes a number a quantity: a bare leading
 * number ("990 PRO 4TB", "4090 24GB") is a model number, never a count.
 */
const MAX_QUANTITY = 100_000;

type QuantityParse = { quantity: number; text: string };

// Count words: "2 Stück", "3 pcs". A bare "x" is handled apart: "9950X", "MI300X" and "Tripower X 25"
// are model names, so only a short count written onto the x ("2x", "x2", "2 x …" at the start) counts.
const word = String.raw`(?:stk\.?|stück|stueck|st\.|pcs\.?|pc\.?|pieces?|units?|einheiten|mal)`;
const label = String.raw`(?:qty|quantity|menge|anzahl|stückzahl|stueckzahl|count|anz\.?)`;
const sep = String.raw`[\s,;(\-–]`;

const patterns: RegExp[] = [
  // "qty 2 RTX 3070", "Menge: 4 – LUNA2000", "Anzahl 10 x …"
  new RegExp(String.raw`^\s*${label}\s*[:=.]?\s*(\d{1,6})\s*(?:${word}|[x×])?\s*[-–:;,]?\s+`, 'iu'),
  // "2 Stück …", "2 pcs …", "2 Stk. …"
  new RegExp(String.raw`^\s*(\d{1,6})\s*${word}\s*[-–:;,]?\s*(?=\S)`, 'iu'),
  // "2x RTX 3070", "2 x …", "2× …", "2* …" (x followed by a space, so "7950X3D" stays a model)
  new RegExp(String.raw`^\s*(\d{1,3})\s*[x×*](?=\s)\s*[-–:;,]?\s*`, 'iu'),
  // "x2 RTX 3070"
  new RegExp(String.raw`^\s*[x×]\s?(\d{1,3})\s+`, 'iu'),
  // "… qty 2", "… Menge: 4", "…, Anzahl 3"
  new RegExp(String.raw`${sep}+${label}\s*[:=.]?\s*(\d{1,6})\s*(?:${word})?\s*\)?\s*$`, 'iu'),
  // "… x2", "… ×3", "… (x2)"
  new RegExp(String.raw`${sep}+[x×](\d{1,3})\s*\)?\s*$`, 'iu'),
  // "… 2 Stück", "… - 3 pcs", "… (2 Stk.)"
  new RegExp(String.raw`${sep}+(\d{1,6})\s*${word}\s*\)?\s*$`, 'iu'),
  // "… 2x", "… (2x)": a count of at most three digits after a separator ("Ryzen 9 9950X" is a model)
  new RegExp(String.raw`${sep}+\(?(\d{1,3})\s?[x×]\s*\)?\s*$`, 'iu'),
];

/** Splits the quantity off a row's text; no marker means 1. */
export function parseQuantity(raw: string): QuantityParse {
  const text = raw.trim();
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const quantity = Number(found[1]);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) continue;
    const rest = (text.slice(0, found.index) + ' ' + text.slice(found.index + found[0].length)).trim();
    // A row that is nothing but a count ("2x") keeps its text: there is no item to name.
    if (!/[\p{L}\p{N}]/u.test(rest)) continue;
    return { quantity, text: rest };
  }
  return { quantity: 1, text };
}

/** A quantity cell of a spreadsheet ("3", "3,0", "3 Stk"): a positive whole number, else null. */
export function quantityFromCell(cell: string): number | null {
  const found = /^\s*(\d{1,6})(?:[.,]0+)?\s*(?:stk\.?|stück|stueck|st\.?|pcs\.?|pc|x)?\s*$/iu.exec(cell);
  if (!found) return null;
  const quantity = Number(found[1]);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}
