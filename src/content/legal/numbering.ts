import type { LegalDocument } from './types';

/** The number in front of a section heading: „§ 3“ (terms), „3.“ (policies) or none. */
export function sectionNumber(numbering: LegalDocument['numbering'], index: number): string | null {
  if (numbering === 'paragraph') return `§\u00a0${index + 1}`;
  if (numbering === 'decimal') return `${index + 1}.`;
  return null;
}
