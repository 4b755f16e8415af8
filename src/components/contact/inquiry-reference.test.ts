import { describe, expect, it } from 'vitest';
import { inquiryReference } from './inquiry-reference';

describe('inquiry reference', () => {
  it('shows the reference number the server issued', () => {
    expect(inquiryReference({ reference: 'KW-2026-000123', id: '3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab' })).toBe(
      'KW-2026-000123',
    );
  });

  it('otherwise shows the first eight hex digits of the lead id in two groups', () => {
    expect(inquiryReference({ reference: null, id: '3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab' })).toBe('3F2A-9C1B');
  });
});
