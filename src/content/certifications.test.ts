import { describe, expect, it } from 'vitest';
import { certificationBadges } from './certifications';
import { loadCompanyFacts } from './company';

describe('certification badges', () => {
  it('names no certificate or registration the deployment has not configured', () => {
    expect(certificationBadges('de', {}, {})).toEqual([]);
  });

  it('shows a configured certificate with its body and number, and the WEEE number', () => {
    const facts = loadCompanyFacts({
      COMPANY_CERT_ISO_14001: 'DEKRA Certification, Zertifikat-Nr. 000000',
      COMPANY_WEEE_NUMBER: 'DE 12345678',
    });
    expect(certificationBadges('de', facts.certifications, facts.registrations)).toEqual([
      { label: 'ISO 14001', description: 'Umweltmanagement: DEKRA Certification, Zertifikat-Nr. 000000' },
      { label: 'WEEE-Registrierung', description: 'Bei der stiftung ear registriert unter WEEE-Reg.-Nr. DE 12345678.' },
    ]);
  });
});
