import { describe, expect, it } from 'vitest';
import { productListings } from '@/content/catalogue/listings';
import { editDistance } from './edit-distance';
import { createSellListMatcher } from './matcher';
import { parseQuantity, quantityFromCell } from './quantity';
import { readText } from './row-text';
import { rowsFromTable } from './spreadsheet';

const matcher = createSellListMatcher(productListings());
const match = (row: string) => matcher.matchRow(row);

describe('quantities', () => {
  it.each([
    ['2x RTX 3070', 2, 'RTX 3070'],
    ['3 x RTX 3070 8GB', 3, 'RTX 3070 8GB'],
    ['2 Stück Dell R750', 2, 'Dell R750'],
    ['10 Stk. LUNA2000-5-S0', 10, 'LUNA2000-5-S0'],
    ['qty 2 Samsung 990 PRO 4TB', 2, 'Samsung 990 PRO 4TB'],
    ['Menge: 4 – Sunny Boy 5.0', 4, 'Sunny Boy 5.0'],
    ['RTX 3070 x2', 2, 'RTX 3070'],
    ['RTX 3070 - 2 pcs', 2, 'RTX 3070'],
    ['RTX 3070 (5 Stück)', 5, 'RTX 3070'],
    ['RTX 3070, Anzahl 3', 3, 'RTX 3070'],
    ['RTX 3070 2x', 2, 'RTX 3070'],
    ['2x Dell PowerEdge R740', 2, 'Dell PowerEdge R740'],
  ])('%s → %i × %s', (row, quantity, text) => {
    expect(parseQuantity(row)).toEqual({ quantity, text });
  });

  it.each([
    '990 PRO 4TB',
    '4090 24GB',
    'Ryzen 9 9950X',
    '7950X3D',
    'Sunny Tripower X 25',
    'Threadripper 7980X',
    'Megapack 2XL',
  ])('a model number is never a count: %s', (row) => {
    expect(parseQuantity(row)).toEqual({ quantity: 1, text: row });
  });

  it('reads count cells of a file', () => {
    expect(quantityFromCell('3')).toBe(3);
    expect(quantityFromCell('3,0')).toBe(3);
    expect(quantityFromCell('12 Stk')).toBe(12);
    expect(quantityFromCell('RTX')).toBeNull();
    expect(quantityFromCell('0')).toBeNull();
  });
});

describe('numbers and words of a row', () => {
  it('reads decimals either way and German thousands both ways', () => {
    expect(readText('10,2').numbers).toEqual([['10.2']]);
    expect(readText('4.0').numbers).toEqual([['4']]);
    expect(readText('4.600').numbers).toEqual([['4.6', '4600']]);
  });

  it('folds "+" into plus, drops prices, serials and clock speeds', () => {
    expect(readText('Powerwall+').words.map((word) => word.word)).toEqual(['powerwall', 'plus']);
    expect(readText('RTX 3070 350 € S/N: 1234XYZ').numbers).toEqual([['3070']]);
    expect(readText('Xeon Gold 6338 2.0GHz').numbers).toEqual([['6338']]);
  });

  it('meets German and English words', () => {
    expect(readText('Batteriemodul Speicher Wechselrichter').words.map((word) => word.word)).toEqual([
      'batterymodule',
      'storage',
      'inverter',
    ]);
  });

  it('counts a swapped pair of letters as one typo', () => {
    expect(editDistance('fronuis', 'fronius', 2)).toBe(1);
    expect(editDistance('powerwal', 'powerwall', 2)).toBe(1);
  });
});

describe('number agreement', () => {
  it('matches when every number of the row belongs to the item', () => {
    expect(match('AMD EPYC 7543 32C')).toMatchObject({ status: 'matched', itemId: 'KW-AMD-0403' });
    expect(match('RTX 3070 8GB')).toMatchObject({ status: 'matched', itemId: 'KW-GPU-0204' });
    expect(match('BYD HVS 10,2 kWh')).toMatchObject({ status: 'matched', itemId: 'KW-BYD-0203' });
  });

  it('a number the item does not have sends the row to review', () => {
    expect(match('RTX 3080 12GB')).toMatchObject({ status: 'review', candidates: [{ itemId: 'KW-GPU-0203' }] });
    expect(match('Samsung 990 PRO 2TB')).toMatchObject({ status: 'review', candidates: [{ itemId: 'KW-MEM-0402' }] });
    expect(match('AMD EPYC 7543 24C').status).toBe('review');
  });

  it('a variant word or suffix the item lacks is never matched to it', () => {
    for (const row of ['RTX 3070 Ti', 'i9-14900KF', 'Xeon Gold 6338N', 'Sunny Boy Storage 5.0', 'RTX 4070', 'MI300A'])
      expect(match(row).status, row).not.toBe('matched');
    expect(match('Powerwall 3 Expansion')).toMatchObject({ status: 'matched', itemId: 'KW-TES-0401' });
    expect(match('Powerwall 3')).toMatchObject({ status: 'matched', itemId: 'KW-TES-0101' });
  });

  it('tolerates vendor prefixes, spacing and typos in words, not in numbers', () => {
    expect(match('NVIDIA GeForce rtx3070')).toMatchObject({ status: 'matched', itemId: 'KW-GPU-0204' });
    expect(match('Huawei SUN 2000 5KTL L1 Wechselrichter')).toMatchObject({ itemId: 'KW-HUA-0204' });
    expect(match('Fronuis Symo 15.0-3-M')).toMatchObject({ status: 'matched', itemId: 'KW-FRO-0203' });
    expect(match('Fronius Symo 15.1-3-M').status).not.toBe('matched');
  });
});

