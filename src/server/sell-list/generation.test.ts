import { describe, expect, it } from 'vitest';
import { productListings } from '@/content/catalogue/listings';
import { generationsOf, sameGeneration } from './generation';
import { createSellListMatcher } from './matcher';

describe('generations', () => {
  it.each([
    ['HPE DL380 Gen10', 'gen', '10'],
    ['ProLiant DL380 G10', 'gen', '10'],
    ['DL380 Gen 10 Plus', 'gen', '10'],
    ['DL380 10th Gen', 'gen', '10'],
    ['Megapack (1. Generation)', 'gen', '1'],
    ['Symo GEN24 10.0 Plus', 'gen', '24'],
    ['Xeon E5-2690 v4', 'v', '4'],
    ['Mk II', 'mk', '2'],
  ])('%s names %s %s', (text, kind, number) => {
    expect(generationsOf(text).get(kind)).toBe(number);
  });

  it('reads no generation out of model numbers, capacities or part numbers', () => {
    for (const text of ['PowerEdge R740', 'RTX 3070 8G', 'MTA36ASF8G72PZ-2G9 64GB', 'RTX 6000 Ada Generation'])
      expect(generationsOf(text).size, text).toBe(0);
  });

  it('compares kind and number', () => {
    expect(sameGeneration(generationsOf('DL380 G10'), generationsOf('DL360 Gen10 Plus'))).toBe(true);
    expect(sameGeneration(generationsOf('DL380 G10'), generationsOf('DL380 Gen11'))).toBe(false);
    expect(sameGeneration(generationsOf('DL380'), generationsOf('DL380 Gen11'))).toBe(false);
  });

  it('ranks the candidates of the row’s own generation first', () => {
    const matcher = createSellListMatcher(productListings());
    const names = (row: string) => matcher.matchRow(row).candidates.map((candidate) => candidate.name);
    expect(names('HPE DL380 Gen10')).toEqual([
      'HPE ProLiant DL360 Gen10 Plus',
      'HPE ProLiant DL385 Gen10 Plus v2',
      'HPE ProLiant DL380 Gen11',
    ]);
    expect(names('ProLiant DL360 Gen11')[0]).toBe('HPE ProLiant DL380 Gen11');
  });
});
