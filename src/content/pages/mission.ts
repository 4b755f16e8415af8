import type { Localized } from '@/i18n/locales';
import { formatNumber, formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { company } from '../company';
import type { ContentPage } from '../types';

const reply = company.openingHours.replyWithinHours;
const { min: valuationMin, max: valuationMax } = claims.valuationHours;
const { min: pickupMin, max: pickupMax } = claims.pickupWorkingDays;

export const missionPage: Localized<ContentPage> = {
  de: {
    accent: 'brand',
    hero: {
      badge: 'Unsere Mission',
      title: 'Was noch funktioniert, bleibt im Einsatz. Was nicht mehr geht, wird Rohstoff.',
      lead: `Seit ${claims.foundingYear} holen wir Batterien, Elektronik und Solartechnik aus Lagern, Rechenzentren und Kellern zurück in den Kreislauf – nachvollziehbar dokumentiert und mit fairen, unverbindlichen Ankaufspreisen.`,
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Unternehmensprofil', href: '/unternehmensprofil' },
      points: [
        `${formatNumber(claims.devicesRecycled, 'de')}+ Geräte im Kreislauf gehalten`,
        `${formatPercent(claims.recoveryRatePercent, 'de')} Rückgewinnungsquote`,
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Drei Grundsätze, an denen Sie uns messen können',
        intro:
          'Unsere Mission ist kein Leitbild für die Wand, sondern eine Reihenfolge, die wir bei jeder Lieferung einhalten.',
        columns: 3,
        cards: [
          {
            icon: 'recycle',
            title: 'Weiterverwenden vor Recyceln',
            description: `Jedes Gerät wird zuerst auf eine zweite Nutzung geprüft. So gehen heute ${formatPercent(claims.reusedPercent, 'de')} der angekauften Ware in die Wiederverwendung, ${formatPercent(claims.recycledPercent, 'de')} ins stoffliche Recycling.`,
          },
          {
            icon: 'shieldCheck',
            title: 'Daten sicher, Nachweise vollständig',
            description:
              'Datenträger löschen oder vernichten wir nachweisbar. Sie erhalten Protokolle, Zertifikate und Entsorgungsnachweise für Ihre Unterlagen.',
          },
          {
            icon: 'scale',
            title: 'Faire Preise, ehrlich begründet',
            description:
              'Unsere Preislisten nennen Höchstpreise, die wir nach Prüfung von Zustand und Vollständigkeit bestätigen. Abzüge erklären wir Posten für Posten.',
          },
        ],
      },
      {
        kind: 'facts',
        title: 'Was daraus wird',
        facts: [
          { value: `${formatNumber(claims.devicesRecycled, 'de')}+`, label: 'Geräte recycelt oder weiterverwendet' },
          { value: formatPercent(claims.recoveryRatePercent, 'de'), label: 'Rückgewinnungsquote der Wertstoffe' },
          { value: formatPercent(claims.reusedPercent, 'de'), label: 'der Ware geht in die Wiederverwendung' },
          { value: formatPercent(claims.recycledPercent, 'de'), label: 'werden stofflich recycelt' },
        ],
      },
      {
        kind: 'steps',
        title: 'So setzen wir die Mission bei jedem Auftrag um',
        steps: [
          {
            title: 'Bewerten',
            description: 'Sie senden Fotos oder eine Liste, wir nennen einen unverbindlichen Preisrahmen.',
            duration: `innerhalb von ${reply} h an Werktagen`,
          },
          {
            title: 'Abholen',
            description: 'Wir holen bundesweit ab, Batterien in ADR-konformen Behältern.',
            duration: `${pickupMin}–${pickupMax} Werktage`,
          },
          {
            title: 'Prüfen und sortieren',
            description:
              'Funktionstest, Datenlöschung oder Vernichtung, Entscheidung über Wiederverwendung oder Recycling.',
            duration: `${valuationMin}–${valuationMax} h`,
          },
          {
            title: 'Bezahlen und dokumentieren',
            description: 'Zahlung per Überweisung und vollständige Nachweise für Ihre Unterlagen.',
            duration: `binnen ${claims.paymentDays} Tagen`,
          },
        ],
      },
    ],
    cta: {
      title: 'Haben Sie Geräte, die noch etwas wert sind?',
      text: `Schicken Sie uns eine kurze Beschreibung oder eine Liste. Wir melden uns an Werktagen innerhalb von ${reply} Stunden.`,
      primary: { label: 'Kostenlose Bewertung anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'brand',
    hero: {
      badge: 'Our mission',
      title: 'What still works stays in use. What no longer works becomes raw material.',
      lead: `Since ${claims.foundingYear} we have been bringing batteries, electronics and solar equipment from warehouses, data centres and basements back into the loop – with clear documentation and fair, indicative buy-back prices.`,
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Company profile', href: '/unternehmensprofil' },
      points: [
        `${formatNumber(claims.devicesRecycled, 'en')}+ devices kept in the loop`,
        `${formatPercent(claims.recoveryRatePercent, 'en')} recovery rate`,
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Three principles you can hold us to',
        intro: 'Our mission is not a slogan for the wall but an order of priorities we follow with every delivery.',
        columns: 3,
        cards: [
          {
            icon: 'recycle',
            title: 'Reuse before recycling',
            description: `Every device is first checked for a second life. Today ${formatPercent(claims.reusedPercent, 'en')} of what we buy is reused and ${formatPercent(claims.recycledPercent, 'en')} goes into material recycling.`,
          },
          {
            icon: 'shieldCheck',
            title: 'Data safe, paperwork complete',
            description:
              'We erase or destroy data carriers verifiably. You receive logs, certificates and disposal records for your files.',
          },
          {
            icon: 'scale',
            title: 'Fair prices, honestly explained',
            description:
              'Our price lists show maximum prices that we confirm after checking condition and completeness. We explain any deduction item by item.',
          },
        ],
      },
      {
        kind: 'facts',
        title: 'What comes of it',
        facts: [
          { value: `${formatNumber(claims.devicesRecycled, 'en')}+`, label: 'devices recycled or reused' },
          { value: formatPercent(claims.recoveryRatePercent, 'en'), label: 'recovery rate for materials' },
          { value: formatPercent(claims.reusedPercent, 'en'), label: 'of goods go back into use' },
          { value: formatPercent(claims.recycledPercent, 'en'), label: 'go into material recycling' },
        ],
      },
      {
        kind: 'steps',
        title: 'How we put the mission into practice on every job',
        steps: [
          {
            title: 'Valuation',
            description: 'Send us photos or a list and we give you an indicative price range.',
            duration: `within ${reply} h on working days`,
          },
          {
            title: 'Pickup',
            description: 'We collect anywhere in Germany, batteries in ADR-compliant containers.',
            duration: `${pickupMin}–${pickupMax} working days`,
          },
          {
            title: 'Inspection and sorting',
            description: 'Function test, data erasure or destruction, and the decision between reuse and recycling.',
            duration: `${valuationMin}–${valuationMax} h`,
          },
          {
            title: 'Payment and records',
            description: 'Payment by bank transfer and complete records for your files.',
            duration: `within ${claims.paymentDays} days`,
          },
        ],
      },
    ],
    cta: {
      title: 'Do you have equipment that is still worth something?',
      text: `Send us a short description or a list. We reply within ${reply} hours on working days.`,
      primary: { label: 'Request a free valuation', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
