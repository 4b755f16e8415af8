import type { FollowUp } from '@/content/widgets';
import type { Locale } from '@/i18n/locales';

/** Props of the lazily loaded panels; the server component fills them (strings only). */

type QuickContactTexts = {
  title: string;
  description: string;
  close: string;
  /** The phone link's name: "Anrufen: +49 221 0000000". */
  call: string;
  hours: string;
  email: string;
  form: string;
};

/** The quick contact: the phone number, the hours, the e-mail address and the contact page. */
export type QuickContactPanelData = {
  texts: QuickContactTexts;
  phoneHref: string;
  phoneDisplay: string;
  email: string;
  /** The contact page in the page's language. */
  contactHref: string;
};

type AssistantTexts = {
  title: string;
  close: string;
  greeting: string;
  disclosure: string;
  /** The AI notice, short, under the input (the greeting gives it whole). */
  footerNotice: string;
  /** "Meinten Sie …?": the label of the choices a weak match offers. */
  choicesLabel: string;
  suggestionsLabel: string;
  logLabel: string;
  you: string;
  assistant: string;
  typing: string;
  inputLabel: string;
  inputPlaceholder: string;
  inputHint: string;
  send: string;
  sourcesLabel: string;
  followUpsLabel: string;
  errorTitle: string;
  errorDescription: string;
};

export type AssistantPanelData = {
  locale: Locale;
  texts: AssistantTexts;
  suggestions: string[];
  followUps: FollowUp[];
  homePath: string;
};

/** What the launcher hands every panel besides its data. */
export type PanelControl = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Moves focus back to the launcher button (Escape, close button). */
  returnFocus: () => void;
};
