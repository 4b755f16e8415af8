import 'server-only';
import { randomInt } from 'node:crypto';

/**
 * The letters and digits of a backup code: lowercase only, and none that read alike on paper or
 * screen (no 0/o, 1/l/i). The sign-in form lowercases what is typed, so "ABCDE-FGHJK" works too.
 */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters, `xxxxx-xxxxx` (about 49 bits each), from the system's CSPRNG. */
export function generateBackupCodes(amount = 10): string[] {
  return Array.from({ length: amount }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}
