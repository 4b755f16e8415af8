import type { Locale, Localized } from '@/i18n/locales';
import { formatNumber, formatPercent } from '@/lib/format';
import { claims } from '../claims';
import type { ContentPage } from '../types';

const { co2SavedTonnes, lithiumTonnes, rareEarthsTonnes } = claims.balance2024;
const { devices: goalDevices, climateNeutralYear: goalYear } = claims.goals2030;
/** "50 t" with a non-breaking space, so value and unit never wrap apart. */
const tonnes = (value: number, locale: Locale) => `${formatNumber(value, locale)}\u00a0t`;
const millions = (value: number, locale: Locale) => formatNumber(value / 1_000_000, locale);

/** The 2024 balance and all recovery figures are the company's own statements; the copy says so. */
export const sustainabilityPage: Localized<ContentPage> = {
  de: {
    accent: 'brand',
    hero: {
      badge: 'Nachhaltigkeit',
      title: 'Was unsere Arbeit bewirkt\u00a0– offen ausgewiesen',
      lead: `Recycling ist nur so gut wie das, was am Ende herauskommt. Deshalb zeigen wir, was wir 2024 nach eigener Bilanz erreicht haben, wie viel wir zurückgewinnen und weiterverwenden – und was wir uns bis ${goalYear} vorgenommen haben.`,
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: `Vision ${goalYear}`, href: '/vision' },
      points: ['Verwertungsnachweis für jede Lieferung', 'Umweltmanagement nach ISO 14001'],
    },
    sections: [
      {
        kind: 'facts',
        title: 'Unsere Bilanz 2024',
        intro:
          'Eigene Angaben des Unternehmens für das Jahr 2024. Wie wir die Werte ermitteln, erläutern wir Ihnen auf Anfrage.',
        facts: [
          { value: tonnes(co2SavedTonnes, 'de'), label: 'CO₂ eingespart (eigene Berechnung)' },
          { value: tonnes(lithiumTonnes, 'de'), label: 'Lithium in den Kreislauf zurückgeführt' },
          { value: tonnes(rareEarthsTonnes, 'de'), label: 'Seltene Erden zurückgewonnen' },
          {
            value: `${formatNumber(claims.devicesRecycled, 'de')}+`,
            label: `Geräte seit ${claims.foundingYear} recycelt oder weiterverwendet`,
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Rückgewinnung und Wiederverwendung',
        intro:
          'Jede Lieferung durchläuft dieselbe Reihenfolge: zuerst prüfen, ob ein Gerät oder Bauteil weiterarbeiten kann, erst dann zerlegen und verwerten.',
        columns: 4,
        cards: [
          {
            icon: 'recycle',
            title: 'Wiederverwendung zuerst',
            highlight: `${formatPercent(claims.reusedPercent, 'de')} weiterverwendet`,
            description:
              'Funktionsfähige Geräte, Bauteile und Batteriemodule gehen nach Prüfung und Datenlöschung zurück in den Einsatz.',
          },
          {
            icon: 'factory',
            title: 'Stoffliches Recycling',
            highlight: `${formatPercent(claims.recycledPercent, 'de')} recycelt`,
            description:
              'Was nicht mehr funktioniert, zerlegen wir sortenrein und geben die Fraktionen an spezialisierte Verwertungsbetriebe weiter.',
          },
          {
            icon: 'gem',
            title: 'Wertstoffe zurückgewinnen',
            highlight: `${formatPercent(claims.recoveryRatePercent, 'de')} Rückgewinnungsquote`,
            description:
              'Metalle, Kunststoffe und Batterierohstoffe werden zurückgewonnen; nur ein kleiner Rest geht in die Beseitigung.',
          },
          {
            icon: 'badgeCheck',
            title: 'Zertifizierte Abläufe',
            highlight: `${formatPercent(claims.certifiedPercent, 'de')} zertifiziert`,
            description:
              'Annahme, Lagerung und Verwertung laufen in unseren Managementsystemen nach ISO 14001 und ISO 9001.',
          },
        ],
      },
      {
        kind: 'cards',
        title: `Unsere Ziele bis ${goalYear}`,
        columns: 2,
        cards: [
          {
            icon: 'target',
            title: `Über ${millions(goalDevices, 'de')}\u00a0Millionen Geräte im Kreislauf`,
            description: `Heute sind es über ${millions(claims.devicesRecycled, 'de')}\u00a0Millionen. Mehr Abholung, mehr Prüfkapazität für Second-Life-Batterien und einfache Rückgabe für Betriebe sollen die Zahl bis ${goalYear} weiter steigen lassen.`,
          },
          {
            icon: 'leaf',
            title: 'Klimaneutraler eigener Betrieb',
            description: `Ein Ziel, kein heutiger Zustand: Bis ${goalYear} wollen wir die Emissionen von Standort, Strom und Fahrzeugen zuerst senken, wo sie entstehen. Über den Stand berichten wir jedes Jahr hier.`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'Was wir dafür im Alltag tun',
        items: [
          'Batterien, Kondensatoren und andere Schadstoffträger entnehmen wir von Hand, bevor etwas zerkleinert wird.',
          'Lithium-Batterien lagern getrennt und brandschutzgerecht und werden nach ADR transportiert.',
          'Abholungen bündeln wir zu Touren, um Leerfahrten zu vermeiden.',
          'Datenträger, die Sie zur Weiterverwendung freigeben, löschen wir mit Protokoll, statt sie zu schreddern.',
          'Unser Umweltmanagement nach ISO 14001 setzt jährliche Ziele und wird regelmäßig auditiert.',
          'Für jede Lieferung erhalten Sie einen Verwertungsnachweis für Ihre eigene Berichterstattung.',
        ],
      },
    ],
    cta: {
      title: 'Belege für Ihre eigene Nachhaltigkeitsbilanz',
      text: 'Wenn Sie Geräte, Akkus oder Module bei uns abgeben, erhalten Sie Verwertungs- und Entsorgungsnachweise, die Sie in Ihrem eigenen Bericht verwenden können.',
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'brand',
    hero: {
      badge: 'Sustainability',
      title: 'What our work achieves\u00a0– shown openly',
      lead: `Recycling is only as good as what comes out at the end. That is why we show what we achieved in 2024 by our own account, how much we recover and reuse – and what we have set out to do by ${goalYear}.`,
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: `Vision ${goalYear}`, href: '/vision' },
      points: ['Proof of recovery for every delivery', 'Environmental management to ISO 14001'],
    },
    sections: [
      {
        kind: 'facts',
        title: 'Our 2024 results',
        intro: 'The company’s own figures for 2024. We will gladly explain how we calculate them.',
        facts: [
          { value: tonnes(co2SavedTonnes, 'en'), label: 'CO₂ saved (our own calculation)' },
          { value: tonnes(lithiumTonnes, 'en'), label: 'lithium returned to the loop' },
          { value: tonnes(rareEarthsTonnes, 'en'), label: 'rare earths recovered' },
          {
            value: `${formatNumber(claims.devicesRecycled, 'en')}+`,
            label: `devices recycled or reused since ${claims.foundingYear}`,
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Recovery and reuse',
        intro:
          'Every delivery goes through the same order: first we check whether a device or part can keep working, only then do we dismantle and recover it.',
        columns: 4,
        cards: [
          {
            icon: 'recycle',
            title: 'Reuse first',
            highlight: `${formatPercent(claims.reusedPercent, 'en')} reused`,
            description:
              'Working devices, components and battery modules go back into use after testing and data erasure.',
          },
          {
            icon: 'factory',
            title: 'Material recycling',
            highlight: `${formatPercent(claims.recycledPercent, 'en')} recycled`,
            description:
              'Whatever no longer works we dismantle into clean fractions and pass on to specialised recovery plants.',
          },
          {
            icon: 'gem',
            title: 'Recovering materials',
            highlight: `${formatPercent(claims.recoveryRatePercent, 'en')} recovery rate`,
            description:
              'Metals, plastics and battery raw materials are recovered; only a small remainder goes to disposal.',
          },
          {
            icon: 'badgeCheck',
            title: 'Certified processes',
            highlight: `${formatPercent(claims.certifiedPercent, 'en')} certified`,
            description: 'Receipt, storage and recovery run within our management systems to ISO 14001 and ISO 9001.',
          },
        ],
      },
      {
        kind: 'cards',
        title: `Our goals for ${goalYear}`,
        columns: 2,
        cards: [
          {
            icon: 'target',
            title: `More than ${millions(goalDevices, 'en')}\u00a0million devices in the loop`,
            description: `Today the figure is more than ${millions(claims.devicesRecycled, 'en')}\u00a0million. More collections, more test capacity for second-life batteries and easy returns for businesses are meant to keep it rising until ${goalYear}.`,
          },
          {
            icon: 'leaf',
            title: 'Climate-neutral own operations',
            description: `A goal, not where we are today: by ${goalYear} we aim to cut the emissions of our site, electricity and vehicles, starting where they arise. We report our progress here every year.`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'What we do day to day',
        items: [
          'We remove batteries, capacitors and other hazardous parts by hand before anything is shredded.',
          'Lithium batteries are stored separately with fire protection in mind and transported under the ADR.',
          'We combine pickups into routes to avoid empty runs.',
          'Data carriers you release for reuse are erased with a log instead of being shredded.',
          'Our ISO 14001 environmental management sets annual targets and is audited regularly.',
          'For every delivery you receive proof of recovery for your own reporting.',
        ],
      },
    ],
    cta: {
      title: 'Evidence for your own sustainability report',
      text: 'When you hand over devices, batteries or modules to us, you receive recovery and disposal records that you can use in your own report.',
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
