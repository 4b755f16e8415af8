import type { Localized } from '@/i18n/locales';
import { homeDe } from './de';
import { homeEn } from './en';
import type { HomeContent } from './types';

export { homeSectionIds, type HomeSectionId } from './anchors';
export type * from './types';

/** The home page's content per locale. */
export const homeContent: Localized<HomeContent> = { de: homeDe, en: homeEn };
