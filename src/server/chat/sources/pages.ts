import { locales, type Localized } from '@/i18n/locales';
import type { RoutePath } from '@/content/routes';
import type { ContentPage, PageSection } from '@/content/types';
import { ankaufElektronischeBauteileServicePage } from '@/content/pages/ankauf-elektronische-bauteile-service';
import { bitcoinMinerRecyclingPage } from '@/content/pages/bitcoin-miner-recycling';
import { cpuRamAnkaufPage } from '@/content/pages/cpu-ram-ankauf';
import { elektronikschrottEntsorgungPage } from '@/content/pages/elektronikschrott-entsorgung';
import { elektronischeBauteileAnkaufPage } from '@/content/pages/elektronische-bauteile-ankauf';
import { elektroschrottRecyclingPage } from '@/content/pages/elektroschrott-recycling';
import { festplattenVernichtungPage } from '@/content/pages/festplatten-vernichtung';
import { industrieBatterienPage } from '@/content/pages/industrie-batterien';
import { lithiumBatterienPage } from '@/content/pages/lithium-batterien';
import { medizintechnikRecyclingPage } from '@/content/pages/medizintechnik-recycling';
import { missionPage } from '@/content/pages/mission';
import { mobilitaetBatterienPage } from '@/content/pages/mobilitaet-batterien';
import { plagiateZerstoerungPage } from '@/content/pages/plagiate-zerstoerung';
import { scooterEntsorgungPage } from '@/content/pages/scooter-entsorgung';
import { socialCommitmentPage } from '@/content/pages/soziales-engagement';
import { sustainabilityPage } from '@/content/pages/sustainability';
import { teamPage } from '@/content/pages/team';
import { companyProfilePage } from '@/content/pages/unternehmensprofil';
import { visionPage } from '@/content/pages/vision';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * The service and company pages rendered from `src/content/pages/*.ts` (ContentPage shape). A page
 * module joins the assistant's knowledge by one entry here.
 */
export const contentPages: ReadonlyArray<readonly [RoutePath, Localized<ContentPage>]> = [
  ['/ankauf-elektronische-bauteile-service', ankaufElektronischeBauteileServicePage],
  ['/bitcoin-miner-recycling', bitcoinMinerRecyclingPage],
  ['/cpu-ram-ankauf', cpuRamAnkaufPage],
  ['/elektronikschrott-entsorgung', elektronikschrottEntsorgungPage],
  ['/elektronische-bauteile-ankauf', elektronischeBauteileAnkaufPage],
  ['/elektroschrott-recycling', elektroschrottRecyclingPage],
  ['/festplatten-vernichtung', festplattenVernichtungPage],
  ['/industrie-batterien', industrieBatterienPage],
  ['/lithium-batterien', lithiumBatterienPage],
  ['/medizintechnik-recycling', medizintechnikRecyclingPage],
  ['/mission', missionPage],
  ['/mobilitaet-batterien', mobilitaetBatterienPage],
  ['/plagiate-zerstoerung', plagiateZerstoerungPage],
  ['/scooter-entsorgung', scooterEntsorgungPage],
  ['/soziales-engagement', socialCommitmentPage],
  ['/sustainability', sustainabilityPage],
  ['/team', teamPage],
  ['/unternehmensprofil', companyProfilePage],
  ['/vision', visionPage],
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
      return section.people.map((person) => ({ title: person.name, text: `${person.role}. ${person.quote}` }));
    default:
      // A section kind added later is skipped until it is mapped here.
      return [];
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
      const docsOfSection = sectionDocs(section);
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

export const pageSource: KnowledgeSource = {
  name: 'pages',
  docs: () => contentPages.flatMap(([path, page]) => pageDocs(path, page)),
};
