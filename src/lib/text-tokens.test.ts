import { describe, expect, it } from 'vitest';
import { foldText, letterDigitRuns, textWords, tokenize } from './text-tokens';

describe('foldText', () => {
  it('folds case, every accent and ß', () => {
    expect(foldText('Größe Übersicht')).toBe('grosse ubersicht');
    expect(foldText('Café Ayşe Škoda')).toBe('cafe ayse skoda');
    expect(foldText('ＲＴＸ４０９０')).toBe('rtx4090');
  });
});

describe('textWords', () => {
  it('keeps runs of letters and digits, in order', () => {
    expect(textWords(foldText('RTX-4090 ti, LUNA2000-5-S0!'))).toEqual(['rtx', '4090', 'ti', 'luna2000', '5', 's0']);
    expect(textWords('')).toEqual([]);
  });
});

describe('letterDigitRuns', () => {
  it('splits a word where letters meet digits', () => {
    expect(letterDigitRuns('luna2000')).toEqual(['luna', '2000']);
    expect(letterDigitRuns('7995wx')).toEqual(['7995', 'wx']);
    expect(letterDigitRuns('grafik')).toEqual(['grafik']);
  });
});

describe('tokenize', () => {
  it('splits model numbers where letters meet digits', () => {
    expect(tokenize('rtx4090')).toEqual(['rtx', '4090']);
    expect(tokenize('LUNA2000-5-S0')).toEqual(['luna', '2000', '5', 's', '0']);
    expect(tokenize('Größe Übersicht')).toEqual(['grosse', 'ubersicht']);
  });
});
