import type { Locale } from '@/i18n/locales';
import { company } from '@/content/company';
import { formatEuro, formatUpTo } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import type { SmallTalk } from './intents';
import type { ProductFact } from './knowledge';

/**
 * The assistant's own sentences. Figures and links are always passed in from the knowledge
 * documents; nothing here states a price, model or promise of its own.
 */

export const link = (path: string, locale: Locale) => localizedPath(path, locale);

export function disclosure(locale: Locale): string {
  return locale === 'de'
    ? 'Hinweis: Ich bin ein KI-System (Recycling AI Assistent) und antworte automatisch aus den Inhalten dieser Website.'
    : 'Please note: I am an AI system (Recycling AI Assistant) and answer automatically from the content of this website.';
}

const hours = () => `${company.openingHours.weekdays.opens}–${company.openingHours.weekdays.closes}`;

export function smallTalk(kind: SmallTalk, locale: Locale): string {
  const contact = link('/kontakt', locale);
  const de: Record<SmallTalk, string> = {
    greeting:
      'Guten Tag! Ich beantworte Ihre Fragen zu Ankaufspreisen, Abholung, Bezahlung und unseren Recycling-Leistungen. Nennen Sie mir zum Beispiel ein Gerätemodell oder fragen Sie, wie schnell wir bezahlen.',
    identity: `Ich bin der Recycling AI Assistent von ${company.name}, ein KI-System. Ich antworte automatisch aus den Inhalten dieser Website: Preislisten, Leistungen, Abholung und Bezahlung. Verbindliche Angebote macht unser Team – über das Kontaktformular (${contact}) oder telefonisch unter ${company.phone}.`,
    human: `Gern übernimmt unser Team: Schreiben Sie uns über das Kontaktformular (${contact}) oder rufen Sie an unter ${company.phone} (Mo–Fr ${hours()} Uhr).`,
    howAreYou:
      'Danke der Nachfrage! Als KI-System habe ich keine Befindlichkeiten, aber ich helfe Ihnen gern weiter. Wonach suchen Sie?',
    thanks: 'Gern geschehen! Wenn Sie noch eine Frage haben, schreiben Sie mir einfach.',
    bye: `Auf Wiedersehen! Für eine kostenlose Bewertung erreichen Sie uns jederzeit über das Kontaktformular: ${contact}`,
  };
  const en: Record<SmallTalk, string> = {
    greeting:
      'Hello! I answer questions about our buy-back prices, pickup, payment and recycling services. Tell me a device model, for example, or ask how quickly we pay.',
    identity: `I am the Recycling AI Assistant of ${company.name}, an AI system. I answer automatically from the content of this website: price lists, services, pickup and payment. Binding offers come from our team – through the contact form (${contact}) or by phone on ${company.phone}.`,
    human: `Our team will gladly take over: write to us through the contact form (${contact}) or call ${company.phone} (Mon–Fri ${hours()}).`,
    howAreYou:
      'Thank you for asking! As an AI system I have no feelings, but I am happy to help. What are you looking for?',
    thanks: 'You are welcome! If you have another question, just ask.',
    bye: `Goodbye! For a free valuation you can reach us at any time through the contact form: ${contact}`,
  };
  return (locale === 'de' ? de : en)[kind];
}

export function productLine(product: ProductFact, locale: Locale): string {
  if (product.maxPriceEur === null) {
    return locale === 'de' ? `${product.model}: Preis nach Vereinbarung` : `${product.model}: price by negotiation`;
  }
  return `${product.model}${product.spec ? ` (${product.spec})` : ''}: ${formatUpTo(product.maxPriceEur, locale).replace(/^Bis/, 'bis').replace(/^Up/, 'up')}`;
}

export function singleProduct(product: ProductFact, locale: Locale): string {
  if (product.maxPriceEur === null) {
    return locale === 'de'
      ? `Für ${product.model} nennen wir den Preis nach Vereinbarung – eine feste Obergrenze steht nicht in der Preisliste.`
      : `For the ${product.model} the price is by negotiation – the price list gives no fixed maximum.`;
  }
  const price = formatEuro(product.maxPriceEur, locale);
  return locale === 'de'
    ? `Für ${product.model}${product.spec ? ` (${product.spec})` : ''} zahlen wir bis zu ${price} (unverbindlich, nach Prüfung von Zustand und Vollständigkeit).`
    : `For the ${product.model}${product.spec ? ` (${product.spec})` : ''} we pay up to ${price} (indicative, subject to inspection of condition and completeness).`;
}

