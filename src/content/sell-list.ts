import type { Localized } from '@/i18n/locales';
import type { BatteryChemistryId, ConditionGradeId } from '@/lib/sell-request-rules';

/**
 * The sell list ("Ankaufsliste"): the condition grades a visitor chooses per line, and the
 * battery facts asked for battery lines. Shared by the list page, the submission endpoint and
 * the back office, so a grade is named and explained in one place. Grades carry no price
 * factor: the "bis zu" price is the upper bound for every grade, the offer follows inspection.
 * The ids (and the checks on them) are in `src/lib/sell-request-rules.ts`.
 */

export type ConditionGrade = {
  id: ConditionGradeId;
  label: Localized;
  /** One sentence: what the grade means. */
  definition: Localized;
  /**
   * Other words an imported asset list uses for the grade in its condition column ("defekt",
   * "für Teile", "refurbished"); the labels count too. Matched as the whole cell, case, accents
   * and punctuation ignored (src/server/sell-list/condition-cell.ts).
   */
  listWords: readonly string[];
};

export const conditionGrades: readonly ConditionGrade[] = [
  {
    id: 'new',
    label: { de: 'Neu/OVP', en: 'New/sealed' },
    definition: {
      de: 'Unbenutzt in der Originalverpackung, Siegel oder Folie unversehrt.',
      en: 'Unused in its original packaging, with the seal or film intact.',
    },
    listWords: [
      'neu',
      'neuware',
      'OVP',
      'neu OVP',
      'neu in OVP',
      'originalverpackt',
      'unbenutzt',
      'new',
      'brand new',
      'sealed',
      'new sealed',
      'new in box',
      'NIB',
      'unused',
    ],
  },
  {
    id: 'used-working',
    label: { de: 'Gebraucht – voll funktionsfähig', en: 'Used – fully working' },
    definition: {
      de: 'Benutzt, aber ohne bekannte Fehler; normale Gebrauchsspuren sind in Ordnung.',
      en: 'Used but without known faults; normal signs of use are fine.',
    },
    listWords: [
      'gebraucht',
      'gebraucht funktionsfähig',
      'funktionsfähig',
      'voll funktionsfähig',
      'funktioniert',
      'gut',
      'sehr gut',
      'OK',
      'in Ordnung',
      'generalüberholt',
      'used',
      'used working',
      'working',
      'fully working',
      'good',
      'very good',
      'refurbished',
    ],
  },
  {
    id: 'used-defects',
    label: { de: 'Gebraucht – mit Mängeln', en: 'Used – with defects' },
    definition: {
      de: 'Funktioniert grundsätzlich, hat aber Mängel wie fehlendes Zubehör, Schäden am Gehäuse oder Einschränkungen im Betrieb.',
      en: 'Basically works but has defects such as missing accessories, housing damage or limited function.',
    },
    listWords: [
      'mit Mängeln',
      'gebraucht mit Mängeln',
      'Mängel',
      'beschädigt',
      'teildefekt',
      'teilweise defekt',
      'eingeschränkt',
      'eingeschränkt funktionsfähig',
      'used with defects',
      'with defects',
      'damaged',
      'partially working',
      'minor defects',
    ],
  },
  {
    id: 'defective',
    label: { de: 'Defekt/für Teile', en: 'Defective/for parts' },
    definition: {
      de: 'Funktioniert nicht oder nicht mehr zuverlässig und wird zur Verwertung oder Ersatzteilgewinnung abgegeben.',
      en: 'Does not work, or not reliably, and is handed over for recycling or spare parts.',
    },
    listWords: [
      'defekt',
      'kaputt',
      'für Teile',
      'defekt für Teile',
      'nicht funktionsfähig',
      'funktioniert nicht',
      'Ersatzteile',
      'Schrott',
      'defective',
      'broken',
      'faulty',
      'dead',
      'not working',
      'for parts',
      'parts only',
      'scrap',
    ],
  },
];

export const defaultConditionGrade: ConditionGradeId = 'used-working';

/** The battery line's chemistries, named (the submission's `battery.chemistry`). */
export const batteryChemistries: readonly { id: BatteryChemistryId; label: Localized }[] = [
  { id: 'li-ion', label: { de: 'Lithium-Ionen', en: 'Lithium-ion' } },
  { id: 'lifepo4', label: { de: 'Lithium-Eisenphosphat (LiFePO4)', en: 'Lithium iron phosphate (LiFePO4)' } },
  { id: 'lead-acid', label: { de: 'Blei-Säure', en: 'Lead-acid' } },
  { id: 'nimh', label: { de: 'Nickel-Metallhydrid (NiMH)', en: 'Nickel-metal hydride (NiMH)' } },
  { id: 'other', label: { de: 'Andere/unbekannt', en: 'Other/unknown' } },
];
