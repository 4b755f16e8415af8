import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, pickupWorkingDays: p, paymentDays } = claims;

export const industrieBatterienPage: Localized<ContentPage> = {
  de: {
    accent: 'energy',
    serviceType: 'Rücknahme und Ankauf von Industriebatterien',
    hero: {
      badge: 'Industriebatterien',
      title: 'Industriebatterien und USV-Speicher zurückgeben',
      lead: 'Ob USV-Anlage im Rechenzentrum, Staplerbatterie oder stationärer Lithium-Speicher: Wir demontieren vor Ort, transportieren als Gefahrgut nach ADR und verwerten nach BattDG – mit Wiegeschein und Entsorgungsnachweis.',
      primary: { label: 'Rücknahme anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `Abholung in ${p.min}–${p.max} Werktagen`,
        'Demontage und Austausch-Termine nach Absprache',
        'Bleiwert wird vergütet',
        'Entsorgungsnachweis nach BattDG',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Welche Industriebatterien wir übernehmen',
        columns: 4,
        categories: [
          {
            icon: 'server',
            title: 'USV und Notstrom',
            items: ['VRLA-/AGM-Blöcke', 'Lithium-USV-Module', 'Notlichtbatterien', 'Telekom-Backup'],
            specs: [{ label: 'Gefahrgut', value: 'UN 2800 / UN 3480' }],
          },
          {
            icon: 'forklift',
            title: 'Traktion und Flurförderzeuge',
            items: [
              'Staplerbatterien (Blei-Säure)',
              'Lithium-Staplerbatterien',
              'Reinigungsmaschinen',
              'Fahrerlose Transportsysteme',
            ],
            specs: [{ label: 'Gefahrgut', value: 'UN 2794 / UN 3480' }],
          },
          {
            icon: 'battery',
            title: 'Stationäre Speicher',
            items: ['Gewerbespeicher', 'Containerspeicher', 'Heimspeicher aus Rückbau', 'Batterieschränke'],
            specs: [{ label: 'Gefahrgut', value: 'UN 3480' }],
          },
          {
            icon: 'factory',
            title: 'Sonstige Industriebatterien',
            items: ['Nickel-Cadmium', 'Nickel-Metallhydrid', 'Bahn- und Signaltechnik', 'Medizin- und Messtechnik'],
            specs: [{ label: 'Gefahrgut', value: 'je nach Typ' }],
          },
        ],
        note: 'Industriebatterien nach BattDG und EU-Batterieverordnung dürfen nicht über den Hausmüll oder Wertstoffhof entsorgt werden. Wir übernehmen sie direkt und dokumentieren den Verwertungsweg.',
      },
      {
        kind: 'steps',
        title: 'Vom Ausbau bis zum Nachweis',
        steps: [
          {
            title: 'Anfrage mit Typenschild',
            description:
              'Hersteller, Typ, Anzahl und Gewicht der Blöcke oder Module, Standort und Zugänglichkeit (Etage, Aufzug, Rampe).',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Demontage vor Ort',
            description:
              'Unser Team klemmt ab, baut aus und verpackt nach ADR – bei USV-Anlagen im Rahmen Ihres Wartungsfensters.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Verwiegen und bewerten',
            description: 'Verwiegung, Sortierung nach Chemie und Prüfung von Lithium-Modulen auf Second Life.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Gutschrift und Nachweis',
            description: 'Vergütung des Material- oder Restwerts per Überweisung, Wiegeschein und Entsorgungsnachweis.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Was es kostet – und was es bringt',
        columns: 3,
        cards: [
          {
            icon: 'weight',
            title: 'Blei-Säure-Batterien',
            description:
              'Blei ist gut verwertbar. Die Entsorgung ist für Sie kostenlos; bei größeren Mengen vergüten wir den Bleiwert nach Gewicht – Preis nach Prüfung.',
          },
          {
            icon: 'batteryCharging',
            title: 'Lithium-Speicher',
            description:
              'Module mit gutem Gesundheitszustand kaufen wir für Second-Life-Anwendungen an. Für nicht mehr nutzbare Module erhalten Sie vorab ein Angebot.',
          },
          {
            icon: 'wrench',
            title: 'Demontage und Transport',
            description:
              'Aufwand für Ausbau, Kran oder Spezialverpackung nennen wir im Angebot – vor Auftrag und ohne Nachforderung.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Können Sie den Austausch mit unserem USV-Wartungsdienst abstimmen?',
            answer:
              'Ja. Wir sprechen den Termin mit Ihrem Wartungsdienstleister ab und nehmen die Altbatterien direkt nach dem Tausch mit.',
          },
          {
            question: 'Welche Nachweise bekomme ich?',
            answer:
              'Wiegeschein bei Abholung und einen Entsorgungsnachweis mit Menge, Batterieart und Verwertungsweg – geeignet für Ihr Umwelt- oder Energiemanagement.',
          },
          {
            question: 'Holen Sie auch einzelne Blöcke ab?',
            answer:
              'Ja, Einzelmengen nehmen wir bei der nächsten Tour in Ihrer Region mit. Den Preis dafür nennen wir vorab.',
          },
        ],
      },
    ],
    cta: {
      title: 'Industriebatterien tauschen oder ausmustern?',
      text: 'Schicken Sie uns ein Foto vom Typenschild und die Anzahl. Sie erhalten Angebot und Termin für Demontage und Abholung.',
      primary: { label: 'Rücknahme anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'energy',
    serviceType: 'Industrial battery take-back and buy-back',
    hero: {
      badge: 'Industrial batteries',
      title: 'Return industrial batteries and UPS storage',
      lead: 'UPS systems in data centres, forklift batteries or stationary lithium storage: we dismantle on site, ship as dangerous goods under ADR and recycle under the German BattDG – with weighing slip and disposal certificate.',
      primary: { label: 'Request take-back', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `Pickup within ${p.min}–${p.max} working days`,
        'Dismantling and replacement dates by arrangement',
        'Lead value paid to you',
        'Disposal certificate under the BattDG',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Industrial batteries we take',
        columns: 4,
        categories: [
          {
            icon: 'server',
            title: 'UPS and backup power',
            items: ['VRLA/AGM blocks', 'Lithium UPS modules', 'Emergency lighting batteries', 'Telecom backup'],
            specs: [{ label: 'Dangerous goods', value: 'UN 2800 / UN 3480' }],
          },
          {
            icon: 'forklift',
            title: 'Traction and material handling',
            items: [
              'Forklift batteries (lead-acid)',
              'Lithium forklift batteries',
              'Cleaning machines',
              'Automated guided vehicles',
            ],
            specs: [{ label: 'Dangerous goods', value: 'UN 2794 / UN 3480' }],
          },
          {
            icon: 'battery',
            title: 'Stationary storage',
            items: ['Commercial storage', 'Container storage', 'Home storage from removals', 'Battery cabinets'],
            specs: [{ label: 'Dangerous goods', value: 'UN 3480' }],
          },
          {
            icon: 'factory',
            title: 'Other industrial batteries',
            items: ['Nickel-cadmium', 'Nickel-metal hydride', 'Rail and signalling', 'Medical and measuring equipment'],
            specs: [{ label: 'Dangerous goods', value: 'by type' }],
          },
        ],
        note: 'Under the BattDG and the EU Batteries Regulation, industrial batteries must not go into household waste or municipal recycling centres. We take them directly and document the recovery route.',
      },
      {
        kind: 'steps',
        title: 'From removal to certificate',
        steps: [
          {
            title: 'Inquiry with rating plate',
            description:
              'Manufacturer, type, number and weight of blocks or modules, location and access (floor, lift, ramp).',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'On-site dismantling',
            description:
              'Our team disconnects, removes and packs to ADR – for UPS systems within your maintenance window.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Weighing and valuation',
            description: 'Weighing, sorting by chemistry and second-life testing of lithium modules.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Credit and certificate',
            description: 'Material or residual value paid by bank transfer, weighing slip and disposal certificate.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'cards',
        title: 'What it costs – and what it earns',
        columns: 3,
        cards: [
          {
            icon: 'weight',
            title: 'Lead-acid batteries',
            description:
              'Lead recycles well. Disposal is free for you; for larger quantities we pay the lead value by weight – price after inspection.',
          },
          {
            icon: 'batteryCharging',
            title: 'Lithium storage',
            description:
              'We buy modules in good health for second-life use. For modules that can no longer be used you receive a quote in advance.',
          },
          {
            icon: 'wrench',
            title: 'Dismantling and transport',
            description:
              'The cost of removal, crane or special packaging is stated in the quote – before you commit, with no later surcharges.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Can you coordinate the swap with our UPS service provider?',
            answer:
              'Yes. We agree the date with your service provider and take the old batteries straight after the replacement.',
          },
          {
            question: 'Which documents do I receive?',
            answer:
              'A weighing slip at pickup and a disposal certificate stating quantity, battery type and recovery route – suitable for your environmental or energy management.',
          },
          {
            question: 'Do you collect single blocks?',
            answer:
              'Yes, we pick up small quantities on our next run in your region. We tell you the price in advance.',
          },
        ],
      },
    ],
    cta: {
      title: 'Replacing or retiring industrial batteries?',
      text: 'Send us a photo of the rating plate and the number of units. You receive a quote and a date for dismantling and pickup.',
      primary: { label: 'Request take-back', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
