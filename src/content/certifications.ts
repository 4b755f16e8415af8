import type { Locale, Localized } from '@/i18n/locales';
import {
  certificationNames,
  company,
  type CertificationId,
  type CompanyCertifications,
  type CompanyRegistrations,
} from './company';
import type { Badge } from './types';

const scope: Record<CertificationId, Record<Locale, string>> = {
  iso9001: { de: 'Qualitätsmanagement', en: 'Quality management' },
  iso14001: { de: 'Umweltmanagement', en: 'Environmental management' },
};

/**
 * Badges for the management-system certificates and the WEEE registration a deployment has
 * configured, each with the body and number that prove it; an empty list while none is set. Pages append them to their
 * standards, so no page names a certificate the company has not shown it holds.
 */
const weeeBadge: Localized<{ label: string; description: (number: string) => string }> = {
  de: {
    label: 'WEEE-Registrierung',
    description: (number) => `Bei der stiftung ear registriert unter WEEE-Reg.-Nr. ${number}.`,
  },
  en: {
    label: 'WEEE registration',
    description: (number) => `Registered with stiftung ear under WEEE reg. no. ${number}.`,
  },
};

export function certificationBadges(
  locale: Locale,
  certifications: CompanyCertifications = company.certifications,
  registrations: CompanyRegistrations = company.registrations,
): Badge[] {
  const certificates = (Object.keys(certificationNames) as CertificationId[]).flatMap((id) => {
    const proof = certifications[id];
    return proof ? [{ label: certificationNames[id], description: `${scope[id][locale]}: ${proof}` }] : [];
  });
  const weee = registrations.weeeNumber
    ? [{ label: weeeBadge[locale].label, description: weeeBadge[locale].description(registrations.weeeNumber) }]
    : [];
  return [...certificates, ...weee];
}
