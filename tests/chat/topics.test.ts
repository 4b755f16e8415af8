import { describe, expect, it } from 'vitest';
import { fold } from '@/server/chat/analyzer';
import { getChatEngine } from '@/server/chat/default-engine';
import { TOPICS, topicSections } from '@/server/chat/topics';

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
