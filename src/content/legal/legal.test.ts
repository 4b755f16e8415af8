import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { claims } from '../claims';
import { company, loadCompanyFacts } from '../company';
import { routes } from '../routes';
import { legalDocuments } from './index';
import { sectionNumber } from './numbering';
import { registrationSections } from './shared';
import { plainText, typeset } from './typography';

const documents = Object.entries(legalDocuments).flatMap(([path, byLocale]) =>
  locales.map((locale) => ({ path, locale, document: byLocale[locale], text: plainText(byLocale[locale]) })),
);

describe('legal documents', () => {
  it('are the four legal routes of the registry', () => {
    expect(Object.keys(legalDocuments).sort()).toEqual(
      routes
        .filter((route) => route.group === 'legal')
        .map((route) => route.path)
        .sort(),
    );
  });

  for (const { path, locale, document, text } of documents) {
    describe(`${path} (${locale})`, () => {
      it('has unique, URL-safe section anchors, the same in both languages', () => {
        const ids = [
          ...document.sections.map((s) => s.id),
          ...document.sections.flatMap((s) => s.subsections?.map((sub) => sub.id) ?? []),
        ];
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
        const other = legalDocuments[path as keyof typeof legalDocuments][locale === 'de' ? 'en' : 'de'];
        expect(ids.slice(0, document.sections.length)).toEqual(other.sections.map((s) => s.id));
      });

      it('sets § and legal citations with a non-breaking space', () => {
        expect(text).not.toMatch(/§§? (?=\d)/);
        expect(text).not.toMatch(/\b(Art|Abs|Nr)\. (?=\d)/);
      });

      it('has no placeholder text and no link to the closed EU ODR platform', () => {
        expect(text).not.toMatch(/TODO|FIXME|lorem|ipsum|coming soon|demnächst/i);
        expect(text).not.toMatch(/ec\.europa\.eu\/consumers\/odr|OS-Plattform|ODR platform/i);
      });

      it('uses no straight double quotes in visible text', () => {
        expect(text).not.toContain('"');
      });
    });
  }
});

describe('Impressum', () => {
  for (const locale of locales) {
    const text = plainText(legalDocuments['/impressum'][locale]).replaceAll('\u00a0', ' ');
    it(`names every company fact the law asks for (${locale})`, () => {
      for (const value of [
        company.legalName,
        company.street,
        company.postalCode,
        company.city,
        company.phone,
        company.email,
        company.vatId,
        company.registerCourt,
        company.registerNumber,
        company.managingDirector,
        company.contentResponsible,
        company.legalForm,
      ]) {
        expect(text).toContain(value);
      }
    });

    it(`cites § 5 DDG and § 18 (2) MStV and keeps the VSBG statement (${locale})`, () => {
      expect(text).toContain('§ 5 DDG');
      expect(text).toMatch(/§ 18( Abs\. 2|\(2\)) MStV/);
      expect(text).toContain('§ 36 VSBG');
      expect(text).not.toMatch(/\bTMG\b/);
    });
  }
});

describe('Impressum permits and registrations', () => {
  it('are left out while the deployment configures none (no invented numbers)', () => {
    for (const locale of locales) {
      expect(legalDocuments['/impressum'][locale].sections.map((section) => section.id)).not.toContain(
        'erlaubnisse-registrierungen',
      );
    }
  });

  it('name the authority and each configured number under the law it comes from', () => {
    const { registrations } = loadCompanyFacts({
      COMPANY_WASTE_BROKER_AUTHORITY: 'Bezirksregierung Köln, Zeughausstraße 2–10, 50667 Köln',
      COMPANY_WEEE_NUMBER: 'DE 12345678',
    });
    const [de] = registrationSections('de', registrations);
    expect(de?.heading).toBe('Erlaubnisse und Registrierungen');
    expect(de?.blocks).toEqual([
      {
        kind: 'facts',
        items: [
          { term: 'Aufsichtsbehörde (§ 54 KrWG)', value: 'Bezirksregierung Köln, Zeughausstraße 2–10, 50667 Köln' },
          { term: 'WEEE-Reg.-Nr. (ElektroG)', value: 'DE 12345678' },
        ],
      },
    ]);
    const [en] = registrationSections('en', registrations);
    expect(en?.id).toBe(de?.id);
    expect(en?.heading).toBe('Permits and registrations');
  });
});

describe('AGB', () => {
  for (const locale of locales) {
    const document = legalDocuments['/agb'][locale];
    const text = plainText(document);
    it(`has §§ 1–9 (${locale})`, () => {
      expect(document.numbering).toBe('paragraph');
      expect(document.sections).toHaveLength(9);
      expect(document.sections.map((_, index) => sectionNumber(document.numbering, index))).toEqual(
        Array.from({ length: 9 }, (_, index) => `§\u00a0${index + 1}`),
      );
      expect(document.tableOfContents).toBe(true);
    });

    it(`states payment within the claims' days, the valuation window and venue Köln (${locale})`, () => {
      expect(text).toContain(locale === 'de' ? `${claims.paymentDays}\u00a0Tagen` : `${claims.paymentDays}\u00a0days`);
      expect(text).toContain(
        `${claims.valuationHours.min}–${claims.valuationHours.max}\u00a0${locale === 'de' ? 'Stunden' : 'hours'}`,
      );
      expect(text).toContain(
        locale === 'de'
          ? 'Köln ausschließlicher Gerichtsstand'
          : 'jurisdiction for all disputes arising from the contractual relationship is Cologne',
      );
      expect(text).toMatch(locale === 'de' ? /Recht der Bundesrepublik Deutschland/ : /German law applies/);
      expect(text).toContain('ADR');
      expect(text).toContain('DIN 66399');
    });
  }
});

describe('typeset', () => {
  it('binds citations and units with non-breaking spaces', () => {
    expect(typeset('§ 5 DDG, §§ 146 MarkenG, Art. 6 Abs. 1 lit. b DSGVO, § 25 Abs. 2 Nr. 2 TDDDG')).toBe(
      '§\u00a05\u00a0DDG, §§\u00a0146\u00a0MarkenG, Art.\u00a06 Abs.\u00a01 lit.\u00a0b\u00a0DSGVO, §\u00a025 Abs.\u00a02 Nr.\u00a02\u00a0TDDDG',
    );
    expect(typeset('innerhalb von 48 h, z. B. nach 30 Tagen')).toBe(
      'innerhalb von 48\u00a0h, z.\u00a0B. nach 30\u00a0Tagen',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(typeset('Wir holen ab.')).toBe('Wir holen ab.');
  });
});
