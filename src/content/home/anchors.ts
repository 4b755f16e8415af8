/**
 * The home page's in-page anchors, in page order. The quick-contact widget, the
 * assistant's follow-up buttons and the e2e tests address sections by these ids.
 */
export const homeSectionIds = [
  'home',
  'about',
  // Panels of the about tabs: /#mission opens the mission tab.
  'mission',
  'sustainability',
  'vision',
  'lithium-battery-recycling',
  'bitcoin-miner-recycling',
  'gallery',
  'main-services',
  'medizintechnik-recycling',
  'scooter-recycling',
  'halbleiter-recycling',
  'cpuram-recycling',
  'battery-recycling',
  'premium-ankauf',
  'contact',
] as const;

export type HomeSectionId = (typeof homeSectionIds)[number];
