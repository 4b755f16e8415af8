import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_ALPHABET, generateBackupCodes } from './backup-codes';

describe('backup codes', () => {
  it('are ten distinct xxxxx-xxxxx codes with no 0/O, 1/I/l and no capitals', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const many = generateBackupCodes(500).join('');
    expect(many).not.toMatch(/[0oO1lIiA-Z]/);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[0o1li]/);
  });
});
