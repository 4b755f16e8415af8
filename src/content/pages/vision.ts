import type { Localized } from '@/i18n/locales';
import { formatNumber, formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { company } from '../company';
import type { ContentPage } from '../types';

const { devices: goalDevices, climateNeutralYear: goalYear } = claims.goals2030;
const millionsDe = (value: number) => formatNumber(value / 1_000_000, 'de');
const millionsEn = (value: number) => formatNumber(value / 1_000_000, 'en');
const reply = company.openingHours.replyWithinHours;

/**
 * The 2030 goals. Climate neutrality is a goal, not today's state: the copy says so and explains
 * what it covers, because an unexplained "klimaneutral" misleads (BGH I ZR 98/23, 2024).
 */
export const visionPage: Localized<ContentPage> = {
  de: {
    accent: 'brand',
    hero: {
      badge: `Vision ${goalYear}`,
      title: `Bis ${goalYear}: über ${millionsDe(goalDevices)}\u00a0Millionen Geräte im Kreislauf und ein klimaneutraler Betrieb`,
      lead: `Über ${millionsDe(claims.devicesRecycled)}\u00a0Millionen Geräte haben wir seit ${claims.foundingYear} weiterverwendet oder recycelt. Bis ${goalYear} wollen wir auf über ${millionsDe(goalDevices)}\u00a0Millionen kommen und unseren eigenen Betrieb klimaneutral führen. Hier steht, wie wir das erreichen wollen.`,
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Unsere Bilanz 2024', href: '/sustainability' },
    },
    sections: [
      {
        kind: 'facts',
        title: `Zwei Ziele für ${goalYear}\u00a0– und wo wir heute stehen`,
        facts: [
          { value: `${millionsDe(goalDevices)}\u00a0Mio.+`, label: `Geräte im Kreislauf bis ${goalYear} (Ziel)` },
          { value: String(goalYear), label: 'klimaneutraler eigener Betrieb (Ziel)' },
          {
            value: `${millionsDe(claims.devicesRecycled)}\u00a0Mio.+`,
            label: `Geräte seit ${claims.foundingYear} (erreicht)`,
          },
          { value: formatPercent(claims.recoveryRatePercent, 'de'), label: 'Rückgewinnungsquote heute' },
        ],
      },
      {
        kind: 'cards',
        title: 'Vier Hebel auf dem Weg dorthin',
        intro:
          'Mehr Geräte im Kreislauf heißt nicht einfach mehr Schrott. Es heißt: mehr zurückholen, länger nutzen und sauber trennen.',
        columns: 2,
        cards: [
          {
            icon: 'batteryCharging',
            accent: 'energy',
            title: 'Zweites Leben für Batterien',
            description:
              'Akkus aus E-Autos und E-Bikes, die für den Fahrbetrieb nicht mehr reichen, prüfen wir auf einen Einsatz in stationären Speichern. Jedes Modul, das weiterarbeitet, muss nicht neu gebaut werden.',
          },
          {
            icon: 'truck',
            title: 'Rückgabe einfacher machen',
            description:
              'Bundesweite Abholung, feste Sammeltermine für Betriebe und ADR-konforme Behälter: Je einfacher die Rückgabe ist, desto weniger Geräte bleiben in Schubladen und Kellern liegen.',
          },
          {
            icon: 'recycle',
            title: 'Weiterverwenden vor Recyceln',
            description: `Heute gehen ${formatPercent(claims.reusedPercent, 'de')} der angekauften Ware in die Wiederverwendung. Mit wachsenden Mengen bauen wir Prüfung und Aufbereitung mit aus, damit dieser Anteil nicht sinkt.`,
          },
          {
            icon: 'fileCheck',
            title: 'Offen berichten',
            description:
              'Mit der Bilanz 2024 haben wir begonnen, eingesparte Emissionen und zurückgewonnene Rohstoffe auszuweisen. Wir führen sie jedes Jahr fort – auch wenn ein Jahr einmal schlechter ausfällt.',
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'Was „klimaneutral“ für uns bedeutet',
        intro: 'Wer „klimaneutral“ sagt, muss erklären, was gemeint ist. Deshalb hier genau:',
        columns: 1,
        items: [
          `Klimaneutralität ist unser Ziel für ${goalYear}, kein heutiger Zustand. Heute arbeiten wir noch nicht klimaneutral.`,
          'Gemeint sind die Emissionen unseres eigenen Betriebs: Standort, Strom, Prüf- und Ladetechnik und unsere Fahrzeuge.',
          'Wir wollen Emissionen zuerst dort senken, wo sie entstehen – etwa durch gebündelte Abholtouren statt Einzelfahrten und die Umstellung auf Strom aus erneuerbaren Quellen.',
          'Wie weit wir sind, berichten wir jedes Jahr auf unserer Seite zur Nachhaltigkeit.',
        ],
      },
    ],
    cta: {
      title: 'Machen Sie Ihre Altgeräte zu einem Teil des Ziels',
      text: `Jedes Gerät, das weiterverwendet oder sauber recycelt wird, zählt. Beschreiben Sie uns kurz, was Sie abgeben möchten – wir melden uns an Werktagen innerhalb von ${reply} Stunden mit einer unverbindlichen Einschätzung.`,
      primary: { label: 'Kostenlose Bewertung anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'brand',
    hero: {
      badge: `Vision ${goalYear}`,
      title: `By ${goalYear}: more than ${millionsEn(goalDevices)}\u00a0million devices back in the loop, and climate-neutral operations`,
      lead: `Since ${claims.foundingYear} we have reused or recycled more than ${millionsEn(claims.devicesRecycled)}\u00a0million devices. By ${goalYear} we aim to pass ${millionsEn(goalDevices)}\u00a0million and to run our own operations climate-neutrally. This is how we intend to get there.`,
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Our 2024 results', href: '/sustainability' },
    },
    sections: [
      {
        kind: 'facts',
        title: `Two goals for ${goalYear}\u00a0– and where we stand today`,
        facts: [
          {
            value: `${millionsEn(goalDevices)}\u00a0million+`,
            label: `devices kept in the loop by ${goalYear} (goal)`,
          },
          { value: String(goalYear), label: 'climate-neutral own operations (goal)' },
          {
            value: `${millionsEn(claims.devicesRecycled)}\u00a0million+`,
            label: `devices since ${claims.foundingYear} (achieved)`,
          },
          { value: formatPercent(claims.recoveryRatePercent, 'en'), label: 'recovery rate today' },
        ],
      },
      {
        kind: 'cards',
        title: 'Four levers to get there',
        intro:
          'More devices in the loop does not simply mean more scrap. It means bringing more back, using it for longer and separating it properly.',
        columns: 2,
        cards: [
          {
            icon: 'batteryCharging',
            accent: 'energy',
            title: 'A second life for batteries',
            description:
              'Batteries from e-cars and e-bikes that no longer have enough range are tested for use in stationary storage. Every module that keeps working is one that does not have to be built from scratch.',
          },
          {
            icon: 'truck',
            title: 'Making returns easier',
            description:
              'Pickup across Germany, fixed collection dates for businesses and ADR-compliant containers: the easier it is to hand devices back, the fewer stay in drawers and basements.',
          },
          {
            icon: 'recycle',
            title: 'Reuse before recycling',
            description: `Today ${formatPercent(claims.reusedPercent, 'en')} of the goods we buy go back into use. As volumes grow we expand testing and refurbishment alongside them, so that this share does not fall.`,
          },
          {
            icon: 'fileCheck',
            title: 'Reporting openly',
            description:
              'With our 2024 results we started publishing the emissions we save and the raw materials we recover. We will continue every year – including a year that turns out worse.',
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'What “climate-neutral” means for us',
        intro: 'Anyone who says “climate-neutral” should explain what they mean. So here it is, precisely:',
        columns: 1,
        items: [
          `Climate neutrality is our goal for ${goalYear}, not where we are today. We do not yet operate climate-neutrally.`,
          'It covers the emissions of our own operations: our site, electricity, test and charging equipment, and our vehicles.',
          'We aim to cut emissions first where they arise – for example by combining pickups into routes instead of single trips and by switching to electricity from renewable sources.',
          'We report our progress every year on our sustainability page.',
        ],
      },
    ],
    cta: {
      title: 'Make your old equipment part of the goal',
      text: `Every device that is reused or properly recycled counts. Tell us briefly what you would like to hand over – we reply within ${reply} hours on working days with an indicative assessment.`,
      primary: { label: 'Request a free valuation', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
