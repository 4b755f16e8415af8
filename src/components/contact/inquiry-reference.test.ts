import { describe, expect, it } from 'vitest';
import { inquiryReference } from './inquiry-reference';

describe('inquiry reference', () => {
  it('shows the first eight hex digits of the lead id in two groups', () => {
    expect(inquiryReference('3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab')).toBe('3F2A-9C1B');
  });

  it('falls back to the whole id when it is not a UUID', () => {
    expect(inquiryReference('lead-1')).toBe('LEAD-1');
  });
});
