import type { Locale, Localized } from '@/i18n/locales';

/**
 * What a seller is told to do with the goods once a pickup or shipping is agreed: general packing
 * notes, and the battery transport notes that follow from what the handover form collected
 * (battery lots, damaged ones). The status page and the mail show the notes that fit the request;
 * the classification under ADR stays with staff (AGB § 4).
 */
export type HandoverFacts = { shipping: boolean; batteries: boolean; damagedBatteries: boolean };

const packing: Localized<readonly string[]> = {
  de: [
    'Verpacken Sie die Geräte stoßfest (Originalkarton oder Polsterung) und schreiben Sie die Vorgangsnummer außen auf jedes Paket.',
    'Legen Sie Zubehör und Netzteile zum jeweiligen Gerät; Datenträger bleiben im Gerät.',
  ],
  en: [
    'Pack the equipment so it is protected against knocks (original box or padding) and write the reference number on the outside of every parcel.',
    'Keep accessories and power supplies with their device; drives stay in the device.',
  ],
};

const batteries: Localized<readonly string[]> = {
  de: [
    'Batterien und Akkus: Pole abkleben oder jede Batterie einzeln verpacken, damit kein Kurzschluss entstehen kann; nicht in Metallbehältern verpacken.',
    'Lithium-Batterien dürfen nur als Gefahrgut befördert werden (UN 3480/3481). Versenden Sie sie nicht als normales Paket, sondern mit dem Etikett und der Verpackung, die wir Ihnen nennen.',
  ],
  en: [
    'Batteries: tape the terminals or pack each battery separately so that no short circuit can occur; do not pack them in metal containers.',
    'Lithium batteries may only be carried as dangerous goods (UN 3480/3481). Do not send them as an ordinary parcel, but with the label and packaging we name.',
  ],
};

const damaged: Localized<readonly string[]> = {
  de: [
    'Beschädigte, aufgeblähte oder ausgelaufene Batterien getrennt von den übrigen in einem nicht brennbaren Behälter (z. B. mit Sand oder Vermiculit) lagern und nicht selbst versenden: Wir holen sie in einem zugelassenen Gefahrgutbehälter ab.',
  ],
  en: [
    'Keep damaged, swollen or leaking batteries apart from the rest in a non-combustible container (e.g. with sand or vermiculite) and do not ship them yourself: we collect them in an approved dangerous-goods container.',
  ],
};

/** The notes that fit a request, in the given language. */
export function handoverNotes(facts: HandoverFacts, locale: Locale): string[] {
  return [
    ...(facts.shipping ? packing[locale] : []),
    ...(facts.batteries ? batteries[locale] : []),
    ...(facts.damagedBatteries ? damaged[locale] : []),
  ];
}
