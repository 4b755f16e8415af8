import type { FollowUp, QuickContactSection } from '@/content/widgets';
import type { Locale } from '@/i18n/locales';

/** Props of the lazily loaded panels; the server component fills them (strings only). */

export type QuickContactTexts = {
  title: string;
  /** With a `{date}` placeholder for the prices' date. */
  description: string;
  close: string;
  tickerLabel: string;
  /** "Angebot {current} von {total}" with the placeholders left in for the client. */
  entryLabel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  serviceLabel: string;
  statusLabel: string;
  sectionsLabel: string;
  call: string;
  sections: Record<QuickContactSection, string>;
};

export type QuickContactPanelData = {
  texts: QuickContactTexts;
  /** The ticker's JSON (src/components/widgets/ticker-entries.ts), loaded when the panel opens. */
  tickerUrl: string;
  /** Localized home path ("/" or "/en"); section links are `${homePath}#${id}`. */
  homePath: string;
  phoneHref: string;
};

type AssistantTexts = {
  title: string;
  close: string;
  greeting: string;
  disclosure: string;
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
