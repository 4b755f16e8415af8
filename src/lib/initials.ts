/** "Erika Mustermann" → "EM"; one word → its first letter; handles letters outside ASCII ("Ayşe Öztürk" → "AÖ"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/u)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => Boolean(word))
    .map((word) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('de-DE'))
    .join('');
}
