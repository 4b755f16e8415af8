import type { Localized } from '@/i18n/locales';
import { agb } from './agb';
import { cookieRichtlinie } from './cookie-richtlinie';
import { datenschutz } from './datenschutz';
import { impressum } from './impressum';
import type { LegalDocument } from './types';

/** The four legal pages by route; German is binding, English a convenience translation. */
export const legalDocuments = {
  '/impressum': impressum,
  '/datenschutz': datenschutz,
  '/agb': agb,
  '/cookie-richtlinie': cookieRichtlinie,
} as const satisfies Record<string, Localized<LegalDocument>>;

export type LegalPath = keyof typeof legalDocuments;
