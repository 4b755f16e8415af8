import { describe, expect, it } from 'vitest';
import { loadCompanyFacts, yearsOfExperience } from './company';

describe('company facts', () => {
  it('ships clearly fictitious defaults', () => {
    const facts = loadCompanyFacts({});
    expect(facts.email.endsWith('@example.com')).toBe(true);
    expect(facts.phone).toBe('+49 221 0000000');
    expect(facts.phoneHref).toBe('tel:+492210000000');
    expect(facts.phoneDisplay).toBe('+49\u00a0221\u00a00000000');
    expect(facts.city).toBe('Köln');
    expect(facts.foundingYear).toBe(2016);
    expect(facts.socialLinks).toHaveLength(7);
  });

  it('takes overrides from the environment', () => {
    const facts = loadCompanyFacts({
      COMPANY_EMAIL: 'ankauf@firma.de',
      COMPANY_NAME: 'Muster',
      COMPANY_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/muster',
    });
    expect(facts.email).toBe('ankauf@firma.de');
    expect(facts.legalName).toBe('Muster GmbH');
    expect(facts.socialLinks[0]?.url).toBe('https://www.linkedin.com/company/muster');
  });

  it('rejects a malformed override with the variable name', () => {
    expect(() => loadCompanyFacts({ COMPANY_EMAIL: 'not-an-address' })).toThrow(/COMPANY_EMAIL/);
    expect(() => loadCompanyFacts({ COMPANY_POSTAL_CODE: '5066' })).toThrow(/COMPANY_POSTAL_CODE/);
  });

  it('has no permits or registrations unless a deployment sets them', () => {
    expect(loadCompanyFacts({}).registrations).toEqual({});
    const facts = loadCompanyFacts({
      COMPANY_WEEE_NUMBER: 'DE 12345678',
      COMPANY_WASTE_BROKER_AUTHORITY: 'Bezirksregierung Köln',
    });
    expect(facts.registrations).toEqual({ weeeNumber: 'DE 12345678', wasteBrokerAuthority: 'Bezirksregierung Köln' });
  });

  it('rejects a malformed registration number with the variable name', () => {
    expect(() => loadCompanyFacts({ COMPANY_WEEE_NUMBER: '12345678' })).toThrow(/COMPANY_WEEE_NUMBER/);
    expect(() => loadCompanyFacts({ COMPANY_WASTE_BROKER_AUTHORITY: 'Amt' })).toThrow(/COMPANY_WASTE_BROKER_AUTHORITY/);
  });

  it('names no certificate unless a deployment sets its body and number', () => {
    expect(loadCompanyFacts({}).certifications).toEqual({});
    const facts = loadCompanyFacts({ COMPANY_CERT_ISO_14001: 'TÜV Rheinland, Zertifikat-Nr. 01 104 0000000' });
    expect(facts.certifications).toEqual({ iso14001: 'TÜV Rheinland, Zertifikat-Nr. 01 104 0000000' });
    expect(() => loadCompanyFacts({ COMPANY_CERT_ISO_9001: 'TÜV' })).toThrow(/COMPANY_CERT_ISO_9001/);
  });

  it('computes years of experience from the founding year', () => {
    expect(yearsOfExperience(new Date('2026-11-22'), 2016)).toBe(10);
  });
});
