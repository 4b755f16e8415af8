import type { IconName } from '../icon-names';
import type { Accent, Badge, Cta, CtaBandContent, Fact, FeatureCard, HeroContent, ProcessStep } from '../types';

/**
 * Shapes of the home page's content (about tab, battery/miner/device category, gallery
 * card, service card, process step, recovery benefit). The copy in both languages: ./copy.ts.
 */

/** An illustration under public/illustrations with its intrinsic size and alternative text. */
export type Illustration = { src: `/illustrations/${string}.svg`; width: number; height: number; alt: string };

export type AboutTab = {
  /** Stable value of the tab (also part of the tab's element ids). */
  id: string;
  /** The home-page anchor this panel answers to (`/#mission` opens the mission tab). */
  anchor?: 'mission' | 'vision' | 'sustainability';
  label: string;
  icon: IconName;
  accent: Accent;
  title: string;
  description: string;
  /** Exactly four highlights per tab. */
  highlights: [string, string, string, string];
};

/** One labelled fact on a category card: battery type, capacity, hashrate, value, compliance … */
type SpecRow = { label: string; value: string };

/**
 * A category card (battery, miner, medical, scooter, semiconductor or CPU/RAM category). Only the
 * first four devices are shown on the card; the rest is counted.
 */
export type CategoryCard = {
  title: string;
  icon: IconName;
  accent: Accent;
  devices: string[];
  specs: SpecRow[];
  specialNote?: string;
  cta?: Cta;
};

type CategorySection = {
  title: string;
  intro: string;
  devicesLabel: string;
  categories: CategoryCard[];
  /** Link to the matching service or price page. */
  link?: Cta;
};

export type GalleryCard = { image: Illustration; title: string; description: string };

export type RecoveryBenefit = { title: string; description: string; percentage: number };

/** A short section that introduces a topic and links on (battery recycling, premium buy-back). */
export type TeaserSection = {
  icon: IconName;
  accent: Accent;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  primary: Cta;
  secondary?: Cta;
};

export type HomeContent = {
  hero: HeroContent & { image: Illustration };
  /** The short path to action under the hero: four steps with their times, one button. */
  howItWorks: { title: string; steps: ProcessStep[]; cta: Cta };
  about: { title: string; intro: string; tabsLabel: string; tabs: AboutTab[] };
  /** `note` says what the figures count. */
  stats: { title: string; facts: Fact[]; note: string };
  lithium: CategorySection;
  miners: CategorySection;
  gallery: { title: string; intro: string; cards: GalleryCard[] };
  services: { title: string; intro: string; cards: FeatureCard[] };
  medical: CategorySection & { badgesTitle: string; badges: Badge[]; cta: Cta; note: string };
  scooter: CategorySection & { stepsTitle: string; steps: ProcessStep[]; pickupNote: string; cta: Cta };
  semiconductors: CategorySection & { benefitsTitle: string; benefits: RecoveryBenefit[]; cta: Cta };
  cpuRam: CategorySection & { cta: Cta };
  battery: TeaserSection;
  premium: TeaserSection;
  closing: CtaBandContent;
  /** Meta keywords of the home page. */
  keywords: string[];
};
