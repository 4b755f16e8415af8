import { describe, expect, it } from 'vitest';
import { exampleData, factData, synonymGroups, topicData, wordsOf } from '@/content/assistant';

/**
 * The assistant's knowledge files load (the module checks their schema, references, patterns and
 * topic order when it is imported) and keep the shape docs/assistant.md describes.
 */
describe('assistant knowledge files', () => {
  it('load with every topic in the order, each once', () => {
    const names = topicData.map((topic) => topic.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(100);
  });

  it('name for each topic a page or a heading that answers it', () => {
    for (const topic of topicData) expect.soft(topic.pages ?? topic.titles, topic.name).toBeDefined();
  });

  it('resolve named word groups and refuse a name that is not defined', () => {
    expect(wordsOf('@BATTERY_NAMES, akkupack')).toEqual([
      'akku',
      'akkus',
      'batterie',
      'batterien',
      'battery',
      'batteries',
      'akkupack',
    ]);
    expect(() => wordsOf('@NO_SUCH_GROUP')).toThrow(/names no group/);
  });

  it('hold facts, synonyms and examples', () => {
    expect(Object.keys(factData)).toContain('pickup');
    expect(synonymGroups.length).toBeGreaterThan(50);
    for (const questions of Object.values(exampleData)) for (const q of questions) expect(q.trim()).not.toBe('');
  });
});
