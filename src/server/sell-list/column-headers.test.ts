import { describe, expect, it } from 'vitest';
import { conditionGrades } from '@/content/sell-list';
import { columnHeaders, columnRole } from './column-headers';
import { gradeFromCell } from './condition-cell';
import { rowsFromTable } from './spreadsheet';

describe('column headers', () => {
  it('knows every header of its table, whatever the case, accents and punctuation', () => {
    for (const [role, words] of Object.entries(columnHeaders))
      for (const word of words) expect(columnRole(` ${word.toUpperCase()}: `), word).toBe(role);
    expect(columnRole('Stückzahl')).toBe('quantity');
    expect(columnRole('Stk.')).toBe('quantity');
    expect(columnRole('Part No.')).toBe('part');
    expect(columnRole('Zustand*')).toBe('condition');
    expect(columnRole('Bemerkungen')).toBe('remark');
    expect(columnRole('Seriennummer')).toBeNull();
    expect(columnRole('Zustand des Geräts laut Inventur')).toBeNull();
  });
});

describe('condition cells', () => {
  it.each([
    ['defekt', 'defective'],
    ['Defekt / für Teile', 'defective'],
    ['DEFECTIVE', 'defective'],
    ['kaputt', 'defective'],
    ['for parts', 'defective'],
    ['Neu/OVP', 'new'],
    ['sealed', 'new'],
    ['gebraucht', 'used-working'],
    ['Used – fully working', 'used-working'],
    ['refurbished', 'used-working'],
    ['mit Mängeln', 'used-defects'],
    ['Used - with defects', 'used-defects'],
    ['beschädigt', 'used-defects'],
  ])('%s → %s', (cell, grade) => {
    expect(gradeFromCell(cell)).toBe(grade);
  });

  it('names no grade for words it does not know, or for a sentence', () => {
    expect(gradeFromCell('Display gerissen')).toBeNull();
    expect(gradeFromCell('defekt, Lüfter laut')).toBeNull();
    expect(gradeFromCell('')).toBeNull();
  });

  it('knows every grade by both its labels', () => {
    for (const grade of conditionGrades) {
      expect(gradeFromCell(grade.label.de)).toBe(grade.id);
      expect(gradeFromCell(grade.label.en)).toBe(grade.id);
    }
  });
});

describe('tables with condition and remark columns', () => {
  it('reads the grade from the condition column and keeps the remark', () => {
    expect(
      rowsFromTable([
        ['Hersteller', 'Bezeichnung', 'Menge', 'Zustand', 'Bemerkung'],
        ['SMA', 'Sunny Boy 5.0', '1', 'defekt', 'Display dunkel'],
        ['Dell', 'PowerEdge R750', '2', 'gebraucht', ''],
        ['Huawei', 'LUNA2000-5-S0', '1', '', 'mit Wandhalterung'],
      ]),
    ).toEqual([
      { text: 'SMA Sunny Boy 5.0', quantity: 1, grade: 'defective', remark: 'Display dunkel' },
      { text: 'Dell PowerEdge R750', quantity: 2, grade: 'used-working' },
      { text: 'Huawei LUNA2000-5-S0', quantity: 1, remark: 'mit Wandhalterung' },
    ]);
  });

  it('keeps a condition no grade names as the remark, never drops it', () => {
    expect(
      rowsFromTable([
        ['Model', 'Qty', 'Condition', 'Notes'],
        ['RTX 3070', '3', 'fan noisy', 'from mining'],
        ['RTX 4090', '1', 'Zustand B', ''],
      ]),
    ).toEqual([
      { text: 'RTX 3070', quantity: 3, remark: 'Condition: fan noisy; from mining' },
      { text: 'RTX 4090', quantity: 1, remark: 'Condition: Zustand B' },
    ]);
  });

  it('reads English remark headers (Remark, Comment) and never takes them as the item column', () => {
    expect(
      rowsFromTable([
        ['Comment', 'State', 'Remark'],
        ['a very long comment about the whole lot of servers', 'defective', 'PSU missing'],
      ]),
    ).toEqual([]);
    expect(
      rowsFromTable([
        ['Item', 'Comment', 'State'],
        ['Samsung 990 PRO 4TB', 'two with SMART warnings, the others fine', 'used'],
      ]),
    ).toEqual([
      { text: 'Samsung 990 PRO 4TB', grade: 'used-working', remark: 'two with SMART warnings, the others fine' },
    ]);
  });

  it('finds the item column by width when only condition and remark are named', () => {
    expect(
      rowsFromTable([
        ['', 'Zustand', 'Bemerkung'],
        ['Fronius Symo GEN24 10.0 Plus', 'defekt', 'ok'],
      ]),
    ).toEqual([{ text: 'Fronius Symo GEN24 10.0 Plus', grade: 'defective', remark: 'ok' }]);
  });
});
