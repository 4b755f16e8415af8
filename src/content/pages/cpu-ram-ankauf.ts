import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, paymentDays } = claims;

export const cpuRamAnkaufPage: Localized<ContentPage> = {
  de: {
    accent: 'it',
    serviceType: 'Ankauf von Prozessoren und Arbeitsspeicher',
    hero: {
      badge: 'CPU- und RAM-Ankauf',
      title: 'Prozessoren und Arbeitsspeicher verkaufen',
      lead: 'Ob ausgebaute Server-CPUs, RAM aus einer Rechenzentrumsauflösung oder Restposten aus dem Lager: Wir bewerten Ihre Ware einzeln oder als Los und zahlen per Überweisung.',
      primary: { label: 'Jetzt bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `Bewertung in ${v.min}–${v.max} h nach Eingang`,
        `Zahlung binnen ${paymentDays} Tagen`,
        promise.freePickup(['itHardware'], 'de'),
        'Auch Einzelstücke und gemischte Lose',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Ihre Vorteile',
        columns: 4,
        cards: [
          {
            icon: 'calculator',
            title: 'Nachvollziehbare Bewertung',
            description:
              'Wir bewerten nach Modell, Stepping, Zustand und Menge. Jeder Abzug steht mit Grund im Prüfprotokoll.',
          },
          {
            icon: 'euro',
            title: 'Schnelle Zahlung',
            description: `Nach Ihrer Zusage zahlen wir per Überweisung, spätestens binnen ${paymentDays} Tagen – mit ordentlichem Ankaufbeleg für Ihre Buchhaltung.`,
          },
          {
            icon: 'truck',
            title: 'Abholung bundesweit',
            description: `Kleinere Mengen senden Sie uns versichert per Paket. Größere holen wir ab, auch direkt aus dem Rechenzentrum – kostenlos ${promise.freePickupThresholds(['itHardware'], 'de')}.`,
          },
          {
            icon: 'shieldCheck',
            title: 'Sicher für Ihre Daten',
            description:
              'Kommen CPUs und RAM in kompletten Servern, löschen oder vernichten wir die Datenträger nach DIN 66399 und bestätigen es schriftlich.',
          },
        ],
      },
      {
        kind: 'categories',
        title: 'Was wir ankaufen',
        columns: 3,
        categories: [
          {
            icon: 'cpu',
            title: 'Prozessoren',
            items: ['Intel Core i5 / i7 / i9', 'Intel Xeon Scalable', 'AMD Ryzen', 'AMD Threadripper', 'AMD EPYC'],
            note: 'Unbeschädigte Pins bzw. Kontaktflächen und lesbare Beschriftung sind entscheidend für den Preis.',
          },
          {
            icon: 'memory',
            title: 'Arbeitsspeicher',
            items: ['DDR5 und DDR4', 'RDIMM und LRDIMM (ECC)', 'UDIMM und SO-DIMM', 'Module ab 8 GB'],
            note: 'Sortenreine Lose gleicher Kapazität und Taktrate erzielen bessere Preise als gemischte Ware.',
          },
          {
            icon: 'server',
            title: 'Server und Workstations',
            items: ['Komplette Server', 'Barebones mit CPU und RAM', 'Workstations', 'Mainboards mit CPU'],
            note: 'Wir bauen aus, bewerten die Komponenten einzeln und nennen Ihnen den besseren Weg.',
          },
        ],
        note: 'Unsere Preislisten nennen unverbindliche Höchstpreise. Der tatsächliche Ankaufspreis hängt von Zustand und Vollständigkeit ab und wird nach Prüfung bestätigt – Preis nach Prüfung.',
      },
      {
        kind: 'steps',
        title: 'In vier Schritten verkauft',
        steps: [
          {
            title: 'Liste senden',
            description:
              'Modellbezeichnungen (z. B. sSpec-Nummer oder Teilenummer des RAM), Stückzahl und Zustand – eine Excel-Liste oder Fotos genügen.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Versand oder Abholung',
            description: 'Einzelstücke in ESD-Verpackung versichert versenden, größere Mengen holen wir ab.',
          },
          {
            title: 'Prüfung',
            description:
              'Sichtprüfung, Funktionstest auf Testsystemen und Abgleich mit Ihrer Liste; Sie erhalten das Prüfprotokoll.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Zahlung',
            description: 'Nach Ihrer Zusage zahlen wir den bestätigten Preis per Überweisung.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was passiert, wenn der Preis nach Prüfung niedriger ist?',
            answer:
              'Sie entscheiden: Sie nehmen den bestätigten Preis an oder lassen sich die Ware zurücksenden. Abweichungen begründen wir Posten für Posten.',
          },
          {
            question: 'Kaufen Sie auch defekte CPUs?',
            answer:
              'Ja, als Recyclingware zum Materialwert. Prozessoren mit verbogenen Pins prüfen wir einzeln, da sie oft noch funktionieren.',
          },
          {
            question: 'Erhalte ich eine Rechnung oder Gutschrift?',
            answer:
              'Gewerbliche Verkäufer erhalten eine Gutschrift, Privatpersonen einen Ankaufbeleg – jeweils mit Modell, Menge und Preis je Position.',
          },
        ],
      },
    ],
    cta: {
      title: 'Was sind Ihre Prozessoren und Module wert?',
      text: `Schicken Sie uns Ihre Liste. Sie erhalten einen unverbindlichen Preisrahmen an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden.`,
      primary: { label: 'Jetzt bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'it',
    serviceType: 'Processor and memory buy-back',
    hero: {
      badge: 'CPU and RAM buy-back',
      title: 'Sell processors and memory',
      lead: 'Server CPUs pulled from racks, memory from a data-centre clear-out or surplus stock from the warehouse: we value your goods item by item or as a lot and pay by bank transfer.',
      primary: { label: 'Get a valuation now', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `Valuation within ${v.min}–${v.max} hours of arrival`,
        `Payment within ${paymentDays} days`,
        promise.freePickup(['itHardware'], 'en'),
        'Single items and mixed lots welcome',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'What you gain',
        columns: 4,
        cards: [
          {
            icon: 'calculator',
            title: 'A valuation you can follow',
            description:
              'We value by model, stepping, condition and quantity. Every deduction is listed with its reason in the test report.',
          },
          {
            icon: 'euro',
            title: 'Fast payment',
            description: `Once you accept, we pay by bank transfer within ${paymentDays} days – with a proper purchase document for your accounts.`,
          },
          {
            icon: 'truck',
            title: 'Pickup across Germany',
            description: `Send smaller quantities as an insured parcel. We collect larger ones, straight from the data centre if needed – free ${promise.freePickupThresholds(['itHardware'], 'en')}.`,
          },
          {
            icon: 'shieldCheck',
            title: 'Safe for your data',
            description:
              'If CPUs and memory come in complete servers, we erase or destroy the drives to DIN 66399 and confirm it in writing.',
          },
        ],
      },
      {
        kind: 'categories',
        title: 'What we buy',
        columns: 3,
        categories: [
          {
            icon: 'cpu',
            title: 'Processors',
            items: ['Intel Core i5 / i7 / i9', 'Intel Xeon Scalable', 'AMD Ryzen', 'AMD Threadripper', 'AMD EPYC'],
            note: 'Undamaged pins or pads and legible markings matter most for the price.',
          },
          {
            icon: 'memory',
            title: 'Memory',
            items: ['DDR5 and DDR4', 'RDIMM and LRDIMM (ECC)', 'UDIMM and SO-DIMM', 'Modules from 8 GB'],
            note: 'Uniform lots of the same capacity and speed fetch better prices than mixed goods.',
          },
          {
            icon: 'server',
            title: 'Servers and workstations',
            items: ['Complete servers', 'Barebones with CPU and RAM', 'Workstations', 'Motherboards with CPU'],
            note: 'We strip them, value the parts individually and tell you which route pays more.',
          },
        ],
        note: 'Our price lists show indicative maximum prices. The actual purchase price depends on condition and completeness and is confirmed after inspection – price after inspection.',
      },
      {
        kind: 'steps',
        title: 'Sold in four steps',
        steps: [
          {
            title: 'Send a list',
            description:
              'Model names (e.g. the sSpec number or the memory part number), quantity and condition – a spreadsheet or photos will do.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Shipping or pickup',
            description: 'Ship single items insured in ESD packaging; we collect larger quantities.',
          },
          {
            title: 'Inspection',
            description:
              'Visual check, function test on test systems and comparison with your list; you receive the test report.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Payment',
            description: 'Once you accept, we pay the confirmed price by bank transfer.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What if the price after inspection is lower?',
            answer:
              'You decide: accept the confirmed price or have the goods sent back. We explain any difference item by item.',
          },
          {
            question: 'Do you buy defective CPUs?',
            answer:
              'Yes, as recycling material at material value. We check processors with bent pins individually, as many still work.',
          },
          {
            question: 'Do I get an invoice or a credit note?',
            answer:
              'Business sellers receive a self-billed credit note, private sellers a purchase receipt – each with model, quantity and price per line.',
          },
        ],
      },
    ],
    cta: {
      title: 'What are your processors and modules worth?',
      text: `Send us your list. You get an indicative price range within ${claims.priceEstimateHours} hours on working days.`,
      primary: { label: 'Get a valuation now', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
