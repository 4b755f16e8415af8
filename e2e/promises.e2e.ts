import { expect, test, type APIRequestContext } from '@playwright/test';
import { claims } from '../src/content/claims';
import { certificationNames, company, type CertificationId } from '../src/content/company';
import { routes } from '../src/content/routes';
import { locales, type Locale } from '../src/i18n/locales';
import { formatNumber } from '../src/lib/format';
import { localizedPath } from '../src/lib/site-url';
import { expected, findings, sentences } from './support/promise-findings';

// Reads every rendered page as one text and fails if two pages state different values for the
// same commercial promise, or state one without its condition: the founding year, the share of
// the new price (by goods), the price-estimate and valuation times, the payment term and when
// pickup is free (from which quantity of which goods, and where). The values must be the ones in
// src/content/claims.ts; a free pickup stated without its quantity, or in another area, fails
// (e2e/support/promise-findings.ts).

for (const locale of locales) {
  test(`every page states the same promises with their conditions (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const values = new Map<string, Map<string, string[]>>(); // promise → value → pages
    const problems: string[] = [];
    for (const route of routes) {
      const path = localizedPath(route.path, locale);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      for (const finding of findings(locale, sentences(await response.text()))) {
        if ('problem' in finding) {
          problems.push(`${path}: ${finding.problem}`);
          continue;
        }
        const byValue = values.get(finding.promise) ?? new Map<string, string[]>();
        byValue.set(finding.value, [...(byValue.get(finding.value) ?? []), path]);
        values.set(finding.promise, byValue);
      }
    }
    const stated = Object.fromEntries([...values].map(([promise, byValue]) => [promise, [...byValue.keys()]]));
    // One value per promise across the site, and it is the one in the claims module.
    for (const [promise, byValue] of values) {
      if (byValue.size > 1)
        problems.push(
          `${promise}: ${[...byValue].map(([value, pages]) => `${value} on ${pages.slice(0, 3).join(', ')}`).join(' vs ')}`,
        );
    }
    expect(problems).toEqual([]);
    expect(stated).toEqual(expected(locale));
  });
}

/** Every page of a language as one text each, read once per test. */
async function pageTexts(request: APIRequestContext, locale: Locale): Promise<[string, string][]> {
  const texts: [string, string][] = [];
  for (const route of routes) {
    const path = localizedPath(route.path, locale);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    texts.push([path, sentences(await response.text()).join('\n')]);
  }
  return texts;
}

// Claims a recycler cannot prove, or that describe manufacturers and US rules (docs/promises.md,
// "Certifications"): never on any page. Naming the FDA approval of a customer's device is fine;
// saying the company or its work is approved or compliant is not.
const forbidden: Record<Locale, [string, RegExp][]> = {
  de: [
    ['100 % zertifiziert', /100\s?%\s*zertifiziert/i],
    ['HIPAA', /HIPAA/i],
    ['ISO 13485', /ISO\s?13485/i],
    ['MDR-konform', /MDR-?konform|konform (?:mit der|zur|nach der) MDR/i],
    [
      'FDA-zugelassen',
      /FDA[- ]?(?:zugelassen|konform|zertifiziert|registriert)|(?:zugelassen|zertifiziert|registriert) (?:von|durch|bei) der FDA/i,
    ],
  ],
  en: [
    ['100 % certified', /100\s?%\s*certified/i],
    ['HIPAA', /HIPAA/i],
    ['ISO 13485', /ISO\s?13485/i],
    ['MDR compliant', /MDR[- ]?compliant|compliant with the MDR/i],
    [
      'FDA approved',
      /FDA[- ]?(?:approved|compliant|certified|registered)|(?:approved|certified|registered) (?:by|with) the FDA|compliant with (?:the )?FDA/i,
    ],
  ],
};

/** A management-system standard may be named only once its certificate is configured. */
const unconfigured = (Object.keys(certificationNames) as CertificationId[])
  .filter((id) => !company.certifications[id])
  .map((id): [string, RegExp] => [
    `${certificationNames[id]} without a certificate`,
    new RegExp(certificationNames[id].replace(' ', '\\s?'), 'i'),
  ]);

for (const locale of locales) {
  test(`no page claims a certification or approval the company does not hold (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const [path, text] of await pageTexts(request, locale))
      for (const [name, pattern] of [...forbidden[locale], ...unconfigured]) {
        const match = pattern.exec(text);
        if (match) problems.push(`${path}: ${name}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`);
      }
    expect(problems).toEqual([]);
  });
}

// The impact figures are the company's own statements: every page that states one shows what it
// counts (claims.basis), in the words of the claims module.
const percent = (value: number, locale: Locale) =>
  new RegExp(`(?<![\\d.,])${value}\\s?(?:%|${locale === 'de' ? 'Prozent' : 'per ?cent'})`, 'i');
const tonnes = (value: number) => new RegExp(`(?<![\\d.,])${value}\\s?t\\b`);

function statedFigures(text: string, locale: Locale): (keyof typeof claims.basis)[] {
  const millions = claims.devicesRecycled / 1_000_000;
  const devices = [
    formatNumber(claims.devicesRecycled, locale),
    `${millions}\u00a0${locale === 'de' ? 'Mio' : 'million'}`,
    `${millions} ${locale === 'de' ? 'Mio' : 'million'}`,
  ];
  const lines = text.split('\n');
  const stated = {
    devicesRecycled: devices.some((value) => text.includes(value)),
    reuseShares: percent(claims.reusedPercent, locale).test(text) || percent(claims.recycledPercent, locale).test(text),
    recoveryRate: percent(claims.recoveryRatePercent, locale).test(text),
    balance2024Co2: lines.some((line) => tonnes(claims.balance2024.co2SavedTonnes).test(line) && /CO₂/.test(line)),
    balance2024Materials: lines.some(
      (line) => tonnes(claims.balance2024.lithiumTonnes).test(line) && /lithium/i.test(line),
    ),
  };
  return (Object.keys(stated) as (keyof typeof stated)[]).filter((figure) => stated[figure]);
}

for (const locale of locales) {
  test(`every page that states an impact figure shows its basis (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const stated = new Set<string>();
    for (const [path, text] of await pageTexts(request, locale)) {
      const flat = text.replace(/\s+/g, ' ');
      for (const figure of statedFigures(text, locale)) {
        stated.add(figure);
        const basis = claims.basis[figure][locale].replace(/\s+/g, ' ');
        if (!flat.includes(basis)) problems.push(`${path}: ${figure} without its basis`);
      }
    }
    expect(problems).toEqual([]);
    // The check reads what it should: the figures do appear on the site.
    expect([...stated].sort()).toEqual(Object.keys(claims.basis).sort());
  });
}
