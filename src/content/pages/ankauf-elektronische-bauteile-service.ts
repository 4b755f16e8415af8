import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, pickupWorkingDays: p, paymentDays } = claims;

export const ankaufElektronischeBauteileServicePage: Localized<ContentPage> = {
  de: {
    accent: 'it',
    serviceType: 'Ankauf-Service für elektronische Bauteile und Überbestände',
    hero: {
      badge: 'Ankauf-Service Bauteile',
      title: 'Überbestände an Bauteilen in Liquidität verwandeln',
      lead: 'Für Elektronikfertiger, OEMs, Distributoren und Instandhalter: Sie schicken uns Ihre Bestandsliste, wir bewerten, holen ab, prüfen und zahlen. Ihr Lager wird frei, Ihre Bilanz sauber.',
      primary: { label: 'Service anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        promise.estimateShort('de'),
        `Zahlung binnen ${paymentDays} Tagen`,
        'Vertraulichkeitsvereinbarung auf Wunsch',
        promise.freePickup(['itHardware'], 'de'),
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Was der Service umfasst',
        columns: 4,
        cards: [
          {
            icon: 'fileSpreadsheet',
            title: 'Bewertung Ihrer Bestandsliste',
            description:
              'Wir arbeiten direkt mit Ihrem ERP-Export: Herstellerteilenummer, Hersteller, Menge, Date Code und Verpackung genügen.',
          },
          {
            icon: 'truck',
            title: 'Abholung und Verpackung',
            description:
              'Wir holen palettenweise ab, feuchtigkeitsempfindliche Bauteile bleiben im Dry Pack, ESD-gerechte Verpackung stellen wir.',
          },
          {
            icon: 'microscope',
            title: 'Wareneingangsprüfung',
            description:
              'Abgleich mit Ihrer Liste, Sichtprüfung von Kennzeichnung und Verpackung, Stichproben unter dem Mikroskop gegen Fälschungen.',
          },
          {
            icon: 'receipt',
            title: 'Gutschrift und Nachweis',
            description:
              'Gutschrift je Position, Zahlung per Überweisung und für nicht verwertbare Teile ein Entsorgungsnachweis.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'So läuft ein Ankauf ab',
        steps: [
          {
            title: 'Liste senden',
            description: 'Excel- oder CSV-Export Ihres Bestands, gern mit Fotos von Rollen, Trays und Etiketten.',
            duration: 'Eingangsbestätigung am selben Werktag',
          },
          {
            title: 'Angebot',
            description: 'Sie erhalten ein Angebot je Position oder für das gesamte Los, mit Gültigkeitsdatum.',
            duration: `${v.min}–${v.max} h`,
          },
          {
            title: 'Abholung und Prüfung',
            description: 'Abholung nach Ihrer Zusage, Wareneingangsprüfung und Bestätigung der Mengen.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Zahlung',
            description: 'Gutschrift mit allen Positionen und Zahlung per Überweisung.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'Was den Preis erhöht',
        intro: 'Bauteile werden nach Marktlage bewertet – Preis nach Prüfung. Diese Punkte haben den größten Einfluss:',
        items: [
          'Originalverpackung des Herstellers: Rolle, Tray oder Stange, ungeöffnet',
          'Aktueller Date Code, bei feuchteempfindlichen Teilen versiegeltes Dry Pack mit Feuchteindikator',
          'Nachweisbare Herkunft: Bezug vom Hersteller oder autorisierten Distributor',
          'Gängige Bauteile in großen Stückzahlen statt vieler Kleinmengen',
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Kaufen Sie auch Kleinmengen?',
            answer:
              'Ja, wenn die Bauteile gefragt sind. Bei vielen Kleinpositionen bewerten wir das Los insgesamt, damit sich der Aufwand für Sie lohnt.',
          },
          {
            question: 'Wie vertraulich wird meine Bestandsliste behandelt?',
            answer:
              'Ihre Liste nutzen wir nur für die Bewertung. Auf Wunsch unterschreiben wir vorab eine Vertraulichkeitsvereinbarung; Ihr Firmenname wird gegenüber Abnehmern nicht genannt.',
          },
          {
            question: 'Was passiert mit Teilen, die Sie nicht ankaufen?',
            answer:
              'Sie entscheiden: Rücksendung oder Recycling. Beim Recycling erhalten Sie einen Entsorgungsnachweis.',
          },
        ],
      },
    ],
    cta: {
      title: 'Lager voll mit Bauteilen, die niemand mehr braucht?',
      text: `Senden Sie uns Ihre Bestandsliste. Sie erhalten ein Angebot, verbindlich bis zu seinem Gültigkeitsdatum – die Bewertung nach Eingang dauert ${v.min}–${v.max} Stunden.`,
      primary: { label: 'Service anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'it',
    serviceType: 'Buy-back service for electronic components and excess stock',
    hero: {
      badge: 'Component buy-back service',
      title: 'Turn excess component stock into cash',
      lead: 'For electronics manufacturers, OEMs, distributors and maintenance teams: send us your stock list, and we value, collect, inspect and pay. Your warehouse is cleared and your books are tidy.',
      primary: { label: 'Request the service', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        promise.estimateShort('en'),
        `Payment within ${paymentDays} days`,
        'Non-disclosure agreement on request',
        promise.freePickup(['itHardware'], 'en'),
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'What the service covers',
        columns: 4,
        cards: [
          {
            icon: 'fileSpreadsheet',
            title: 'Valuation of your stock list',
            description:
              'We work straight from your ERP export: manufacturer part number, manufacturer, quantity, date code and packaging are enough.',
          },
          {
            icon: 'truck',
            title: 'Pickup and packaging',
            description:
              'We collect by the pallet; moisture-sensitive parts stay in their dry packs, and we provide ESD-safe packaging.',
          },
          {
            icon: 'microscope',
            title: 'Incoming inspection',
            description:
              'Check against your list, visual inspection of markings and packaging, and spot checks under the microscope against counterfeits.',
          },
          {
            icon: 'receipt',
            title: 'Credit note and records',
            description:
              'A credit note per line item, payment by bank transfer and a disposal certificate for parts that cannot be resold.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'How a purchase works',
        steps: [
          {
            title: 'Send your list',
            description: 'An Excel or CSV export of your stock, ideally with photos of reels, trays and labels.',
            duration: 'Confirmation the same working day',
          },
          {
            title: 'Quote',
            description: 'You receive a quote per line item or for the whole lot, with a validity date.',
            duration: `${v.min}–${v.max} h`,
          },
          {
            title: 'Pickup and inspection',
            description: 'Pickup once you accept, incoming inspection and confirmation of quantities.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Payment',
            description: 'Credit note listing every line and payment by bank transfer.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'What raises the price',
        intro: 'Components are valued at current market conditions – price after inspection. These points matter most:',
        items: [
          'Original manufacturer packaging: reel, tray or tube, unopened',
          'A recent date code; for moisture-sensitive parts a sealed dry pack with humidity indicator',
          'Traceable origin: bought from the manufacturer or an authorised distributor',
          'Common parts in large quantities rather than many small lots',
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Do you buy small quantities?',
            answer:
              'Yes, if the parts are in demand. With many small line items we value the lot as a whole so the effort pays off for you.',
          },
          {
            question: 'How confidential is my stock list?',
            answer:
              'We use your list only for the valuation. On request we sign a non-disclosure agreement first; your company name is never disclosed to buyers.',
          },
          {
            question: 'What happens to parts you do not buy?',
            answer: 'You decide: we send them back or recycle them. For recycling you receive a disposal certificate.',
          },
        ],
      },
    ],
    cta: {
      title: 'Warehouse full of components nobody needs?',
      text: `Send us your stock list. You receive a quote, binding until its validity date – the valuation after arrival takes ${v.min}–${v.max} hours.`,
      primary: { label: 'Request the service', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
