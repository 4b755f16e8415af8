import type { Localized } from '@/i18n/locales';

/** How the Datenschutz page declares a stored column (src/content/legal/stored-data.ts). */
export type ColumnSource = 'input' | 'automatic' | 'internal';

export type ColumnDeclaration = {
  personal: boolean;
  source: ColumnSource;
  label: Localized;
};