export function productListIntro(locale: Locale): string {
  return locale === 'de'
    ? 'Unsere Preislisten nennen dafür diese Höchstpreise (unverbindlich, nach Prüfung von Zustand und Vollständigkeit):'
    : 'Our price lists give these maximum prices (indicative, subject to inspection of condition and completeness):';
}

export function groupIntro(label: string, min: number, max: number, count: number, locale: Locale): string {
  const lo = formatEuro(min, locale);
  const hi = formatEuro(max, locale);
  if (min === max) {
    return locale === 'de'
      ? `Für ${label} nennt unsere Preisliste Höchstpreise von bis zu ${hi} (unverbindlich, nach Prüfung).`
      : `For ${label} our price list gives maximum prices of up to ${hi} (indicative, subject to inspection).`;
  }
  return locale === 'de'
    ? `Für ${label} nennen unsere Preislisten ${count} Modelle mit Höchstpreisen von ${lo} bis ${hi} je nach Modell (unverbindlich, nach Prüfung). Zum Beispiel:`
    : `For ${label} our price lists show ${count} models with maximum prices from ${lo} to ${hi} depending on the model (indicative, subject to inspection). For example:`;
}

export function priceListLink(path: string, title: string, locale: Locale): string {
  return locale === 'de'
    ? `Preisliste „${title}“: ${link(path, locale)}`
    : `Price list "${title}": ${link(path, locale)}`;
}

export function factWithLink(text: string, path: string, locale: Locale): string {
  return `${text} ${locale === 'de' ? 'Mehr dazu' : 'More'}: ${link(path, locale)}`;
}

export function noPrice(locale: Locale): string {
  return locale === 'de'
    ? 'Dafür finde ich keinen Preis in unseren Preislisten – einen Betrag nenne ich Ihnen deshalb nicht.'
    : 'I cannot find a price for that in our price lists, so I will not quote an amount.';
}

export function valuationOffer(locale: Locale): string {
  return locale === 'de'
    ? `Eine kostenlose, unverbindliche Bewertung erhalten Sie über das Kontaktformular: ${link('/kontakt', locale)} oder telefonisch unter ${company.phone}.`
    : `For a free, non-binding valuation, use the contact form: ${link('/kontakt', locale)} or call ${company.phone}.`;
}

export function batteryOffer(locale: Locale): string {
  return locale === 'de'
    ? `Sie möchten Batterien verkaufen? Alles zum Ankauf von Lithium-Batterien: ${link('/lithium-batterien', locale)}`
    : `Selling batteries? Everything about our lithium battery buy-back: ${link('/lithium-batterien', locale)}`;
}

/** At most about `max` characters, cut after a sentence where possible, always ending a sentence. */
export function excerpt(text: string, max = 420): string {
  let out = text.trim();
  if (out.length > max) {
    const cut = out.slice(0, max);
    const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
    out = sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(' '))} …`;
  }
  return /[.!?…)]$/.test(out) ? out : `${out}.`;
}

export function pageQuote(title: string, text: string, path: string, locale: Locale): string {
  const heading = title.replace(/[.:!?]+$/, '');
  return `${heading}: ${excerpt(text)} ${locale === 'de' ? 'Mehr dazu' : 'More'}: ${link(path, locale)}`;
}

export function abroadUnknown(inCountry: string, locale: Locale): string {
  return locale === 'de'
    ? `Ob und zu welchen Bedingungen wir ${inCountry} abholen, steht nicht in unseren veröffentlichten Konditionen. Bitte fragen Sie über das Kontaktformular an (${link('/kontakt', locale)}), dann klärt unser Team das für Ihren Fall.`
    : `Whether and on what terms we collect ${inCountry} is not covered by our published terms. Please ask through the contact form (${link('/kontakt', locale)}) and our team will clarify it for your case.`;
}

export function abroadPublished(inCountry: string, text: string, path: string, locale: Locale): string {
  return locale === 'de'
    ? `Für Abholungen ${inCountry} gilt: ${excerpt(text)} Mehr dazu: ${link(path, locale)}`
    : `For pickups ${inCountry}: ${excerpt(text)} More: ${link(path, locale)}`;
}

export function fallback(locale: Locale): string {
  return locale === 'de'
    ? `Dazu finde ich in unseren Inhalten keine verlässliche Antwort, und ich möchte Ihnen nichts Falsches sagen. Unser Team hilft Ihnen gern weiter: über das Kontaktformular (${link('/kontakt', locale)}) oder telefonisch unter ${company.phone}.`
    : `I cannot find a reliable answer to that in our content, and I do not want to tell you anything wrong. Our team is happy to help: through the contact form (${link('/kontakt', locale)}) or by phone on ${company.phone}.`;
}
