/**
 * One accent colour per service family (badges, card borders, icons). Its own module because the
 * catalogue's schema checks it, and the page shapes (`types.ts`) lean on the route registry.
 */
export const accents = ['brand', 'energy', 'it', 'solar', 'medical', 'mining', 'counterfeit'] as const;
export type Accent = (typeof accents)[number];
