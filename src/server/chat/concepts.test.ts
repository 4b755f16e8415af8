import { describe, expect, it } from 'vitest';
import { compileConcepts, conceptTerms, meetsConcept } from './concepts';

const vocabulary = new Set<string>();
const meets = (rules: Parameters<typeof compileConcepts>[0], question: string) =>
  meetsConcept(compileConcepts(rules), conceptTerms(question, vocabulary));

describe('concept rules', () => {
  it('needs a word of every group; a longer question word that starts with one counts', () => {
    const rules = [
      {
        all: [
          ['abholung', 'pickup'],
          ['kosten', 'cost'],
        ],
      },
    ];
    expect(meets(rules, 'Was kostet die Abholung?')).toBe(true);
    expect(meets(rules, 'pickup costs?')).toBe(true);
    expect(meets(rules, 'Wann ist die Abholung?')).toBe(false);
  });

  it('takes an entry of several words as a phrase: all its words, not any one of them', () => {
    const rules = [{ all: [['device management', 'mdm']] }];
    expect(meets(rules, 'Do you handle mobile device management locks?')).toBe(true);
    expect(meets(rules, 'per-device report please')).toBe(false);
    expect(meets(rules, 'who is your management')).toBe(false);
  });

  it('excludes a question by a `none` phrase only when all its words are there', () => {
    const rules = [{ all: [['prufung', 'inspection']], none: ['wie lange', 'how long'] }];
    expect(meets(rules, 'Wie lange dauert die Prüfung?')).toBe(false);
    expect(meets(rules, 'Wie läuft die Prüfung ab?')).toBe(true);
    expect(meets(rules, 'how is the inspection done')).toBe(true);
  });
});
