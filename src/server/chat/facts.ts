import type { Locale, Localized } from '@/i18n/locales';
import type { RoutePath } from '@/content/routes';
import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { retention } from '@/content/retention';
import { formatNumber, formatPercent } from '@/lib/format';
import { foldPattern } from './analyzer';
import type { KnowledgeDoc, KnowledgeSource } from './knowledge';

/**
 * Process and company facts, composed from the typed modules (claims, company, retention). Each
 * fact answers one kind of question; `pattern` recognises that question on folded text (see
 * analyzer `fold`: lowercase, umlauts folded, ß → ss).
 */
export type FactTopic =
  | 'payment'
  | 'valuation'
  | 'pickup'
  | 'hours'
  | 'contact'
  | 'company'
  | 'sustainability'
  | 'goals'
  | 'privacy'
  | 'binding'
  | 'process';

export type Fact = {
  topic: FactTopic;
  path: RoutePath;
  text: Localized;
  pattern: RegExp;
  /** Questions that match `pattern` but are about something else. */
  unless?: RegExp;
  /** A general answer, left out when a more specific fact answers the question. */
  general?: boolean;
};

const range = (min: number, max: number) => `${min}–${max}`;

function hoursText(locale: Locale): string {
  const { weekdays, replyWithinHours } = company.openingHours;
  return locale === 'de'
    ? `Wir sind Montag bis Freitag von ${weekdays.opens} bis ${weekdays.closes} Uhr für Sie da, samstags nach Vereinbarung, sonntags ist geschlossen. Auf Anfragen antworten wir an Werktagen innerhalb von ${replyWithinHours} Stunden.`
    : `We are available Monday to Friday from ${weekdays.opens} to ${weekdays.closes}, on Saturdays by appointment; we are closed on Sundays. We reply to inquiries within ${replyWithinHours} hours on working days.`;
}

