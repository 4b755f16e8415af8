import 'server-only';
import { EXPORT_FORMAT, type CatalogueExport } from '@/content/catalogue/document';
import { readFileCells } from '../sell-list/spreadsheet';
import { ImportFileError, tableFromJsonRows } from './import';

/**
 * An import file's table (header row first): a JSON export of the editor or the command line, or
 * CSV/XLSX read by the sell-list import's reader (size and row limits, zip-bomb check, a worker
 * thread with a time budget: src/server/sell-list/spreadsheet.ts). The editor's upload and
 * `npm run prices -- import` both read files here.
 */
export async function readImportTable(bytes: Uint8Array): Promise<string[][]> {
  const start = new TextDecoder().decode(bytes.subarray(0, 64));
  if (/^\uFEFF?\s*\{/.test(start)) return tableFromJsonRows(parseJsonExport(new TextDecoder().decode(bytes)).rows);
  return readFileCells(bytes);
}

function parseJsonExport(text: string): CatalogueExport {
  let data: CatalogueExport;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, '')) as CatalogueExport;
  } catch {
    throw new ImportFileError('no_header');
  }
  if (data?.format !== EXPORT_FORMAT || !Array.isArray(data.rows)) throw new ImportFileError('no_header');
  return data;
}
