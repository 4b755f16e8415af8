import { describe, expect, it } from 'vitest';
import { safeStaffPath } from './safe-next';

describe('safeStaffPath (the sign-in page’s `next`)', () => {
  it('keeps back-office paths with their query', () => {
    expect(safeStaffPath('/intern')).toBe('/intern');
    expect(safeStaffPath('/intern/anfragen/abc?tab=notes')).toBe('/intern/anfragen/abc?tab=notes');
  });

  it.each([
    null,
    '',
    'https://evil.example/intern',
    '//evil.example/intern',
    '/\\evil.example',
    '/intern\\..\\..\\evil',
    '/internal',
    '/kontakt',
    '/intern/../kontakt',
    '/intern/%2e%2e/kontakt',
    '/intern\n/x',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    const result = safeStaffPath(value);
    expect(result === null || /^\/intern(\/|$)/.test(result)).toBe(true);
    if (value !== '/intern/%2e%2e/kontakt') expect(result).toBeNull();
  });
});
