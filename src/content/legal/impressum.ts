import type { Localized } from '@/i18n/locales';
import { company } from '../company';
import { cityName, companyAddressLines, emailLink, legalTextsUpdated, phoneLink, registrationSections } from './shared';
import type { LegalDocument } from './types';
import { legalDocument } from './typography';

/**
 * Impressum: provider identification under § 5 DDG and § 18 (2) MStV. Every value comes from the
 * company-facts module, so a deployment fills in real values in one place; permits and
 * registrations (§ 54 KrWG, ElektroG, BattDG) appear once they are configured. No link to the EU
 * ODR platform (closed in July 2025); the VSBG statement stays (§ 36 VSBG).
 */
export const impressum: Localized<LegalDocument> = {
  de: legalDocument({
    title: 'Impressum',
    updated: legalTextsUpdated,
    numbering: 'none',
    tableOfContents: false,
    sections: [
      {
        id: 'anbieter',
        heading: 'Angaben gemäß § 5 DDG',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Anbieter', value: companyAddressLines('de').join(', ') },
              { term: 'Rechtsform', value: `${company.legalForm}, Sitz ${cityName('de')}` },
              { term: 'Vertreten durch', value: `${company.managingDirector} (Geschäftsführung)` },
            ],
          },
        ],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Telefon', value: [phoneLink()] },
              { term: 'E-Mail', value: [emailLink()] },
              { term: 'Kontaktformular', value: [{ text: 'Zur Kontaktseite', href: '/kontakt' }] },
            ],
          },
        ],
      },
      {
        id: 'register',
        heading: 'Registereintrag und Umsatzsteuer',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Registergericht', value: company.registerCourt },
              { term: 'Registernummer', value: company.registerNumber },
              { term: 'Umsatzsteuer-Identifikationsnummer nach § 27a UStG', value: company.vatId },
            ],
          },
        ],
      },
      ...registrationSections('de'),
      {
        id: 'verantwortlich',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        blocks: [
          {
            kind: 'paragraph',
            text: [company.contentResponsible, ...companyAddressLines('de').slice(1, 3)].join(', '),
          },
        ],
      },
      {
        id: 'verbraucherstreitbeilegung',
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
          },
        ],
      },
      {
        id: 'weitere-hinweise',
        heading: 'Weitere rechtliche Hinweise',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Wie wir mit Ihren Daten umgehen, lesen Sie in der ',
              { text: 'Datenschutzerklärung', href: '/datenschutz' },
              '; für Ankauf und Recyclingleistungen gelten unsere ',
              { text: 'Allgemeinen Geschäftsbedingungen', href: '/agb' },
              '.',
            ],
          },
        ],
      },
    ],
  }),
  en: legalDocument({
    title: 'Legal notice (Impressum)',
    updated: legalTextsUpdated,
    numbering: 'none',
    tableOfContents: false,
    sections: [
      {
        id: 'anbieter',
        heading: 'Information under § 5 DDG',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Provider', value: companyAddressLines('en').join(', ') },
              { term: 'Legal form', value: `${company.legalForm}, registered office in ${cityName('en')}` },
              { term: 'Represented by', value: `${company.managingDirector} (managing director)` },
            ],
          },
        ],
      },
      {
        id: 'kontakt',
        heading: 'Contact',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Phone', value: [phoneLink()] },
              { term: 'Email', value: [emailLink()] },
              { term: 'Contact form', value: [{ text: 'Go to the contact page', href: '/kontakt' }] },
            ],
          },
        ],
      },
      {
        id: 'register',
        heading: 'Commercial register and VAT',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Register court', value: company.registerCourt },
              { term: 'Register number', value: company.registerNumber },
              { term: 'VAT identification number under § 27a UStG', value: company.vatId },
            ],
          },
        ],
      },
      ...registrationSections('en'),
      {
        id: 'verantwortlich',
        heading: 'Responsible for the content under § 18(2) MStV',
        blocks: [
          {
            kind: 'paragraph',
            text: [company.contentResponsible, ...companyAddressLines('en').slice(1, 3)].join(', '),
          },
        ],
      },
      {
        id: 'verbraucherstreitbeilegung',
        heading: 'Consumer dispute resolution',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG).',
          },
        ],
      },
      {
        id: 'weitere-hinweise',
        heading: 'Further legal information',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'How we handle your data is explained in our ',
              { text: 'privacy policy', href: '/datenschutz' },
              '; our ',
              { text: 'general terms and conditions', href: '/agb' },
              ' apply to buy-back and recycling services.',
            ],
          },
        ],
      },
    ],
  }),
};
