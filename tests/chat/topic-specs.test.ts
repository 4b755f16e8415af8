import { describe, expect, it } from 'vitest';
import { fold } from '@/server/chat/analyzer';
import { getChatEngine } from '@/server/chat/default-engine';
import { TOPIC_SPECS, topicNames } from '@/server/chat/topic-specs';
import { TOPICS, topicSections } from '@/server/chat/topics';

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

/**
 * A topic names the headings (and clause) that answer it in both languages: a pattern written for
 * the German heading ("Klimaneutraler eigener Betrieb", "Gesundheitszustands") must not miss it, and
 * one written for the English must find the English ("Reporting openly"), or a question in the
 * other language gets no section.
 */
describe('topic sections', () => {
  const docs = getChatEngine().index().docs;

  it('finds each topic’s sections in German and in English, on the same pages', () => {
    for (const topic of TOPICS.filter((candidate) => candidate.titles)) {
      const pagesIn = (locale: 'de' | 'en') =>
        new Set(
          (topic.pages.length > 0
            ? topicSections(docs, [topic], locale)
            : [...docs.values()].filter(
                (doc) => doc.locale === locale && doc.kind === 'section' && topic.titles!.test(fold(doc.title)),
              )
          ).map((doc) => doc.path),
        );
      const german = pagesIn('de');
      const english = pagesIn('en');
      expect.soft(german.size, `${topic.name}: no German section`).toBeGreaterThan(0);
      expect.soft(english.size, `${topic.name}: no English section`).toBeGreaterThan(0);
      // A topic of its own pages finds its sections on the same pages in both languages (a topic of
      // headings alone, "what does it cost", meets headings worded differently from page to page).
      if (topic.pages.length > 0)
        expect.soft([...english].sort(), `${topic.name}: pages with a section`).toEqual([...german].sort());
    }
  });
});
