import type { Localized } from '@/i18n/locales';

/**
 * Content of the two floating widgets: the quick-contact price ticker and the assistant's
 * suggested questions and follow-up actions.
 */

/**
 * One ticker entry: an item the price lists really carry, with its category, its indicative
 * "bis zu" price from the catalogue and the price list it is on (filled in on the server).
 */
export type TickerEntry = { model: string; category: string; price: string; href: string };

/**
 * The catalogue items the "Live-Preise" panel rotates through, by article number: one each from
 * batteries, IT hardware and solar, all listed with a price (never goods the site does not buy).
 */
export const tickerArticleNumbers = ['KW-TES-0103', 'KW-GPU-0101', 'KW-INT-0101', 'KW-HUA-0103'] as const;

/** The ticker advances every 3000 ms: time enough to read a model and its price. */
export const TICKER_INTERVAL_MS = 3000;

/** Home-page sections the quick-contact panel leads to (their ids exist on the home page). */
export const quickContactSections = ['contact', 'battery-recycling', 'premium-ankauf'] as const;
export type QuickContactSection = (typeof quickContactSections)[number];

/** Five prepared questions shown under the assistant's greeting. */
export const suggestedQuestions = {
  de: [
    'Welche Batterien und Akkus kaufen Sie an?',
    'Was zahlen Sie für eine Grafikkarte RTX 4090?',
    'Wie läuft die Abholung ab?',
    'Wann erhalte ich mein Geld?',
    'Wie vernichten Sie Festplatten datenschutzgerecht?',
  ],
  en: [
    'Which batteries do you buy?',
    'What do you pay for an RTX 4090 graphics card?',
    'How does pickup work?',
    'When do I get paid?',
    'How do you destroy hard drives securely?',
  ],
} satisfies Localized<string[]>;

/**
 * A suggestion fills the input and is sent 100 ms later, so the visitor sees the question appear
 * in the field before it is sent.
 */
export const SUGGESTION_SEND_DELAY_MS = 100;

type FollowUpKind = 'appointment' | 'valuation' | 'batteries';

/**
 * A follow-up button under an assistant reply. It either sends a prepared message or
 * leads to the contact form.
 */
export type FollowUp = { kind: FollowUpKind; label: string } & (
  { action: 'send'; message: string } | { action: 'contact' }
);

/**
 * Words in a reply that make a follow-up appear: the German words, and English ones for replies
 * to English questions. Matching ignores case.
 */
export const followUpTriggers: Record<FollowUpKind, readonly string[]> = {
  appointment: ['Kontakt', 'contact'],
  valuation: ['Bewertung', 'valuation', 'appraisal'],
  batteries: ['Lithium', 'Batterie', 'battery', 'batteries'],
};

export const followUps = {
  de: [
    { kind: 'appointment', label: 'Termin anfragen', action: 'contact' },
    {
      kind: 'valuation',
      label: 'Kostenlose Bewertung',
      action: 'send',
      message: 'Ich möchte eine kostenlose Bewertung anfragen. Wie gehe ich vor?',
    },
    {
      kind: 'batteries',
      label: 'Batterien verkaufen',
      action: 'send',
      message: 'Ich möchte Batterien verkaufen. Wie läuft das ab?',
    },
  ],
  en: [
    { kind: 'appointment', label: 'Request an appointment', action: 'contact' },
    {
      kind: 'valuation',
      label: 'Free valuation',
      action: 'send',
      message: 'I would like a free valuation. How do I go about it?',
    },
    {
      kind: 'batteries',
      label: 'Sell batteries',
      action: 'send',
      message: 'I would like to sell batteries. How does it work?',
    },
  ],
} satisfies Localized<FollowUp[]>;
