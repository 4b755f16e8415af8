import type { Accent } from './accents';
import type { IconName } from './icon-names';
import type { RoutePath } from './routes';

/**
 * Shapes of page content. Content modules hold one object per locale of these types; the
 * section components in src/components/sections render them.
 */
export type { Accent } from './accents';

/** Where a call to action leads: a page, an anchor on the current page, or the company phone. */
type CtaTarget = RoutePath | `#${string}` | 'phone';

export type Cta = { label: string; href: CtaTarget };

export type HeroContent = {
  badge: string;
  title: string;
  /** Optional second line under the h1 (the home page's subtitle). */
  subtitle?: string;
  lead: string;
  primary: Cta;
  secondary?: Cta;
  /** A quiet text link after the buttons (e.g. "Mehr erfahren" to the next section). */
  more?: { label: string; href: `#${string}` };
  /** Short facts under the buttons (e.g. "Abholung bundesweit"). */
  points?: string[];
};

export type FeatureCard = {
  icon: IconName;
  title: string;
  description: string;
  /** A short emphasised line, e.g. "bis zu 95 % Rückgewinnung". */
  highlight?: string;
  features?: string[];
  accent?: Accent;
  /** Buttons at the foot of the card: the first is primary, the others are secondary links. */
  actions?: Cta[];
};

export type ProcessStep = { title: string; description: string; duration?: string };

export type Badge = { label: string; description?: string };

/** A labelled value: a figure in a stats band, a line of a staff card or of a status page. */
export type Fact = { value: string; label: string };

export type Story = { title: string; meta?: string; text: string };

export type TimelineEntry = { year: string; title: string; text: string };

export type FaqItem = { question: string; answer: string };

/** A team member; the avatar shows initials computed from the name (no photos). */
export type Person = { name: string; role: string; quote: string };

/** One key figure of a category, e.g. { label: 'Kapazität', value: '187–551 Wh' }. */
type CategorySpec = { label: string; value: string };

/**
 * A device or goods category: what belongs to it, its key data and a compliance or handling
 * note (e.g. medical device groups with their MDR note, battery types with capacity ranges).
 */
export type CategoryCard = {
  icon: IconName;
  title: string;
  description?: string;
  /** What belongs in the category, e.g. device types or models. */
  items: string[];
  specs?: CategorySpec[];
  /** Compliance or handling note shown at the foot of the card. */
  note?: string;
};

type SectionBase = {
  id?: string;
  title: string;
  intro?: string;
  /** A note shown below the section's body, e.g. a compliance or price condition. */
  note?: string;
};

export type PageSection =
  | (SectionBase & { kind: 'cards'; cards: FeatureCard[]; columns?: 2 | 3 | 4 })
  | (SectionBase & { kind: 'steps'; steps: ProcessStep[] })
  | (SectionBase & { kind: 'badges'; badges: Badge[] })
  | (SectionBase & { kind: 'facts'; facts: Fact[] })
  | (SectionBase & { kind: 'checklist'; items: string[]; columns?: 1 | 2 })
  | (SectionBase & { kind: 'stories'; stories: Story[] })
  | (SectionBase & { kind: 'timeline'; entries: TimelineEntry[] })
  | (SectionBase & { kind: 'faq'; items: FaqItem[] })
  | (SectionBase & { kind: 'categories'; categories: CategoryCard[]; columns?: 2 | 3 | 4 })
  | (SectionBase & { kind: 'people'; people: Person[] });

export type CtaBandContent = { title: string; text: string; primary: Cta; secondary?: Cta };

/** A service or company page: hero, content sections, closing call to action. */
export type ContentPage = {
  accent: Accent;
  hero: HeroContent;
  sections: PageSection[];
  cta: CtaBandContent;
  /** schema.org Service type for service pages (omit on company pages). */
  serviceType?: string;
  /** Meta keywords, where a page sets them (the counterfeit-destruction page). */
  keywords?: string[];
};
