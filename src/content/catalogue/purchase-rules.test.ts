import { describe, expect, it } from 'vitest';
import { agreesWithRule, indicativeMaximum, maxSharePercent, roundingStep, roundToStep } from './purchase-rules';

describe('purchase rules', () => {
  it('pays up to 25 % on storage and 30 % on solar pages', () => {
    expect(maxSharePercent('storage')).toBe(25);
    expect(maxSharePercent('solar')).toBe(30);
    expect(maxSharePercent('market')).toBeNull();
  });

  it('turns the example 2.999 € into up to 900 €', () => {
    expect(indicativeMaximum(2999, 'solar')).toBe(900);
  });

  it('rounds to the nearest step of the size class', () => {
    expect([
      roundingStep(99),
      roundingStep(100),
      roundingStep(999),
      roundingStep(1000),
      roundingStep(50_000),
      roundingStep(200_000),
    ]).toEqual([1, 10, 10, 50, 100, 1000]);
    expect(roundToStep(899.7)).toBe(900);
    expect(roundToStep(94.6)).toBe(95);
    expect(roundToStep(1_624)).toBe(1_600);
    expect(indicativeMaximum(2160, 'storage')).toBe(540);
    expect(indicativeMaximum(1000, 'market')).toBeNull();
  });

  it('never exceeds the share by more than half a step', () => {
    for (let newPrice = 10; newPrice < 500_000; newPrice = Math.ceil(newPrice * 1.37)) {
      for (const rule of ['storage', 'solar'] as const) {
        const share = newPrice * (rule === 'storage' ? 0.25 : 0.3);
        const max = indicativeMaximum(newPrice, rule)!;
        expect(Math.abs(max - share)).toBeLessThanOrEqual(roundingStep(share) / 2);
      }
    }
  });

  it('checks a listed price against its rule', () => {
    expect(agreesWithRule(900, 2999, 'solar')).toBe(true);
    expect(agreesWithRule(950, 2999, 'solar')).toBe(false);
    expect(agreesWithRule(760, 3028, 'storage')).toBe(true);
    expect(agreesWithRule(400, 599, 'market')).toBe(true);
    expect(agreesWithRule(700, 599, 'market')).toBe(false);
  });
});
