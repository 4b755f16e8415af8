import { describe, expect, it } from 'vitest';
import { TOPIC_SPECS, topicNames } from '@/server/chat/topic-specs';

/**
 * The topics live in one file per domain, but are tried in one order that decides which topic's
 * page answers first: that order must list every topic exactly once.
 */
describe('topic order', () => {
  const ordered = TOPIC_SPECS.map(([name]) => name);

  it('lists every topic of the domain files', () => {
    expect([...ordered].sort()).toEqual([...topicNames].sort());
  });

  it('lists no topic twice', () => {
    expect(new Set(ordered).size).toBe(ordered.length);
  });

  it('names for each topic a page or a heading that answers it', () => {
    for (const [name, spec] of TOPIC_SPECS) {
      expect.soft(spec.pages !== undefined || spec.titles !== undefined, name).toBe(true);
    }
  });
});
