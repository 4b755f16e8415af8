import 'server-only';
import { strToU8, zipSync } from 'fflate';
import type { PriceRow } from '@/content/catalogue/rows';
import { priceColumns } from '@/content/catalogue/rows';
import { CSV_BOM, csvRecord } from '../staff/csv';

/**
 * Exports in the one layout of src/content/catalogue/rows.ts: CSV as German Excel opens it
 * (UTF-8 with BOM, `;`, formula cells neutralised) and XLSX (one sheet, text cells, numbers as
 * numbers). The JSON export is the seed file's format (src/content/catalogue/document.ts).
 */
export function cellText(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (value === true) return 'ja';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
  return String(value);
}

export function pricesCsv(rows: readonly PriceRow[]): string {
  let text = CSV_BOM + csvRecord(priceColumns.map((column) => column.header));
  for (const row of rows) text += csvRecord(priceColumns.map((column) => cellText(row[column.key as keyof PriceRow])));
  return text;
}

const xml = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: unknown, ref: string): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  const text = cellText(value);
  if (text === '') return '';
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(text)}</t></is></c>`;
}

/** The rows as an XLSX workbook (bytes). */
export function pricesXlsx(rows: readonly PriceRow[]): Uint8Array {
  const lines = [
    priceColumns.map((column) => column.header as unknown),
    ...rows.map((row) => priceColumns.map((column) => row[column.key as keyof PriceRow] as unknown)),
  ];
  const sheetRows = lines
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells.map((value, column) => cellXml(value, `${columnName(column)}${row + 1}`)).join('')}</row>`,
    )
    .join('');
  const files = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Preise" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(content)])));
}
