import { describe, expect, it } from 'vitest';
import { excerpt } from './replies';

const passage = [
  'We inspect every delivery on arrival.',
  'Photos you never send are deleted after 30 days.',
  'Photos you send stay with your request.',
  'Our team answers on working days.',
  'Pickup is free from ten devices.',
].join(' ');
const mentionsUnsent = (sentence: string) => (sentence.includes('never send') ? 1 : 0);

describe('excerpt', () => {
  it('quotes a short passage whole', () => {
    expect(excerpt('Short passage without a full stop')).toBe('Short passage without a full stop.');
  });

  it('starts a long passage at the sentence that answers, followed by what comes next as far as it fits', () => {
    const quoted = excerpt(passage, 100, mentionsUnsent);
    expect(quoted).toBe('… Photos you never send are deleted after 30 days. Photos you send stay with your request.');
    expect(quoted.length).toBeLessThanOrEqual(100 + '… '.length);
  });

  it('marks a gap between answering sentences', () => {
    const quoted = excerpt(passage, 90, (sentence) => (/never send|Pickup/.test(sentence) ? 1 : 0));
    expect(quoted).toBe('… Photos you never send are deleted after 30 days. … Pickup is free from ten devices.');
  });

  it('cuts at a sentence when no sentence answers more than another', () => {
    expect(excerpt(passage, 100, () => 0)).toBe(
      'We inspect every delivery on arrival. Photos you never send are deleted after 30 days.',
    );
  });
});
