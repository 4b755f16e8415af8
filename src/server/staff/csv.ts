import 'server-only';

/**
 * CSV as German spreadsheet programs open it without an import dialog: UTF-8 with a byte-order
 * mark (else Excel reads Windows-1252 and garbles umlauts), `;` between cells (`,` is the decimal
 * separator here), CRLF after every record, cells quoted per RFC 4180 when they hold `;`, `"`,
 * CR or LF (quotes doubled).
 */
export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';

/**
 * Formula injection (CWE-1236): a cell a visitor typed that starts with `=`, `+`, `-`, `@`, a tab
 * or a CR would be run as a formula by the spreadsheet (`=HYPERLINK(…)`, DDE). Such a cell gets a
 * leading apostrophe, which spreadsheets show as text. It also hits harmless values (`+49 221 …`);
 * the apostrophe is the price of opening a file of strangers' input safely.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}
