import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, paymentDays } = claims;

export const elektronischeBauteileAnkaufPage: Localized<ContentPage> = {
  de: {
    accent: 'it',
    serviceType: 'Ankauf elektronischer Bauteile',
    hero: {
      badge: 'Elektronische Bauteile verkaufen',
      title: 'Elektronische Bauteile verkaufen',
      lead: 'ICs, Halbleiter, Prozessoren, Speicher und Baugruppen aus Überbeständen, Projektabbrüchen oder Produktumstellungen: Wir kaufen neuwertige Originalware und gebrauchte, geprüfte Komponenten.',
      primary: { label: 'Bauteile anbieten', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        promise.valuation('de'),
        `Zahlung binnen ${paymentDays} Tagen`,
        'Neu- und Gebrauchtware',
        'Recycling nicht verkäuflicher Teile',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Was wir ankaufen',
        columns: 3,
        categories: [
          {
            icon: 'microchip',
            title: 'ICs und Halbleiter',
            items: [
              'Mikrocontroller',
              'FPGAs',
              'Speicher-ICs',
              'Leistungshalbleiter',
              'Analog- und Schnittstellen-ICs',
            ],
            note: 'Neuware bevorzugt in Originalverpackung mit aktuellem Date Code.',
          },
          {
            icon: 'zap',
            title: 'Spezialhalbleiter',
            items: ['GaN-Transistoren', 'SiC-MOSFETs und -Dioden', 'GaAs-HF-Bauteile', 'IGBT-Module'],
            note: 'Gefragt in E-Mobilität und Leistungselektronik – auch Anbruchmengen.',
          },
          {
            icon: 'circuitBoard',
            title: 'Prozessoren, Speicher, Baugruppen',
            items: ['CPUs und GPUs', 'RAM-Module und SSDs', 'Bestückte Leiterplatten', 'Netzteile und Module'],
            note: 'Gebrauchte Ware prüfen wir auf Funktion; Datenträger werden gelöscht oder vernichtet.',
          },
        ],
        note: 'Die Preise bestimmt der Markt für das jeweilige Bauteil. Sie erhalten zunächst einen unverbindlichen Preisrahmen; verbindlich ist unser Angebot bis zu seinem Gültigkeitsdatum, für Ware wie beschrieben.',
      },
      {
        kind: 'cards',
        title: 'Warum bei uns verkaufen',
        columns: 3,
        cards: [
          {
            icon: 'scale',
            title: 'Faire, begründete Angebote',
            description: 'Wir bewerten jede Position einzeln und sagen Ihnen, warum ein Teil mehr oder weniger bringt.',
          },
          {
            icon: 'recycle',
            title: 'Alles aus einer Hand',
            description:
              'Was wir nicht weiterverkaufen können, recyceln wir mit Entsorgungsnachweis – Sie müssen nichts vorsortieren.',
          },
          {
            icon: 'clock',
            title: 'Schnell abgewickelt',
            description: `Preisrahmen an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden. Verbindliches Angebot innerhalb von ${v.min}–${v.max} Stunden nach Eingang, Zahlung per Überweisung binnen ${paymentDays} Tagen.`,
          },
        ],
      },
      {
        kind: 'steps',
        title: 'In vier Schritten verkauft',
        steps: [
          {
            title: 'Anbieten',
            description: 'Liste mit Teilenummer, Hersteller, Menge und Zustand oder Fotos senden.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Angebot erhalten',
            description: 'Ein Angebot je Position oder für das Los, verbindlich bis zu seinem Gültigkeitsdatum.',
            duration: `${v.min}–${v.max} h`,
          },
          {
            title: 'Versenden oder abholen lassen',
            description: `Kleinmengen versenden Sie versichert. ${promise.freePickup(['itHardware'], 'de')}.`,
          },
          {
            title: 'Prüfung und Zahlung',
            description: 'Wareneingangsprüfung, Bestätigung des Preises und Überweisung.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Kaufen Sie auch ausgelötete oder gebrauchte Bauteile?',
            answer:
              'Gebrauchte Prozessoren, Speicher und Baugruppen ja, nach Funktionsprüfung. Ausgelötete ICs kaufen wir in der Regel nicht zur Wiederverwendung, nehmen sie aber zum Recycling.',
          },
          {
            question: 'Wie verhindern Sie den Handel mit Fälschungen?',
            answer:
              'Wir prüfen Kennzeichnung, Verpackung und Herkunftsnachweise und nehmen Stichproben unter dem Mikroskop. Fragwürdige Ware kaufen wir nicht an.',
          },
          {
            question: 'Gibt es eine Mindestmenge?',
            answer: 'Nein. Bei sehr kleinen Mengen empfehlen wir, mehrere Positionen zu einem Los zusammenzufassen.',
          },
        ],
      },
    ],
    cta: {
      title: 'Bauteile übrig?',
      text: 'Senden Sie uns Ihre Liste oder Fotos. Sie erhalten einen unverbindlichen Preisrahmen.',
      primary: { label: 'Bauteile anbieten', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'it',
    serviceType: 'Electronic components buy-back',
    hero: {
      badge: 'Sell electronic components',
      title: 'Sell electronic components',
      lead: 'ICs, semiconductors, processors, memory and assemblies from excess stock, cancelled projects or product changes: we buy new original stock and used, tested components.',
      primary: { label: 'Offer your components', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        promise.valuation('en'),
        `Payment within ${paymentDays} days`,
        'New and used stock',
        'Recycling of parts we cannot resell',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'What we buy',
        columns: 3,
        categories: [
          {
            icon: 'microchip',
            title: 'ICs and semiconductors',
            items: ['Microcontrollers', 'FPGAs', 'Memory ICs', 'Power semiconductors', 'Analogue and interface ICs'],
            note: 'New stock preferably in original packaging with a recent date code.',
          },
          {
            icon: 'zap',
            title: 'Specialty semiconductors',
            items: ['GaN transistors', 'SiC MOSFETs and diodes', 'GaAs RF components', 'IGBT modules'],
            note: 'In demand in e-mobility and power electronics – opened packs too.',
          },
          {
            icon: 'circuitBoard',
            title: 'Processors, memory, assemblies',
            items: [
              'CPUs and GPUs',
              'Memory modules and SSDs',
              'Populated circuit boards',
              'Power supplies and modules',
            ],
            note: 'We function-test used goods; data carriers are erased or destroyed.',
          },
        ],
        note: 'Prices follow the market for each part. You first receive an indicative price range; our offer is binding until its validity date, for goods as described.',
      },
      {
        kind: 'cards',
        title: 'Why sell to us',
        columns: 3,
        cards: [
          {
            icon: 'scale',
            title: 'Fair, reasoned offers',
            description: 'We value every line item separately and tell you why a part is worth more or less.',
          },
          {
            icon: 'recycle',
            title: 'Everything from one source',
            description: 'Whatever we cannot resell we recycle with a disposal certificate – no need to pre-sort.',
          },
          {
            icon: 'clock',
            title: 'Handled quickly',
            description: `A price range within ${claims.priceEstimateHours} hours on working days. A binding quote within ${v.min}–${v.max} hours of arrival, payment by bank transfer within ${paymentDays} days.`,
          },
        ],
      },
      {
        kind: 'steps',
        title: 'Sold in four steps',
        steps: [
          {
            title: 'Make an offer',
            description: 'Send a list with part number, manufacturer, quantity and condition, or photos.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Receive a quote',
            description: 'A quote per line item or for the lot, binding until its validity date.',
            duration: `${v.min}–${v.max} h`,
          },
          {
            title: 'Ship or have it collected',
            description: `Ship small quantities insured. ${promise.freePickup(['itHardware'], 'en')}.`,
          },
          {
            title: 'Inspection and payment',
            description: 'Incoming inspection, price confirmation and bank transfer.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Do you buy desoldered or used components?',
            answer:
              'Used processors, memory and assemblies yes, after a function test. We generally do not buy desoldered ICs for reuse, but we take them for recycling.',
          },
          {
            question: 'How do you keep counterfeits out?',
            answer:
              'We check markings, packaging and proof of origin and take samples under the microscope. We do not buy questionable goods.',
          },
          {
            question: 'Is there a minimum quantity?',
            answer: 'No. For very small quantities we suggest combining several items into one lot.',
          },
        ],
      },
    ],
    cta: {
      title: 'Components left over?',
      text: 'Send us your list or photos. You receive an indicative price range.',
      primary: { label: 'Offer your components', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
