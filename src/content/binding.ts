import type { Locale, Localized } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';

/**
 * ONE word for what binds: the price lists' „bis zu“ prices and the sell list's total are
 * non-binding upper limits; the staff's offer on a request is binding for its validity period,
 * for goods as described. Every page, mail, the terms (AGB §§ 2–3) and the assistant use these
 * sentences; `binding.test.ts` checks that they do and that no text says otherwise
 * („unverbindliches Angebot“, a „verbindliche“ list price).
 *
 * The default validity is the offer form's default (src/server/sell-requests/offer-rules.ts,
 * OFFER_VALIDITY.defaultDays), passed in by the caller so content stays free of server code.
 */
export const DEFAULT_OFFER_VALIDITY_DAYS = 14;

type BindingWording = {
  /** The price lists and the sell list's total. */
  priceLists: string;
  /** The staff's offer. */
  offer: (days: string) => string;
};

const wording: Localized<BindingWording> = {
  de: {
    priceLists:
      'Die Preise in unseren Preislisten sind unverbindliche Höchstpreise („bis zu“); auch die Summe einer Ankaufsliste ist nur eine unverbindliche Obergrenze.',
    offer: (days) =>
      `Verbindlich ist erst unser Angebot zu Ihrer Anfrage: Es gilt für die darin genannte Frist (in der Regel ${days} Tage) für Ware, die Ihren Angaben entspricht.`,
  },
  en: {
    priceLists:
      'The prices in our price lists are indicative maximum prices ("up to"); the total of a sell list is only a non-binding upper limit too.',
    offer: (days) =>
      `Only our offer on your request is binding: it holds for the period it states (usually ${days} days) for goods as you described them.`,
  },
};

export const binding = {
  /** „Die Preise in unseren Preislisten sind unverbindliche Höchstpreise …“ */
  priceLists: (locale: Locale) => wording[locale].priceLists,
  /** „Verbindlich ist erst unser Angebot zu Ihrer Anfrage: Es gilt für die darin genannte Frist …“ */
  offer: (locale: Locale, days = DEFAULT_OFFER_VALIDITY_DAYS) => wording[locale].offer(formatNumber(days, locale)),
  /** Both, as the assistant and the terms say it. */
  rule: (locale: Locale) => `${wording[locale].priceLists} ${binding.offer(locale)}`,
};

/** The assistant's answer to "is the price binding?" (src/server/chat/facts.ts reads it here). */
export const bindingFact: Localized = { de: binding.rule('de'), en: binding.rule('en') };

/** Phrases that contradict the rule; no page, mail, term or answer may contain them. */
export const contradictingPhrases: readonly RegExp[] = [
  /unverbindliche[nrs]? Angebot/i,
  /non-binding (offer|quote)/i,
  /indicative (offer|quote)/i,
  /(?<!un)verbindliche[nrs]? (Höchstpreis|Obergrenze|Preisliste|Richtpreis)/i,
  /(?<!non-)binding (maximum price|upper limit|price list)/i,
];
