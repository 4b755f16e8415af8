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
