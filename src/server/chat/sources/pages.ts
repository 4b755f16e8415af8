import { locales, type Localized } from '@/i18n/locales';
import type { RoutePath } from '@/content/routes';
import type { ContentPage, PageSection } from '@/content/types';
import { missionPage } from '@/content/pages/mission';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * The service and company pages rendered from `src/content/pages/*.ts` (ContentPage shape). A page
 * module joins the assistant's knowledge by one entry here.
 */
export const contentPages: ReadonlyArray<readonly [RoutePath, Localized<ContentPage>]> = [
  ['/mission', missionPage],
];

const join = (parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

function sectionDocs(section: PageSection): Array<{ title: string; text: string }> {
  switch (section.kind) {
    case 'cards':
      return section.cards.map((card) => ({
        title: card.title,
        text: join([card.description, card.highlight, card.features?.join(', ')]),
      }));
    case 'faq':
      return section.items.map((item) => ({ title: item.question, text: item.answer }));
    case 'stories':
      return section.stories.map((story) => ({ title: story.title, text: join([story.meta, story.text]) }));
    case 'steps':
      return [{
        title: section.title,
        text: join([section.intro, section.steps.map((step, index) =>
          `${index + 1}. ${step.title}${step.duration ? ` (${step.duration})` : ''}: ${step.description}`).join(' ')]),
      }];
    case 'badges':
      return [{
        title: section.title,
        text: join([section.intro, section.badges.map((badge) => join([badge.label, badge.description && `– ${badge.description}`])).join('; ')]),
      }];
    case 'facts':
      return [{ title: section.title, text: join([section.intro, section.facts.map((fact) => `${fact.value} ${fact.label}`).join('; ')]) }];
    case 'checklist':
      return [{ title: section.title, text: join([section.intro, section.items.join('; ')]) }];
    case 'timeline':
      return [{ title: section.title, text: section.entries.map((entry) => `${entry.year}: ${entry.title} – ${entry.text}`).join(' ') }];
  }
}

/** Turns one page into documents: its hero and every card, step list, badge list and FAQ item. */
export function pageDocs(path: RoutePath, page: Localized<ContentPage>): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const locale of locales) {
    const content = page[locale];
    docs.push({
      id: `page:${locale}:${path}:hero`,
      kind: 'section',
      locale,
      title: content.hero.title,
      text: join([content.hero.lead, content.hero.points?.join('; ')]),
      keywords: content.hero.badge,
      path,
    });
    content.sections.forEach((section, sectionIndex) => {
      sectionDocs(section).forEach((doc, index) => {
        docs.push({
          id: `page:${locale}:${path}:${sectionIndex}:${index}`,
          kind: 'section',
          locale,
          title: doc.title,
          text: doc.text,
          keywords: section.title,
          path,
        });
      });
    });
  }
  return docs;
}

export const pageSource: KnowledgeSource = {
  name: 'pages',
  docs: () => contentPages.flatMap(([path, page]) => pageDocs(path, page)),
};
