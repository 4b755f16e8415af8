import { contentText, figureBasisNote, statedFigures, type BasedFigure } from '@/content/promises';
import type { Accent, PageSection } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { BadgeList } from './badge-list';
import { CategoryGrid } from './category-grid';
import { Checklist } from './checklist';
import { FactsGrid } from './facts-grid';
import { FaqList } from './faq-list';
import { FeatureCardGrid } from './feature-card-grid';
import { PeopleGrid } from './people-grid';
import { ProcessSteps } from './process-steps';
import { Section } from './section';
import { SectionNote } from './section-note';
import { StoryList } from './story-list';
import { Timeline } from './timeline';

function SectionBody({ section, accent }: { section: PageSection; accent: Accent }) {
  switch (section.kind) {
    case 'cards':
      return <FeatureCardGrid cards={section.cards} columns={section.columns} accent={accent} />;
    case 'steps':
      return <ProcessSteps steps={section.steps} />;
    case 'badges':
      return <BadgeList badges={section.badges} />;
    case 'facts':
      return <FactsGrid facts={section.facts} />;
    case 'checklist':
      return <Checklist items={section.items} columns={section.columns} />;
    case 'stories':
      return <StoryList stories={section.stories} />;
    case 'timeline':
      return <Timeline entries={section.entries} />;
    case 'faq':
      return <FaqList items={section.items} />;
    case 'categories':
      return <CategoryGrid categories={section.categories} columns={section.columns} accent={accent} />;
    case 'people':
      return <PeopleGrid people={section.people} />;
  }
}

/**
 * Each section's note, with the basis of every impact figure it states (recovery rate, shares
 * reused and recycled, devices, 2024 balance) that neither its note nor an earlier section gives:
 * a figure is never shown without what it counts, and each basis stands once on a page, under
 * the first figure.
 */
function sectionNotes(sections: PageSection[], locale: Locale): string[] {
  const explained: BasedFigure[] = [];
  return sections.map((section) => {
    const text = contentText(section);
    const basis = figureBasisNote(text, locale, section.note, explained);
    explained.push(...statedFigures(text, locale));
    return [section.note, basis].filter(Boolean).join(' ');
  });
}

type Props = { sections: PageSection[]; accent: Accent; locale: Locale };

/** Renders content sections in order, alternating plain and muted bands. */
export function PageSections({ sections, accent, locale }: Props) {
  const notes = sectionNotes(sections, locale);
  return sections.map((section, index) => {
    const note = notes[index];
    return (
      <Section
        key={section.title}
        id={section.id}
        title={section.title}
        intro={section.intro}
        tone={index % 2 === 1 ? 'muted' : 'plain'}
      >
        <SectionBody section={section} accent={accent} />
        {note ? <SectionNote>{note}</SectionNote> : null}
      </Section>
    );
  });
}
