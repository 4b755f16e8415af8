import 'server-only';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { sellListLimits } from '../sell-list/limits';
import { ImportFileError, type Refusal } from './import';

/** Why a row was refused, in the editor's (or the command line's) words. */
export function refusalText(refusal: Refusal, locale: Locale = 'en'): string {
  return translator(locale, 'StaffPrices')(`refusal.${refusal.reason}`, { column: refusal.column ?? '' });
}

/** Why a whole file was refused. */
export function importFileMessage(error: unknown, locale: Locale = 'en'): string {
  const t = translator(locale, 'StaffPrices');
  if (error instanceof ImportFileError) return t(`file.${error.code}`);
  return t('file.unreadable', {
    maxMb: sellListLimits.maxFileBytes / 1024 / 1024,
    maxRows: sellListLimits.maxRows,
  });
}
