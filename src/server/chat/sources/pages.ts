import { locales, type Localized } from '@/i18n/locales';
import { contentPageEntries } from '@/content/page-index';
import type { RoutePath } from '@/content/routes';
import type { ContentPage, PageSection } from '@/content/types';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * The service and company pages (ContentPage shape, `src/content/pages/*.ts`), read from the page
 * index (`src/content/page-index.ts`) that their route renders from: a page in the index is in the
 * assistant's knowledge, with no list of its own here.
 */
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
      return [
        {
          title: section.title,
          text: join([
            section.intro,
            section.steps
              .map(
                (step, index) =>
                  `${index + 1}. ${step.title}${step.duration ? ` (${step.duration})` : ''}: ${step.description}`,
              )
              .join(' '),
          ]),
        },
      ];
    case 'badges':
      return [
        {
          title: section.title,
          text: join([
            section.intro,
            section.badges
              .map((badge) => join([badge.label, badge.description && `– ${badge.description.replace(/\.$/, '')}`]))
              .join('; '),
          ]),
        },
      ];
    case 'facts':
      return [
        {
          title: section.title,
          text: join([section.intro, section.facts.map((fact) => `${fact.value} ${fact.label}`).join('; ')]),
        },
      ];
    case 'checklist':
      return [{ title: section.title, text: join([section.intro, section.items.join('; ')]) }];
    case 'timeline':
      return [
        {
          title: section.title,
          text: section.entries.map((entry) => `${entry.year}: ${entry.title} – ${entry.text}`).join(' '),
        },
      ];
    case 'categories':
      return section.categories.map((category) => ({
        title: category.title,
        text: join(
          [
            category.description,
            category.items.join(', '),
            category.specs?.map((spec) => `${spec.label}: ${spec.value}`).join('; '),
            category.note,
          ].map((part) => (part && !/[.!?]$/.test(part) ? `${part}.` : part)),
        ),
      }));
    case 'people':
      // The role belongs in the heading: "who is your head of data destruction" asks for it.
      return section.people.map((person) => ({ title: `${person.name}, ${person.role}`, text: person.quote }));
    default:
      // A section kind added later is skipped until it is mapped here.
      return [];
  }
}

/**
 * A section that introduces a set of categories with specifications is a passage of its own too:
 * its intro and each category's specifications in one line ("Datenträger und Sicherheitsstufen:
 * DIN 66399 legt fest … Magnetische Festplatten: Standard: H-4 …"), so a question about the whole
 * set finds one answer. (Card sets are not summed up: their one-line summary would be long and
 * match nearly any question about the page.)
 */
function overviewDoc(section: PageSection): { title: string; text: string } | undefined {
  if (!section.title || !('intro' in section) || !section.intro) return undefined;
  if (section.kind === 'categories') {
    const withSpecs = section.categories.filter((category) => (category.specs?.length ?? 0) > 0);
    if (withSpecs.length === 0) return undefined;
    const entries = withSpecs.map(
      (category) => `${category.title}: ${category.specs!.map((spec) => `${spec.label}: ${spec.value}`).join('; ')}`,
    );
    return { title: section.title, text: join([section.intro, `${entries.join('. ')}.`]) };
  }
  return undefined;
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
      const docsOfSection = sectionDocs(section);
      const overview = overviewDoc(section);
      if (overview) docsOfSection.push(overview);
      if (section.note) docsOfSection.push({ title: section.title, text: section.note });
      docsOfSection.forEach((doc, index) => {
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

/**
 * Every content page of the page index, in path order: how the index groups its lines (services,
 * company) must not decide which of two equally good passages the assistant quotes first.
 */
export const pageSource: KnowledgeSource = {
  name: 'pages',
  docs: () =>
    contentPageEntries()
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([path, page]) => pageDocs(path, page)),
};
