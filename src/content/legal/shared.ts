import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import { company, type CompanyRegistrations } from '../company';
import type { LegalBlock, LegalLink, LegalSection } from './types';

/** The date of the current version of the legal texts. */
export const legalTextsUpdated = '2026-11-22' as const;

/** „730 Tage“ / „730 days“ – durations come from src/content/retention.ts, never typed by hand. */
export function days(count: number, locale: Locale): string {
  const value = formatNumber(count, locale);
  if (locale === 'de') return `${value}\u00a0${count === 1 ? 'Tag' : 'Tage'}`;
  return `${value}\u00a0${count === 1 ? 'day' : 'days'}`;
}

export function minutes(count: number, locale: Locale): string {
  const value = formatNumber(count, locale);
  if (locale === 'de') return `${value}\u00a0${count === 1 ? 'Minute' : 'Minuten'}`;
  return `${value}\u00a0${count === 1 ? 'minute' : 'minutes'}`;
}

export function hours(count: number, locale: Locale): string {
  const value = formatNumber(count, locale);
  if (locale === 'de') return `${value}\u00a0${count === 1 ? 'Stunde' : 'Stunden'}`;
  return `${value}\u00a0${count === 1 ? 'hour' : 'hours'}`;
}

export function emailLink(): LegalLink {
  return { text: company.email, href: `mailto:${company.email}` };
}

export function phoneLink(): LegalLink {
  return { text: company.phoneDisplay, href: company.phoneHref as `tel:${string}` };
}

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

/** Name, address, representation and contact of the company as term–value pairs. */
export function companyContactFacts(locale: Locale): LegalBlock {
  const de = locale === 'de';
  return {
    kind: 'facts',
    items: [
      { term: de ? 'Anschrift' : 'Address', value: companyAddressLines(locale).join(', ') },
      { term: de ? 'Geschäftsführung' : 'Managing director', value: company.managingDirector },
      { term: de ? 'Telefon' : 'Phone', value: [phoneLink()] },
      { term: de ? 'E-Mail' : 'Email', value: [emailLink()] },
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
      heading: locale === 'de' ? 'Erlaubnisse und Registrierungen' : 'Permits and registrations',
      blocks: [{ kind: 'facts', items }],
    },
  ];
}
