import type { Locale, Localized } from '@/i18n/locales';
import { storedData, type ColumnDeclaration, type ColumnSource, type StoredTable } from '../stored-data';
import type { LegalBlock } from '../types';

const sourceLabel: Localized<Record<ColumnSource, string>> = {
  de: { input: 'Ihre Eingabe', automatic: 'automatisch ergänzt', internal: 'interne Verwaltung' },
  en: { input: 'entered by you', automatic: 'added automatically', internal: 'internal record-keeping' },
};

const storedDataTexts: Localized<{ head: [string, string]; technical: (fields: string) => string }> = {
  de: {
    head: ['Angabe', 'Herkunft'],
    technical: (fields) => `Dazu kommen technische Angaben, die nichts über Sie aussagen: ${fields}.`,
  },
  en: {
    head: ['Data', 'Source'],
    technical: (fields) => `In addition there are technical fields that say nothing about you: ${fields}.`,
  },
};

/**
 * What a table (or several) stores, as the page shows it: a table of the personal fields with
 * their source, then one sentence naming the technical fields.
 */
export function storedDataBlocks(tables: readonly StoredTable[], locale: Locale, caption: string): LegalBlock[] {
  const columns: ColumnDeclaration[] = tables.flatMap((table) => Object.values<ColumnDeclaration>(storedData[table]));
  const personal = columns.filter((column) => column.personal);
  const technical = [...new Set(columns.filter((column) => !column.personal).map((column) => column.label[locale]))];
  return [
    {
      kind: 'table',
      caption,
      head: storedDataTexts[locale].head,
      rows: personal.map((column) => [column.label[locale], sourceLabel[locale][column.source]]),
    },
    {
      kind: 'paragraph',
      text: storedDataTexts[locale].technical(technical.join(', ')),
    },
  ];
}
