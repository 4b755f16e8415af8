import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('fills known placeholders, numbers too, and leaves unknown and inherited names as written', () => {
    expect(fill('{count} Positionen für {name}', { count: 3, name: 'Erika' })).toBe('3 Positionen für Erika');
    expect(fill('{missing} und {constructor}', {})).toBe('{missing} und {constructor}');
  });
});
