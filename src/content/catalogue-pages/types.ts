import type { IconName } from '../icon-names';
import type { PriceListId } from '@/content/catalogue';
import type { Localized } from '@/i18n/locales';
import type { RoutePath } from '../routes';
import type { Accent, CtaBandContent, FeatureCard, HeroContent, PageSection } from '../types';

/** A hub's link card to a price page. */
export type CategoryLinkCard = { title: string; description: string; icon: IconName; path: RoutePath; accent: Accent };

/** Copy of a hub page (/elektronische-bauteile, /erneuerbare-energien-ankauf) in one language. */
type HubContent = {
  accent: Accent;
  hero: HeroContent;
  search: { title: string; intro: string };
  categories: { title: string; intro: string; cards: CategoryLinkCard[] };
  highlights: { title: string; intro: string };
  benefits: { title: string; cards: [FeatureCard, FeatureCard, FeatureCard] };
  cta: CtaBandContent;
};

export type HubPage = {
  path: RoutePath;
  /** Article numbers of the ten highlighted top prices, in display order. */
  highlights: readonly string[];
  content: Localized<HubContent>;
};

/** Copy of a price or catalogue page in one language. */
export type PriceListPageContent = {
  accent: Accent;
  hero: HeroContent;
  products: { title: string; intro: string };
  benefits: { title: string; cards: [FeatureCard, FeatureCard, FeatureCard] };
  /** Extra sections after the price list (e.g. industrial second-life cards). */
  sections?: PageSection[];
  cta?: CtaBandContent;
  /** schema.org service type. */
  serviceType: string;
};

export type PriceListPage = {
  path: RoutePath;
  listId: PriceListId;
  /** id of the hero section (the catalogue pages use "home"). */
  heroId?: string;
  /** id of the product section; the hero's catalogue button points here. */
  productsId: string;
  content: Localized<PriceListPageContent>;
};
