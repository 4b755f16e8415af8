import type { Locale, Localized } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { company, type CompanyRegistrations } from '../company';
import type { LegalBlock, LegalLink, LegalSection } from './types';

/** The date of the current version of the legal texts. */
export const legalTextsUpdated = '2026-11-22' as const;

/**
 * „730 Tage“ / „730 days“ – durations come from src/content/retention.ts, never typed by hand; the
 * words and their plural forms from the message files (Legal.durations).
 */
export function days(count: number, locale: Locale): string {
  return translator(locale, 'Legal.durations')('days', { count });
}

export function minutes(count: number, locale: Locale): string {
  return translator(locale, 'Legal.durations')('minutes', { count });
}

export function hours(count: number, locale: Locale): string {
  return translator(locale, 'Legal.durations')('hours', { count });
}

export function years(count: number, locale: Locale): string {
  return translator(locale, 'Legal.durations')('years', { count });
}

export function emailLink(): LegalLink {
  return { text: company.email, href: `mailto:${company.email}` };
}

export function phoneLink(): LegalLink {
  return { text: company.phoneDisplay, href: company.phoneHref as `tel:${string}` };
}

const registrationsHeading: Localized = { de: 'Erlaubnisse und Registrierungen', en: 'Permits and registrations' };

const countryName: Record<Locale, Record<string, string>> = {
  de: { DE: 'Deutschland' },
  en: { DE: 'Germany' },
};

const cityNames: Record<Locale, Record<string, string>> = { de: {}, en: { Köln: 'Cologne' } };

/** The company's city as readers of the locale know it („Köln“ / "Cologne"). */
export function cityName(locale: Locale): string {
  return cityNames[locale][company.city] ?? company.city;
}

/** The company's postal address as lines, from the company-facts module. */
export function companyAddressLines(locale: Locale): string[] {
  return [
    company.legalName,
    // The house number stays with the street name.
    company.street.replace(/ (?=\S+$)/, '\u00a0'),
    `${company.postalCode} ${company.city}`,
    countryName[locale][company.country] ?? company.country,
  ];
}

const contactTerms: Localized<{ address: string; managingDirector: string; phone: string; email: string }> = {
  de: { address: 'Anschrift', managingDirector: 'Geschäftsführung', phone: 'Telefon', email: 'E-Mail' },
  en: { address: 'Address', managingDirector: 'Managing director', phone: 'Phone', email: 'Email' },
};

/** Name, address, representation and contact of the company as term–value pairs. */
export function companyContactFacts(locale: Locale): LegalBlock {
  const terms = contactTerms[locale];
  return {
    kind: 'facts',
    items: [
      { term: terms.address, value: companyAddressLines(locale).join(', ') },
      { term: terms.managingDirector, value: company.managingDirector },
      { term: terms.phone, value: [phoneLink()] },
      { term: terms.email, value: [emailLink()] },
    ],
  };
}

const registrationTerms: Record<keyof CompanyRegistrations, Record<Locale, string>> = {
  wasteBrokerAuthority: { de: 'Aufsichtsbehörde (§ 54 KrWG)', en: 'Supervisory authority (§ 54 KrWG)' },
  weeeNumber: { de: 'WEEE-Reg.-Nr. (ElektroG)', en: 'WEEE reg. no. (ElektroG)' },
  batteryNumber: { de: 'Reg.-Nr. Batterien (BattDG)', en: 'Battery reg. no. (BattDG)' },
};

/**
 * The Impressum section for the permits and registrations a deployment has configured; none when
 * none is set (the repository's fictitious company holds no permits, and invented numbers in a
 * legal notice would mislead).
 */
export function registrationSections(
  locale: Locale,
  registrations: CompanyRegistrations = company.registrations,
): LegalSection[] {
  const items = (Object.keys(registrationTerms) as (keyof CompanyRegistrations)[]).flatMap((key) => {
    const value = registrations[key];
    return value ? [{ term: registrationTerms[key][locale], value }] : [];
  });
  if (items.length === 0) return [];
  return [
    {
      id: 'erlaubnisse-registrierungen',
      heading: registrationsHeading[locale],
      blocks: [{ kind: 'facts', items }],
    },
  ];
}
