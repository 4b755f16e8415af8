import type { Localized } from '@/i18n/locales';
import { formatNumber, formatPercent } from '@/lib/format';
import { certificationBadges } from '../certifications';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, pickupWorkingDays: p, paymentDays } = claims;

export const elektroschrottRecyclingPage: Localized<ContentPage> = {
  de: {
    accent: 'it',
    serviceType: 'Elektroschrott-Recycling für Unternehmen',
    hero: {
      badge: 'Elektroschrott-Recycling',
      title: 'Elektroschrott-Recycling für Unternehmen',
      lead: 'Wir recyceln IT-Geräte, Server, Platinen und Bauteile nach ElektroG: Was noch funktioniert, geht in die Wiederverwendung, der Rest wird in Metalle und Kunststoffe zerlegt. Datenträger vernichten wir nachweisbar.',
      primary: { label: 'Recycling anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `${formatPercent(claims.recoveryRatePercent, 'de')} Rückgewinnungsquote der Wertstoffe`,
        `${formatNumber(claims.devicesRecycled, 'de')}+ Geräte im Kreislauf gehalten`,
        'Datenträgervernichtung nach DIN 66399',
        'Vergütung für Geräte mit Restwert',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Was wir recyceln',
        columns: 3,
        cards: [
          {
            icon: 'server',
            title: 'IT und Rechenzentrum',
            description:
              'Server, Storage, Switches, Router, USV-Anlagen, Racks und Verkabelung – auch bei Komplettauflösungen.',
            features: ['Demontage vor Ort', 'Asset-Liste mit Seriennummern'],
          },
          {
            icon: 'devices',
            title: 'Arbeitsplatz-IT',
            description:
              'PCs, Notebooks, Monitore, Drucker, Telefone, Tablets und Smartphones aus Büro und Verwaltung.',
            features: ['Wiederverwendung geprüfter Geräte', 'MDM- und BIOS-Sperren klären wir'],
          },
          {
            icon: 'circuitBoard',
            title: 'Platinen und Bauteile',
            description:
              'Leiterplatten, Prozessoren, Speicher, Steckverbinder und Kabel aus Produktion, Reparatur und Ausschuss.',
            features: ['Sortierung nach Edelmetallgehalt', 'Vergütung nach Gewicht und Klasse'],
          },
        ],
      },
      {
        kind: 'facts',
        title: 'Was aus Ihren Geräten wird',
        intro:
          'Wiederverwenden hat Vorrang. Was nicht mehr nutzbar ist, wird so weit zerlegt, dass die Wertstoffe sortenrein zurückgewonnen werden.',
        facts: [
          {
            value: formatPercent(claims.reusedPercent, 'de'),
            label: 'der angekauften Ware gehen in die Wiederverwendung',
          },
          { value: formatPercent(claims.recycledPercent, 'de'), label: 'werden stofflich recycelt' },
          { value: formatPercent(claims.recoveryRatePercent, 'de'), label: 'Rückgewinnungsquote der Wertstoffe' },
          { value: formatNumber(claims.yearsOfExperience, 'de'), label: `Jahre Erfahrung seit ${claims.foundingYear}` },
        ],
      },
      {
        kind: 'steps',
        title: 'Vom Lager zum Nachweis',
        steps: [
          {
            title: 'Bestandsaufnahme',
            description: 'Sie senden eine Liste oder Fotos; bei großen Mengen besichtigen wir vor Ort.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Abholung',
            description: 'In Gitterboxen, auf Paletten oder in verschließbaren Datenträgerbehältern, bundesweit.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Prüfen, löschen, zerlegen',
            description: 'Funktionstest, Datenlöschung oder Vernichtung, Demontage und Trennung der Fraktionen.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Vergütung und Nachweise',
            description: 'Gutschrift für wiederverwendbare Geräte, Entsorgungsnachweis und Vernichtungszertifikat.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Standards, nach denen wir arbeiten',
        badges: [
          { label: 'ElektroG', description: 'Behandlung von Altgeräten nach dem Elektro- und Elektronikgerätegesetz.' },
          { label: 'DIN 66399', description: 'Vernichtung von Datenträgern in der vereinbarten Sicherheitsstufe.' },
          { label: 'DSGVO', description: 'Vertrag zur Auftragsverarbeitung und dokumentierte Löschung.' },
          ...certificationBadges('de'),
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Kostet das Recycling etwas?',
            answer:
              'Geräte mit Restwert und edelmetallhaltige Platinen vergüten wir. Für reinen Schrott ohne Restwert nennen wir einen Festpreis. Beides erfahren Sie vor der Abholung – Preis nach Prüfung Ihrer Liste.',
          },
          {
            question: 'Wie erfahre ich, welche Geräte weiterverwendet wurden?',
            answer:
              'Auf Wunsch erhalten Sie eine Asset-Liste mit Seriennummer, Prüfergebnis und Verbleib (Wiederverwendung oder Recycling) je Gerät.',
          },
          {
            question: 'Gilt das auch für private Haushalte?',
            answer:
              'Unser Service richtet sich an Unternehmen und Einrichtungen. Private Altgeräte geben Sie kostenlos beim kommunalen Wertstoffhof oder im Handel ab.',
          },
        ],
      },
    ],
    cta: {
      title: 'Elektroschrott recyceln lassen',
      text: `Senden Sie uns eine Liste oder Fotos. Sie erhalten Angebot und Abholtermin; wir melden uns an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden.`,
      primary: { label: 'Recycling anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'it',
    serviceType: 'E-waste recycling for businesses',
    hero: {
      badge: 'E-waste recycling',
      title: 'E-waste recycling for businesses',
      lead: 'We recycle IT equipment, servers, circuit boards and components under the German ElektroG: whatever still works goes back into use, the rest is broken down into metals and plastics. Data carriers are destroyed verifiably.',
      primary: { label: 'Request recycling', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `${formatPercent(claims.recoveryRatePercent, 'en')} material recovery rate`,
        `${formatNumber(claims.devicesRecycled, 'en')}+ devices kept in the loop`,
        'Data carrier destruction to DIN 66399',
        'Payment for equipment with residual value',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'What we recycle',
        columns: 3,
        cards: [
          {
            icon: 'server',
            title: 'IT and data centre',
            description:
              'Servers, storage, switches, routers, UPS systems, racks and cabling – including complete decommissioning.',
            features: ['On-site dismantling', 'Asset list with serial numbers'],
          },
          {
            icon: 'devices',
            title: 'Workplace IT',
            description:
              'PCs, laptops, monitors, printers, phones, tablets and smartphones from offices and administration.',
            features: ['Tested devices reused', 'We sort out MDM and BIOS locks'],
          },
          {
            icon: 'circuitBoard',
            title: 'Circuit boards and components',
            description: 'Boards, processors, memory, connectors and cables from production, repair and rejects.',
            features: ['Sorted by precious-metal content', 'Paid by weight and grade'],
          },
        ],
      },
      {
        kind: 'facts',
        title: 'What becomes of your equipment',
        intro:
          'Reuse comes first. Whatever can no longer be used is broken down far enough for the materials to be recovered in clean fractions.',
        facts: [
          { value: formatPercent(claims.reusedPercent, 'en'), label: 'of goods bought go back into use' },
          { value: formatPercent(claims.recycledPercent, 'en'), label: 'go into material recycling' },
          { value: formatPercent(claims.recoveryRatePercent, 'en'), label: 'material recovery rate' },
          {
            value: formatNumber(claims.yearsOfExperience, 'en'),
            label: `years of experience since ${claims.foundingYear}`,
          },
        ],
      },
      {
        kind: 'steps',
        title: 'From your storeroom to the certificate',
        steps: [
          {
            title: 'Inventory',
            description: 'Send a list or photos; for large quantities we visit your site.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Pickup',
            description: 'In mesh boxes, on pallets or in lockable data-carrier bins, anywhere in Germany.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Test, erase, dismantle',
            description: 'Function test, data erasure or destruction, dismantling and separation of fractions.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Payment and records',
            description: 'Credit for reusable equipment, disposal certificate and certificate of destruction.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Standards we work to',
        badges: [
          {
            label: 'ElektroG',
            description: 'Treatment of old equipment under the German Electrical and Electronic Equipment Act.',
          },
          { label: 'DIN 66399', description: 'Destruction of data carriers at the agreed security level.' },
          { label: 'GDPR', description: 'Data processing agreement and documented erasure.' },
          ...certificationBadges('en'),
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Does recycling cost anything?',
            answer:
              'We pay for equipment with residual value and for boards containing precious metals. For pure scrap without residual value we quote a fixed price. You know both before pickup – price after we have checked your list.',
          },
          {
            question: 'How do I find out which devices were reused?',
            answer:
              'On request you receive an asset list with serial number, test result and outcome (reuse or recycling) for every device.',
          },
          {
            question: 'Is this for private households too?',
            answer:
              'Our service is for businesses and institutions. Private households can hand in old equipment free of charge at municipal recycling centres or retailers.',
          },
        ],
      },
    ],
    cta: {
      title: 'Have your e-waste recycled',
      text: `Send us a list or photos. You receive a quote and a pickup date; we reply within ${claims.priceEstimateHours} hours on working days.`,
      primary: { label: 'Request recycling', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
