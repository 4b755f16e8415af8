import type { Localized } from '@/i18n/locales';

/** Content of the assistant widget: its suggested questions and follow-up actions. */

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