/** Builds the facts from the current content modules (company facts may come from the environment). */
export function buildFacts(): Fact[] {
  const valuation = range(claims.valuationHours.min, claims.valuationHours.max);
  const pickupDays = range(claims.pickupWorkingDays.min, claims.pickupWorkingDays.max);
  const address = `${company.street}, ${company.postalCode} ${company.city}`;
  return [
    {
      topic: 'payment',
      path: '/agb',
      pattern: foldPattern(
        /\b(geld|auszahl\w*|(wie schnell|wie lange|wann) (zahlt|bezahlt|uberweist|zahlen)|uberweis\w*|bezahlt werd\w*|wird bezahlt|wann (zahlt|bezahlt|wird)|zahlung|bezahlung|zahlungsziel|zahlungsfrist|get paid|paid|payment|pay out|money|bank transfer)\b/,
      ),
      text: {
        de: `Ihr Geld erhalten Sie per Überweisung innerhalb von ${claims.paymentDays} Tagen nach Bewertung und Übernahme der Ware. Die Bewertung dauert ${valuation} Stunden nach Eingang.`,
        en: `You are paid by bank transfer within ${claims.paymentDays} days of valuation and takeover of the goods. The valuation takes ${valuation} hours after the goods arrive.`,
      },
    },
    {
      topic: 'valuation',
      path: '/agb',
      pattern: foldPattern(
        /\b(bewert\w*|begutacht\w*|gutacht\w*|prufung|pruft|wie lange dauert (es|das)|valuation|valued|apprais\w*|assessment|how long does it take)\b/,
      ),
      text: {
        de: `Nach Eingang der Ware prüfen und bewerten wir sie innerhalb von ${valuation} Stunden. Eine kostenlose, unverbindliche Bewertung vorab (Fotos oder eine Liste genügen) fordern Sie über das Kontaktformular an; wir antworten an Werktagen innerhalb von ${company.openingHours.replyWithinHours} Stunden.`,
        en: `Once the goods arrive, we inspect and value them within ${valuation} hours. You can request a free, non-binding valuation in advance (photos or a list are enough) through the contact form; we reply within ${company.openingHours.replyWithinHours} hours on working days.`,
      },
    },
    {
      topic: 'pickup',
      path: '/agb',
      pattern: foldPattern(
        /\b(abhol\w*|holt|holen|hol|abgeholt|kommt ihr|kommen sie|fahrt ihr|transport\w*|versand|versend\w*|schicken|liefern|anliefer\w*|pick ?up|picked up|collect\w*|collection|ship\w*|send)\b/,
      ),
      text: {
        de: `Wir holen bundesweit ab, Batterien in ADR-konformen Behältern. Batterien und E-Scooter holen wir in der Regel innerhalb von ${pickupDays} Werktagen ab.`,
        en: `We collect anywhere in Germany, batteries in ADR-compliant containers. Batteries and e-scooters are usually collected within ${pickupDays} working days.`,
      },
    },
    {
      topic: 'hours',
      path: '/kontakt',
      pattern: foldPattern(
        /\b(offnungszeit\w*|geoffnet|offen|erreichbar\w*|sprechzeit\w*|uhrzeit|samstag\w*|sonntag\w*|wochenende|opening hours|open|hours|saturday|sunday|weekend|business hours)\b/,
      ),
      text: { de: hoursText('de'), en: hoursText('en') },
    },
    {
      topic: 'contact',
      path: '/kontakt',
      pattern: foldPattern(
        /\b(telefon\w*|nummer|anruf\w*|anrufen|e ?mail|adresse|anschrift|wo (seid|sitzt|sind) (ihr|sie)|standort|sitz|erreich\w*|kontakt\w*|phone|call|address|located|location|reach you|contact)\b/,
      ),
      text: {
        de: `Sie erreichen uns telefonisch unter ${company.phone} und per E-Mail an ${company.email}. Unsere Anschrift: ${company.legalName}, ${address}. Für Anfragen nutzen Sie am einfachsten das Kontaktformular.`,
        en: `You can call us on ${company.phone} or e-mail ${company.email}. Our address: ${company.legalName}, ${address}, Germany. The contact form is the easiest way to send an inquiry.`,
      },
    },
    {
      topic: 'company',
      path: '/unternehmensprofil',
      pattern: foldPattern(
        /\b(gegrund\w*|grundung|seit wann|wie lange gibt|erfahrung|wer seid|uber euch|uber sie|unternehmen|firma|wie viele gerate|(recycling|ruckgewinnungs|verwertungs)?quote|ruckgewinnung\w*|founded|since when|experience|about you|who are you guys|company|how many devices|recovery rate|recycling rate)\b/,
      ),
      text: {
        de: `${company.legalName} wurde ${claims.foundingYear} in ${company.city} gegründet und bringt ${claims.yearsOfExperience} Jahre Erfahrung mit. Wir haben über ${formatNumber(claims.devicesRecycled, 'de')} Geräte recycelt oder weiterverwendet, bei einer Rückgewinnungsquote von ${formatPercent(claims.recoveryRatePercent, 'de')}; ${formatPercent(claims.reusedPercent, 'de')} der Ware gehen in die Wiederverwendung, ${formatPercent(claims.recycledPercent, 'de')} ins Recycling.`,
        en: `${company.legalName} was founded in ${company.city} in ${claims.foundingYear} and has ${claims.yearsOfExperience} years of experience. We have recycled or reused more than ${formatNumber(claims.devicesRecycled, 'en')} devices with a recovery rate of ${formatPercent(claims.recoveryRatePercent, 'en')}; ${formatPercent(claims.reusedPercent, 'en')} of the goods are reused and ${formatPercent(claims.recycledPercent, 'en')} recycled.`,
      },
    },
    {
      topic: 'sustainability',
      path: '/sustainability',
      pattern: foldPattern(
        /\b(nachhaltig\w*|co2|2024|klima\w*|umwelt\w*|bilanz|seltene erden|rohstoff\w*|sustainab\w*|climate|environment\w*|carbon|rare earths?)\b/,
      ),
      text: {
        de: `Unsere Bilanz 2024: ${formatNumber(claims.balance2024.co2SavedTonnes, 'de')} t CO₂ eingespart, ${formatNumber(claims.balance2024.lithiumTonnes, 'de')} t Lithium und ${formatNumber(claims.balance2024.rareEarthsTonnes, 'de')} t Seltene Erden zurückgewonnen. Die Rückgewinnungsquote liegt bei ${formatPercent(claims.recoveryRatePercent, 'de')}.`,
        en: `Our 2024 results: ${formatNumber(claims.balance2024.co2SavedTonnes, 'en')} t of CO₂ saved, ${formatNumber(claims.balance2024.lithiumTonnes, 'en')} t of lithium and ${formatNumber(claims.balance2024.rareEarthsTonnes, 'en')} t of rare earths recovered. Our recovery rate is ${formatPercent(claims.recoveryRatePercent, 'en')}.`,
      },
    },
    {
      topic: 'goals',
      path: '/vision',
      pattern: foldPattern(/\b(ziel\w*|vision|2030|zukunft|goals?|future|plans?)\b/),
      text: {
        de: `Bis ${claims.goals2030.climateNeutralYear} wollen wir über ${formatNumber(claims.goals2030.devices / 1_000_000, 'de')} Millionen Geräte im Kreislauf halten und klimaneutral arbeiten.`,
        en: `By ${claims.goals2030.climateNeutralYear} we aim to keep more than ${formatNumber(claims.goals2030.devices / 1_000_000, 'en')} million devices in the loop and to operate climate-neutrally.`,
      },
    },
    {
      topic: 'privacy',
      path: '/datenschutz',
      pattern: foldPattern(
        /\b(datenschutzerklarung|datenschutz\??$|meine daten|meinen daten|gespeichert|speicher\w* (ihr|sie) (meine|die) (daten|nachricht\w*|chat\w*)|chatnachricht\w*|chatverlauf|speichert ihr|speichern sie|personenbezogen\w*|cookies?|privacy|gdpr|personal data|my data|(keep|store|save)\w* (my )?(chat|messages|data|conversation)|chat messages)\b/,
      ),
      unless: foldPattern(
        /\b(festplatt\w*|datentrag\w*|ssds?|hdds?|laptops?|server\w*|hard ?drives?|disks?|vernicht\w*|losch\w*|destr\w*|eras\w*)\b/,
      ),
      text: {
        de: `Ihre Nachrichten an mich werden gespeichert, damit das Gespräch nachvollziehbar bleibt, und ${retention.chatDays} Tage nach der letzten Nachricht gelöscht. Bitte geben Sie im Chat keine persönlichen Daten ein. Einzelheiten stehen in der Datenschutzerklärung.`,
        en: `Your messages to me are stored so that the conversation can be followed and are deleted ${retention.chatDays} days after the last message. Please do not enter personal data in the chat. The privacy policy has the details.`,
      },
    },
    {
      topic: 'binding',
      path: '/agb',
      pattern: foldPattern(
        /\b(verbindlich\w*|unverbindlich\w*|garant\w*|festpreis\w*|fix(e|er)? preis\w*|binding|guarantee\w*|fixed price)\b/,
      ),
      text: {
        de: 'Die Preise in unseren Preislisten sind unverbindliche Höchstpreise („bis zu“). Den verbindlichen Preis nennen wir nach Prüfung von Zustand und Vollständigkeit der Ware.',
        en: 'The prices in our price lists are indicative maximum prices ("up to"). We confirm the binding price after inspecting the condition and completeness of the goods.',
      },
    },
    {
      topic: 'process',
      path: '/mission',
      general: true,
      pattern: foldPattern(
        /\b(wie funktioniert|wie lauft|ablauf|wie geht (das|der|ihr)|wie gehe ich vor|vorgehen|how does (it|this|the \w+) work|how it works|process|steps)\b/,
      ),
      text: {
        de: `So läuft der Ankauf ab: 1. Sie senden Fotos oder eine Liste und erhalten einen unverbindlichen Preisrahmen – an Werktagen innerhalb von ${company.openingHours.replyWithinHours} Stunden. 2. Wir holen bundesweit ab, Batterien in ADR-konformen Behältern (in der Regel in ${pickupDays} Werktagen). 3. Nach Eingang prüfen und bewerten wir innerhalb von ${valuation} Stunden. 4. Sie erhalten Ihr Geld per Überweisung innerhalb von ${claims.paymentDays} Tagen, mit vollständigen Nachweisen.`,
        en: `How the buy-back works: 1. You send photos or a list and receive an indicative price range – within ${company.openingHours.replyWithinHours} hours on working days. 2. We collect anywhere in Germany, batteries in ADR-compliant containers (usually within ${pickupDays} working days). 3. Once the goods arrive, we inspect and value them within ${valuation} hours. 4. You are paid by bank transfer within ${claims.paymentDays} days, with complete records.`,
      },
    },
  ];
}

/** The facts as documents, so that general retrieval finds them too. */
export const factSource: KnowledgeSource = {
  name: 'facts',
  docs() {
    const docs: KnowledgeDoc[] = [];
    for (const fact of buildFacts()) {
      for (const locale of ['de', 'en'] as const) {
        docs.push({
          id: `fact:${locale}:${fact.topic}`,
          kind: 'fact',
          locale,
          title: fact.topic,
          text: fact.text[locale],
          path: fact.path,
        });
      }
    }
    return docs;
  },
};