describe('candidates', () => {
  it('offers the items a vague row could mean, at most three', () => {
    const row = match('NVIDIA A100');
    expect(row.status).toBe('review');
    expect(row.candidates.map((candidate) => candidate.itemId)).toEqual(
      expect.arrayContaining(['KW-GPU-0403', 'KW-GPU-0404']),
    );
    expect(match('Tesla Powerwall').candidates.length).toBeLessThanOrEqual(3);
  });

  it('keeps rows that name nothing of ours as unknown, without candidates', () => {
    expect(match('Apple iPhone 12 Pro 128GB')).toMatchObject({ status: 'unknown', candidates: [] });
    expect(match('asdfgh')).toMatchObject({ status: 'unknown', candidates: [] });
  });

  it('our own article number names the item', () => {
    expect(match('KW-SMA-0101')).toMatchObject({ status: 'matched', itemId: 'KW-SMA-0101', name: 'SMA Sunny Boy 5.0' });
  });
});

describe('tables', () => {
  it('takes the columns a header names', () => {
    const rows = rowsFromTable([
      ['Pos', 'Hersteller', 'Bezeichnung', 'Menge', 'Seriennummer'],
      ['1', 'NVIDIA', 'RTX 3070', '3', 'A1'],
      ['2', 'Huawei', 'SUN2000-5KTL-L1', '2', 'B2'],
    ]);
    expect(rows).toEqual([
      { text: 'NVIDIA RTX 3070', quantity: 3 },
      { text: 'Huawei SUN2000-5KTL-L1', quantity: 2 },
    ]);
  });

  it('without a header takes the widest text column and a count column', () => {
    expect(
      rowsFromTable([
        ['4', 'AMD EPYC 7543 32C', 'ok'],
        ['1', 'Samsung 990 PRO 4TB', 'ok'],
      ]),
    ).toEqual([
      { text: 'AMD EPYC 7543 32C', quantity: 4 },
      { text: 'Samsung 990 PRO 4TB', quantity: 1 },
    ]);
  });

  it('reads formula cells as plain text, never as formulas', () => {
    const plainCell = (cell: string) => rowsFromTable([['Artikel'], [cell]])[0]?.text;
    expect(plainCell('=HYPERLINK("http://x","RTX 3070")')).toBe('HYPERLINK("http://x","RTX 3070")');
    expect(plainCell('="RTX 3070"')).toBe('RTX 3070');
    expect(plainCell('@SUM(A1:A2)')).toBe('SUM(A1:A2)');
    expect(plainCell("+cmd|' /C calc'!A0")).toBe("cmd|' /C calc'!A0");
    expect(plainCell('-2+3')).toBe('-2+3');
    expect(plainCell('RTX 3070')).toBe('RTX 3070');
  });
});

describe('rows that rule a variant out', () => {
  const matcher = createSellListMatcher(productListings());
  it.each([
    ['RTX 4080 (non SUPER)', 'KW-GPU-0102'],
    ['Core i9-14900K, kein KS', 'KW-INT-0101'],
    ['RTX 3080 nicht Ti', 'KW-GPU-0201'],
    ['Symo GEN24 10.0 (not the Plus)', null],
  ])('%s is never the excluded variant', (input, excluded) => {
    const result = matcher.matchRow(input);
    if (excluded) {
      expect(result.itemId).not.toBe(excluded);
      expect(result.candidates.map((candidate) => candidate.itemId)).not.toContain(excluded);
    }
    for (const candidate of [result.itemId, ...result.candidates.map((entry) => entry.itemId)]) {
      expect(candidate ? /Plus|SUPER|KS$| Ti$/.test(matcher.matchRow(candidate).name ?? '') : false).toBe(false);
    }
  });
});
