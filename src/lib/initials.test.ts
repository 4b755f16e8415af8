import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initialsOf('Erika Mustermann')).toBe('EM');
    expect(initialsOf('Lena Marie Beispiel')).toBe('LB');
  });

  it('handles letters outside ASCII, hyphens and extra spaces', () => {
    expect(initialsOf('  ayşe   Öztürk ')).toBe('AÖ');
    expect(initialsOf('Jan-Ole Beispiel')).toBe('JB');
    expect(initialsOf('Émile')).toBe('É');
  });

  it('returns nothing for a name without letters', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' – ')).toBe('');
  });
});
