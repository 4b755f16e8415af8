import { describe, expect, it } from 'vitest';
import { formatCents, formatEuro, formatFileSize, formatNumber, formatPercent, formatUpTo } from './format';

// Intl uses non-breaking spaces; normalise them to compare with readable literals.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats indicative prices per locale', () => {
    expect(plain(formatUpTo(1800, 'de'))).toBe('Bis zu 1.800 €');
    expect(plain(formatUpTo(1800, 'en'))).toBe('Up to €1,800');
    expect(plain(formatEuro(1_200_000, 'de'))).toBe('1.200.000 €');
    expect(plain(formatEuro(2.5, 'de', { cents: true }))).toBe('2,50 €');
    expect(plain(formatCents(123_450, 'de'))).toBe('1.234,50 €');
    expect(plain(formatCents(123_450, 'en'))).toBe('€1,234.50');
  });

  it('formats numbers and percentages per locale', () => {
    expect(formatNumber(10_000_000, 'de')).toBe('10.000.000');
    expect(formatNumber(10_000_000, 'en')).toBe('10,000,000');
    expect(plain(formatPercent(95, 'de'))).toBe('95 %');
    expect(formatPercent(95, 'en')).toBe('95%');
  });

  it('writes a file size in kB below a megabyte, never "0,0 MB"', () => {
    expect(formatFileSize(40_123, 'de')).toBe('40 kB');
    expect(formatFileSize(400_000, 'de')).toBe('400 kB');
    expect(formatFileSize(120, 'de')).toBe('1 kB');
    expect(formatFileSize(1_400_000, 'de')).toBe('1,4 MB');
    expect(formatFileSize(1_400_000, 'en')).toBe('1.4 MB');
  });
});
