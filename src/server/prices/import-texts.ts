import 'server-only';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { HttpError } from '../http/http-error';
import { sellListLimits } from '../sell-list/limits';
import { ImportFileError, type Refusal } from './import';

/** Why a row was refused, in the editor's (or the command line's) words. */
export function refusalText(refusal: Refusal, locale: Locale = 'en'): string {
  return translator(locale, 'StaffPrices')(`refusal.${refusal.reason}`, { column: refusal.column ?? '' });
}

/** What a whole file was refused for (the reader's limits named), by code. */
export const importFileCodes = [
  'no_header',
  'no_rows',
  'no_file',
  'file_too_large',
  'unpacked_too_large',
  'unsupported_file',
  'invalid_encoding',
  'too_many_rows',
  'file_unreadable',
  'unavailable',
] as const;
export type ImportFileCode = (typeof importFileCodes)[number];

export function importFileCode(error: unknown): ImportFileCode {
  // A form post without a file (or a broken one): the multipart reader's invalid_body.
  if (error instanceof HttpError && error.code === 'invalid_body') return 'no_file';
  const code = error instanceof ImportFileError || error instanceof HttpError ? error.code : 'file_unreadable';
  return (importFileCodes as readonly string[]).includes(code) ? (code as ImportFileCode) : 'file_unreadable';
}

/** Why a whole file was refused (a code of importFileCodes, or the error itself). */
export function importFileMessage(error: unknown, locale: Locale = 'en'): string {
  const code = typeof error === 'string' ? error : importFileCode(error);
  return translator(locale, 'StaffPrices')(`file.${code as ImportFileCode}`, {
    maxMb: sellListLimits.maxFileBytes / 1024 / 1024,
    maxUnpackedMb: sellListLimits.maxUnpackedBytes / 1024 / 1024,
    maxRows: sellListLimits.maxRows,
  });
}
