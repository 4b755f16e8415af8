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
      points: ['Verwertungsnachweis für jede Lieferung', 'Jede Zahl mit ihrer Grundlage'],
    },
    sections: [
      {
        kind: 'facts',
        title: 'Unsere Bilanz 2024',
        intro:
          'Eigene Angaben des Unternehmens für das Jahr 2024. Die Werte messen Verschiedenes; was jeder zählt, steht unter den Zahlen.',
        note: `${claims.basis.balance2024Co2.de} ${claims.basis.balance2024Materials.de} Geräte: ${claims.basis.devicesRecycled.de}`,
        facts: [
          { value: tonnes(co2SavedTonnes, 'de'), label: 'CO₂ weniger im eigenen Betrieb als 2023' },
          { value: tonnes(lithiumTonnes, 'de'), label: 'Lithium zur Rückgewinnung übergeben' },
          { value: tonnes(rareEarthsTonnes, 'de'), label: 'Seltene Erden zur Rückgewinnung übergeben' },
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
            title: 'Nachweis für jede Lieferung',
            highlight: 'Übernahmeschein, Wiegeschein, Entsorgungsnachweis',
            description:
              'Annahme, Lagerung und Verwertung dokumentieren wir je Lieferung, sodass Sie jeden Schritt in Ihren Unterlagen belegen können.',
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
          'Für Standort, Strom und Fahrzeuge setzen wir uns jährliche Ziele und berichten hier, ob wir sie erreicht haben.',
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
      points: ['Proof of recovery for every delivery', 'Every figure with its basis'],
    },
    sections: [
      {
        kind: 'facts',
        title: 'Our 2024 results',
        intro:
          'The company’s own figures for 2024. They measure different things; what each counts is stated below them.',
        note: `${claims.basis.balance2024Co2.en} ${claims.basis.balance2024Materials.en} Devices: ${claims.basis.devicesRecycled.en}`,
        facts: [
          { value: tonnes(co2SavedTonnes, 'en'), label: 'less CO₂ in our own operations than in 2023' },
          { value: tonnes(lithiumTonnes, 'en'), label: 'lithium handed over for recovery' },
          { value: tonnes(rareEarthsTonnes, 'en'), label: 'rare earths handed over for recovery' },
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
            title: 'Records for every delivery',
            highlight: 'Transfer note, weighing slip, disposal certificate',
            description:
              'We document receipt, storage and recovery for every delivery, so you can show each step in your own records.',
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
          'We set annual targets for our site, power and vehicles and report here whether we met them.',
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
