import { describe, expect, it } from 'vitest';
import { rawMessages } from './messages';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** ICU arguments (`{name}`, `{count, plural, …}`), not the text of plural branches (`{Keine Anfrage}`). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]!).sort();
}

function lookup(tree: Tree, key: string): string {
  return key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
}

describe('message files', () => {
  const de = keys(rawMessages.de);
  const en = keys(rawMessages.en);

  it('has every German key in English', () => {
    expect(de.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('has every English key in German', () => {
    expect(en.filter((key) => !de.includes(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = de.filter(
      (key) => placeholders(lookup(rawMessages.de, key)).join() !== placeholders(lookup(rawMessages.en, key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no empty strings', () => {
    expect([
      ...de.filter((key) => !lookup(rawMessages.de, key).trim()),
      ...en.filter((key) => !lookup(rawMessages.en, key).trim()),
    ]).toEqual([]);
  });
});
