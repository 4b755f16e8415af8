import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { claims } from '../claims';
import {
  defaultTaxTreatment,
  documentTotals,
  paymentDueDay,
  priceBasisOf,
  taxTreatments,
  taxWording,
  vatLineLabel,
} from './tax';

describe('the tax rule of a purchase', () => {
  it('treats a private seller without VAT, a German business with 19 %, an EU business tax-free', () => {
    expect(defaultTaxTreatment({ company: null, vatId: null })).toBe('private');
    expect(defaultTaxTreatment({ company: '  ', vatId: null })).toBe('private');
    expect(defaultTaxTreatment({ company: 'Beispiel GmbH', vatId: null })).toBe('standard');
    expect(defaultTaxTreatment({ company: null, vatId: 'DE123456789' })).toBe('standard');
    expect(defaultTaxTreatment({ company: 'Voorbeeld BV', vatId: 'NL 8000.12345.B01' })).toBe('intra-eu');
    expect(defaultTaxTreatment({ company: 'Beispiel GmbH', vatId: 'de123456789' })).toBe('standard');
  });

  it('quotes net prices to businesses and final amounts to private sellers and small businesses', () => {
    expect(priceBasisOf('standard')).toBe('net');
    expect(priceBasisOf('intra-eu')).toBe('net');
    expect(priceBasisOf('private')).toBe('gross');
    expect(priceBasisOf('small-business')).toBe('gross');
  });

  it('adds 19 % VAT on the net sum, rounded half up to the cent, for German businesses only', () => {
    expect(documentTotals([3750, 6000], 'standard')).toEqual({
      netCents: 9750,
      vatPercent: 19,
      vatCents: 1853,
      grossCents: 11603,
    });
    // 0.5 cent rounds up: 50 × 19 % = 9.5 → 10.
    expect(documentTotals([50], 'standard').vatCents).toBe(10);
    expect(documentTotals([49], 'standard').vatCents).toBe(9);
    for (const treatment of ['private', 'small-business', 'intra-eu'] as const) {
      expect(documentTotals([3750, 6000], treatment)).toEqual({
        netCents: 9750,
        vatPercent: 0,
        vatCents: 0,
        grossCents: 9750,
      });
    }
    expect(documentTotals([], 'standard')).toEqual({ netCents: 0, vatPercent: 19, vatCents: 0, grossCents: 0 });
  });

  it('makes the credit note due after the payment days of the terms, across month and year ends', () => {
    expect(claims.paymentDays).toBe(14);
    expect(paymentDueDay('2026-11-28')).toBe('2026-12-12');
    expect(paymentDueDay('2026-12-25')).toBe('2027-01-08');
  });

  it('words every treatment and both price bases in both languages', () => {
    for (const locale of locales) {
      for (const treatment of taxTreatments) {
        expect(taxWording[locale].note[treatment].length).toBeGreaterThan(30);
        expect(taxWording[locale].label[treatment].length).toBeGreaterThan(5);
      }
      expect(taxWording[locale].offerBasis.net).toMatch(/19/);
      expect(taxWording[locale].offerBasis.gross.length).toBeGreaterThan(20);
    }
    expect(taxWording.de.note.standard).toContain('Gutschrift');
    expect(taxWording.de.note.private).toContain('keine Umsatzsteuer');
    expect(vatLineLabel('standard', 'de')).toBe('zzgl. Umsatzsteuer 19\u00a0%');
    expect(vatLineLabel('standard', 'en')).toBe('plus VAT 19%');
  });
});
