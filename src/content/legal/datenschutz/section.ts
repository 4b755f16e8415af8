import type { Localized } from '@/i18n/locales';
import type { LegalSection } from '../types';
import type { DatenschutzOptions } from './options';

/**
 * One section of the Datenschutzerklärung: its anchor, shared by both languages, and its German and
 * English text for the deployment's configuration. Both languages live side by side, so a change to
 * one is made next to the other.
 */
export type DatenschutzSection = { id: string } & Localized<
  (options: DatenschutzOptions) => Omit<LegalSection, 'id' | 'subsections'>
>;
