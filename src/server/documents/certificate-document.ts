import type { Locale } from '@/i18n/locales';
import type { IssuerCopy } from './credit-note-document';

/** Ways data carriers are destroyed (the certificate names the one used). */
export const destructionMethods = ['shredding', 'crushing', 'degaussing', 'overwriting'] as const;
export type DestructionMethod = (typeof destructionMethods)[number];

/** DIN 66399: protection classes 1–3; security levels 1–7 per material class. */
export const protectionClasses = [1, 2, 3] as const;
/** Material classes of DIN 66399-2: P paper, F film, O optical, T magnetic, H hard drives, E electronic. */
export const materialClasses = ['P', 'F', 'O', 'T', 'H', 'E'] as const;
export type MaterialClass = (typeof materialClasses)[number];
export const securityLevels = [1, 2, 3, 4, 5, 6, 7] as const;

/** Categories of a recycling proof (labels in the message files, `SellDocuments.categories`). */
export const recyclingCategories = [
  'lithium-batteries',
  'lead-acid-batteries',
  'other-batteries',
  'it-equipment',
  'small-electronics',
  'circuit-boards',
  'cables',
  'solar-modules',
  'inverters',
  'mixed-e-scrap',
] as const;
export type RecyclingCategory = (typeof recyclingCategories)[number];

type CertificateBase = {
  number: string;
  locale: Locale;
  /** YYYY-MM-DD in Cologne. */
  issuedOn: string;
  reference: string;
  issuer: IssuerCopy;
  /** Whose goods: the seller's name and company as the document names them. */
  holder: { name: string; company: string | null };
  /** The staff member responsible (name). */
  responsible: string;
};

export type DataDestructionDocument = CertificateBase & {
  kind: 'data-destruction';
  /** YYYY-MM-DD the carriers were destroyed. */
  destroyedOn: string;
  method: DestructionMethod;
  protectionClass: (typeof protectionClasses)[number];
  securityLevel: `${MaterialClass}-${(typeof securityLevels)[number]}`;
  serials: string[];
};

export type RecyclingDocument = CertificateBase & {
  kind: 'recycling';
  recycledOn: string;
  categories: { category: RecyclingCategory; weightKg: number }[];
};

/** Everything a certificate's PDF shows, stored with it (`certificates.document`), like a credit note's. */
export type CertificateDocument = DataDestructionDocument | RecyclingDocument;

export function parseCertificateDocument(json: string): CertificateDocument {
  return JSON.parse(json) as CertificateDocument;
}
